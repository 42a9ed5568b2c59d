import { ListQuery, MemberRecordsQuery, OverseenRecordsQuery, routes } from "@labledger/contracts";
import { DomainError, mayOverseeMember, organisationSettings, overdueBefore, settingsStream } from "@labledger/domain";
import type { Doc, Filter } from "@labledger/ports";
import { Controller, Inject, Param, Query, Req } from "@nestjs/common";
import { loadViewer } from "../auth/viewer";
import { ORGANISATION_ID } from "../bootstrap/first-start";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok, page } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { loadState } from "../pipeline/handle-command";
import { readYourWrites } from "../pipeline/read-your-writes";
import { memberName, namesById } from "../read-models/names-by-id";
import { visibleDoc, visiblePage } from "../records/record-access";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { countByStatus, keywordQuery, overseenFilter, summariseByMember, withNames } from "./overseen-records";
import { recordCounts, taskHistory, withProgress } from "./task-progress";

type MemberDoc = Doc & { realName: string; account: string; departmentId: string | null };
type TaskDoc = Doc & { projectId: string; ownerId: string; assigneeIds: string[] };

/**
 * A manager's oversight (spec §2 /team/recordView, /team/member/record/{id}) and the task pages
 * (/team/allTask, /team/task, /team/taskDetail, /team/myTask/{projectId}/{taskId}): read models
 * only, every record narrowed by the viewing scope (spec §6) as every other list is.
 */
