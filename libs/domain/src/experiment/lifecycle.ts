import { type ApprovalFlowsState, type ReviewerContext, resolveReviewers } from "../approval/approval-flows";
import { meaningOfAct } from "../approval/signature-meanings";
import { DomainError } from "../decider/domain-error";
import type {
  ExperimentEvent,
  ExperimentState,
  Lifecycle,
  Module,
  RecordStatus,
  Signature,
  SignatureMeaning,
} from "./experiment-state";
import { assertComplete } from "./module-rules";
import type { RecordActor } from "./record-actor";

export type { Lifecycle, RecordStatus, Signature, SignatureMeaning } from "./experiment-state";

export const INITIAL_LIFECYCLE: Lifecycle = { status: "draft", version: 0, locked: false };

/** The statuses of a record still being written by its owner (not yet submitted, or sent back). */
export const BEING_WRITTEN: readonly RecordStatus[] = ["draft", "rejected", "recalled"];
const EDITABLE: ReadonlySet<string> = new Set<RecordStatus>(BEING_WRITTEN);

/** Spec §4: content changes only while the record is a draft, rejected or recalled, not locked and not archived. */
export const contentEditable = (lifecycle: {
  readonly status: string;
  readonly locked: boolean;
  readonly archived?: unknown;
}): boolean => EDITABLE.has(lifecycle.status) && !lifecycle.locked && !lifecycle.archived;

/** Archive management: only an approved record is archived. */
export const archivable = (lifecycle: { readonly status: string; readonly archived?: unknown }): boolean =>
  lifecycle.status === "approved" && !lifecycle.archived;

/**
 * The day an archived record is retained until: the archive day plus the organisation's
 * retention in whole years (UTC; 29 February runs on to 1 March).
 */
export function retainedUntil(archivedAt: Date, years: number): string {
  const until = new Date(archivedAt.getTime());
  until.setUTCFullYear(until.getUTCFullYear() + years);
  return until.toISOString().slice(0, 10);
}
const REASON_MAX = 500;

export type LifecycleCommand =
  | {
      type: "SubmitExperiment";
      /** The flow asked for; absent: the organisation's default flow. */
      flowId?: string;
      flows: ApprovalFlowsState;
      /** Who fills each reviewer kind for this record and operator (read by the shell); the operator is taken out here. */
      reviewers: ReviewerContext;
    }
  | {
      type: "ReviewExperiment";
      decision: "approve" | "reject";
      comment: string;
      signer: { memberId: string; printedName: string; meaning: SignatureMeaning };
      now: Date;
      /** The approval queue lists this approval (read by the shell): a stranger's decision is not found before any password check. */
      approvalListed: boolean;
    }
  | { type: "RequestRecall"; reason: string }
  | {
      type: "DecideRecall";
      granted: boolean;
      comment: string;
      signer: { memberId: string; printedName: string; meaning: SignatureMeaning };
      now: Date;
      approvalListed: boolean;
    }
  | { type: "ChangeLock"; locked: boolean }
  | {
      type: "SignModule";
      moduleId: string;
      signer: { memberId: string; printedName: string; meaning: SignatureMeaning };
      now: Date;
    }
  | {
      type: "RemoveSignature";
      moduleId: string;
      signerId: string;
      signTime: string;
      remover: { memberId: string; printedName: string; meaning: SignatureMeaning };
      now: Date;
    }
  /** Archive management (organisation administrators): `retentionYears` is the organisation's archive setting. */
  | { type: "ArchiveExperiment"; now: Date; retentionYears: number }
  /** Out of the archive: signed with the password (responsibility) and a reason. */
  | {
      type: "UnarchiveExperiment";
      reason: string;
      signer: { memberId: string; printedName: string; meaning: SignatureMeaning };
      now: Date;
    };

/** Content can change only while the record is a draft, rejected or recalled, not locked and not archived. */
export function assertEditable(state: ExperimentState): void {
  assertNotArchived(state);
  if (state.lifecycle.locked) throw new DomainError("experiment.locked", "locked");
  if (!EDITABLE.has(state.lifecycle.status)) throw new DomainError("experiment.notEditable", "conflict");
}

/** An archived record is read-only: nothing in it changes, nor its lifecycle, until it is taken out of the archive. */
export function assertNotArchived(state: ExperimentState): void {
  if (state.lifecycle.archived) throw new DomainError("experiment.archived", "conflict", { number: state.record?.number ?? "" });
}

/**
 * Once a record has been submitted or a module signed, or when the organisation's
 * trace-modification setting is open, every change must say why (kept in the event's metadata).
 */
export function assertReason(state: ExperimentState, change: { reason?: string; reasonRequired?: boolean }): void {
  const reason = change.reason?.trim() ?? "";
  if ([...reason].length > REASON_MAX) throw new DomainError("change.reasonTooLong", "invalid", { max: REASON_MAX });
  const required = changeNeedsReason(
    { version: state.lifecycle.version, modules: state.modules },
    change.reasonRequired === true,
  );
  if (required && reason.length === 0) throw new DomainError("change.reasonRequired", "invalid");
}

