import { changeInWords, fieldInWords } from "@labledger/domain";
import { type Language, translate } from "../i18n/translate";

/** The longest value a PDF cell shows; the CSV export keeps every value whole. */
export const PDF_VALUE_MAX = 400;

const json = (value: unknown) => (typeof value === "string" ? value : (JSON.stringify(value) ?? String(value)));

/** A grid row as "column: value; …" (its id is in the row column), an attached file by its name and digest, other JSON compactly. */
function readable(value: unknown): string {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return json(value);
  const fields = value as Record<string, unknown>;
  if (typeof fields.sha256 === "string" && typeof fields.name === "string")
    return `${fields.name} (sha256 ${fields.sha256.slice(0, 12)}…)`;
  if (typeof fields.rowId !== "string") return json(value);
  return Object.entries(fields)
    .filter(([key, cell]) => key !== "rowId" && cell !== null && cell !== undefined && cell !== "")
    .map(([key, cell]) => `${key}: ${json(cell)}`)
    .join("; ");
}

/** A recorded value as PDF cell text, shortened with a count of what was left out; the CSV keeps it as recorded. */
export function pdfValue(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = readable(value);
  const chars = [...text];
  if (chars.length <= PDF_VALUE_MAX) return text;
  return `${chars.slice(0, PDF_VALUE_MAX).join("")}… (+${chars.length - PDF_VALUE_MAX})`;
}

/** A change's value in a PDF: a lifecycle change in words (changeInWords), any other value as recorded. */
export const pdfChangeValue = (fieldName: string | null, value: unknown, language: Language): string =>
  changeInWords(fieldName, value, (key, params) => translate(language, key, params)) ?? pdfValue(value);

/** A change's field in a PDF: a lifecycle change's field in words, a module's own field as named. */
export const pdfFieldName = (fieldName: string | null, language: Language): string =>
  fieldInWords(fieldName, (key, params) => translate(language, key, params)) ?? fieldName ?? "";
