import type { ConsoleKind } from "../console-kind";
import { fieldModule } from "../families/FieldModule";
import { RadioInput } from "./RadioInput";

export const radio: ConsoleKind = { type: "radio", menu: "fields", takesOptions: true, Editor: fieldModule(RadioInput) };
