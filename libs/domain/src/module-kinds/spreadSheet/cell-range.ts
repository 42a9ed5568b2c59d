/** A column's letters as a spreadsheet shows them: 0 is A, 25 is Z, 26 is AA. */
export function columnLetters(index: number): string {
  let letters = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** A column's index from its letters: A is 0, AA is 26. */
export function columnIndex(letters: string): number {
  let index = 0;
  for (const letter of letters.toUpperCase()) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

/** A cell's address split: column index (A is 0) and row index (row 1 is 0). */
export function cellAt(address: string): { column: number; row: number } | undefined {
  const match = /^([A-Za-z]{1,3})([1-9][0-9]*)$/.exec(address.trim());
  if (!match) return undefined;
  return { column: columnIndex(match[1]!), row: Number(match[2]) - 1 };
}

/** A range "B2:D9" as its corners by index (either corner may come first). */
export interface CellRange {
  readonly firstColumn: number;
  readonly lastColumn: number;
  readonly firstRow: number;
  readonly lastRow: number;
}

export function rangeOf(range: string): CellRange | undefined {
  const [from, to] = range.split(":");
  const a = from ? cellAt(from) : undefined;
  const b = to ? cellAt(to) : a;
  if (!a || !b) return undefined;
  return {
    firstColumn: Math.min(a.column, b.column),
    lastColumn: Math.max(a.column, b.column),
    firstRow: Math.min(a.row, b.row),
    lastRow: Math.max(a.row, b.row),
  };
}
