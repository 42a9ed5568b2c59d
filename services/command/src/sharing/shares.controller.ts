import { ApprovalDecisionBody, routes, ShareApprovalListQuery, ShareListQuery, ShareRequestBody } from "@labledger/contracts";
import type { Doc, Filter } from "@labledger/ports";
import { Body, Controller, Inject, Param, Query, Req } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import { withRecordNames } from "../approvals/record-names";
import { loadViewer } from "../auth/viewer";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok, page } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { callerOf } from "../pipeline/caller";
import { readYourWrites } from "../pipeline/read-your-writes";
import { memberName, namesById } from "../read-models/names-by-id";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { DecideShareCommand, RequestShareCommand, RevokeShareCommand } from "./share.commands";

/** Record sharing: asking, the share queue (approve or reject, signed), revoking, and the resource-sharing lists. */
@Controller()
export class SharesController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Route(routes.requestShare)
  async request(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const input = validate(ShareRequestBody, body);
    return ok(await this.commands.execute(new RequestShareCommand(callerOf(request), id, input)));
  }

  @Route(routes.listMyShares)
  async mine(@Query() query: unknown, @Req() request: AuthenticatedRequest) {
    const { since, ...paging } = validate(ShareListQuery, query);
    const filter: Filter = { sharerId: request.session.member.id, ...(since ? { requestedAt: { $gte: iso(since) } } : {}) };
    return this.shares(filter, paging, "requestedAt");
  }

  @Route(routes.listSharedWithMe)
  async withMe(@Query() query: unknown, @Req() request: AuthenticatedRequest) {
    const { since, ...paging } = validate(ShareListQuery, query);
    const viewer = await loadViewer(this.runtime, request.session);
    const line = viewer.departmentLine ?? [];
    const filter: Filter = {
      $and: [
        { state: "active" },
        { $or: [{ memberIds: viewer.memberId }, ...(line.length ? [{ departmentIds: { $in: line } }] : [])] },
        ...(since ? [{ decidedAt: { $gte: iso(since) } }] : []),
      ],
    };
    return this.shares(filter, paging, "decidedAt");
  }

  @Route(routes.listMyApplications)
  async applications(@Query() query: unknown, @Req() request: AuthenticatedRequest) {
    const { since, ...paging } = validate(ShareListQuery, query);
    const filter: Filter = {
      applicantId: request.session.member.id,
      queue: { $in: ["share", "publish"] },
      ...(since ? { createdAt: { $gte: iso(since) } } : {}),
    };
    return this.approvals(filter, paging);
  }

  @Route(routes.listShareApprovals)
  async queue(@Query() query: unknown, @Req() request: AuthenticatedRequest) {
    const { state, ...paging } = validate(ShareApprovalListQuery, query);
    const me = request.session.member.id;
    const filter: Filter =
      state === "pending" ? { queue: "share", state: "pending", reviewerIds: me } : { queue: "share", decidedBy: me };
    return this.approvals(filter, paging);
  }

  @Route(routes.approveShare)
  async approve(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const decision = validate(ApprovalDecisionBody, body);
    return ok(await this.commands.execute(new DecideShareCommand(callerOf(request), id, true, decision)));
  }

  @Route(routes.rejectShare)
  async reject(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const decision = validate(ApprovalDecisionBody, body);
    return ok(await this.commands.execute(new DecideShareCommand(callerOf(request), id, false, decision)));
  }

  @Route(routes.revokeShare)
  async revoke(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    return ok(await this.commands.execute(new RevokeShareCommand(callerOf(request), id)));
  }

  private async shares(filter: Filter, paging: Paging, newest: string) {
    const { readStore } = this.runtime.ports;
    await readYourWrites(this.runtime.ports, "shares", paging.position);
    const result = await readStore.find("shares", {
      filter,
      sort: [[newest, -1]],
      skip: (paging.pageIndex - 1) * paging.pageSize,
      limit: paging.pageSize,
    });
    const records = await withRecordNames(
      readStore,
      result.rows.map((r) => ({ ...r, experimentId: r.subjectId })),
    );
    const rows = (await this.withReceiverNames(records)).map(({ experimentId: _, number, title, ...share }) => ({
      ...share,
      subjectNumber: number ?? null,
      subjectTitle: title ?? null,
    }));
    return page(rows, result.total);
  }

  private async approvals(filter: Filter, paging: Paging) {
    const { readStore } = this.runtime.ports;
    await readYourWrites(this.runtime.ports, "approvals", paging.position);
    const result = await readStore.find("approvals", {
      filter,
      sort: [["updatedAt", -1]],
      skip: (paging.pageIndex - 1) * paging.pageSize,
      limit: paging.pageSize,
    });
    const shares = result.rows.filter((r) => r.queue === "share");
    const named = new Map((await this.withReceiverNames(await withRecordNames(readStore, shares))).map((r) => [r.id, r]));
    return page(
      result.rows.map((r) => named.get(r.id) ?? r),
      result.total,
    );
  }

  /** Receivers by name (a member or department no longer known keeps its place, named so by the console). */
  private async withReceiverNames(rows: readonly Doc[]): Promise<Doc[]> {
    const { readStore } = this.runtime.ports;
    const ids = (key: string) => rows.flatMap((r) => (Array.isArray(r[key]) ? (r[key] as string[]) : []));
    const [members, departments] = await Promise.all([
      namesById(readStore, "members", ids("memberIds"), memberName),
      namesById(readStore, "departments", ids("departmentIds")),
    ]);
    const named = (names: Map<string, string>, list: unknown) =>
      (Array.isArray(list) ? (list as string[]) : []).map((id) => ({ id, name: names.get(id) ?? "" }));
    return rows.map(({ memberIds, departmentIds, ...row }) => ({
      ...row,
      members: named(members, memberIds),
      departments: named(departments, departmentIds),
    }));
  }
}

type Paging = { pageIndex: number; pageSize: number; position?: number | undefined };

/** The moment as the read models keep times (UTC ISO), whatever offset the client wrote it with. */
const iso = (moment: string) => new Date(moment).toISOString();
