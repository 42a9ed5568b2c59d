import type { ConsoleKind } from "../console-kind";
import { fieldModule } from "../families/FieldModule";
import { PlainTextInput } from "../families/TextInput";

/** Not offered by the add-module menu yet: older records' modules show their value as text. */
export const equation: ConsoleKind = { type: "equation", Editor: fieldModule(PlainTextInput) };
