import type { ConsoleKind } from "../console-kind";
import { AttachmentModule } from "../families/AttachmentModule";

export const attachment: ConsoleKind = { type: "attachment", menu: "other", Editor: AttachmentModule };
