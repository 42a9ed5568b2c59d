import { CreateNotebookBody, routes } from "@labledger/contracts";
import { Body, Controller, Inject, Query, Req } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import { loadViewer } from "../auth/viewer";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { callerOf } from "../pipeline/caller";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { CreateNotebookCommand } from "./commands/create-notebook.command";
import { visiblePage } from "./record-access";
import { loadProject } from "./record-streams";

@Controller()
export class NotebooksController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Route(routes.createNotebook)
  async create(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { name, projectId } = validate(CreateNotebookBody, body);
    // From the project's stream, not its read model: a book made right after its project finds it.
    if (projectId) await loadProject(this.runtime, projectId, await loadViewer(this.runtime, request.session));
    return ok(await this.commands.execute(new CreateNotebookCommand(callerOf(request), name, projectId)));
  }

  @Route(routes.listNotebooks)
  list(@Query() query: unknown, @Req() request: AuthenticatedRequest) {
    return visiblePage(this.runtime, request, { projection: "notebooks", collection: "notebooks", kind: "project" }, query);
  }
}
