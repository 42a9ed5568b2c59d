import type { ConsoleKind } from "../console-kind";
import { fieldModule } from "../families/FieldModule";
import { CheckboxInput } from "./CheckboxInput";

export const checkbox: ConsoleKind = { type: "checkbox", menu: "fields", takesOptions: true, Editor: fieldModule(CheckboxInput) };
