import { z } from "zod";
import { defineEvent } from "./define";
import { NAME_LIMITS, TEXT_LIMITS } from "./name-limits";
import { PROJECT_ACCESS, PROJECT_STATUSES, TASK_STATUSES } from "./projects-values";

const id = z.string().min(1).max(64);

export { OPEN_TASK_STATUSES, PROJECT_ACCESS, PROJECT_STATUSES, TASK_STATUSES } from "./projects-values";

const ProjectFields = z.object({
  name: z.string().min(1).max(NAME_LIMITS.project),
  description: z.string().max(TEXT_LIMITS.projectDescription),
  leaderId: id,
  managerIds: z.array(id).max(20),
});

export const ProjectCreated = defineEvent({
  type: "ProjectCreated",
  version: 1,
  description: "A project was created, with its owner, leader and department. A personal project is its owner's alone.",
  schema: z.object({
    projectId: id,
    number: z.string().min(1).max(50),
    name: z.string().min(1).max(NAME_LIMITS.project),
    description: z.string().max(TEXT_LIMITS.projectDescription),
    ownerId: id,
    departmentId: id.nullable(),
    leaderId: id,
    managerIds: z.array(id).max(20),
    personal: z.boolean(),
  }),
});

export const ProjectChanged = defineEvent({
  type: "ProjectChanged",
  version: 1,
  description: "A project's name, description, leader or managers changed; the changed fields with their values before.",
  schema: z.object({ projectId: id, changes: ProjectFields.partial(), previous: ProjectFields.partial() }),
});

export const ProjectStatusChanged = defineEvent({
  type: "ProjectStatusChanged",
  version: 1,
  description: "A project moved to another status (Waiting, Doing, Pause, Finished, Changing).",
  schema: z.object({ projectId: id, from: z.enum(PROJECT_STATUSES), to: z.enum(PROJECT_STATUSES) }),
});

export const ProjectMemberGranted = defineEvent({
  type: "ProjectMemberGranted",
  version: 1,
  description: "A member was given read-only or read-and-write access to a project (or their access was changed).",
  schema: z.object({ projectId: id, memberId: id, access: z.enum(PROJECT_ACCESS) }),
});

export const ProjectMemberRemoved = defineEvent({
  type: "ProjectMemberRemoved",
  version: 1,
  description: "A member was removed from a project and loses the access it gave.",
  schema: z.object({ projectId: id, memberId: id }),
});

export const TaskCreated = defineEvent({
  type: "TaskCreated",
  version: 1,
  description: "A task was added to a project.",
  schema: z.object({
    projectId: id,
    taskId: id,
    name: z.string().min(1).max(NAME_LIMITS.task),
    ownerId: id,
    departmentId: id.nullable(),
    assigneeIds: z.array(id).max(50),
    dueDate: z.iso.date().nullable(),
  }),
});

export const TaskStatusChanged = defineEvent({
  type: "TaskStatusChanged",
  version: 1,
  description: "A task moved to another status.",
  schema: z.object({ projectId: id, taskId: id, from: z.enum(TASK_STATUSES), to: z.enum(TASK_STATUSES) }),
});

export const NotebookCreated = defineEvent({
  type: "NotebookCreated",
  version: 1,
  description: "A record book was created (in a project, or personal).",
  schema: z.object({
    notebookId: id,
    number: z.string().min(1).max(50),
    name: z.string().min(1).max(NAME_LIMITS.notebook),
    ownerId: id,
    departmentId: id.nullable(),
    projectId: id.nullable(),
  }),
});
