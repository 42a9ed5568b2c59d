import type { DomainEvent, EventData, SIGNATURE_MEANINGS } from "@labledger/events";
import type { RecordComment } from "./comment-state";
import type { ModuleContent } from "./module-content";

// What a record's stream folds to, apart from experiment.ts and lifecycle.ts so that the rules
// they use (lifecycle, module rules, roll-back, cloning) read it without an import circle.

/**
 * Spec §4 experiment lifecycle: edited (draft) → submitted (cannot be resubmitted) →
 * approved or rejected; a submitted or approved version can be recalled (Withdrawing, then
 * Withdrawal complete). Only draft, rejected and recalled records can be edited.
 */
export type RecordStatus = "draft" | "submitted" | "approved" | "rejected" | "recalling" | "recalled";

export type SignatureMeaning = (typeof SIGNATURE_MEANINGS)[number];

export interface Signature {
  readonly signerId: string;
  readonly printedName: string;
  readonly meaning: SignatureMeaning;
  readonly signTime: string;
}

export interface Lifecycle {
  readonly status: RecordStatus;
  /** The last submitted version (0: never submitted). */
  readonly version: number;
  /** The approval of the last submitted version: its nodes, the node awaiting review, the signatures given. */
  readonly approval?: {
    readonly nodes: EventData<"ExperimentSubmitted">["nodes"];
    readonly node: number;
    readonly signatures: readonly (Signature & { readonly node: number; readonly approved: boolean; readonly comment: string })[];
  };
  readonly recall?: { readonly reviewerIds: readonly string[]; readonly from: RecordStatus };
  readonly locked: boolean;
  /** Archived (an approved record, read-only until an administrator takes it out with a signature): when, by whom, until when retained. */
  readonly archived?: { readonly at: string; readonly by: string; readonly retainUntil: string };
}

export type ExperimentEvent = Extract<DomainEvent, { type: `Experiment${string}` | `Module${string}` }>;

export interface Module extends Omit<EventData<"ModuleAdded">, "experimentId" | "afterModuleId"> {
  readonly content: ModuleContent;
  /** Version stamp of the last save (epoch ms; 0 before the first): a save must name it. */
  readonly cacheTime: number;
  readonly lastSavedBy?: string;
  readonly editLock?: { readonly memberId: string; readonly until: string };
  /** Signed or locked content cannot be edited (spec §4 Module): true while any signature stands. */
  readonly isCheck: boolean;
  readonly signatures: readonly Signature[];
  /** Spec §3 ModuleGrants: member → 1 write, 0 read. */
  readonly grants?: Readonly<Record<string, 0 | 1>>;
}

/** The record's own fields (spec §3 Experiment record), kept as a content so changes diff like a module's. */
export interface ExperimentDetails {
  readonly title: string;
  readonly participants: readonly string[];
  /** −60…60 ℃, "N/A", or null when not entered. */
  readonly roomTemperature: number | "N/A" | null;
  /** 0…100 %, "N/A", or null. */
  readonly relativeHumidity: number | "N/A" | null;
  readonly conclusion: "success" | "fail" | "stop" | null;
  readonly departmentId: string | null;
}

/** Spec §4 share queue: pending until a reviewer decides; a granted share is active until revoked. */
export type ShareState = "pending" | "active" | "rejected" | "revoked";

/** One share of the record (sharing.ts): its receivers, the right granted (0 read-only, 1 read-write), who may decide it. */
export interface RecordShare {
  readonly shareId: string;
  readonly memberIds: readonly string[];
  readonly departmentIds: readonly string[];
  readonly attribute: 0 | 1;
  readonly reviewerIds: readonly string[];
  readonly state: ShareState;
}

export interface ExperimentState {
  readonly created: boolean;
  readonly record?: EventData<"ExperimentCreated">;
  readonly details: ExperimentDetails;
  readonly modules: readonly Module[];
  readonly lifecycle: Lifecycle;
  /** The record's shares, in the order they were asked for (absent: never shared). */
  readonly shares?: readonly RecordShare[];
  /** Comments on the record and its modules (comments.ts): never part of its content. */
  readonly comments: readonly RecordComment[];
}
