import type { RecordPeriod } from "@labledger/domain/access/record-oversight";
import type { ListParams } from "../api/list-params";

export { RECORD_PERIODS } from "@labledger/domain/access/record-oversight";
export { RECORD_STATUS_VALUES as RECORD_STATUSES } from "@labledger/events/catalogue/reports-values";

/** A manager's filters of the record view; "" is "all". */
export interface RecordViewFilters {
  readonly memberId: string;
  readonly departmentId: string;
  readonly projectId: string;
  readonly taskId: string;
  readonly status: string;
  readonly period: RecordPeriod | "";
  readonly keyword: string;
}
export type FilterName = keyof RecordViewFilters;

export const NO_FILTERS: RecordViewFilters = {
  memberId: "",
  departmentId: "",
  projectId: "",
  taskId: "",
  status: "",
  period: "",
  keyword: "",
};

/** One filter changed: a task belongs to its project, so choosing another project lets go of the task. */
export function withFilter(filters: RecordViewFilters, name: FilterName, value: string): RecordViewFilters {
  return { ...filters, [name]: value.trim(), ...(name === "projectId" ? { taskId: "" } : {}) } as RecordViewFilters;
}

/** The list call's parameters: only the filters chosen, and the page. */
export function recordViewParams(filters: RecordViewFilters, page: { pageIndex: number; pageSize: number }): ListParams {
  const chosen = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ""));
  return { ...chosen, pageIndex: page.pageIndex, pageSize: page.pageSize };
}

/** The summary counts every status, so the status filter is left out of its call. */
export function summaryParams(filters: RecordViewFilters): Record<string, string> {
  const { status: _status, ...rest } = filters;
  return Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== ""));
}
