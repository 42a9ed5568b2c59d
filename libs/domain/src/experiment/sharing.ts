import { TEXT_LIMITS } from "@labledger/events/catalogue/name-limits";
import { SHARE_RECEIVERS_MAX } from "@labledger/events/catalogue/sharing-values";
import { meaningOfAct } from "../approval/signature-meanings";
import { DomainError } from "../decider/domain-error";
import type { ExperimentEvent, ExperimentState, RecordShare, SignatureMeaning } from "./experiment-state";

export type { RecordShare, ShareState } from "./experiment-state";

/**
 * Spec §1, §4 share queue, §6 record-level permission: a record's owner (or an administrator)
 * shares it with members and/or departments, read-only (0) or read-write (1), with a reason;
 * a reviewer approves or refuses it with an e-signature; the owner revokes it. A share never
 * changes what the record holds, its signatures or its modules' version stamps.
 */
export type ShareCommand =
  | {
      type: "RequestShare";
      shareId: string;
      memberIds: readonly string[];
      departmentIds: readonly string[];
      attribute: 0 | 1;
      reason: string;
      /** Who may decide (read by the shell: the organisation's default flow resolved for this record); the applicant is taken out here. */
      reviewerIds: readonly string[];
      /** Every member and department named exists in the organisation (read by the shell). */
      receiversKnown: boolean;
    }
  | {
      type: "DecideShare";
      shareId: string;
      granted: boolean;
      comment: string;
      signer: { memberId: string; printedName: string; meaning: SignatureMeaning };
      now: Date;
    }
  | { type: "RevokeShare"; shareId: string };

/** The share acts are signed as a record's review is: approving means approval (or review), refusing rejection (or review). */
export const shareAct = (granted: boolean) => (granted ? "approve" : "reject");

export function decideShare(
  command: ShareCommand & { readonly actor: { readonly memberId: string } },
  state: ExperimentState,
  experimentId: string,
): ExperimentEvent[] {
  const shares = state.shares ?? [];
  switch (command.type) {
    case "RequestShare": {
      if (shares.some((s) => s.shareId === command.shareId)) throw new DomainError("share.exists", "conflict");
      if (!command.receiversKnown) throw new DomainError("share.receiverNotFound", "not-found");
      const ownerId = state.record!.ownerId;
      const memberIds = [...new Set(command.memberIds)].filter((id) => id !== ownerId);
      const departmentIds = [...new Set(command.departmentIds)];
      if (memberIds.length + departmentIds.length === 0) throw new DomainError("share.noReceiver", "invalid");
      if (memberIds.length > SHARE_RECEIVERS_MAX || departmentIds.length > SHARE_RECEIVERS_MAX)
        throw new DomainError("share.tooManyReceivers", "invalid", { max: SHARE_RECEIVERS_MAX });
      const reason = command.reason.trim();
      if (reason.length === 0) throw new DomainError("change.reasonRequired", "invalid");
      if ([...reason].length > TEXT_LIMITS.reason)
        throw new DomainError("change.reasonTooLong", "invalid", { max: TEXT_LIMITS.reason });
      // Spec §5/§8: the reviewer cannot be the operator.
      const reviewerIds = [...new Set(command.reviewerIds)].filter((id) => id !== command.actor.memberId);
      if (reviewerIds.length === 0) throw new DomainError("approval.noReviewer", "invalid");
      const { shareId, attribute } = command;
      return [
        {
          type: "ExperimentShareRequested",
          data: { experimentId, shareId, memberIds, departmentIds, attribute, reason, reviewerIds },
        },
      ];
    }
    case "DecideShare": {
      const share = shareOf(state, command.shareId);
      if (share.state !== "pending") throw new DomainError("approval.notPending", "conflict");
      if (!share.reviewerIds.includes(command.signer.memberId)) throw new DomainError("approval.notReviewer", "forbidden");
      const meaning = meaningOfAct(shareAct(command.granted), command.signer.meaning);
      const { memberIds, departmentIds, attribute } = share;
      const now = sharedWith(state, command.shareId, command.granted);
      return [
        {
          type: "ExperimentShareDecided",
          data: {
            experimentId,
            shareId: command.shareId,
            memberIds: [...memberIds],
            departmentIds: [...departmentIds],
            attribute,
            ...now,
            granted: command.granted,
            comment: command.comment.trim(),
            signerId: command.signer.memberId,
            printedName: command.signer.printedName,
            meaning,
            signTime: command.now.toISOString(),
          },
        },
      ];
    }
    case "RevokeShare": {
      const share = shareOf(state, command.shareId);
      if (share.state !== "active") throw new DomainError("share.notActive", "conflict");
      const { memberIds, departmentIds, attribute } = share;
      return [
        {
          type: "ExperimentShareRevoked",
          data: {
            experimentId,
            shareId: command.shareId,
            memberIds: [...memberIds],
            departmentIds: [...departmentIds],
            attribute,
            ...sharedWith(state, command.shareId, false),
          },
        },
      ];
    }
  }
}

export function evolveShares(state: ExperimentState, event: ExperimentEvent): ExperimentState {
  const shares = state.shares ?? [];
  const withShare = (shareId: string, change: Partial<RecordShare>) => ({
    ...state,
    shares: shares.map((s) => (s.shareId === shareId ? { ...s, ...change } : s)),
  });
  switch (event.type) {
    case "ExperimentShareRequested": {
      const { shareId, memberIds, departmentIds, attribute, reviewerIds } = event.data;
      return { ...state, shares: [...shares, { shareId, memberIds, departmentIds, attribute, reviewerIds, state: "pending" }] };
    }
    case "ExperimentShareDecided":
      return withShare(event.data.shareId, { state: event.data.granted ? "active" : "rejected" });
    case "ExperimentShareRevoked":
      return withShare(event.data.shareId, { state: "revoked" });
    default:
      return state;
  }
}

/** Who the record is shared with once share `shareId` is active (`active`) or not. */
function sharedWith(state: ExperimentState, shareId: string, active: boolean) {
  const shares = (state.shares ?? []).filter((s) => (s.shareId === shareId ? active : s.state === "active"));
  return {
    sharedWithIds: [...new Set(shares.flatMap((s) => s.memberIds))],
    sharedWithDepartmentIds: [...new Set(shares.flatMap((s) => s.departmentIds))],
  };
}

function shareOf(state: ExperimentState, shareId: string): RecordShare {
  const found = state.shares?.find((s) => s.shareId === shareId);
  if (!found) throw new DomainError("share.notFound", "not-found");
  return found;
}

export const activeShares = (state: ExperimentState): readonly RecordShare[] =>
  (state.shares ?? []).filter((s) => s.state === "active");

/**
 * The right a member holds on the record through its granted shares: 1 read-write, 0 read-only,
 * undefined none. `departmentLine`: the member's department and every department above it (a
 * share with a department reaches the members of its sub-departments).
 */
export function shareRightOf(
  state: ExperimentState,
  memberId: string,
  departmentLine: readonly string[] = [],
): 0 | 1 | undefined {
  let right: 0 | 1 | undefined;
  for (const share of activeShares(state)) {
    const receives = share.memberIds.includes(memberId) || share.departmentIds.some((d) => departmentLine.includes(d));
    if (receives && (right === undefined || share.attribute > right)) right = share.attribute;
  }
  return right;
}
