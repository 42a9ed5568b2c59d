import { MethodCitationBody, routes } from "@labledger/contracts";
import { DomainError } from "@labledger/domain";
import { Body, Controller, Inject, Param, Req } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import { loadViewer } from "../auth/viewer";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { callerOf } from "../pipeline/caller";
import { loadExperiment, mayEditExperiment } from "../records/record-streams";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { MethodCommandOf } from "./commands/method.commands";

/**
 * A record cites a method's published version. Kept on the method's stream (the record's own
 * stream is the records feature's); whoever may change the record decides which method it follows.
 */
@Controller()
export class MethodCitationsController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Route(routes.citeMethod)
  async cite(@Param("id") experimentId: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    await this.assertMayChangeRecord(experimentId, request);
    const { methodId, version } = validate(MethodCitationBody, body);
    const command = new MethodCommandOf(callerOf(request), methodId, (_, actor) => ({
      type: "CiteMethod",
      methodId,
      experimentId,
      version,
      actor,
    }));
    const { position } = await this.commands.execute(command);
    return ok({ position });
  }

  @Route(routes.withdrawMethodCitation)
  async withdraw(@Param("id") experimentId: string, @Param("methodId") methodId: string, @Req() request: AuthenticatedRequest) {
    await this.assertMayChangeRecord(experimentId, request);
    const command = new MethodCommandOf(callerOf(request), methodId, (_, actor) => ({
      type: "WithdrawMethodCitation",
      methodId,
      experimentId,
      actor,
    }));
    const { position } = await this.commands.execute(command);
    return ok({ position });
  }

  /** A record the member may not open is not found; one they may open but not change is theirs to read only. */
  private async assertMayChangeRecord(experimentId: string, request: AuthenticatedRequest) {
    const viewer = await loadViewer(this.runtime, request.session);
    const state = await loadExperiment(this.runtime, experimentId, viewer);
    if (!(await mayEditExperiment(this.runtime, state, viewer))) throw new DomainError("method.recordNotYours", "forbidden");
  }
}