/** The rule of assertReason, for the console to ask before saving: submitted, a module signed (isCheck), or the setting open. */
export const changeNeedsReason = (
  record: { readonly version: number; readonly modules: readonly { readonly isCheck: boolean }[] },
  traceModification: boolean,
): boolean => traceModification || record.version > 0 || record.modules.some((m) => m.isCheck);

export function evolveLifecycle(state: ExperimentState, event: ExperimentEvent): ExperimentState {
  const life = state.lifecycle;
  const withLife = (next: Partial<Lifecycle>) => ({ ...state, lifecycle: { ...life, ...next } });
  const withSignatures = (moduleId: string, change: (s: readonly Signature[]) => readonly Signature[]) => ({
    ...state,
    modules: state.modules.map((m): Module => {
      if (m.moduleId !== moduleId) return m;
      const signatures = change(m.signatures);
      return { ...m, signatures, isCheck: signatures.length > 0 };
    }),
  });
  switch (event.type) {
    case "ExperimentSubmitted":
      return withLife({
        status: "submitted",
        version: event.data.version,
        approval: { nodes: event.data.nodes, node: 0, signatures: [] },
        recall: undefined,
      });
    case "ExperimentReviewApproved":
    case "ExperimentRejected": {
      const approved = event.type === "ExperimentReviewApproved";
      const { signerId, printedName, meaning, signTime, node, comment } = event.data;
      const approval = life.approval!;
      return withLife({
        status: approved ? life.status : "rejected",
        approval: {
          ...approval,
          node: approved ? node + 1 : node,
          signatures: [...approval.signatures, { signerId, printedName, meaning, signTime, node, approved, comment }],
        },
      });
    }
    case "ExperimentApproved":
      return withLife({ status: "approved" });
    case "ExperimentRecallRequested":
      return withLife({ status: "recalling", recall: { reviewerIds: event.data.reviewerIds, from: life.status } });
    case "ExperimentRecallDecided":
      return withLife({ status: event.data.status, recall: undefined });
    case "ExperimentLockChanged":
      return withLife({ locked: event.data.locked });
    case "ExperimentArchived": {
      const { archivedAt: at, archivedBy: by, retainUntil } = event.data;
      return withLife({ archived: { at, by, retainUntil } });
    }
    case "ExperimentUnarchived":
      return withLife({ archived: undefined });
    case "ModuleSigned": {
      const { signerId, printedName, meaning, signTime } = event.data;
      return withSignatures(event.data.moduleId, (s) => [...s, { signerId, printedName, meaning, signTime }]);
    }
    case "ModuleSignatureRemoved":
      return withSignatures(event.data.moduleId, (s) =>
        s.filter((x) => !(x.signerId === event.data.removedSignerId && x.signTime === event.data.removedSignTime)),
      );
    default:
      return state;
  }
}

