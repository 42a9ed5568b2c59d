/** What the audit calls answer: the server's contracts (libs/contracts), and the parts of them views read. */
import type { Comparison, ExperimentRecord, ExperimentRow, Member, Project, RecordAt, TraceRow } from "@labledger/contracts";
import type { Workbook } from "@labledger/domain/module-kinds/spreadSheet/workbook";

export type {
  AuditRow,
  Comparison,
  ModuleComparison,
  Page,
  TraceRow,
  Verification,
  VersionRow,
} from "@labledger/contracts";
export type ChangeAction = TraceRow["action"];
export type FieldChange = Comparison["details"][number];
export type ModuleStatus = Comparison["modules"][number]["status"];
/** The record at an event or instant (GET .../at), or as submitted as a version (GET .../versions/{n}). */
export type Moment = RecordAt;
export type VersionMoment = RecordAt;
/** One of the record's own fields as it stood, by its label and in words (the server's reading). */
export type HeaderLine = RecordAt["header"][number];

export type SnapshotRow = { readonly rowId: string } & Readonly<Record<string, unknown>>;

export interface SnapshotModule {
  readonly moduleId: string;
  readonly type: string;
  readonly subType?: string | null;
  readonly title: string;
  /** A grid's declared columns (a choice module's options), in order. */
  readonly columns?: ReadonlyArray<{ readonly field: string }>;
  readonly content?: {
    readonly fields?: Readonly<Record<string, unknown>>;
    readonly rows?: readonly SnapshotRow[];
    /** A spreadsheet's sheets and charts as they stood. */
    readonly workbook?: Workbook;
  };
}

/** The record as it stood (the shape of GET /api/experiments/{id}, read-only). */
export interface RecordSnapshot {
  readonly id: string;
  readonly number: string;
  readonly title: string;
  readonly status?: string;
  readonly modules: readonly SnapshotModule[];
}

export type MemberOption = Pick<Member, "id" | "account" | "realName">;
export type ProjectOption = Pick<Project, "id" | "name">;
export type RecordOption = Pick<ExperimentRow, "id" | "number" | "title">;
/** What the version page needs of the record now: whether it may be rolled back. */
export type RecordNow = Pick<ExperimentRecord, "id" | "status" | "version" | "isReadOnly" | "locked">;
