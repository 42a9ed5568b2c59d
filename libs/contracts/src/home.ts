import { z } from "zod";
import { Approval } from "./approvals";
import { ExperimentRow } from "./experiments";
import { Message } from "./messages";
import { Project, Task } from "./projects";
import type { RouteDefinition } from "./shared/route";
import { Page } from "./shared/schemas";

/** How many items each list of the home page holds; `total` counts them all. */
export const HOME_LIST_SIZE = 5;
/** How many of the member's projects the project-oriented home shows; `total` counts them all. */
export const HOME_PROJECTS_SIZE = 6;

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
  recent: Page(ExperimentRow).describe("Records the member owns or takes part in, last changed first, whatever their status"),
});

/** A project on the project-oriented home: where its records and tasks stand, as far as the member may see. */
export const ProjectProgress = Project.extend({
  leaderName: z.string(),
  records: z.object({
    total: z.number().int(),
    writing: z.number().int().describe("Still being written (draft, rejected, recalled)"),
    approved: z.number().int(),
  }),
  tasks: z.object({ open: z.number().int(), late: z.number().int().describe("Open and past their due day") }),
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
  getProjectHome: {
    operationId: "getProjectHome",
    method: "get",
    path: "/home/projects",
    summary:
      "The project-oriented home (spec §2, project-main setting): the member's projects, last changed first, each with its records (total, being written, approved) and tasks (open, late) as far as the member may see",
    tag: "records",
    access: "member",
    response: Page(ProjectProgress),
  },
} as const satisfies Record<string, RouteDefinition>;

export type Home = z.infer<typeof Home>;
export type ProjectProgress = z.infer<typeof ProjectProgress>;
