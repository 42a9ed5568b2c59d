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
