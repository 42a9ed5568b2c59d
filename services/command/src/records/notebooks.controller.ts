import { CreateNotebookBody, routes } from "@labledger/contracts";
import type { Doc } from "@labledger/ports";
import { Body, Controller, Inject, Query, Req } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { callerOf } from "../pipeline/caller";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { CreateNotebookCommand } from "./commands/create-notebook.command";
import { visibleDoc, visiblePage } from "./record-access";

@Controller()
export class NotebooksController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Route(routes.createNotebook)
  async create(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { name, projectId } = validate(CreateNotebookBody, body);
    if (projectId) await visibleDoc<Doc>(this.runtime, request, "project", "projects", projectId, "project.notFound");
    return ok(await this.commands.execute(new CreateNotebookCommand(callerOf(request), name, projectId)));
  }

  @Route(routes.listNotebooks)
  list(@Query() query: unknown, @Req() request: AuthenticatedRequest) {
    return visiblePage(this.runtime, request, { projection: "notebooks", collection: "notebooks", kind: "project" }, query);
  }
}
