import { routes } from "@labledger/contracts";
import type { Filter } from "@labledger/ports";
import { Controller, Inject, Req } from "@nestjs/common";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { RUNTIME, type Runtime } from "../runtime/runtime";

/**
 * The bell's counts, each a count over the read model that holds those items: the approval
 * queues (record and recall today; share, export and publish come with their features), the
 * member's unread messages, and sample-testing tasks (empty until the sample centre exists).
 */
const COUNTS: Record<string, { collection: string; filter: (memberId: string) => Filter }> = {
  approvingExpCount: { collection: "approvals", filter: (me) => ({ reviewerIds: me, queue: "record", state: "pending" }) },
  approvingShareExpCount: { collection: "approvals", filter: (me) => ({ reviewerIds: me, queue: "share", state: "pending" }) },
  approvingReportCount: { collection: "approvals", filter: (me) => ({ reviewerIds: me, queue: "export", state: "pending" }) },
  approvingTempShareCount: { collection: "approvals", filter: (me) => ({ reviewerIds: me, queue: "publish", state: "pending" }) },
  recordCallExameCount: { collection: "approvals", filter: (me) => ({ reviewerIds: me, queue: "recall", state: "pending" }) },
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
