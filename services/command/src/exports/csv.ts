/** The UTF-8 byte-order mark: spreadsheet programs then read Chinese right. */
export const CSV_BOM = "\uFEFF";

/** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled. */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(",")}\r\n`;
