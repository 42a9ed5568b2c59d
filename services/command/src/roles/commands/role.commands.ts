import { DomainError, type RoleDefinition, roles, rolesStream } from "@labledger/domain";
import { uuidv7 } from "@labledger/events";
import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { ORGANISATION_ID } from "../../bootstrap/first-start";
import { type Caller, CallerCommand } from "../../pipeline/caller";
import { dataOf } from "../../pipeline/handle-command";
import { onStream } from "../../pipeline/on-stream";
import { RUNTIME, type Runtime } from "../../runtime/runtime";

const STREAM = rolesStream(ORGANISATION_ID);

export class CreateRoleCommand extends CallerCommand<{ roleId: string; position: number }> {
  constructor(
    caller: Caller,
    readonly definition: RoleDefinition,
  ) {
    super(caller);
  }
}

export class ChangeRoleCommand extends CallerCommand<{ position: number }> {
  constructor(
    caller: Caller,
    readonly roleId: string,
    readonly definition: RoleDefinition,
  ) {
    super(caller);
  }
}

export class DeleteRoleCommand extends CallerCommand<{ position: number }> {
  constructor(
    caller: Caller,
    readonly roleId: string,
  ) {
    super(caller);
  }
}

@CommandHandler(CreateRoleCommand)
export class CreateRoleHandler implements ICommandHandler<CreateRoleCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, definition }: CreateRoleCommand) {
    const roleId = uuidv7();
    const result = await onStream(this.runtime, caller, STREAM, roles, () => ({
      type: "DefineRole" as const,
      roleId,
      definition,
      mustExist: false,
    }));
    const defined = dataOf(result, "RoleDefined");
    if (!defined) throw new DomainError("role.notFound", "not-found");
    return { roleId: defined.roleId, position: result.position };
  }
}

@CommandHandler(ChangeRoleCommand)
export class ChangeRoleHandler implements ICommandHandler<ChangeRoleCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, roleId, definition }: ChangeRoleCommand) {
    const result = await onStream(this.runtime, caller, STREAM, roles, () => ({
      type: "DefineRole" as const,
      roleId,
      definition,
      mustExist: true,
    }));
    return { position: result.position };
  }
}

@CommandHandler(DeleteRoleCommand)
export class DeleteRoleHandler implements ICommandHandler<DeleteRoleCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, roleId }: DeleteRoleCommand) {
    const result = await onStream(this.runtime, caller, STREAM, roles, () => ({ type: "DeleteRole" as const, roleId }));
    return { position: result.position };
  }
}

export const ROLE_COMMAND_HANDLERS = [CreateRoleHandler, ChangeRoleHandler, DeleteRoleHandler];
