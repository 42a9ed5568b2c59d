import type { CreateMemberBody } from "@labledger/contracts";
import { checkNewPassword, member, memberStream, organisation, organisationStream } from "@labledger/domain";
import { uuidv7 } from "@labledger/events";
import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import type { z } from "zod";
import { hashPassword } from "../auth/password";
import { ORGANISATION_ID } from "../bootstrap/first-start";
import { type Caller, CallerCommand } from "../pipeline/caller";
import { createdOf } from "../pipeline/create-once";
import { loadState } from "../pipeline/handle-command";
import { onStream } from "../pipeline/on-stream";
import { RUNTIME, type Runtime } from "../runtime/runtime";

export class CreateMemberCommand extends CallerCommand<{ memberId: string; position: number }> {
  constructor(
    caller: Caller,
    readonly input: z.infer<typeof CreateMemberBody>,
  ) {
    super(caller);
  }
}

@CommandHandler(CreateMemberCommand)
export class CreateMemberHandler implements ICommandHandler<CreateMemberCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ caller, input }: CreateMemberCommand) {
    checkNewPassword(input.password, this.runtime.security.password, input.account);
    const events = this.runtime.ports.events;
    const { departments } = await loadState(events, organisationStream(ORGANISATION_ID), organisation);
    const passwordHash = await hashPassword(input.password);
    const result = await onStream(this.runtime, caller, memberStream(input.account), member, () => ({
      type: "RegisterMember" as const,
      departments,
      profile: {
        memberId: uuidv7(),
        account: input.account,
        realName: input.realName,
        passwordHash,
        departmentId: input.departmentId,
        language: input.language,
        isOrganisationAdmin: false,
        ...(input.mobile ? { mobile: input.mobile } : {}),
        ...(input.areaCode ? { areaCode: input.areaCode } : {}),
        passwordSetAt: new Date().toISOString(),
        passwordSetByAdministrator: true,
      },
    }));
    return { memberId: createdOf(result, "MemberRegistered").memberId, position: result.position };
  }
}