@Controller()
export class OversightController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Route(routes.listOverseenRecords)
  async list(@Query() query: unknown, @Req() request: AuthenticatedRequest) {
    return this.records(request, validate(OverseenRecordsQuery, query));
  }

  @Route(routes.summariseOverseenRecords)
  async summary(@Query() query: unknown, @Req() request: AuthenticatedRequest) {
    const {
      status: _status,
      keyword,
      position,
      ...criteria
    } = validate(OverseenRecordsQuery.omit({ pageIndex: true, pageSize: true }), query);
    const { readStore, events } = this.runtime.ports;
    await readYourWrites(this.runtime.ports, "experiments", position);
    const viewer = await loadViewer(this.runtime, request.session);
    const now = new Date();
    const scoped = await keywordQuery(readStore, await overseenFilter(readStore, viewer, criteria, now), keyword);
    // The text search is a filter of its own: counted through the same find, so both agree.
    const filter: Filter = scoped.text ? { id: { $in: await idsMatching(readStore, scoped) } } : scoped.filter;
    const { messages } = await loadState(events, settingsStream(ORGANISATION_ID), organisationSettings);
    const [byStatus, members] = await Promise.all([
      countByStatus(readStore, filter),
      summariseByMember(readStore, filter, overdueBefore(messages.delayedSubmission, now)),
    ]);
    const total = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
    return ok({ total, byStatus, members });
  }

  @Route(routes.getOverseenMember)
  async member(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    const { readStore } = this.runtime.ports;
    const { member, viewer } = await this.overseen(request, id);
    const filter = await overseenFilter(readStore, viewer, { memberId: member.id }, new Date());
    const [byStatus, department] = await Promise.all([
      countByStatus(readStore, filter),
      namesById(readStore, "departments", [member.departmentId]),
    ]);
    return ok({
      id: member.id,
      realName: memberName(member),
      account: member.account,
      departmentName: member.departmentId ? (department.get(member.departmentId) ?? "") : "",
      total: Object.values(byStatus).reduce((sum, n) => sum + n, 0),
      byStatus,
    });
  }

  @Route(routes.listMemberRecords)
  async memberRecords(@Param("id") id: string, @Query() query: unknown, @Req() request: AuthenticatedRequest) {
    const input = validate(MemberRecordsQuery, query);
    await this.overseen(request, id);
    return this.records(request, { ...input, memberId: id });
  }

  @Route(routes.listTaskProgress)
  async taskProgress(@Param("id") id: string, @Query() query: unknown, @Req() request: AuthenticatedRequest) {
    const { position } = validate(ListQuery, query);
    await readYourWrites(this.runtime.ports, "experiments", position);
    await visibleDoc(this.runtime, request, "project", "projects", id, "project.notFound");
    const tasks = await visiblePage(this.runtime, request, { projection: "projects", collection: "tasks", kind: "task" }, query, {
      projectId: id,
    });
    const viewer = await loadViewer(this.runtime, request.session);
    return page(await withProgress(this.runtime.ports.readStore, viewer, tasks.rows as TaskDoc[]), tasks.total);
  }

  @Route(routes.getTask)
  async task(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    const { readStore } = this.runtime.ports;
    await readYourWrites(this.runtime.ports, "experiments", undefined);
    const task = await visibleDoc<TaskDoc>(this.runtime, request, "task", "tasks", id, "task.hidden");
    const viewer = await loadViewer(this.runtime, request.session);
    const [[withCounts], project, byStatus, members] = await Promise.all([
      withProgress(readStore, viewer, [task]),
      readStore.get("projects", task.projectId),
      countByStatus(readStore, await overseenFilter(readStore, viewer, { taskId: id }, new Date())),
      readStore.find<MemberDoc>("members", { filter: { id: { $in: task.assigneeIds } }, limit: task.assigneeIds.length || 1 }),
    ]);
    const departments = await namesById(
      readStore,
      "departments",
      members.rows.map((m) => m.departmentId),
    );
    const assignees = await Promise.all(
      members.rows.map(async (m) => ({
        memberId: m.id,
        name: memberName(m),
        departmentName: m.departmentId ? (departments.get(m.departmentId) ?? "") : "",
        records: await recordCounts(readStore, viewer, { taskId: id, ownerId: m.id }),
      })),
    );
    return ok({
      ...withCounts!,
      projectName: String(project?.name ?? ""),
      projectNumber: String(project?.number ?? ""),
      byStatus,
      assignees,
    });
  }

  @Route(routes.getTaskHistory)
  async history(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    const task = await visibleDoc<TaskDoc>(this.runtime, request, "task", "tasks", id, "task.hidden");
    return ok(await taskHistory(this.runtime.ports.events, task));
  }

  /** A page of overseen records, newest first, with names. */
  private async records(request: AuthenticatedRequest, input: ReturnType<typeof OverseenRecordsQuery.parse>) {
    const { pageIndex, pageSize, keyword, position, ...criteria } = input;
    const { readStore } = this.runtime.ports;
    await readYourWrites(this.runtime.ports, "experiments", position);
    const viewer = await loadViewer(this.runtime, request.session);
    const scoped = await keywordQuery(readStore, await overseenFilter(readStore, viewer, criteria, new Date()), keyword);
    const result = await readStore.find("experiments", {
      ...scoped,
      sort: [["createdAt", -1]],
      skip: (pageIndex - 1) * pageSize,
      limit: pageSize,
    });
    return page(await withNames(readStore, result.rows), result.total);
  }

  /** The member whose records are asked for, when the caller may view them: unknown is 404, not allowed 403. */
  private async overseen(request: AuthenticatedRequest, id: string) {
    await readYourWrites(this.runtime.ports, "members", undefined);
    const member = await this.runtime.ports.readStore.get<MemberDoc>("members", id);
    if (!member) throw new DomainError("member.notFound", "not-found");
    const viewer = await loadViewer(this.runtime, request.session);
    if (!mayOverseeMember(viewer, member)) throw new DomainError("oversight.memberRecordsRefused", "forbidden");
    return { member, viewer };
  }
}

/** The ids a text search finds within a filter (the summary counts what the list would show). */
async function idsMatching(readStore: Runtime["ports"]["readStore"], query: { filter: Filter; text?: string }) {
  const { rows } = await readStore.find("experiments", { ...query, limit: 50_000 });
  return rows.map((row) => row.id);
}
