import type { Project, ProjectStatus, Task, TaskStatus } from "../api/types";

/** Spec §4: new records and tasks only while a project is pre-research (Waiting) or on-research (Doing). */
export const acceptsNewWork = (status: ProjectStatus): boolean => status === "Waiting" || status === "Doing";

/** The status moves the server allows (libs/domain project decider); the page offers only these. */
const PROJECT_MOVES: Readonly<Record<ProjectStatus, readonly ProjectStatus[]>> = {
  Waiting: ["Doing", "Finished"],
  Doing: ["Pause", "Changing", "Finished"],
  Pause: ["Doing", "Finished"],
  Changing: ["Doing", "Pause"],
  Finished: [],
};

export const nextStatuses = (status: ProjectStatus): readonly ProjectStatus[] => PROJECT_MOVES[status] ?? [];

/** The task moves the server allows (libs/domain project decider). */
const TASK_MOVES: Readonly<Record<TaskStatus, readonly TaskStatus[]>> = {
  notStarted: ["inProgress", "closed"],
  inProgress: ["finished", "closed"],
  finished: ["inProgress", "closed"],
  closed: [],
};

export const nextTaskStatuses = (status: TaskStatus): readonly TaskStatus[] => TASK_MOVES[status] ?? [];

/** Owner, leader, managers and organisation administrators manage a project (edit, status, members). */
export function managesProject(project: Project, me: { id: string; isOrganisationAdmin: boolean }): boolean {
  return me.isOrganisationAdmin || project.ownerId === me.id || project.leaderId === me.id || project.managerIds.includes(me.id);
}

/** Managers and read-and-write members work in a project (new tasks and records). */
export function worksInProject(project: Project, me: { id: string; isOrganisationAdmin: boolean }): boolean {
  return managesProject(project, me) || project.members?.[me.id] === "write";
}

/** A task is overdue when its due date has passed and it is neither finished nor closed. */
export function isTaskOverdue(task: Pick<Task, "dueDate" | "status">, today: string): boolean {
  return task.dueDate !== null && task.dueDate < today && (task.status === "notStarted" || task.status === "inProgress");
}
