import { ApprovalDecisionBody, ApprovalListQuery, routes } from "@labledger/contracts";
import { Body, Controller, Inject, Param, Query, Req } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok, page } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { callerOf } from "../pipeline/caller";
import { readYourWrites } from "../pipeline/read-your-writes";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { DecideApprovalCommand } from "./commands/decide-approval.command";
import { withRecordNames } from "./record-names";

/** Approval queues (spec §4, §2 approval pages): list, approve, reject — each decision signed with the password. */
@Controller()
export class ApprovalsController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Route(routes.listApprovals)
  async list(@Query() query: unknown, @Req() request: AuthenticatedRequest) {
    const { queue, state, pageIndex, pageSize, position } = validate(ApprovalListQuery, query);
    const { readStore } = this.runtime.ports;
    await readYourWrites(this.runtime.ports, "approvals", position);
    const me = request.session.member.id;
    const result = await readStore.find("approvals", {
      filter: state === "pending" ? { queue, state: "pending", reviewerIds: me } : { queue, decidedBy: me },
      sort: [["updatedAt", -1]],
      skip: (pageIndex - 1) * pageSize,
      limit: pageSize,
    });
    const rows = await withRecordNames(readStore, result.rows);
    return page(rows, result.total);
  }

  @Route(routes.approve)
  async approve(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const decision = validate(ApprovalDecisionBody, body);
    return ok(await this.commands.execute(new DecideApprovalCommand(callerOf(request), id, true, decision)));
  }

  @Route(routes.reject)
  async reject(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const decision = validate(ApprovalDecisionBody, body);
    return ok(await this.commands.execute(new DecideApprovalCommand(callerOf(request), id, false, decision)));
  }
}
