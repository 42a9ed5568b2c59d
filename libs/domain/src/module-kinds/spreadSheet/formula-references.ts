import { SHEET_LIMITS } from "@labledger/events/catalogue/sheets-values";
import { columnNumber } from "./cell-address";

/** A block of cells a formula reads: on its own sheet (`sheet` null) or on a sheet it names. */
export interface FormulaReference {
  /** The sheet's name as the formula writes it, lower-cased (sheet names are matched without case); null: its own. */
  readonly sheet: string | null;
  readonly firstRow: number;
  readonly lastRow: number;
  readonly firstColumn: number;
  readonly lastColumn: number;
}

/**
 * What a formula reads whatever the cells hold, or "any" when that cannot be told from its text:
 * a function that picks its cells as it runs (INDIRECT, OFFSET) or changes each time it runs
 * (NOW, RAND), or a name that is not a cell (a defined name). A reader of "any" reads it after
 * every change; telling too much is only slower, telling too little would miss a recalculation.
 */
export function formulaReferences(formula: string): readonly FormulaReference[] | "any" {
  const text = formula
    .replace(/"(?:[^"]|"")*"/g, " ")
    .replace(/#(?:REF!|DIV\/0!|NAME\?|VALUE!|NUM!|NULL!|N\/A|ERROR!|SPILL!|CALC!)/gi, " ");
  const references: FormulaReference[] = [];
  const rest = text.replace(REFERENCE, (whole, quoted?: string, bare?: string, ...parts: (string | undefined)[]) => {
    const found = referenceOf(quoted !== undefined ? quoted.replace(/''/g, "'") : bare, parts);
    if (!found) return whole;
    references.push(found);
    return " ";
  });
  if (/'/.test(rest)) return "any";
  for (const [, name, call] of rest.matchAll(/(?<![\w.$])([A-Za-z_][\w.]*)(\s*\()?/g)) {
    const upper = (name as string).toUpperCase();
    if (call ? CHANGING.has(upper) : upper !== "TRUE" && upper !== "FALSE") return "any";
  }
  return references;
}

/** Functions whose value or cells are not told by their text. */
const CHANGING: ReadonlySet<string> = new Set([
  "INDIRECT",
  "OFFSET",
  "NOW",
  "TODAY",
  "RAND",
  "RANDBETWEEN",
  "RANDARRAY",
  "CELL",
  "INFO",
]);

const COLUMN = String.raw`\$?([A-Za-z]{1,3})`;
const ROW = String.raw`\$?(\d{1,7})`;
const REFERENCE = new RegExp(
  String.raw`(?<![\w.$'])(?:(?:'((?:[^']|'')+)'|([A-Za-z_][\w.]*))!)?` +
    String.raw`(?:${COLUMN}${ROW}(?::${COLUMN}${ROW})?|${COLUMN}:${COLUMN}|${ROW}:${ROW})` +
    String.raw`(?![\w.(!])`,
  "g",
);

function referenceOf(sheetName: string | undefined, parts: (string | undefined)[]): FormulaReference | undefined {
  const [c1, r1, c2, r2, wholeFrom, wholeTo, rowFrom, rowTo] = parts;
  const sheet = sheetName === undefined ? null : sheetName.toLowerCase();
  const block = (rows: [number, number], columns: [number, number]) => ({
    sheet,
    firstRow: Math.min(...rows),
    lastRow: Math.max(...rows),
    firstColumn: Math.min(...columns),
    lastColumn: Math.max(...columns),
  });
  if (c1 && r1) {
    const [top, left] = [Number(r1), columnNumber(c1.toUpperCase())];
    return block([top, r2 ? Number(r2) : top], [left, c2 ? columnNumber(c2.toUpperCase()) : left]);
  }
  if (wholeFrom && wholeTo)
    return block([1, SHEET_LIMITS.rows], [columnNumber(wholeFrom.toUpperCase()), columnNumber(wholeTo.toUpperCase())]);
  if (rowFrom && rowTo) return block([Number(rowFrom), Number(rowTo)], [1, SHEET_LIMITS.columns]);
  return undefined;
}