export function decideLifecycle(
  command: LifecycleCommand & { readonly actor: RecordActor },
  state: ExperimentState,
  experimentId: string,
): ExperimentEvent[] {
  const life = state.lifecycle;
  const record = state.record!;
  const manifestation = (signer: { memberId: string; printedName: string; meaning: SignatureMeaning }, now: Date) => ({
    signerId: signer.memberId,
    printedName: signer.printedName,
    meaning: signer.meaning,
    signTime: now.toISOString(),
  });
  switch (command.type) {
    case "SubmitExperiment": {
      const flow = command.flows.flows.get(command.flowId ?? command.flows.defaultFlowId ?? "");
      // No flow at all leaves the record without reviewers: the spec's "contact the admin".
      if (!flow) throw new DomainError(command.flowId ? "flow.notFound" : "approval.noReviewer", "invalid");
      if (life.locked) throw new DomainError("experiment.locked", "locked");
      if (!EDITABLE.has(life.status)) throw new DomainError("experiment.alreadySubmitted", "conflict");
      assertComplete(state.modules);
      // Spec §5: the reviewer cannot be the operator; a node left without reviewers cannot be approved.
      const nodes = resolveReviewers(flow, command.reviewers).map((n) => ({
        name: n.name,
        reviewerIds: n.reviewerIds.filter((id) => id !== command.actor.memberId),
      }));
      if (nodes.length === 0 || nodes.some((n) => n.reviewerIds.length === 0))
        throw new DomainError("approval.noReviewer", "invalid");
      const version = life.version + 1;
      return [
        {
          type: "ExperimentSubmitted",
          data: { experimentId, version, flowId: flow.flowId, flowName: flow.name, nodes },
        },
      ];
    }
    case "ReviewExperiment": {
      const approval = life.approval;
      if (life.status !== "submitted" || !approval) throw new DomainError("approval.notPending", "conflict");
      const node = approval.nodes[approval.node]!;
      if (!node.reviewerIds.includes(command.signer.memberId)) throw new DomainError("approval.notReviewer", "forbidden");
      meaningOfAct(command.decision === "reject" ? "reject" : "approve", command.signer.meaning);
      const comment = command.comment.trim();
      if (command.decision === "reject" && comment.length === 0) throw new DomainError("approval.commentRequired", "invalid");
      const decided = {
        experimentId,
        version: life.version,
        node: approval.node,
        comment,
        ...manifestation(command.signer, command.now),
      };
      if (command.decision === "reject") return [{ type: "ExperimentRejected", data: decided }];
      const last = approval.node === approval.nodes.length - 1;
      const nextReviewerIds = last ? [] : [...approval.nodes[approval.node + 1]!.reviewerIds];
      return [
        { type: "ExperimentReviewApproved", data: { ...decided, nextReviewerIds } },
        ...(last ? [{ type: "ExperimentApproved" as const, data: { experimentId, version: life.version } }] : []),
      ];
    }
    case "RequestRecall": {
      if (command.actor.memberId !== record.ownerId) throw new DomainError("approval.ownerOnly", "forbidden");
      if (life.status !== "submitted" && life.status !== "approved")
        throw new DomainError("approval.nothingToRecall", "conflict");
      const reason = command.reason.trim();
      if (reason.length === 0) throw new DomainError("change.reasonRequired", "invalid");
      const reviewerIds = [...new Set(life.approval!.nodes.flatMap((n) => n.reviewerIds))];
      return [{ type: "ExperimentRecallRequested", data: { experimentId, version: life.version, reason, reviewerIds } }];
    }
    case "DecideRecall": {
      if (life.status !== "recalling" || !life.recall) throw new DomainError("approval.notPending", "conflict");
      if (!life.recall.reviewerIds.includes(command.signer.memberId)) throw new DomainError("approval.notReviewer", "forbidden");
      meaningOfAct(command.granted ? "grantRecall" : "refuseRecall", command.signer.meaning);
      return [
        {
          type: "ExperimentRecallDecided",
          data: {
            experimentId,
            version: life.version,
            granted: command.granted,
            status: command.granted ? "recalled" : (life.recall.from as "submitted" | "approved"),
            comment: command.comment.trim(),
            ...manifestation(command.signer, command.now),
          },
        },
      ];
    }
    case "ChangeLock":
      return life.locked === command.locked
        ? []
        : [{ type: "ExperimentLockChanged", data: { experimentId, locked: command.locked } }];
    case "SignModule": {
      if (life.locked) throw new DomainError("experiment.locked", "locked");
      const module = moduleOf(state, command.moduleId);
      meaningOfAct("signModule", command.signer.meaning);
      if (module.signatures.some((s) => s.signerId === command.signer.memberId && s.meaning === command.signer.meaning))
        throw new DomainError("signature.alreadySigned", "conflict");
      return [
        {
          type: "ModuleSigned",
          data: { experimentId, moduleId: command.moduleId, ...manifestation(command.signer, command.now) },
        },
      ];
    }
    case "RemoveSignature": {
      if (life.locked) throw new DomainError("experiment.locked", "locked");
      const module = moduleOf(state, command.moduleId);
      if (!module.signatures.some((s) => s.signerId === command.signerId && s.signTime === command.signTime))
        throw new DomainError("signature.notFound", "not-found");
      meaningOfAct("removeSignature", command.remover.meaning);
      return [
        {
          type: "ModuleSignatureRemoved",
          data: {
            experimentId,
            moduleId: command.moduleId,
            removedSignerId: command.signerId,
            removedSignTime: command.signTime,
            ...manifestation(command.remover, command.now),
          },
        },
      ];
    }
    case "ArchiveExperiment": {
      if (life.archived) throw new DomainError("archive.alreadyArchived", "conflict", { number: record.number });
      if (!archivable(life)) throw new DomainError("archive.notApproved", "conflict", { number: record.number });
      return [
        {
          type: "ExperimentArchived",
          data: {
            experimentId,
            version: life.version,
            archivedBy: command.actor.memberId,
            archivedAt: command.now.toISOString(),
            retentionYears: command.retentionYears,
            retainUntil: retainedUntil(command.now, command.retentionYears),
          },
        },
      ];
    }
    case "UnarchiveExperiment": {
      if (!life.archived) throw new DomainError("archive.notArchived", "conflict", { number: record.number });
      const reason = command.reason.trim();
      if (reason.length === 0) throw new DomainError("change.reasonRequired", "invalid");
      if ([...reason].length > REASON_MAX) throw new DomainError("change.reasonTooLong", "invalid", { max: REASON_MAX });
      return [
        {
          type: "ExperimentUnarchived",
          data: { experimentId, version: life.version, reason, ...manifestation(command.signer, command.now) },
        },
      ];
    }
  }
}

function moduleOf(state: ExperimentState, moduleId: string): Module {
  const found = state.modules.find((m) => m.moduleId === moduleId);
  if (!found) throw new DomainError("module.notFound", "not-found");
  return found;
}
