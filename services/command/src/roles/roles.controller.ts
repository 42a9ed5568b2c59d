import { ListQuery, RoleBody, routes } from "@labledger/contracts";
import { rolesInListOrder } from "@labledger/domain";
import { Body, Controller, Inject, Param, Query, Req } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok, page } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { callerOf } from "../pipeline/caller";
import { readYourWrites } from "../pipeline/read-your-writes";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { ChangeRoleCommand, CreateRoleCommand, DeleteRoleCommand } from "./commands/role.commands";

@Controller()
export class RolesController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Route(routes.listRoles)
  async list(@Query() query: unknown) {
    const { position } = validate(ListQuery.pick({ position: true }), query);
    await readYourWrites(this.runtime.ports, "roles", position);
    const result = await this.runtime.ports.readStore.find("roles", {
      sort: [
        ["builtIn", -1],
        ["updatedAt", 1],
      ],
    });
    return page(rolesInListOrder(result.rows), result.total);
  }

  @Route(routes.createRole)
  async create(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    return ok(await this.commands.execute(new CreateRoleCommand(callerOf(request), validate(RoleBody, body))));
  }

  @Route(routes.updateRole)
  async update(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    return ok(await this.commands.execute(new ChangeRoleCommand(callerOf(request), id, validate(RoleBody, body))));
  }

  @Route(routes.deleteRole)
  async delete(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    return ok(await this.commands.execute(new DeleteRoleCommand(callerOf(request), id)));
  }
}
