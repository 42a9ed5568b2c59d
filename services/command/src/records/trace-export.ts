import { CSV_BOM, csvLine } from "../exports/csv";
import type { PdfColumn } from "../exports/pdf-table";
import { pdfChangeValue, pdfFieldName } from "../exports/pdf-value";
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

/** How a format shows a change's field and values: the CSV as recorded, the PDF in words. */
interface Shown {
  readonly field: (fieldName: string | null) => string;
  readonly value: (value: unknown, fieldName: string | null) => unknown;
}

const AS_RECORDED: Shown = { field: (fieldName) => fieldName ?? "", value: (value) => value };

function cellsOf(row: TraceRow, language: Language, { field, value }: Shown): unknown[] {
  const reason = row.reason ?? (row.isAuto ? translate(language, "audit.autoSave") : "");
  return [
    row.modifyTime,
    row.userName,
    translate(language, `audit.action.${row.action}`),
    row.title,
    row.rowId ?? "",
    field(row.fieldName),
    value(row.oldValue, row.fieldName),
    value(row.newValue, row.fieldName),
    reason,
  ];
}

/** A record's trace as CSV (spec Audit/Experiment/TraceExportFile): every value whole. */
export const traceCsv = (rows: readonly TraceRow[], language: Language): string =>
  CSV_BOM + csvLine(headers(language)) + rows.map((row) => csvLine(cellsOf(row, language, AS_RECORDED))).join("");

export const tracePdfColumns = (language: Language): PdfColumn[] =>
  headers(language).map((header, i) => ({ header, weight: COLUMNS[i]![1] }));

export const tracePdfCells = (row: TraceRow, language: Language): string[] =>
  cellsOf(row, language, {
    field: (fieldName) => pdfFieldName(fieldName, language),
    value: (value, fieldName) => pdfChangeValue(fieldName, value, language),
  }).map(String);
