import type { ModuleContent, RecordModule } from "../model/types";

export interface ModuleBodyProps {
  readonly recordId: string;
  readonly module: RecordModule;
  /** The draft when edited, else the saved content. */
  readonly content: ModuleContent;
  readonly editable: boolean;
  readonly onChange: (content: ModuleContent) => void;
  /** Rows the completeness check named. */
  readonly incompleteRows: readonly string[];
  /** After the server changed the module itself (an upload): reload it. */
  readonly onServerChange: () => void;
}
