import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call, getResponse } from "../../../transport/api-client";
import { type ListParams, listQueryString } from "./list-params";
import { getPage } from "./paged";
import type { Created, Project, ProjectAccess, ProjectStatus, Task, TaskStatus, Written } from "./types";

export const projectKeys = {
  all: ["projects"] as const,
  list: (params: ListParams) => ["projects", "list", params] as const,
  detail: (id: string, position?: number) => ["projects", "detail", id, { position }] as const,
};
export const taskKeys = {
  all: ["tasks"] as const,
  mine: (params: ListParams) => ["tasks", "mine", params] as const,
};

export const fetchProjects = (params: ListParams) => getPage<Project>(`/projects${listQueryString(params)}`);
export const fetchProject = (id: string, position?: number) =>
  getResponse<Project>(`/projects/${encodeURIComponent(id)}${position ? `?position=${position}` : ""}`);
export const fetchMyTasks = (params: ListParams) => getPage<Task>(`/tasks/mine${listQueryString(params)}`);

export const projectsQuery = (params: ListParams) =>
  queryOptions({ queryKey: projectKeys.list(params), queryFn: () => fetchProjects(params), placeholderData: keepPreviousData });
export const projectQuery = (id: string, position?: number) =>
  queryOptions({
    queryKey: projectKeys.detail(id, position),
    queryFn: () => fetchProject(id, position),
    placeholderData: keepPreviousData,
  });
export const myTasksQuery = (params: ListParams) =>
  queryOptions({ queryKey: taskKeys.mine(params), queryFn: () => fetchMyTasks(params), placeholderData: keepPreviousData });

export interface NewProject {
  readonly name: string;
  readonly description: string;
  readonly personal: boolean;
  readonly leaderId?: string;
  readonly managerIds: readonly string[];
}

export async function createProject(input: NewProject): Promise<Created> {
  return (await call("POST", "/projects", { body: input })).response as Created;
}

export interface ProjectChanges {
  readonly name?: string;
  readonly description?: string;
  readonly leaderId?: string;
  readonly managerIds?: readonly string[];
  readonly status?: ProjectStatus;
}

export async function updateProject(id: string, changes: ProjectChanges): Promise<Written> {
  return (await call("PATCH", `/projects/${encodeURIComponent(id)}`, { body: changes })).response as Written;
}

export async function grantProjectMember(id: string, memberId: string, access: ProjectAccess): Promise<Written> {
  return (await call("PUT", `/projects/${encodeURIComponent(id)}/members/${encodeURIComponent(memberId)}`, { body: { access } }))
    .response as Written;
}

export async function removeProjectMember(id: string, memberId: string): Promise<Written> {
  return (await call("DELETE", `/projects/${encodeURIComponent(id)}/members/${encodeURIComponent(memberId)}`))
    .response as Written;
}

export interface NewTask {
  readonly name: string;
  readonly assigneeIds: readonly string[];
  readonly dueDate: string | null;
}

export async function createTask(projectId: string, input: NewTask): Promise<Created> {
  return (await call("POST", `/projects/${encodeURIComponent(projectId)}/tasks`, { body: input })).response as Created;
}

export async function changeTaskStatus(projectId: string, taskId: string, status: TaskStatus): Promise<Written> {
  const path = `/projects/${encodeURIComponent(projectId)}/tasks/${encodeURIComponent(taskId)}/status`;
  return (await call("PUT", path, { body: { status } })).response as Written;
}

/** A project's tasks the member may view (GET /projects/{id}/tasks), paged. */
export const fetchProjectTasks = (projectId: string, params: ListParams) =>
  getPage<Task>(`/projects/${encodeURIComponent(projectId)}/tasks${listQueryString(params)}`);

export const projectTasksQuery = (projectId: string, params: ListParams) =>
  queryOptions({
    queryKey: ["tasks", "project", projectId, params] as const,
    queryFn: () => fetchProjectTasks(projectId, params),
    placeholderData: keepPreviousData,
  });
