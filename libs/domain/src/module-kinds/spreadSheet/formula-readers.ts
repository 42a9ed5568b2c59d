import type { FormulaReference } from "./formula-references";

/** A formula cell as the readers index knows it: where it is and what its formula reads. */
export interface ReadingCell {
  readonly sheetId: string;
  readonly row: number;
  readonly column: number;
  readonly reads: readonly FormulaReference[] | "any";
}

export interface CellOnSheet {
  readonly sheetId: string;
  readonly row: number;
  readonly column: number;
}

interface Block {
  readonly sheetId: string;
  readonly firstRow: number;
  readonly lastRow: number;
  readonly firstColumn: number;
  readonly lastColumn: number;
}

/** Rows are grouped in bands; a block over more bands than this is looked at for every cell of its sheet. */
const BAND = 64;
const MOST_BANDS = 16;

/**
 * Which formula cells read which cells, so a change reads back only the formulas it may have
 * changed (those reading a changed cell, and those reading them, on and on), not every formula
 * of a large workbook. A formula whose cells cannot be told from its text is always read.
 */
export class Readers<C extends ReadingCell> {
  private readonly always: C[] = [];
  private readonly banded = new Map<string, { block: Block; cell: C }[]>();

  /** `sheetIdNamed` finds a sheet by its lower-cased name; a formula naming no sheet there reads nothing (#REF!). */
  constructor(cells: Iterable<C>, sheetIdNamed: (name: string) => string | undefined) {
    for (const cell of cells) {
      if (cell.reads === "any") {
        this.always.push(cell);
        continue;
      }
      for (const reference of cell.reads) {
        const sheetId = reference.sheet === null ? cell.sheetId : sheetIdNamed(reference.sheet);
        if (sheetId !== undefined) this.add({ ...reference, sheetId }, cell);
      }
    }
  }

  /** The formula cells a change of these cells may have given a new value. */
  affectedBy(changed: readonly CellOnSheet[]): Set<C> {
    const affected = new Set<C>(this.always);
    const waiting: CellOnSheet[] = [...changed, ...this.always];
    for (let next = waiting.pop(); next; next = waiting.pop())
      for (const cell of this.readersOf(next))
        if (!affected.has(cell)) {
          affected.add(cell);
          waiting.push(cell);
        }
    return affected;
  }

  private *readersOf({ sheetId, row, column }: CellOnSheet): Generator<C> {
    for (const key of [bandKey(sheetId, Math.floor(row / BAND)), wideKey(sheetId)])
      for (const { block, cell } of this.banded.get(key) ?? [])
        if (row >= block.firstRow && row <= block.lastRow && column >= block.firstColumn && column <= block.lastColumn)
          yield cell;
  }

  private add(block: Block, cell: C): void {
    const [first, last] = [Math.floor(block.firstRow / BAND), Math.floor(block.lastRow / BAND)];
    const keys =
      last - first >= MOST_BANDS ? [wideKey(block.sheetId)] : range(first, last).map((band) => bandKey(block.sheetId, band));
    for (const key of keys) {
      const entries = this.banded.get(key) ?? [];
      if (entries.length === 0) this.banded.set(key, entries);
      entries.push({ block, cell });
    }
  }
}

const bandKey = (sheetId: string, band: number) => `${sheetId}#${band}`;
const wideKey = (sheetId: string) => `${sheetId}#wide`;
const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);
