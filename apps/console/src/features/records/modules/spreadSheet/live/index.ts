export { LivePresence } from "./LivePresence";
export type { RefusedEdit } from "./offline-queue";
export { RefusedEdits } from "./RefusedEdits";
export { useOfflineEdits } from "./useOfflineEdits";
export { type SheetLive, type SheetLiveOptions, useSheetLive } from "./useSheetLive";
export { useSheetLiveSlot } from "./useSheetLiveSlot";
