import type { CellNow } from "@labledger/contracts";

/** Someone else in the spreadsheet: their name and the sheet and cell they are on. */
export interface SheetPresence {
  readonly name: string;
  readonly sheetId: string | null;
  readonly cell: string | null;
}

export interface SheetLive {
  readonly presence: readonly SheetPresence[];
}

/**
 * The live slot (issue 17 part C): others' changes reach the editor through `applyRemote`, and who
 * else is here shows as chips. Until the live connection is built, nobody else is shown.
 */
export function useSheetLive(
  _recordId: string,
  _moduleId: string,
  _applyRemote: (cells: readonly CellNow[]) => void,
  _where: { sheetId: string; cell: string },
): SheetLive {
  return { presence: [] };
}
