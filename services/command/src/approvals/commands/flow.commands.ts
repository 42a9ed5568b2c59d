import { type ApprovalFlow, approvalFlows, approvalFlowsStream } from "@labledger/domain";
import { uuidv7 } from "@labledger/events";
import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { ORGANISATION_ID } from "../../bootstrap/first-start";
import { type Caller, CallerCommand } from "../../pipeline/caller";
import { createdOf } from "../../pipeline/create-once";
import { onStream } from "../../pipeline/on-stream";
import { RUNTIME, type Runtime } from "../../runtime/runtime";

type Positioned = { position: number };
type FlowDefinition = Omit<ApprovalFlow, "flowId">;
const STREAM = approvalFlowsStream(ORGANISATION_ID);

export class CreateFlowCommand extends CallerCommand<{ flowId: string; position: number }> {
  constructor(
    caller: Caller,
    readonly flow: FlowDefinition,
  ) {
    super(caller);
  }
}

export class ChangeFlowCommand extends CallerCommand<Positioned> {
  constructor(
    caller: Caller,
    readonly flowId: string,
    readonly flow: FlowDefinition,
  ) {
    super(caller);
  }
}

export class DeleteFlowCommand extends CallerCommand<Positioned> {
  constructor(
    caller: Caller,
    readonly flowId: string,
  ) {
    super(caller);
  }
}

export class SetDefaultFlowCommand extends CallerCommand<Positioned> {
  constructor(
    caller: Caller,
    readonly flowId: string,
  ) {
    super(caller);
  }
}

@CommandHandler(CreateFlowCommand)
export class CreateFlowHandler implements ICommandHandler<CreateFlowCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, flow }: CreateFlowCommand) {
    const result = await onStream(this.runtime, caller, STREAM, approvalFlows, () => ({
      type: "DefineFlow" as const,
      flow: { flowId: uuidv7(), ...flow },
    }));
    // Read from the events: a repeated command id answers the first command's flow.
    return { flowId: createdOf(result, "ApprovalFlowDefined").flowId, position: result.position };
  }
}

@CommandHandler(ChangeFlowCommand)
export class ChangeFlowHandler implements ICommandHandler<ChangeFlowCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, flowId, flow }: ChangeFlowCommand) {
    const result = await onStream(this.runtime, caller, STREAM, approvalFlows, () => ({
      type: "DefineFlow" as const,
      flow: { flowId, ...flow },
      mustExist: true,
    }));
    return { position: result.position };
  }
}

@CommandHandler(DeleteFlowCommand)
export class DeleteFlowHandler implements ICommandHandler<DeleteFlowCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, flowId }: DeleteFlowCommand) {
    const result = await onStream(this.runtime, caller, STREAM, approvalFlows, () => ({ type: "DeleteFlow" as const, flowId }));
    return { position: result.position };
  }
}

@CommandHandler(SetDefaultFlowCommand)
export class SetDefaultFlowHandler implements ICommandHandler<SetDefaultFlowCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, flowId }: SetDefaultFlowCommand) {
    const result = await onStream(this.runtime, caller, STREAM, approvalFlows, () => ({
      type: "SetDefaultFlow" as const,
      flowId,
    }));
    return { position: result.position };
  }
}
