/** The longest value a PDF cell shows; the CSV export keeps every value whole. */
export const PDF_VALUE_MAX = 400;

/** A value's words as PDF cell text, shortened with a count of what was left out. */
export function pdfText(text: string): string {
  const chars = [...text];
  if (chars.length <= PDF_VALUE_MAX) return text;
  return `${chars.slice(0, PDF_VALUE_MAX).join("")}… (+${chars.length - PDF_VALUE_MAX})`;
}
