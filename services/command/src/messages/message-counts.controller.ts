import type { Filter } from "@labledger/ports";
import { Controller, Inject, Req } from "@nestjs/common";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { routes } from "../http/routes";
import { RUNTIME, type Runtime } from "../runtime/runtime";

/**
 * The bell's counts, each a count over the read model that holds those items. The approval,
 * message and sample-testing issues project into these collections; until then they are empty.
 */
const COUNTS: Record<string, { collection: string; filter: (memberId: string) => Filter }> = {
  approvingExpCount: { collection: "approval_tasks", filter: (me) => ({ assigneeIds: me, kind: "record", status: "pending" }) },
  approvingShareExpCount: {
    collection: "approval_tasks",
    filter: (me) => ({ assigneeIds: me, kind: "share", status: "pending" }),
  },
  approvingReportCount: {
    collection: "approval_tasks",
    filter: (me) => ({ assigneeIds: me, kind: "export", status: "pending" }),
  },
  approvingTempShareCount: {
    collection: "approval_tasks",
    filter: (me) => ({ assigneeIds: me, kind: "publish", status: "pending" }),
  },
  recordCallExameCount: {
    collection: "approval_tasks",
    filter: (me) => ({ assigneeIds: me, kind: "recall", status: "pending" }),
  },
  unreadMessageCount: { collection: "messages", filter: (me) => ({ recipientId: me, read: false }) },
  sampleTestCount: { collection: "sample_test_tasks", filter: (me) => ({ testerIds: me, finished: false }) },
};

@Controller()
export class MessageCountsController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Route(routes.messageCounts)
  async counts(@Req() { session }: AuthenticatedRequest) {
    const entries = await Promise.all(
      Object.entries(COUNTS).map(async ([key, { collection, filter }]) => [
        key,
        await this.runtime.ports.readStore.count(collection, filter(session.member.id)),
      ]),
    );
    return ok(Object.fromEntries(entries));
  }
}
