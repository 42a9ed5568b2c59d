export { useSheetLiveSlot as useSheetLive } from "./live";
