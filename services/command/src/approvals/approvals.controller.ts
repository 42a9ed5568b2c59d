import { ApprovalDecisionBody, ApprovalListQuery, routes } from "@labledger/contracts";
import { DomainError, type ExperimentCommand, meaningOfAct } from "@labledger/domain";
import type { Doc } from "@labledger/ports";
import { Body, Controller, Inject, Param, Query, Req } from "@nestjs/common";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok, page } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { readYourWrites } from "../pipeline/read-your-writes";
import { appendToExperiment } from "../records/experiment-commands";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { confirmSigner } from "./signer";

/** `<experimentId>:v<version>` (a submitted version) or `…:recall` (a recall request of it). */
const APPROVAL_ID = /^(?<experimentId>[^:]{1,64}):v(?<version>\d{1,6})(?<recall>:recall)?$/;

/** Approval queues (spec §4, §2 approval pages): list, approve, reject — each decision signed with the password. */
@Controller()
export class ApprovalsController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

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
    const records = new Map(
      (
        await Promise.all(
          [...new Set(result.rows.map((r) => r.experimentId as string))].map((id) => readStore.get("experiments", id)),
        )
      )
        .filter((d): d is Doc => d !== undefined)
        .map((d) => [d.id, d]),
    );
    const rows = result.rows.map((row) => {
      const record = records.get(row.experimentId as string);
      return { ...row, number: record?.number ?? null, title: record?.title ?? null };
    });
    return page(rows, result.total);
  }

  @Route(routes.approve)
  async approve(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    return ok({ position: await this.decide(id, body, request, true) });
  }

  @Route(routes.reject)
  async reject(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    return ok({ position: await this.decide(id, body, request, false) });
  }

  private async decide(id: string, body: unknown, request: AuthenticatedRequest, approve: boolean): Promise<number> {
    const { password, comment, meaning } = validate(ApprovalDecisionBody, body);
    const match = APPROVAL_ID.exec(id);
    if (!match?.groups) throw new DomainError("approval.notFound", "not-found");
    const { experimentId, version, recall } = match.groups as { experimentId: string; version: string; recall?: string };
    const pending = await this.runtime.ports.readStore.get("approvals", id);
    // Checked again by the decider on the record's stream; this only keeps strangers from signing attempts.
    if (!pending || Number(version) !== pending.version) throw new DomainError("approval.notFound", "not-found");
    const act = recall ? (approve ? "grantRecall" : "refuseRecall") : approve ? "approve" : "reject";
    const signer = await confirmSigner(this.runtime, request, password, meaningOfAct(act, meaning));
    const now = new Date();
    const command: ExperimentCommand = recall
      ? { type: "DecideRecall", granted: approve, comment, signer, now }
      : { type: "ReviewExperiment", decision: approve ? "approve" : "reject", comment, signer, now };
    return (await appendToExperiment(this.runtime, experimentId, command, request, comment || undefined)).position;
  }
}
