import { approvalFlows, approvalFlowsStream, authorizeOnRecord } from "@labledger/domain";
import { upcast } from "@labledger/events";
import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { ORGANISATION_ID } from "../../bootstrap/first-start";
import { type Caller, CallerCommand } from "../../pipeline/caller";
import { dataOf, loadState } from "../../pipeline/handle-command";
import { onRecord } from "../../records/commands/on-record";
import { foldExperiment } from "../../records/record-streams";
import { RUNTIME, type Runtime } from "../../runtime/runtime";
import { refuseWhileInUse } from "../../sheet-live/presence";
import { reviewerContext } from "../reviewer-context";

/** Spec §4: the record goes to the flow's reviewers (the flow asked for, else the organisation's default). */
export class SubmitExperimentCommand extends CallerCommand<{ version: number; approvalId: string; position: number }> {
  constructor(
    caller: Caller,
    readonly experimentId: string,
    readonly flowId: string | undefined,
  ) {
    super(caller);
  }
}

export class RecallExperimentCommand extends CallerCommand<{ approvalId: string; position: number }> {
  constructor(
    caller: Caller,
    readonly experimentId: string,
    readonly reason: string,
  ) {
    super(caller);
  }
}

/** Back to the content of a submitted version (spec §4 history). */
export class RollBackExperimentCommand extends CallerCommand<{ position: number }> {
  constructor(
    caller: Caller,
    readonly experimentId: string,
    readonly version: number,
    readonly reason: string,
  ) {
    super(caller);
  }
}

@CommandHandler(SubmitExperimentCommand)
export class SubmitExperimentHandler implements ICommandHandler<SubmitExperimentCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ caller, experimentId, flowId }: SubmitExperimentCommand) {
    const flows = await loadState(this.runtime.ports.events, approvalFlowsStream(ORGANISATION_ID), approvalFlows);
    let readVersion = 0;
    const result = await onRecord(this.runtime, caller, experimentId, async ({ state, actor }) => {
      readVersion = state.lifecycle.version;
      const reviewers = await reviewerContext(this.runtime, state, actor.memberId);
      const command = { type: "SubmitExperiment", ...(flowId ? { flowId } : {}), flows, reviewers, actor } as const;
      authorizeOnRecord(command, state);
      await refuseWhileInUse(this.runtime, experimentId, { type: "SubmitExperiment" }, state, actor.memberId);
      return command;
    });
    const version = dataOf(result, "ExperimentSubmitted")?.version ?? readVersion;
    return { version, approvalId: `${experimentId}:v${version}`, position: result.position };
  }
}

@CommandHandler(RecallExperimentCommand)
export class RecallExperimentHandler implements ICommandHandler<RecallExperimentCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ caller, experimentId, reason }: RecallExperimentCommand) {
    let version = 0;
    const result = await onRecord(
      this.runtime,
      caller,
      experimentId,
      ({ state, actor }) => {
        version = state.lifecycle.version;
        return { type: "RequestRecall", reason, actor };
      },
      { reason },
    );
    return { approvalId: `${experimentId}:v${version}:recall`, position: result.position };
  }
}

@CommandHandler(RollBackExperimentCommand)
export class RollBackExperimentHandler implements ICommandHandler<RollBackExperimentCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ caller, experimentId, version, reason }: RollBackExperimentCommand) {
    const result = await onRecord(
      this.runtime,
      caller,
      experimentId,
      async ({ history, actor }) => {
        // The record as that version was submitted, folded from the events up to the revision the append goes after.
        const stored = await history();
        const submission = stored.map(upcast).find((e) => e.type === "ExperimentSubmitted" && e.data.version === version);
        const target = submission ? foldExperiment(stored.slice(0, submission.metadata.streamPosition + 1)) : undefined;
        return { type: "RollBack", toVersion: version, target, now: new Date(), reason, actor };
      },
      { reason },
    );
    return { position: result.position };
  }
}
