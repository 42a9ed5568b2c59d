import { CSV_BOM, csvLine } from "../exports/csv";
import type { PdfColumn } from "../exports/pdf-table";
import { pdfChangeValue, pdfFieldName } from "../exports/pdf-value";
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

/** One line per row, every value whole. */
export function auditCsvLines(rows: readonly AuditRowView[], language: Language): string {
  return rows
    .map((row) => {
      const labels = labelsOf(row, language);
      return csvLine(
        CSV_COLUMNS.map((column) => {
          if (column === "category") return labels.category;
          if (column === "eventType") return labels.event;
          if (column === "action") return labels.action;
          return row[column];
        }),
      );
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
  const record = [row.experimentNumber, row.experimentTitle].filter(Boolean).join(" ");
  return [
    row.modifyTime,
    row.userName,
    [labels.category, labels.event, labels.action].filter(Boolean).join(" · "),
    record || (row.subject ?? ""),
    // A row id's first characters tell rows apart on paper; the CSV keeps it whole.
    [row.moduleTitle, row.rowId && `#${row.rowId.slice(0, 8)}`].filter(Boolean).join(" "),
    pdfFieldName(row.fieldName, language),
    pdfChangeValue(row.fieldName, row.oldValue, language),
    pdfChangeValue(row.fieldName, row.newValue, language),
    row.reason ?? "",
  ];
}
