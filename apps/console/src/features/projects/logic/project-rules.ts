import { OPEN_TASK_STATUSES } from "@labledger/events/catalogue/projects-values";
import type { Project, Task } from "../api/types";

/** Spec §4 status moves and when a project takes new work: the server's own rules (libs/domain project decider). */
export { acceptsNewWork, nextProjectStatuses as nextStatuses, nextTaskStatuses } from "@labledger/domain/project/project";

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
  return task.dueDate !== null && task.dueDate < today && (OPEN_TASK_STATUSES as readonly string[]).includes(task.status);
}
