import { CSV_BOM, csvLine } from "../exports/csv";
import type { PdfColumn } from "../exports/pdf-table";
import { pdfText } from "../exports/pdf-value";
import { type Language, translate, translateOr } from "../i18n/translate";
import type { AuditRowView } from "./audit-rows";

const CSV_COLUMNS = [
  "modifyTime",
  "userName",
  "category",
  "eventType",
  "action",
  "subject",
  "experimentNumber",
  "experimentTitle",
  "moduleTitle",
  "rowId",
  "fieldName",
  "oldValue",
  "newValue",
  "reason",
] as const;

/** Category, event and action of a row in the caller's language (an unknown code stays as it is). */
function labelsOf(row: AuditRowView, language: Language) {
  return {
    category: translateOr(language, `audit.category.${row.category}`, String(row.category)),
    event: translateOr(language, `audit.event.${row.eventType}`, String(row.eventType)),
    action: row.action === null ? "" : translateOr(language, `audit.action.${row.action}`, String(row.action)),
  };
}

/** The header line, in the caller's language, after the byte-order mark. */
export const auditCsvHeader = (language: Language) =>
  CSV_BOM + csvLine(CSV_COLUMNS.map((c) => translate(language, `audit.column.${c}`)));

/**
 * One line per row, every value whole and in words (the row by position and first cell, never
 * its id). The CSV keeps no recorded value beside the words: it is read by people, like the PDF;
 * machines read the log itself (`labledger export-log`).
 */
export function auditCsvLines(rows: readonly AuditRowView[], language: Language): string {
  return rows
    .map((row) => {
      const labels = labelsOf(row, language);
      const { words } = row;
      const cells: Record<(typeof CSV_COLUMNS)[number], string> = {
        modifyTime: row.modifyTime,
        userName: row.userName,
        category: labels.category,
        eventType: labels.event,
        action: labels.action,
        subject: words.subject,
        experimentNumber: row.experimentNumber ?? "",
        experimentTitle: row.experimentTitle ?? "",
        moduleTitle: words.module,
        rowId: words.row,
        fieldName: words.field,
        oldValue: words.oldValue.text,
        newValue: words.newValue.text,
        reason: row.reason ?? "",
      };
      return csvLine(CSV_COLUMNS.map((column) => cells[column]));
    })
    .join("");
}

/** The PDF's narrower table: one column for the event, one for what it concerns. */
export const auditPdfColumns = (language: Language): PdfColumn[] =>
  (
    [
      ["modifyTime", 56],
      ["userName", 48],
      ["event", 86],
      ["concerns", 86],
      ["moduleRow", 70],
      ["fieldName", 50],
      ["oldValue", 118],
      ["newValue", 118],
      ["reason", 84],
    ] as const
  ).map(([key, weight]) => ({ header: translate(language, `audit.column.${key}`), weight }));

export function auditPdfCells(row: AuditRowView, language: Language): string[] {
  const labels = labelsOf(row, language);
  const { words } = row;
  const record = [row.experimentNumber, row.experimentTitle].filter(Boolean).join(" ");
  return [
    row.modifyTime,
    row.userName,
    [labels.category, labels.event, labels.action].filter(Boolean).join(" · "),
    record || words.subject,
    [words.module, words.row].filter(Boolean).join(" · "),
    words.field,
    pdfText(words.oldValue.text),
    pdfText(words.newValue.text),
    row.reason ?? "",
  ];
}
