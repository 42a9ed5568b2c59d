import { RECORD_PERIODS } from "@labledger/domain/access/record-oversight";
import { TASK_STATUSES } from "@labledger/events";
import { z } from "zod";
import { ExperimentRow, RecordStatus } from "./experiments";
import { Task } from "./projects";
import type { RouteDefinition } from "./shared/route";
import { Id, IsoDay, ListQuery, Page } from "./shared/schemas";

/** A manager's filters of the records they may see (spec §9 date ranges); each narrows, none widens. */
export const OverseenRecordsQuery = ListQuery.extend({
  memberId: Id.optional().describe("Records this member created"),
  departmentId: Id.optional().describe("Records of this department and the departments under it"),
  projectId: Id.optional(),
  taskId: Id.optional(),
  status: RecordStatus.optional(),
  period: z.enum(RECORD_PERIODS).optional().describe("Created within the past 7 days (7d), 1 month (1m) or 3 months (3m)"),
  from: IsoDay.optional().describe("Created on or after this day"),
  to: IsoDay.optional().describe("Created on or before this day"),
}).describe("keyword: the record's number or title");
export const MemberRecordsQuery = OverseenRecordsQuery.omit({ memberId: true });

/** A record as a manager's list shows it: with the names of whose it is and where it is, never ids. */
export const OverseenRecord = ExperimentRow.extend({
  ownerName: z.string(),
  departmentName: z.string(),
  projectName: z.string().describe("Empty when the record is in no project"),
  taskName: z.string().describe("Empty when the record is in no task"),
});

const StatusCounts = z.record(RecordStatus, z.number().int()).describe("Records by status (every status, 0 when none)");
export const MemberSummary = z.object({
  memberId: z.string(),
  name: z.string(),
  departmentName: z.string(),
  records: z.number().int(),
  submitted: z.number().int().describe("Waiting for review"),
  approved: z.number().int(),
  overdue: z.number().int().describe("Still being written past the delayed-submission reminder's days"),
});
export const OverseenSummary = z.object({
  total: z.number().int(),
  byStatus: StatusCounts,
  members: z.array(MemberSummary).describe("Per member whose records match, most records first"),
});
export const OverseenMember = z.object({
  id: z.string(),
  realName: z.string(),
  account: z.string(),
  departmentName: z.string(),
  total: z.number().int(),
  byStatus: StatusCounts,
});

const RecordCounts = z.object({ total: z.number().int(), submitted: z.number().int(), approved: z.number().int() });
/** A task as the task pages show it: its leader (the member who created it) and assignees by name, its records counted. */
export const TaskProgress = Task.extend({
  ownerName: z.string().describe("The task's leader"),
  assigneeNames: z.array(z.string()),
  records: RecordCounts.describe("The records in the task the caller may see"),
  progress: z.number().int().min(0).max(100).describe("Share of those records approved, in percent"),
});
export const TaskOverview = TaskProgress.extend({
  projectName: z.string(),
  projectNumber: z.string(),
  byStatus: StatusCounts,
  assignees: z.array(z.object({ memberId: z.string(), name: z.string(), departmentName: z.string(), records: RecordCounts })),
});
export const TaskHistoryEntry = z.object({
  at: z.string(),
  actorName: z.string(),
  change: z.enum(["created", "status"]),
  from: z.enum(TASK_STATUSES).nullable(),
  to: z.enum(TASK_STATUSES),
});

export const oversightRoutes = {
  listOverseenRecords: {
    operationId: "listOverseenRecords",
    method: "get",
    path: "/oversight/records",
    summary: "The records the caller may view (spec §6), filtered by member, department, project, task, status and date; paged",
    tag: "records",
    access: "member",
    query: OverseenRecordsQuery,
    response: Page(OverseenRecord),
  },
  summariseOverseenRecords: {
    operationId: "summariseOverseenRecords",
    method: "get",
    path: "/oversight/records/summary",
    summary: "The same records counted by status (the status filter aside) and per member: records, submitted, approved, overdue",
    tag: "records",
    access: "member",
    query: OverseenRecordsQuery.omit({ pageIndex: true, pageSize: true }),
    response: OverseenSummary,
  },
  getOverseenMember: {
    operationId: "getOverseenMember",
    method: "get",
    path: "/oversight/members/{id}",
    summary: "A member's name, department and records by status, for whoever may view that member's records",
    tag: "records",
    access: "member",
    refuses: [403],
    response: OverseenMember,
  },
  listMemberRecords: {
    operationId: "listMemberRecords",
    method: "get",
    path: "/oversight/members/{id}/records",
    summary: "One member's records the caller may view (permission: viewing members' experiments), filtered and paged",
    tag: "records",
    access: "member",
    refuses: [403],
    query: MemberRecordsQuery,
    response: Page(OverseenRecord),
  },
  listTaskProgress: {
    operationId: "listTaskProgress",
    method: "get",
    path: "/projects/{id}/task-progress",
    summary: "A project's tasks the caller may view, with leader, assignees, status, dates, record counts and progress; paged",
    tag: "records",
    access: "member",
    query: ListQuery,
    response: Page(TaskProgress),
  },
  getTask: {
    operationId: "getTask",
    method: "get",
    path: "/tasks/{id}/overview",
    summary: "A task the caller may view: its project, leader, members with their records, records by status",
    tag: "records",
    access: "member",
    response: TaskOverview,
  },
  getTaskHistory: {
    operationId: "getTaskHistory",
    method: "get",
    path: "/tasks/{id}/history",
    summary: "A task's history: created, and each change of status, by whom and when, oldest first",
    tag: "records",
    access: "member",
    response: z.array(TaskHistoryEntry),
  },
} as const satisfies Record<string, RouteDefinition>;

export type OverseenRecordsQuery = z.input<typeof OverseenRecordsQuery>;
export type OverseenRecord = z.infer<typeof OverseenRecord>;
export type OverseenSummary = z.infer<typeof OverseenSummary>;
export type MemberSummary = z.infer<typeof MemberSummary>;
export type OverseenMember = z.infer<typeof OverseenMember>;
export type TaskProgress = z.infer<typeof TaskProgress>;
export type TaskOverview = z.infer<typeof TaskOverview>;
export type TaskHistoryEntry = z.infer<typeof TaskHistoryEntry>;
