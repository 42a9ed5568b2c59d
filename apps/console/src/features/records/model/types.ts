import type { ChangeWords } from "../../../ui/history-words";
/** The record as GET /api/experiments/{id} returns it (spec §3 Experiment detail and record labels). */
export type Row = { readonly rowId: string } & Readonly<Record<string, unknown>>;

export interface ModuleContent {
  readonly fields: Readonly<Record<string, unknown>>;
  readonly rows: readonly Row[];
}

export interface GridColumn {
  readonly field: string;
  readonly required: boolean;
  readonly className: string;
}

export interface RecordModule {
  readonly moduleId: string;
  readonly type: string;
  readonly subType: string | null;
  readonly title: string;
  readonly required: boolean;
  readonly columns: readonly GridColumn[];
  readonly content: ModuleContent;
  readonly lastCacheTime: number;
  readonly isCheck: boolean;
  /** 21 CFR 11.50: who signed the module, with what meaning, when. */
  readonly signatures?: readonly ModuleSignature[];
  readonly readOnly: boolean;
  readonly showEditButton: boolean;
  /** The owner sees who holds which module: member → 1 write, 0 read. */
  readonly grants?: Readonly<Record<string, 0 | 1>>;
}

export type Temperature = number | "N/A" | null;

export interface RecordDetails {
  readonly title: string;
  readonly participants: readonly string[];
  readonly roomTemperature: Temperature;
  readonly relativeHumidity: Temperature;
  readonly conclusion: "success" | "fail" | "stop" | null;
  readonly departmentId: string | null;
}

export interface ExperimentRecord extends RecordDetails {
  readonly id: string;
  readonly number: string;
  readonly notebookId: string;
  readonly projectId: string | null;
  readonly taskId: string | null;
  readonly ownerId: string;
  readonly clonedFromId: string | null;
  readonly permission: 0 | 1;
  readonly isReadOnly: boolean;
  readonly hasModuleShared: boolean;
  /** Spec §4 lifecycle: draft, submitted, approved, rejected, recalling, recalled. */
  readonly status: string;
  /** The last submitted version (0: never submitted). */
  readonly version: number;
  readonly isRejected: boolean;
  readonly locked: boolean;
  /** The review signatures of the current version (approve or reject, node by node). */
  readonly approvalSignatures?: readonly ApprovalSignature[];
  readonly modules: readonly RecordModule[];
}

export interface OpenCheck {
  readonly isReadOnly: boolean;
  readonly permission: 0 | 1;
  readonly openedBy: ReadonlyArray<{ id: string; realName: string }>;
}

export interface TraceRow {
  readonly position: number;
  readonly modifyTime: string;
  readonly userId: string;
  readonly userName: string;
  /** Why (required once submitted or signed, or by the trace-modification setting). */
  readonly reason: string | null;
  readonly isAuto: boolean;
  readonly moduleId: string | null;
  readonly title: string;
  readonly action: 1 | 2 | 3;
  readonly fieldName: string | null;
  readonly rowId: string | null;
  readonly oldValue: unknown;
  readonly newValue: unknown;
  /** The change in words, in the language asked for (what the trace shows). */
  readonly words: ChangeWords;
}

export interface Completeness {
  readonly complete: boolean;
  readonly message: string | null;
  readonly incomplete: ReadonlyArray<{ moduleId: string; title: string; rowIds: string[] }>;
}

export interface AttachmentRow extends Row {
  readonly name: string;
  readonly size: number;
  readonly sha256: string;
  readonly mediaType: string;
}

export interface FileSettings {
  readonly sizeLimitEnabled: boolean;
  readonly sizeLimitMB: number;
  readonly accept: readonly string[];
  readonly imageAccept: readonly string[];
}

export interface ModuleSignature {
  readonly signerId: string;
  readonly printedName: string;
  readonly meaning: string;
  readonly signTime: string;
}

export interface ApprovalSignature extends ModuleSignature {
  readonly node?: number;
  readonly approved: boolean;
  readonly comment?: string;
}

export interface ApprovalFlow {
  readonly flowId: string;
  readonly name: string;
  readonly isDefault: boolean;
}

/** One field change of the compare API (action 1 added, 2 modified, 3 deleted). */
export interface FieldChange {
  readonly action: 1 | 2 | 3;
  readonly field: string | null;
  readonly rowId: string | null;
  readonly oldValue: unknown;
  readonly newValue: unknown;
}

export interface CompareResult {
  /** The record's own fields (title, participants, conditions, conclusion, department). */
  readonly details: readonly FieldChange[];
  readonly modules: ReadonlyArray<{
    readonly moduleId?: string;
    readonly title: string;
    readonly status: string;
    readonly changes?: readonly FieldChange[];
  }>;
}
