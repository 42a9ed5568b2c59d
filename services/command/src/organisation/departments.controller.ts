import { Body, Controller, Inject, Query, Req } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import { type AuthenticatedRequest, actorOf, clientCommandIdOf } from "../http/access.guard";
import { ok } from "../http/envelope";
import { listPage } from "../http/list-page";
import { Route } from "../http/route.decorator";
import { CreateDepartmentBody, routes } from "../http/routes";
import { validate } from "../http/validate";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { CreateDepartmentCommand } from "./create-department.command";

@Controller()
export class DepartmentsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  @Route(routes.createDepartment)
  async create(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const input = validate(CreateDepartmentBody, body);
    const command = new CreateDepartmentCommand(input.name, input.parentId, {
      metadata: { actor: actorOf(request.session) },
      clientCommandId: clientCommandIdOf(request),
    });
    return ok(await this.commands.execute(command));
  }

  @Route(routes.listDepartments)
  list(@Query() query: unknown) {
    return listPage(this.runtime.ports.readStore, { projection: "organisation", collection: "departments" }, query);
  }
}
