import type { ComponentType } from "react";
import type { ModuleBodyProps } from "./module-props";

/** Where the add-module menu offers a kind. */
export type MenuGroup = "fields" | "other" | "grids";

/**
 * A module kind in the console: its editor and read view, and how it is added. The kind's rules,
 * schema and words are the domain's (libs/domain/src/module-kinds), imported, never copied.
 */
export interface ConsoleKind {
  /** The domain kind's type. */
  readonly type: string;
  /** Edits the module's content (shown with `editable` false as well, until `View` says otherwise). */
  readonly Editor: ComponentType<ModuleBodyProps>;
  /** Shows the content read-only (previews, signed or locked modules); the editor when absent. */
  readonly View?: ComponentType<ModuleBodyProps>;
  /** The add-module menu's group; absent: kept by older records, not offered yet. */
  readonly menu?: MenuGroup;
  /** The options the user lists become the module's columns (choice kinds). */
  readonly takesOptions?: boolean;
  /** The records catalogue's words for a value the kind's schema refuses. */
  readonly problemKey?: string;
}
