import { CSV_BOM, csvLine } from "../exports/csv";
import type { PdfColumn } from "../exports/pdf-table";
import { pdfText } from "../exports/pdf-value";
import { type Language, translate } from "../i18n/translate";
import type { TraceRow } from "./experiment-trace";

const COLUMNS = [
  ["modifyTime", 58],
  ["userName", 52],
  ["action", 38],
  ["moduleTitle", 80],
  ["rowId", 62],
  ["fieldName", 60],
  ["oldValue", 130],
  ["newValue", 130],
  ["reason", 90],
] as const;

const headers = (language: Language) => COLUMNS.map(([key]) => translate(language, `audit.column.${key}`));

/** One change as cells, every one in words (the row by position and first cell, values as text), whole: the same in CSV and PDF. */
export function traceCells(row: TraceRow, language: Language): string[] {
  const reason = row.reason ?? (row.isAuto ? translate(language, "audit.autoSave") : "");
  const { words } = row;
  return [
    row.modifyTime,
    row.userName,
    translate(language, `audit.action.${row.action}`),
    words.module,
    words.row,
    words.field,
    words.oldValue.text,
    words.newValue.text,
    reason,
  ];
}

/**
 * A record's trace as CSV (spec Audit/Experiment/TraceExportFile): every value whole, in words.
 * It keeps no recorded value beside them: a file is read by people, and the log itself (export-log) is there for machines.
 */
export const traceCsv = (rows: readonly TraceRow[], language: Language): string =>
  CSV_BOM + csvLine(headers(language)) + rows.map((row) => csvLine(traceCells(row, language))).join("");

export const tracePdfColumns = (language: Language): PdfColumn[] =>
  headers(language).map((header, i) => ({ header, weight: COLUMNS[i]![1] }));

export const tracePdfCells = (row: TraceRow, language: Language): string[] => traceCells(row, language).map(pdfText);
