export { LivePresence } from "./LivePresence";
export type { RefusedEdit } from "./offline-queue";
export { useOfflineEdits } from "./useOfflineEdits";
export { type SheetLive, type SheetLiveOptions, useSheetLive } from "./useSheetLive";
