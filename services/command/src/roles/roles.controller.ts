import { ListQuery, RoleBody, routes } from "@labledger/contracts";
import { DomainError, type RoleCommand, roles, rolesStream } from "@labledger/domain";
import { uuidv7 } from "@labledger/events";
import { Body, Controller, Inject, Param, Query, Req } from "@nestjs/common";
import { ORGANISATION_ID } from "../bootstrap/first-start";
import { type AuthenticatedRequest, actorOf, clientCommandIdOf } from "../http/access.guard";
import { ok, page } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { handleCommand } from "../pipeline/handle-command";
import { readYourWrites } from "../pipeline/read-your-writes";
import { RUNTIME, type Runtime } from "../runtime/runtime";

@Controller()
export class RolesController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

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
    return page(result.rows, result.total);
  }

  @Route(routes.createRole)
  async create(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const roleId = uuidv7();
    const result = await this.run(
      { type: "DefineRole", roleId, definition: validate(RoleBody, body), mustExist: false },
      request,
    );
    const defined = result.events.find((e) => e.type === "RoleDefined")?.data as { roleId: string } | undefined;
    if (!defined) throw new DomainError("role.notFound", "not-found");
    return ok({ roleId: defined.roleId, position: result.position });
  }

  @Route(routes.updateRole)
  async update(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const result = await this.run(
      { type: "DefineRole", roleId: id, definition: validate(RoleBody, body), mustExist: true },
      request,
    );
    return ok({ position: result.position });
  }

  @Route(routes.deleteRole)
  async delete(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    return ok({ position: (await this.run({ type: "DeleteRole", roleId: id }, request)).position });
  }

  private run(command: RoleCommand, request: AuthenticatedRequest) {
    return handleCommand(this.runtime.ports.events, rolesStream(ORGANISATION_ID), roles, () => command, {
      metadata: { actor: actorOf(request.session) },
      clientCommandId: clientCommandIdOf(request),
    });
  }
}
