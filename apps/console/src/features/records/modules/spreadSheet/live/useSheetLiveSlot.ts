import type { CellNow, PresentMember } from "@labledger/contracts";
import { useSheetLive } from "./useSheetLive";

/**
 * The editor's live slot (SheetEditor's `useSheetLive(recordId, moduleId, applyRemote, where)`):
 * others' changes go to `applyRemote`; `presence` is everyone else in the module, by name.
 */
export function useSheetLiveSlot(
  recordId: string,
  moduleId: string,
  applyRemote: (cells: readonly CellNow[]) => void,
  where: { sheetId: string; cell: string | null },
  onSheets?: () => void,
): { presence: readonly PresentMember[]; connected: boolean } {
  const { members, connected } = useSheetLive({
    experimentId: recordId,
    moduleId,
    sheetId: where.sheetId,
    cell: where.cell,
    onCells: (cells) => applyRemote(cells),
    ...(onSheets ? { onSheets } : {}),
  });
  return { presence: members.filter((m) => !m.isYou), connected };
}
