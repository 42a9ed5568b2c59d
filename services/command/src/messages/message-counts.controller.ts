import { routes } from "@labledger/contracts";
import { Controller, Inject, Req } from "@nestjs/common";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { MEMBER_QUEUES } from "./member-queues";

/**
 * The bell's counts, each a count over the read model that holds those items: the approval
 * queues (record and recall today; share, export and publish come with their features), the
 * member's unread messages, and sample-testing tasks (empty until the sample centre exists).
 */
const COUNTS = {
  approvingExpCount: MEMBER_QUEUES.reviews,
  approvingShareExpCount: MEMBER_QUEUES.shareReviews,
  approvingReportCount: MEMBER_QUEUES.exportReviews,
  approvingTempShareCount: MEMBER_QUEUES.publishReviews,
  recordCallExameCount: MEMBER_QUEUES.recalls,
  unreadMessageCount: MEMBER_QUEUES.unreadMessages,
  sampleTestCount: MEMBER_QUEUES.sampleTests,
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
