import { HOME_LIST_SIZE, HOME_PROJECTS_SIZE, type ProjectProgress, routes } from "@labledger/contracts";
import {
  BEING_WRITTEN,
  dueDayOf,
  lateTasks,
  organisationSettings,
  overdueBefore,
  settingsStream,
  type ViewedKind,
  type Viewer,
  viewFilter,
} from "@labledger/domain";
import { OPEN_TASK_STATUSES } from "@labledger/events";
import type { Doc, Filter } from "@labledger/ports";
import { Controller, Inject, Req } from "@nestjs/common";
import { withRecordNames } from "../approvals/record-names";
import { loadViewer } from "../auth/viewer";
import { ORGANISATION_ID } from "../bootstrap/first-start";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok, page } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { MEMBER_QUEUES } from "../messages/member-queues";
import { loadState } from "../pipeline/handle-command";
import { readYourWrites } from "../pipeline/read-your-writes";
import { memberName, namesById } from "../read-models/names-by-id";
import { RUNTIME, type Runtime } from "../runtime/runtime";

/** The read models the home page reads: a write of this session to any of them is waited for. */
const READ = ["experiments", "projects", "approvals", "messages"] as const;

const visible = (viewer: Viewer, kind: ViewedKind, filter: Filter): Filter => ({
  $and: [filter, viewFilter(viewer, kind) as Filter],
});

/**
 * `/`'s one call (spec §2): the member's records still being written (and how many of them are
 * overdue by the organisation's delayed-submission days), the reviews and recalls waiting for
 * them, their open tasks and unread messages; the first few of each, newest first, with the
 * totals. Read models only; records and tasks narrowed to what the member may view, like the lists.
 */
@Controller()
export class HomeController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Route(routes.getHome)
  async home(@Req() request: AuthenticatedRequest) {
    const me = request.session.member.id;
    const { readStore, events } = this.runtime.ports;
    await Promise.all(READ.map((projection) => readYourWrites(this.runtime.ports, projection, undefined)));
    const [viewer, settings] = await Promise.all([
      loadViewer(this.runtime, request.session),
      loadState(events, settingsStream(ORGANISATION_ID), organisationSettings),
    ]);
    const newest = (collection: string, filter: Filter, field = "updatedAt") =>
      readStore.find(collection, { filter, sort: [[field, -1]], limit: HOME_LIST_SIZE });
    const writing = visible(viewer, "experiment", { ownerId: me, status: { $in: [...BEING_WRITTEN] } });
    const overdueSince = overdueBefore(settings.messages.delayedSubmission, new Date());
    const [records, overdue, reviews, recalls, tasks, messages, recent] = await Promise.all([
      newest("experiments", writing),
      readStore.count("experiments", { $and: [writing, { createdAt: { $lt: overdueSince } }] }),
      newest(MEMBER_QUEUES.reviews.collection, MEMBER_QUEUES.reviews.filter(me)),
      newest(MEMBER_QUEUES.recalls.collection, MEMBER_QUEUES.recalls.filter(me)),
      newest(
        "tasks",
        visible(viewer, "task", { $or: [{ ownerId: me }, { assigneeIds: me }], status: { $in: [...OPEN_TASK_STATUSES] } }),
      ),
      newest(MEMBER_QUEUES.unreadMessages.collection, MEMBER_QUEUES.unreadMessages.filter(me), "createdAt"),
      newest("experiments", visible(viewer, "experiment", { $or: [{ ownerId: me }, { viewerIds: me }] })),
    ]);
    const named = async (page: { rows: Doc[]; total: number }) => ({
      rows: await withRecordNames(readStore, page.rows),
      total: page.total,
    });
    return ok({
      writing: { ...records, overdue },
      reviews: await named(reviews),
      recalls: await named(recalls),
      tasks,
      messages,
      recent,
    });
  }

  /**
   * The project-oriented home (spec §2, when the project-main setting is on): the member's own
   * projects (owned, led, managed or granted), each with its records and tasks counted as far as
   * the member may see them, so a count never tells of a record they could not open.
   */
  @Route(routes.getProjectHome)
  async projects(@Req() request: AuthenticatedRequest) {
    const { readStore } = this.runtime.ports;
    await Promise.all(["experiments", "projects"].map((projection) => readYourWrites(this.runtime.ports, projection, undefined)));
    const viewer = await loadViewer(this.runtime, request.session);
    const mine = [...new Set([...viewer.projectIds, ...viewer.ledProjectIds])];
    const projects = await readStore.find<ProjectProgress>("projects", {
      filter: visible(viewer, "project", { id: { $in: mine } }),
      sort: [["updatedAt", -1]],
      limit: HOME_PROJECTS_SIZE,
    });
    const today = dueDayOf(new Date());
    const records = (projectId: string, filter: Filter = {}) =>
      readStore.count("experiments", visible(viewer, "experiment", { ...filter, projectId }));
    const tasks = (projectId: string, filter: Filter) =>
      readStore.count("tasks", visible(viewer, "task", { ...filter, projectId }));
    const leaderName = await namesById(
      readStore,
      "members",
      projects.rows.map((p) => p.leaderId),
      memberName,
    );
    const rows = await Promise.all(
      projects.rows.map(async (project) => {
        const [total, writing, approved, open, late] = await Promise.all([
          records(project.id),
          records(project.id, { status: { $in: [...BEING_WRITTEN] } }),
          records(project.id, { status: "approved" }),
          tasks(project.id, { status: { $in: [...OPEN_TASK_STATUSES] } }),
          tasks(project.id, lateTasks(today)),
        ]);
        return {
          ...project,
          leaderName: leaderName.get(project.leaderId) ?? "",
          records: { total, writing, approved },
          tasks: { open, late },
        };
      }),
    );
    return page(rows, projects.total);
  }
}
