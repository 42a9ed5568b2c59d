import { CreateMemberBody, ListQuery, MemberRolesBody, ResetPasswordBody, routes, UpdateMemberBody } from "@labledger/contracts";
import { Body, Controller, Inject, Param, Query, Req } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok } from "../http/envelope";
import { listPage } from "../http/list-page";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { callerOf } from "../pipeline/caller";
import { readYourWrites } from "../pipeline/read-your-writes";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import {
  AdministerMemberCommand,
  memberById,
  ResetMemberPasswordCommand,
  SetMemberRolesCommand,
} from "./commands/member.commands";
import { CreateMemberCommand } from "./create-member.command";

@Controller()
export class MembersController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  @Route(routes.createMember)
  async create(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const input = validate(CreateMemberBody, body);
    return ok(await this.commands.execute(new CreateMemberCommand(callerOf(request), input)));
  }

  @Route(routes.listMembers)
  list(@Query() query: unknown) {
    return listPage(this.runtime.ports, { projection: "members", collection: "members" }, query);
  }

  @Route(routes.getMember)
  async get(@Param("id") id: string, @Query() query: unknown) {
    const { position } = validate(ListQuery.pick({ position: true }), query);
    await readYourWrites(this.runtime.ports, "members", position);
    return ok(await memberById(this.runtime, id));
  }

  /** The administrator flag is for organisation administrators to give, and only they edit one another. */
  @Route(routes.updateMember)
  async update(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { active, ...changes } = validate(UpdateMemberBody, body);
    return ok(await this.commands.execute(new AdministerMemberCommand(callerOf(request), id, changes, active)));
  }

  @Route(routes.resetMemberPassword)
  async resetPassword(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { password } = validate(ResetPasswordBody, body);
    return ok(await this.commands.execute(new ResetMemberPasswordCommand(callerOf(request), id, password)));
  }

  @Route(routes.setMemberRoles)
  async setRoles(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { roleIds } = validate(MemberRolesBody, body);
    return ok(await this.commands.execute(new SetMemberRolesCommand(callerOf(request), id, roleIds)));
  }
}
