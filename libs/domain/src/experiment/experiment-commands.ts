import type { EventData } from "@labledger/events";
import type { Workbook } from "../module-kinds/spreadSheet/workbook";
import type { ModuleDesign } from "../spreadsheet-templates/design-cells";
import type { ClonedModule } from "./cloning";
import type { CommentCommand } from "./comment-state";
import type { ExperimentDetails, ExperimentState } from "./experiment-state";
import type { LifecycleCommand } from "./lifecycle";
import type { ModuleContent } from "./module-content";
import type { NewRecordFacts, RecordActor } from "./record-actor";
import type { ShareCommand } from "./sharing";
import type { SheetCommand } from "./sheet-commands";

/** Why a change was made: required once the record was submitted or a module signed (assertReason). */
export interface ChangeReason {
  readonly reason?: string;
  /** The organisation's trace-modification setting is open: every change gives a reason. */
  readonly reasonRequired?: boolean;
}

/** Every command on a record carries who acts, with the facts about them the rules need (record-rules.ts). */
export type ExperimentCommand = RecordCommand & { readonly actor: RecordActor };

type RecordCommand =
  /** `modules`: a clone's modules, already reset by `cloneModules`, created with the record in one append. */
  | ({
      type: "CreateExperiment";
      record: EventData<"ExperimentCreated">;
      modules?: readonly ClonedModule[];
      /** An import from an .eln file: the record and its modules are one ExperimentImported event naming the file. */
      importedFrom?: EventData<"ExperimentImported">["source"];
      now?: Date;
    } & Pick<NewRecordFacts, "book" | "project">)
  | ({ type: "ChangeDetails"; details: Partial<ExperimentDetails> } & ChangeReason)
  | ({
      type: "AddModule";
      module: Omit<EventData<"ModuleAdded">, "experimentId">;
      /** A spreadsheet design module: the design's workbook and input cells, copied in the same append. */
      design?: DesignCopy;
    } & ChangeReason)
  | ({ type: "RenameModule"; moduleId: string; title: string } & ChangeReason)
  | ({ type: "ReorderModules"; order: readonly string[] } & ChangeReason)
  | ({ type: "DeleteModule"; moduleId: string } & ChangeReason)
  | { type: "EnableModuleEdit"; moduleId: string; now: Date; holdMs: number }
  | ({
      type: "SaveModule";
      moduleId: string;
      content: ModuleContent;
      isAuto: boolean;
      lastCacheTime: number;
      now: Date;
    } & ChangeReason)
  /** Files already in the blob store become rows of an attachment module (no stale check: adding never overwrites). */
  | ({ type: "AddAttachments"; moduleId: string; files: readonly AttachmentRow[]; now: Date } & ChangeReason)
  /** `granteeKnown`: the member granted is a member of the organisation (read by the shell). */
  | { type: "GrantModule"; moduleId: string; memberId: string; attribute: 0 | 1 | null; granteeKnown: boolean }
  /** `target`: the record as it was submitted as `toVersion`, folded by the caller from the same read of the record's stream (undefined: never submitted). */
  | ({ type: "RollBack"; toVersion: number; target: ExperimentState | undefined; now: Date } & ChangeReason)
  | LifecycleCommand
  | ShareCommand
  | SheetCommand
  | CommentCommand;

/** A spreadsheet design as a new module copies it (its workbook, input cells, id and name), and when. */
export interface DesignCopy extends ModuleDesign {
  readonly workbook: Workbook;
  readonly now: Date;
}

export interface AttachmentRow {
  readonly rowId: string;
  readonly name: string;
  readonly size: number;
  readonly sha256: string;
  readonly mediaType: string;
}
