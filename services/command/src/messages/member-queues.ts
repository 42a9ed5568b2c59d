import type { Filter } from "@labledger/ports";

/** What waits for a member, each in the read model that holds it: the bell counts these, the home page lists them. */
export const MEMBER_QUEUES = {
  reviews: { collection: "approvals", filter: (me: string): Filter => ({ reviewerIds: me, queue: "record", state: "pending" }) },
  shareReviews: {
    collection: "approvals",
    filter: (me: string): Filter => ({ reviewerIds: me, queue: "share", state: "pending" }),
  },
  exportReviews: { collection: "exports", filter: (me: string): Filter => ({ reviewerIds: me, status: "pending" }) },
  publishReviews: {
    collection: "approvals",
    filter: (me: string): Filter => ({ reviewerIds: me, queue: "publish", state: "pending" }),
  },
  recalls: { collection: "approvals", filter: (me: string): Filter => ({ reviewerIds: me, queue: "recall", state: "pending" }) },
  unreadMessages: { collection: "messages", filter: (me: string): Filter => ({ recipientId: me, read: false }) },
  sampleTests: { collection: "sample_test_tasks", filter: (me: string): Filter => ({ testerIds: me, finished: false }) },
} as const;
