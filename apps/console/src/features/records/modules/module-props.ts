import type { ChangeMarks } from "../../../ui/change-marks";
import type { ModuleContent, RecordModule } from "../model/types";

/** A rejected record: what changed in this module since the rejected version, to highlight item by item. */
export interface ChangedSince {
  readonly version: number;
  readonly marks: ChangeMarks;
}

export interface ModuleBodyProps {
  readonly recordId: string;
  readonly module: RecordModule;
  /** The draft when edited, else the saved content. */
  readonly content: ModuleContent;
  readonly editable: boolean;
  readonly onChange: (content: ModuleContent) => void;
  /** A change the server already acted on (a usage recorded from the inventory): kept and saved at once. */
  readonly onCommit?: (content: ModuleContent) => void;
  /** Rows the completeness check named. */
  readonly incompleteRows: readonly string[];
  /** After the server changed the module itself (an upload): reload it. */
  readonly onServerChange: () => void;
  /** Set on a rejected record: the fields, cells and rows changed since the rejected version. */
  readonly since?: ChangedSince;
  /** The record's changes need a reason (spec §5: submitted, a module signed, or the trace-modification setting). */
  readonly needsReason?: boolean;
}
