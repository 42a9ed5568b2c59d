import type { ConsoleKind } from "../console-kind";
import { EquationEditor } from "./EquationEditor";

/** The reaction: its drawing in Ketcher, the reaction table and conditions (one per record, spec §5). */
export const equation: ConsoleKind = { type: "equation", menu: "other", Editor: EquationEditor };
