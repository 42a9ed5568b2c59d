import { FlowBody, routes } from "@labledger/contracts";
import { type ApprovalFlowCommand, approvalFlows, approvalFlowsStream, DomainError } from "@labledger/domain";
import { uuidv7 } from "@labledger/events";
import { Body, Controller, Inject, Param, Req } from "@nestjs/common";
import { ORGANISATION_ID } from "../bootstrap/first-start";
import { type AuthenticatedRequest, actorOf, clientCommandIdOf } from "../http/access.guard";
import { ok, page } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { handleCommand, loadState } from "../pipeline/handle-command";
import { RUNTIME, type Runtime } from "../runtime/runtime";

const STREAM = approvalFlowsStream(ORGANISATION_ID);

/** Approval flows (spec /team/process): one stream for the organisation, read by folding it. */
@Controller()
export class FlowsController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Route(routes.listFlows)
  async list() {
    const { flows, defaultFlowId } = await loadState(this.runtime.ports.events, STREAM, approvalFlows);
    const rows = [...flows.values()].map((flow) => ({ ...flow, isDefault: flow.flowId === defaultFlowId }));
    return page(rows, rows.length);
  }

  @Route(routes.createFlow)
  async create(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const flowId = uuidv7();
    const result = await this.append({ type: "DefineFlow", flow: { flowId, ...validate(FlowBody, body) } }, request);
    return ok({ flowId, position: result.position });
  }

  @Route(routes.updateFlow)
  async update(@Param("id") flowId: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const flow = validate(FlowBody, body);
    const { flows } = await loadState(this.runtime.ports.events, STREAM, approvalFlows);
    if (!flows.has(flowId)) throw new DomainError("flow.notFound", "not-found");
    return ok({ position: (await this.append({ type: "DefineFlow", flow: { flowId, ...flow } }, request)).position });
  }

  @Route(routes.deleteFlow)
  async remove(@Param("id") flowId: string, @Req() request: AuthenticatedRequest) {
    return ok({ position: (await this.append({ type: "DeleteFlow", flowId }, request)).position });
  }

  @Route(routes.setDefaultFlow)
  async setDefault(@Param("id") flowId: string, @Req() request: AuthenticatedRequest) {
    return ok({ position: (await this.append({ type: "SetDefaultFlow", flowId }, request)).position });
  }

  private append(command: ApprovalFlowCommand, request: AuthenticatedRequest) {
    return handleCommand(this.runtime.ports.events, STREAM, approvalFlows, () => command, {
      metadata: { actor: actorOf(request.session) },
      clientCommandId: clientCommandIdOf(request),
    });
  }
}
