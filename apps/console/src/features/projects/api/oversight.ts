import type {
  OverseenMember,
  OverseenRecord,
  OverseenSummary,
  TaskHistoryEntry,
  TaskOverview,
  TaskProgress,
} from "@labledger/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getResponse } from "../../../transport/api-client";
import { type ListParams, listQueryString } from "./list-params";
import { getPage } from "./paged";

export type { OverseenMember, OverseenRecord, OverseenSummary, TaskHistoryEntry, TaskOverview, TaskProgress };

const path = (id: string) => encodeURIComponent(id);
/** Reads answer refusals on the page itself (a 403 or 404 in the reader's language), not as a toast. */
const quiet = { quiet: true } as const;

export const overseenRecordsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ["oversight", "records", params] as const,
    queryFn: () => getPage<OverseenRecord>(`/oversight/records${listQueryString(params)}`),
    placeholderData: keepPreviousData,
  });
export const overseenSummaryQuery = (params: Record<string, string | number | undefined>) =>
  queryOptions({
    queryKey: ["oversight", "summary", params] as const,
    queryFn: () =>
      getResponse<OverseenSummary>(`/oversight/records/summary${listQueryString({ pageIndex: 1, pageSize: 10, ...params })}`),
    placeholderData: keepPreviousData,
  });
export const overseenMemberQuery = (id: string) =>
  queryOptions({
    queryKey: ["oversight", "member", id] as const,
    queryFn: () => getResponse<OverseenMember>(`/oversight/members/${path(id)}`, quiet),
    retry: false,
  });
export const memberRecordsQuery = (id: string, params: ListParams) =>
  queryOptions({
    queryKey: ["oversight", "member", id, "records", params] as const,
    queryFn: () => getPage<OverseenRecord>(`/oversight/members/${path(id)}/records${listQueryString(params)}`, quiet),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const taskProgressQuery = (projectId: string, params: ListParams) =>
  queryOptions({
    queryKey: ["tasks", "progress", projectId, params] as const,
    queryFn: () => getPage<TaskProgress>(`/projects/${path(projectId)}/task-progress${listQueryString(params)}`, quiet),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const taskOverviewQuery = (id: string) =>
  queryOptions({
    queryKey: ["tasks", "overview", id] as const,
    queryFn: () => getResponse<TaskOverview>(`/tasks/${path(id)}/overview`, quiet),
    retry: false,
  });
export const taskHistoryQuery = (id: string) =>
  queryOptions({
    queryKey: ["tasks", "history", id] as const,
    queryFn: () => getResponse<TaskHistoryEntry[]>(`/tasks/${path(id)}/history`, quiet),
    retry: false,
  });

export interface DepartmentRow {
  readonly id: string;
  readonly name: string;
  readonly parentId: string | null;
}
/** The departments to filter by; trial accounts may not list them, so the call is quiet. */
export const departmentsQuery = queryOptions({
  queryKey: ["departments", "list", { pageIndex: 1, pageSize: 200 }],
  queryFn: () => getPage<DepartmentRow>("/departments?pageIndex=1&pageSize=200", quiet),
  staleTime: 60_000,
  retry: false,
});
