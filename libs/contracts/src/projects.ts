import {
  NAME_LIMITS,
  PROJECT_ACCESS,
  PROJECT_STATUSES,
  ProjectCreated,
  TASK_STATUSES,
  TaskCreated,
  TEXT_LIMITS,
} from "@labledger/events";
import { z } from "zod";
import type { RouteDefinition } from "./shared/route";
import { Created, Id, ListQuery, Page, Position, viewed } from "./shared/schemas";

export const CreateProjectBody = z.object({
  name: z.string().trim().min(1).max(NAME_LIMITS.project),
  description: z.string().trim().max(TEXT_LIMITS.projectDescription).default(""),
  leaderId: Id.optional().describe("Defaults to the creator"),
  managerIds: z.array(Id).max(20).default([]),
  personal: z.boolean().default(false).describe("A personal project is its owner's alone and cannot be authorised"),
});
export const UpdateProjectBody = z
  .object({
    name: z.string().trim().min(1).max(NAME_LIMITS.project),
    description: z.string().trim().max(TEXT_LIMITS.projectDescription),
    leaderId: Id,
    managerIds: z.array(Id).max(20),
    status: z.enum(PROJECT_STATUSES),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, "at least one field");
export const ProjectMemberBody = z.object({ access: z.enum(PROJECT_ACCESS) });
export const CreateTaskBody = z.object({
  name: z.string().trim().min(1).max(NAME_LIMITS.task),
  assigneeIds: z.array(Id).max(50).default([]),
  dueDate: z.iso.date().nullable().default(null),
});
export const ProjectListQuery = ListQuery.extend({
  status: z.enum(PROJECT_STATUSES).optional(),
});
export const TaskListQuery = ListQuery.extend({
  overdue: z.enum(["true", "false"]).optional().describe("Tasks past their due date and not finished or closed"),
});
export const TaskStatusBody = z.object({ status: z.enum(TASK_STATUSES) });

/** A project as the lists and reads answer it (read model `projects`). */
export const Project = ProjectCreated.schema
  .omit({ projectId: true })
  .extend({
    id: z.string(),
    status: z.enum(PROJECT_STATUSES),
    members: z.record(z.string(), z.enum(PROJECT_ACCESS)).describe("Granted members: read or write"),
    ...viewed,
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .loose();

/** A task as the lists answer it (read model `tasks`). */
export const Task = TaskCreated.schema
  .omit({ taskId: true })
  .extend({
    id: z.string(),
    status: z.enum(TASK_STATUSES),
    ...viewed,
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .loose();

export const projectsRoutes = {
  createProject: {
    operationId: "createProject",
    method: "post",
    path: "/projects",
    summary: "Create a project (permission ProjectManage); numbered PRJ001, PRJ002, …",
    tag: "records",
    access: { permission: "ProjectManage" },
    body: CreateProjectBody,
    response: Created,
  },
  listProjects: {
    operationId: "listProjects",
    method: "get",
    path: "/projects",
    summary: "Projects the member may view (spec §6 viewing levels), paged; keyword, status",
    tag: "records",
    access: "member",
    query: ProjectListQuery,
    response: Page(Project),
  },
  getProject: {
    operationId: "getProject",
    method: "get",
    path: "/projects/{id}",
    summary: "One project, when the member may view it",
    tag: "records",
    access: "member",
    query: ListQuery.pick({ position: true }),
    response: Project,
  },
  updateProject: {
    operationId: "updateProject",
    method: "patch",
    path: "/projects/{id}",
    summary: "Change a project's fields or status (owner, leader, managers, administrators)",
    tag: "records",
    access: "member",
    body: UpdateProjectBody,
    response: Position,
  },
  grantProjectMember: {
    operationId: "grantProjectMember",
    method: "put",
    path: "/projects/{id}/members/{memberId}",
    summary: "Give a member read-only or read-and-write access to a project (not to a personal project)",
    tag: "records",
    access: "member",
    body: ProjectMemberBody,
    response: Position,
  },
  removeProjectMember: {
    operationId: "removeProjectMember",
    method: "delete",
    path: "/projects/{id}/members/{memberId}",
    summary: "Remove a member from a project: their access ends",
    tag: "records",
    access: "member",
    response: Position,
  },
  createTask: {
    operationId: "createTask",
    method: "post",
    path: "/projects/{id}/tasks",
    summary: "Add a task to a project that is Waiting (pre-research) or Doing (on-research)",
    tag: "records",
    access: "member",
    body: CreateTaskBody,
    response: z.object({ id: z.string(), position: z.number() }),
  },
  changeTaskStatus: {
    operationId: "changeTaskStatus",
    method: "put",
    path: "/projects/{id}/tasks/{taskId}/status",
    summary: "Move a task to another status (not started → in progress → finished; closed), as the project allows",
    tag: "records",
    access: "member",
    body: TaskStatusBody,
    response: Position,
  },
  projectTasks: {
    operationId: "listProjectTasks",
    method: "get",
    path: "/projects/{id}/tasks",
    summary: "A project's tasks the member may view (spec §6 task viewing levels), paged; keyword",
    tag: "records",
    access: "member",
    query: ListQuery,
    response: Page(Task),
  },
  myTasks: {
    operationId: "listMyTasks",
    method: "get",
    path: "/tasks/mine",
    summary: "Tasks the member owns or is assigned to; overdue=true: past due and not finished",
    tag: "records",
    access: "member",
    query: TaskListQuery,
    response: Page(Task),
  },
} as const satisfies Record<string, RouteDefinition>;

export type Project = z.infer<typeof Project>;
export type Task = z.infer<typeof Task>;
export type ProjectStatus = Project["status"];
export type TaskStatus = Task["status"];
export type ProjectAccess = z.infer<typeof ProjectMemberBody>["access"];
export type CreateProjectBody = z.input<typeof CreateProjectBody>;
export type UpdateProjectBody = z.input<typeof UpdateProjectBody>;
export type CreateTaskBody = z.input<typeof CreateTaskBody>;
export type ProjectListQuery = z.input<typeof ProjectListQuery>;
export type TaskListQuery = z.input<typeof TaskListQuery>;
