import { FlowBody, routes } from "@labledger/contracts";
import { approvalFlows, approvalFlowsStream } from "@labledger/domain";
import { Body, Controller, Inject, Param, Req } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import { ORGANISATION_ID } from "../bootstrap/first-start";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok, page } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { callerOf } from "../pipeline/caller";
import { loadState } from "../pipeline/handle-command";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { ChangeFlowCommand, CreateFlowCommand, DeleteFlowCommand, SetDefaultFlowCommand } from "./commands/flow.commands";

/** Approval flows (spec /team/process): one stream for the organisation, read by folding it. */
@Controller()
export class FlowsController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Route(routes.listFlows)
  async list() {
    const { flows, defaultFlowId } = await loadState(
      this.runtime.ports.events,
      approvalFlowsStream(ORGANISATION_ID),
      approvalFlows,
    );
    const rows = [...flows.values()].map((flow) => ({ ...flow, isDefault: flow.flowId === defaultFlowId }));
    return page(rows, rows.length);
  }

  @Route(routes.createFlow)
  async create(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    return ok(await this.commands.execute(new CreateFlowCommand(callerOf(request), validate(FlowBody, body))));
  }

  @Route(routes.updateFlow)
  async update(@Param("id") flowId: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    return ok(await this.commands.execute(new ChangeFlowCommand(callerOf(request), flowId, validate(FlowBody, body))));
  }

  @Route(routes.deleteFlow)
  async remove(@Param("id") flowId: string, @Req() request: AuthenticatedRequest) {
    return ok(await this.commands.execute(new DeleteFlowCommand(callerOf(request), flowId)));
  }

  @Route(routes.setDefaultFlow)
  async setDefault(@Param("id") flowId: string, @Req() request: AuthenticatedRequest) {
    return ok(await this.commands.execute(new SetDefaultFlowCommand(callerOf(request), flowId)));
  }
}
