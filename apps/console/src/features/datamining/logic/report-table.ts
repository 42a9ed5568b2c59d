import type { ReportData } from "@labledger/contracts";

export type ReportRow = ReportData["rows"][number];
export type Cell = ReportRow["cells"][string];

/** Up to this many rows the table shows them all; more are shown a page at a time. */
export const ALL_ROWS_UP_TO = 200;
export const ROWS_PER_PAGE = 100;

/** A number typed as text, as the server reads one ("81.5 %", "1,250.5", "-3e-4"): it starts with the number. */
const NUMBER_FIRST = /^[+-]?(\d[\d,]*(\.\d*)?|\.\d+)([eE][+-]?\d+)?(\s|%|$)/;

/** The columns whose every value is a number, or a number typed as text (their cells are right-aligned). */
export function numericColumns(columnIds: readonly string[], rows: readonly ReportRow[]): Set<string> {
  return new Set(
    columnIds.filter((id) => {
      let seen = false;
      for (const row of rows) {
        const cell = row.cells[id] ?? null;
        if (cell === null) continue;
        if (typeof cell !== "number" && !NUMBER_FIRST.test(cell.trim())) return false;
        seen = true;
      }
      return seen;
    }),
  );
}

/** A cell as the reader reads it: numbers in their language's way ("1,250.5"), words as they are, nothing as "". */
export function cellText(cell: Cell | undefined, language: string): string {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "number") return new Intl.NumberFormat(language, { maximumFractionDigits: 6 }).format(cell);
  return cell;
}

/** The rows of one page (1-based), or all of them when there are few. */
export function rowsOfPage<T>(rows: readonly T[], page: number, perPage = ROWS_PER_PAGE): readonly T[] {
  if (rows.length <= ALL_ROWS_UP_TO) return rows;
  const pages = Math.max(1, Math.ceil(rows.length / perPage));
  const at = Math.min(Math.max(1, page), pages);
  return rows.slice((at - 1) * perPage, at * perPage);
}
