import {
  approvalFlows,
  approvalFlowsStream,
  authorizeOnRecord,
  DomainError,
  type ExperimentCommand,
  type ExperimentState,
  meaningOfAct,
  resolveReviewers,
  type SignatureMeaning,
  shareAct,
} from "@labledger/domain";
import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { reviewerContext } from "../approvals/reviewer-context";
import { confirmSigner, signerOf } from "../approvals/signer";
import { ORGANISATION_ID } from "../bootstrap/first-start";
import { type Caller, CallerCommand } from "../pipeline/caller";
import { newIdFor } from "../pipeline/create-once";
import { dataOf, loadState } from "../pipeline/handle-command";
import { onRecord } from "../records/commands/on-record";
import { RUNTIME, type Runtime } from "../runtime/runtime";

export interface ShareRequest {
  readonly memberIds: readonly string[];
  readonly departmentIds: readonly string[];
  readonly attribute: 0 | 1;
  readonly reason: string;
}

/** The owner (or an administrator) asks to share a record; the reviewers a submission would have now decide. */
export class RequestShareCommand extends CallerCommand<{ shareId: string; position: number }> {
  constructor(
    caller: Caller,
    readonly experimentId: string,
    readonly request: ShareRequest,
  ) {
    super(caller);
  }
}

/** A reviewer approves or rejects a share, signed with the password (as a recall is decided). */
export class DecideShareCommand extends CallerCommand<{ position: number }> {
  constructor(
    caller: Caller,
    readonly shareId: string,
    readonly approve: boolean,
    readonly decision: { password: string; comment: string; meaning?: SignatureMeaning | undefined },
  ) {
    super(caller);
  }
}

export class RevokeShareCommand extends CallerCommand<{ position: number }> {
  constructor(
    caller: Caller,
    readonly shareId: string,
  ) {
    super(caller);
  }
}

/**
 * Who decides a share: the reviewers the organisation's default approval flow names for this
 * record now (project managers, department managers, direct superiors, members, roles), every
 * node's — the applicant is taken out by the decider.
 */
async function shareReviewers(runtime: Runtime, state: ExperimentState, operatorId: string): Promise<string[]> {
  const flows = await loadState(runtime.ports.events, approvalFlowsStream(ORGANISATION_ID), approvalFlows);
  const flow = flows.flows.get(flows.defaultFlowId ?? "");
  if (!flow) return [];
  const context = await reviewerContext(runtime, state, operatorId);
  return [...new Set(resolveReviewers(flow, context).flatMap((n) => n.reviewerIds))];
}

/** Every member and department named exists (and every member is active). */
async function receiversKnown(runtime: Runtime, request: ShareRequest): Promise<boolean> {
  const store = await runtime.decisionFacts.read();
  const [members, departments] = await Promise.all([
    store.find<{ id: string; active?: boolean }>("members", { filter: { id: { $in: [...request.memberIds] } }, limit: 1000 }),
    store.find("departments", { filter: { id: { $in: [...request.departmentIds] } }, limit: 1000 }),
  ]);
  const activeMembers = new Set(members.rows.filter((m) => m.active !== false).map((m) => m.id));
  const knownDepartments = new Set(departments.rows.map((d) => d.id));
  return request.memberIds.every((id) => activeMembers.has(id)) && request.departmentIds.every((id) => knownDepartments.has(id));
}

/** The record a share belongs to (read model `shares`): an unknown share is not found. */
async function recordOfShare(runtime: Runtime, shareId: string): Promise<string> {
  const share = await runtime.ports.readStore.get<{ id: string; subjectId: string }>("shares", shareId);
  if (!share) throw new DomainError("share.notFound", "not-found");
  return share.subjectId;
}

@CommandHandler(RequestShareCommand)
export class RequestShareHandler implements ICommandHandler<RequestShareCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ caller, experimentId, request }: RequestShareCommand) {
    // Derived from a client command id when there is one, so a repeat answers the same share.
    const shareId = newIdFor(caller, "share");
    const result = await onRecord(
      this.runtime,
      caller,
      experimentId,
      async ({ state, actor }) => {
        const command: ExperimentCommand = {
          type: "RequestShare",
          actor,
          shareId,
          ...request,
          reviewerIds: [],
          receiversKnown: true,
        };
        // A stranger or a non-owner is refused before the organisation is read for reviewers.
        authorizeOnRecord(command, state);
        return {
          ...command,
          reviewerIds: await shareReviewers(this.runtime, state, actor.memberId),
          receiversKnown: await receiversKnown(this.runtime, request),
        };
      },
      { reason: request.reason },
    );
    return { shareId: dataOf(result, "ExperimentShareRequested")?.shareId ?? shareId, position: result.position };
  }
}

@CommandHandler(DecideShareCommand)
export class DecideShareHandler implements ICommandHandler<DecideShareCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ caller, shareId, approve, decision }: DecideShareCommand) {
    const experimentId = await recordOfShare(this.runtime, shareId);
    const signer = signerOf(caller, decision.meaning ?? meaningOfAct(shareAct(approve)));
    const result = await onRecord(
      this.runtime,
      caller,
      experimentId,
      async ({ state, actor }) => {
        const command: ExperimentCommand = {
          type: "DecideShare",
          actor,
          shareId,
          granted: approve,
          comment: decision.comment,
          signer,
          now: new Date(),
        };
        // A stranger's decision is not found, and an unfit meaning refused, before any password check.
        authorizeOnRecord(command, state);
        await confirmSigner(this.runtime, caller, decision.password, signer.meaning);
        return command;
      },
      decision.comment ? { reason: decision.comment } : {},
    );
    return { position: result.position };
  }
}

@CommandHandler(RevokeShareCommand)
export class RevokeShareHandler implements ICommandHandler<RevokeShareCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ caller, shareId }: RevokeShareCommand) {
    const experimentId = await recordOfShare(this.runtime, shareId);
    const result = await onRecord(this.runtime, caller, experimentId, ({ actor }) => ({ type: "RevokeShare", actor, shareId }));
    return { position: result.position };
  }
}

export const SHARE_COMMAND_HANDLERS = [RequestShareHandler, DecideShareHandler, RevokeShareHandler];
