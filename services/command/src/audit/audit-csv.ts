import { type Language, translate } from "../i18n/translate";
import type { AuditRowView } from "./audit-rows";

const COLUMNS = [
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

/** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled. */
const cell = (value: unknown): string => {
  const text = value === null || value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The header line, in the caller's language; the UTF-8 byte-order mark makes spreadsheet programs read Chinese right. */
export const auditCsvHeader = (language: Language) =>
  `\uFEFF${COLUMNS.map((c) => cell(translate(language, `audit.column.${c}`, {}))).join(",")}\r\n`;

/** One line per row; labels (category, event, action) in the caller's language. */
export function auditCsvLines(rows: readonly AuditRowView[], language: Language): string {
  const label = (key: string, fallback: string) => {
    const text = translate(language, key, {});
    return text === key ? fallback : text;
  };
  return rows
    .map((row) =>
      COLUMNS.map((column) => {
        switch (column) {
          case "category":
            return cell(label(`audit.category.${row.category}`, String(row.category)));
          case "eventType":
            return cell(label(`audit.event.${row.eventType}`, String(row.eventType)));
          case "action":
            return cell(row.action === null ? "" : label(`audit.action.${row.action}`, String(row.action)));
          default:
            return cell(row[column as keyof AuditRowView]);
        }
      }).join(","),
    )
    .map((line) => `${line}\r\n`)
    .join("");
}
