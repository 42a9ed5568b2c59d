import type { ConsoleKind } from "../console-kind";
import { spreadSheet } from "../spreadSheet";

/**
 * A spreadsheet design module (spec §3 spreadDesign, issue 17): the sheet editor, in which only
 * the design's input cells are edited (highlighted, required ones marked); added from a design.
 */
export const spreadDesign: ConsoleKind = {
  type: "spreadDesign",
  menu: "other",
  Editor: spreadSheet.Editor,
  View: spreadSheet.View!,
};
