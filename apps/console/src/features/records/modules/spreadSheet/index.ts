import type { ConsoleKind } from "../console-kind";
import { fieldModule } from "../families/FieldModule";
import { PlainTextInput } from "../families/TextInput";

/** Not offered by the add-module menu yet: older records' modules show their value as text. */
export const spreadSheet: ConsoleKind = { type: "spreadSheet", Editor: fieldModule(PlainTextInput) };
