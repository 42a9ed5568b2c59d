import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { loadMember } from "../../auth/member-facts";
import { type Caller, CallerCommand } from "../../pipeline/caller";
import { RUNTIME, type Runtime } from "../../runtime/runtime";
import { onRecord } from "./on-record";

/** Spec §3 ModuleGrants: the owner shares one module with a member (1 write, 0 read, null takes it back). */
export class GrantModuleCommand extends CallerCommand<{ position: number }> {
  constructor(
    caller: Caller,
    readonly experimentId: string,
    readonly moduleId: string,
    readonly memberId: string,
    readonly attribute: 0 | 1 | null,
  ) {
    super(caller);
  }
}

@CommandHandler(GrantModuleCommand)
export class GrantModuleHandler implements ICommandHandler<GrantModuleCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ caller, experimentId, moduleId, memberId, attribute }: GrantModuleCommand) {
    const granteeKnown = (await loadMember(this.runtime, memberId)) !== undefined;
    const result = await onRecord(this.runtime, caller, experimentId, ({ actor }) => ({
      type: "GrantModule",
      moduleId,
      memberId,
      attribute,
      granteeKnown,
      actor,
    }));
    return { position: result.position };
  }
}
