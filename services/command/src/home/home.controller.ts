import { HOME_LIST_SIZE, routes } from "@labledger/contracts";
import {
  BEING_WRITTEN,
  organisationSettings,
  overdueBefore,
  settingsStream,
  type ViewedKind,
  viewFilter,
} from "@labledger/domain";
import { OPEN_TASK_STATUSES } from "@labledger/events";
import type { Doc, Filter } from "@labledger/ports";
import { Controller, Inject, Req } from "@nestjs/common";
import { withRecordNames } from "../approvals/record-names";
import { loadViewer } from "../auth/viewer";
import { ORGANISATION_ID } from "../bootstrap/first-start";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { MEMBER_QUEUES } from "../messages/member-queues";
import { loadState } from "../pipeline/handle-command";
import { readYourWrites } from "../pipeline/read-your-writes";
import { RUNTIME, type Runtime } from "../runtime/runtime";

/** The read models the home page reads: a write of this session to any of them is waited for. */
const READ = ["experiments", "projects", "approvals", "messages"] as const;

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
    const visible = (kind: ViewedKind, filter: Filter): Filter => ({ $and: [filter, viewFilter(viewer, kind) as Filter] });
    const newest = (collection: string, filter: Filter, field = "updatedAt") =>
      readStore.find(collection, { filter, sort: [[field, -1]], limit: HOME_LIST_SIZE });
    const writing = visible("experiment", { ownerId: me, status: { $in: [...BEING_WRITTEN] } });
    const overdueSince = overdueBefore(settings.messages.delayedSubmission, new Date());
    const [records, overdue, reviews, recalls, tasks, messages] = await Promise.all([
      newest("experiments", writing),
      readStore.count("experiments", { $and: [writing, { createdAt: { $lt: overdueSince } }] }),
      newest(MEMBER_QUEUES.reviews.collection, MEMBER_QUEUES.reviews.filter(me)),
      newest(MEMBER_QUEUES.recalls.collection, MEMBER_QUEUES.recalls.filter(me)),
      newest("tasks", visible("task", { $or: [{ ownerId: me }, { assigneeIds: me }], status: { $in: [...OPEN_TASK_STATUSES] } })),
      newest(MEMBER_QUEUES.unreadMessages.collection, MEMBER_QUEUES.unreadMessages.filter(me), "createdAt"),
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
    });
  }
}
