import { addressOf } from "@labledger/domain/module-kinds/spreadSheet/cell-address";
import { SHEET_LIMITS } from "@labledger/events/catalogue/sheets-values";
import Papa from "papaparse";
import { SpreadsheetRefusal } from "../spreadsheet-rows/spreadsheet-refusal";
import { decodePlainText } from "../text-extraction/plain-text";
import { checkCellLimits, type FileCell, type FileValue } from "./sheet-file";

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** A CSV cell as typed: "=…" a formula (its value computed on import), a plain number a number, TRUE/FALSE a truth value, anything else text. */
function typed(text: string): { value: FileValue; formula: string | null } {
  const trimmed = text.trim();
  if (trimmed.startsWith("=") && trimmed.length > 1) return { value: null, formula: trimmed };
  if (NUMBER.test(trimmed)) {
    const number = Number(trimmed);
    if (Number.isFinite(number)) return { value: number, formula: null };
  }
  const upper = trimmed.toUpperCase();
  if (upper === "TRUE" || upper === "FALSE") return { value: upper === "TRUE", formula: null };
  return { value: text, formula: null };
}

/**
 * The cells of a CSV as Excel saves one (UTF-8 with or without a byte-order mark, UTF-16 or
 * GB18030; commas, semicolons or tabs), read up to one row past the limit so too many is known.
 */
export function csvCells(bytes: Uint8Array): FileCell[] {
  const text = decodePlainText(bytes);
  if (text === undefined) throw new SpreadsheetRefusal("notWhatItsNameSays");
  const parsed = Papa.parse<string[]>(text, {
    delimitersToGuess: [",", ";", "\t"],
    preview: SHEET_LIMITS.rows + 1,
    skipEmptyLines: false,
  });
  const cells: FileCell[] = [];
  parsed.data.forEach((row, r) => {
    row.forEach((raw, c) => {
      const cell = raw ?? "";
      if (cell.trim() === "") return;
      checkCellLimits(r + 1, c + 1, [cell]);
      cells.push({ cell: addressOf(r + 1, c + 1), ...typed(cell), format: null });
    });
  });
  return cells;
}
