import { changeInWords, fieldInWords } from "@labledger/domain";
import { type Language, translate } from "../i18n/translate";

/** The longest value a PDF cell shows; the CSV export keeps every value whole. */
export const PDF_VALUE_MAX = 400;

/** A recorded value as PDF cell text: strings as they are, other JSON compactly, shortened with a count of what was left out. */
export function pdfValue(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? String(value));
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
