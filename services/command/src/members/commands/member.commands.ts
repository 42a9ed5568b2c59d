import {
  type Administrator,
  checkNewPassword,
  DomainError,
  organisation,
  organisationStream,
  type ProfileChanges,
  roles,
  rolesStream,
} from "@labledger/domain";
import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { appendToMember, endSessionsOf } from "../../auth/member-commands";
import { loadMember, type MemberDoc } from "../../auth/member-facts";
import { hashPassword } from "../../auth/password";
import { ORGANISATION_ID } from "../../bootstrap/first-start";
import { type Caller, CallerCommand, metadataActorOf } from "../../pipeline/caller";
import { loadState } from "../../pipeline/handle-command";
import { RUNTIME, type Runtime } from "../../runtime/runtime";

type Positioned = { position: number };

/** An administrator changes a member's profile, and (de)activates them. */
export class AdministerMemberCommand extends CallerCommand<Positioned> {
  constructor(
    caller: Caller,
    readonly memberId: string,
    readonly changes: ProfileChanges,
    readonly active: boolean | undefined,
  ) {
    super(caller);
  }
}

export class ResetMemberPasswordCommand extends CallerCommand<Positioned> {
  constructor(
    caller: Caller,
    readonly memberId: string,
    readonly password: string,
  ) {
    super(caller);
  }
}

export class SetMemberRolesCommand extends CallerCommand<Positioned> {
  constructor(
    caller: Caller,
    readonly memberId: string,
    readonly roleIds: readonly string[],
  ) {
    super(caller);
  }
}

/** A member by id: which account stream to append to. */
export async function memberById(runtime: Runtime, id: string): Promise<MemberDoc> {
  const doc = await loadMember(runtime, id);
  if (!doc) throw new DomainError("member.notFound", "not-found");
  return doc;
}

const administratorOf = (caller: Caller): Administrator => ({
  memberId: caller.session.member.id,
  isOrganisationAdmin: caller.session.principal.isOrganisationAdmin,
});

const departmentsOf = async (runtime: Runtime) =>
  (await loadState(runtime.ports.events, organisationStream(ORGANISATION_ID), organisation)).departments;

@CommandHandler(AdministerMemberCommand)
export class AdministerMemberHandler implements ICommandHandler<AdministerMemberCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, memberId, changes, active }: AdministerMemberCommand) {
    const target = await memberById(this.runtime, memberId);
    const command = {
      type: "Administer",
      changes,
      ...(active === undefined ? {} : { active }),
      by: administratorOf(caller),
      departments: await departmentsOf(this.runtime),
    } as const;
    const result = await appendToMember(this.runtime, target.account, command, metadataActorOf(caller), {
      ...(caller.clientCommandId ? { clientCommandId: caller.clientCommandId } : {}),
    });
    return { position: result.position };
  }
}

@CommandHandler(ResetMemberPasswordCommand)
export class ResetMemberPasswordHandler implements ICommandHandler<ResetMemberPasswordCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, memberId, password }: ResetMemberPasswordCommand) {
    const target = await memberById(this.runtime, memberId);
    checkNewPassword(password, this.runtime.security.password, target.account);
    const command = {
      type: "ResetPassword",
      passwordHash: await hashPassword(password),
      now: new Date(),
      by: administratorOf(caller),
    } as const;
    const result = await appendToMember(this.runtime, target.account, command, metadataActorOf(caller));
    await endSessionsOf(this.runtime, target, "password-changed");
    return { position: result.position };
  }
}

@CommandHandler(SetMemberRolesCommand)
export class SetMemberRolesHandler implements ICommandHandler<SetMemberRolesCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, memberId, roleIds }: SetMemberRolesCommand) {
    const target = await memberById(this.runtime, memberId);
    const known = (await loadState(this.runtime.ports.events, rolesStream(ORGANISATION_ID), roles)).roles;
    const command = { type: "AssignRoles", roleIds, roles: known } as const;
    const result = await appendToMember(this.runtime, target.account, command, metadataActorOf(caller), {
      ...(caller.clientCommandId ? { clientCommandId: caller.clientCommandId } : {}),
    });
    return { position: result.position };
  }
}

export const MEMBER_COMMAND_HANDLERS = [AdministerMemberHandler, ResetMemberPasswordHandler, SetMemberRolesHandler];
