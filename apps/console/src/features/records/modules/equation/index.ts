import type { ConsoleKind } from "../console-kind";
import { EquationEditor } from "./EquationEditor";

/** Not offered by the add-module menu yet (added through the API): the reaction's structure in Ketcher. */
export const equation: ConsoleKind = { type: "equation", Editor: EquationEditor };
