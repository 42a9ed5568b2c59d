import { CreateNotebookBody, routes } from "@labledger/contracts";
import { DomainError, notebook, notebookStream } from "@labledger/domain";
import { uuidv7 } from "@labledger/events";
import type { Doc } from "@labledger/ports";
import { Body, Controller, Inject, Query, Req } from "@nestjs/common";
import { type AuthenticatedRequest, actorOf, clientCommandIdOf } from "../http/access.guard";
import { ok } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { handleCommand } from "../pipeline/handle-command";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { issueNumber } from "./numbers";
import { visibleDoc, visiblePage } from "./record-access";

@Controller()
export class NotebooksController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Route(routes.createNotebook)
  async create(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { name, projectId } = validate(CreateNotebookBody, body);
    if (projectId) await visibleDoc<Doc>(this.runtime, request, "project", "projects", projectId, "project.notFound");
    const { member } = request.session;
    const notebookId = uuidv7();
    const actor = actorOf(request.session);
    const number = await issueNumber(this.runtime, "notebook", notebookId, actor);
    const data = { notebookId, number, name, ownerId: member.id, departmentId: member.departmentId, projectId };
    const result = await handleCommand(
      this.runtime.ports.events,
      notebookStream(notebookId),
      notebook,
      () => ({ type: "CreateNotebook" as const, notebook: data }),
      { metadata: { actor }, clientCommandId: clientCommandIdOf(request) },
    );
    if (result.events.length === 0) throw new DomainError("notebook.createFailed", "conflict");
    return ok({ id: notebookId, number, position: result.position });
  }

  @Route(routes.listNotebooks)
  list(@Query() query: unknown, @Req() request: AuthenticatedRequest) {
    return visiblePage(this.runtime, request, { projection: "notebooks", collection: "notebooks", kind: "project" }, query);
  }
}
