/** A cell's place: row 1-based as the sheet names it, column 0-based (A is 0). */
export interface CellPlace {
  readonly row: number;
  readonly column: number;
}

/** Column letters of a 0-based column: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(column: number): string {
  let n = column + 1;
  let letters = "";
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** The 0-based column of column letters: A → 0, AA → 26. */
export function columnIndex(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

export const cellAddress = ({ row, column }: CellPlace): string => `${columnLetters(column)}${row}`;

/** "B3" → row 3, column 1; anything else → null. */
export function cellPlace(address: string): CellPlace | null {
  const match = /^([A-Z]{1,2})([1-9][0-9]*)$/.exec(address.toUpperCase());
  return match ? { row: Number(match[2]), column: columnIndex(match[1]!) } : null;
}
