import type { ConsoleKind } from "../console-kind";
import { EditorModule } from "../families/EditorModule";

export const editor: ConsoleKind = { type: "editor", menu: "other", Editor: EditorModule };
