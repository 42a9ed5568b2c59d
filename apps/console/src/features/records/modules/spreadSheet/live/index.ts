export { LivePresence } from "./LivePresence";
export { type SheetLive, type SheetLiveOptions, useSheetLive } from "./useSheetLive";
export { useSheetLiveSlot } from "./useSheetLiveSlot";
