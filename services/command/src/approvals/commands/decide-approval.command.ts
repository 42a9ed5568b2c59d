import { authorizeOnRecord, DomainError, type ExperimentCommand, meaningOfAct, type SignatureMeaning } from "@labledger/domain";
import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { type Caller, CallerCommand } from "../../pipeline/caller";
import { onRecord } from "../../records/commands/on-record";
import { RUNTIME, type Runtime } from "../../runtime/runtime";
import { confirmSigner, signerOf } from "../signer";

/** `<experimentId>:v<version>` (a submitted version) or `…:recall` (a recall request of it). */
const APPROVAL_ID = /^(?<experimentId>[^:]{1,64}):v(?<version>\d{1,6})(?<recall>:recall)?$/;

/** A reviewer approves or rejects a submitted version, or grants or refuses its recall — each decision signed with the password. */
export class DecideApprovalCommand extends CallerCommand<{ position: number }> {
  constructor(
    caller: Caller,
    readonly approvalId: string,
    readonly approve: boolean,
    readonly decision: { password: string; comment: string; meaning?: SignatureMeaning | undefined },
  ) {
    super(caller);
  }
}

@CommandHandler(DecideApprovalCommand)
export class DecideApprovalHandler implements ICommandHandler<DecideApprovalCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ caller, approvalId, approve, decision }: DecideApprovalCommand) {
    const { password, comment } = decision;
    const match = APPROVAL_ID.exec(approvalId)?.groups;
    if (!match) throw new DomainError("approval.notFound", "not-found");
    const { experimentId, version, recall } = match as { experimentId: string; version: string; recall?: string };
    const act = recall ? (approve ? "grantRecall" : "refuseRecall") : approve ? "approve" : "reject";
    const signer = signerOf(caller, decision.meaning ?? meaningOfAct(act));
    const reason = comment || undefined;
    const result = await onRecord(
      this.runtime,
      caller,
      experimentId,
      async ({ state, history, actor }) => {
        const now = new Date();
        // What the queues list, from the record's own stream: every version it was submitted at, and each recall asked for.
        const approvalListed = recall
          ? (await history()).some(
              (e) => e.type === "ExperimentRecallRequested" && (e.data as { version: number }).version === Number(version),
            )
          : Number(version) >= 1 && Number(version) <= state.lifecycle.version;
        const command: ExperimentCommand = recall
          ? { type: "DecideRecall", granted: approve, comment, signer, now, approvalListed, actor }
          : { type: "ReviewExperiment", decision: approve ? "approve" : "reject", comment, signer, now, approvalListed, actor };
        // A stranger's decision is not found, and an unfit meaning refused, before any password check.
        authorizeOnRecord(command, state);
        await confirmSigner(this.runtime, caller, password, signer.meaning);
        return command;
      },
      reason ? { reason } : {},
    );
    return { position: result.position };
  }
}
