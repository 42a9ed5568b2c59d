import type { ConsoleKind } from "../console-kind";
import { fieldModule } from "../families/FieldModule";
import { NumberInput } from "./NumberInput";

export const inputNumber: ConsoleKind = {
  type: "inputNumber",
  menu: "fields",
  problemKey: "invalid.number",
  Editor: fieldModule(NumberInput),
};
