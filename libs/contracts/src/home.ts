import { z } from "zod";
import { Approval } from "./approvals";
import { ExperimentRow } from "./experiments";
import { Message } from "./messages";
import { Task } from "./projects";
import type { RouteDefinition } from "./shared/route";
import { Page } from "./shared/schemas";

/** How many items each list of the home page holds; `total` counts them all. */
export const HOME_LIST_SIZE = 5;

/** The home page in one answer (spec §2 `/`): what needs the member now, from the read models only. */
export const Home = z.object({
  writing: Page(ExperimentRow).extend({
    overdue: z
      .number()
      .int()
      .describe("Of the records still being written, how many are older than the organisation's delayed-submission days"),
  }),
  reviews: Page(Approval).describe("Record versions waiting for this member's review"),
  recalls: Page(Approval).describe("Recall requests waiting for this member's decision"),
  tasks: Page(Task).describe("Open tasks the member owns or is assigned"),
  messages: Page(Message).describe("Unread messages, newest first"),
});

export const homeRoutes = {
  getHome: {
    operationId: "getHome",
    method: "get",
    path: "/home",
    summary:
      "The member's home page in one call: records still being written (and how many are overdue), reviews and recalls waiting for them, their open tasks, unread messages",
    tag: "records",
    access: "member",
    response: Home,
  },
} as const satisfies Record<string, RouteDefinition>;

export type Home = z.infer<typeof Home>;
