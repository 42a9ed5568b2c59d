import type { ChangeWords } from "../../../ui/history-words";

/** What the audit calls answer (services/command/src/http/routes.ts, tag "audit"). */

export type ChangeAction = 1 | 2 | 3;

export interface AuditRow {
  readonly id: string;
  readonly position: number;
  readonly modifyTime: string;
  readonly userId: string;
  readonly userName: string;
  readonly reason: string | null;
  readonly category: "record" | "admin";
  readonly eventType: string;
  readonly action: ChangeAction | null;
  readonly subject: string | null;
  readonly projectId: string | null;
  readonly experimentId: string | null;
  readonly experimentNumber: string | null;
  readonly experimentTitle: string | null;
  readonly moduleId: string | null;
  readonly moduleTitle: string | null;
  readonly rowId: string | null;
  readonly fieldName: string | null;
  readonly oldValue: unknown;
  readonly newValue: unknown;
  readonly isAuto: boolean;
  /** The entry in words, in the language asked for: what the page shows. */
  readonly words: ChangeWords & { readonly subject: string };
}

export interface TraceRow {
  readonly position: number;
  readonly modifyTime: string;
  readonly userId: string;
  readonly userName: string;
  readonly reason: string | null;
  readonly moduleId: string | null;
  readonly title: string;
  readonly action: ChangeAction;
  readonly fieldName: string | null;
  readonly rowId: string | null;
  readonly oldValue: unknown;
  readonly newValue: unknown;
  readonly isAuto: boolean;
  /** The change in words, in the language asked for: what the page shows. */
  readonly words: ChangeWords;
}

export type SnapshotRow = { readonly rowId: string } & Readonly<Record<string, unknown>>;

export interface SnapshotModule {
  readonly moduleId: string;
  readonly type: string;
  readonly subType?: string | null;
  readonly title: string;
  /** A grid's declared columns (a choice module's options), in order. */
  readonly columns?: ReadonlyArray<{ readonly field: string }>;
  readonly content?: { readonly fields?: Readonly<Record<string, unknown>>; readonly rows?: readonly SnapshotRow[] };
}

/** The record as it stood (the shape of GET /api/experiments/{id}, read-only). */
export interface RecordSnapshot {
  readonly id: string;
  readonly number: string;
  readonly title: string;
  readonly status?: string;
  readonly modules: readonly SnapshotModule[];
}

/** One of the record's own fields as it stood, by its label and in words (the server's reading, in the language asked for). */
export interface HeaderLine {
  readonly key: string;
  readonly label: string;
  readonly text: string;
}

export interface Moment {
  readonly record: RecordSnapshot;
  readonly header: readonly HeaderLine[];
  readonly asOf: {
    readonly streamPosition: number;
    readonly position: number;
    readonly modifyTime: string;
    readonly type: string;
    readonly userName: string;
    readonly reason: string | null;
  };
  readonly events: number;
  readonly previousPosition: number | null;
  readonly nextPosition: number | null;
}

export interface Verification {
  readonly verified: boolean;
  readonly events: number;
  readonly brokenAt: { readonly streamPosition: number; readonly position: number; readonly problem: string } | null;
}

export interface MemberOption {
  readonly id: string;
  readonly account: string;
  readonly realName: string;
}

export interface ProjectOption {
  readonly id: string;
  readonly name: string;
}

export interface RecordOption {
  readonly id: string;
  readonly number: string;
  readonly title: string;
}

export interface Page<T> {
  readonly rows: T[];
  readonly total: number;
}

/** One numbered version: one per submission (GET /experiments/{id}/versions). */
export interface VersionRow {
  readonly version: number;
  readonly position: number;
  readonly modifyTime: string;
  readonly userId: string;
  readonly userName: string;
  readonly flowName: string;
}

/** A record as it was submitted as a version: the moment of its submission. */
export type VersionMoment = Moment;

export interface FieldChange {
  readonly action: ChangeAction;
  readonly field: string | null;
  readonly rowId: string | null;
  readonly oldValue: unknown;
  readonly newValue: unknown;
  /** The change in words, read against the two versions. */
  readonly words: ChangeWords;
}

export type ModuleStatus = "added" | "removed" | "changed" | "unchanged";

export interface ModuleComparison {
  readonly moduleId: string;
  readonly title: string;
  readonly type: string;
  readonly status: ModuleStatus;
  readonly changes: readonly FieldChange[];
}

/** Two versions side by side (GET /experiments/{id}/compare?from=&to=). */
export interface Comparison {
  readonly from: string;
  readonly to: string;
  readonly details: readonly FieldChange[];
  readonly modules: readonly ModuleComparison[];
}

/** What the version page needs of the record now: whether it may be rolled back. */
export interface RecordNow {
  readonly id: string;
  readonly status: string;
  readonly version: number;
  readonly isReadOnly: boolean;
  readonly locked?: boolean;
}
