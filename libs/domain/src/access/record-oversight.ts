import type { RECORD_STATUS_VALUES } from "@labledger/events/catalogue/reports-values";
import type { ViewFilter } from "./viewing-scope";

/** Spec §9 date range filters of a record list: the past 7 days, 1 month, 3 months. */
export const RECORD_PERIODS = ["7d", "1m", "3m"] as const;
export type RecordPeriod = (typeof RECORD_PERIODS)[number];
export type OverseenStatus = (typeof RECORD_STATUS_VALUES)[number];

/** What a manager narrows the records they may see to (/team/recordView, /team/member/record/{id}). */
export interface RecordCriteria {
  readonly memberId?: string;
  /** The chosen department and every department under it. */
  readonly departmentIds?: readonly string[];
  readonly projectId?: string;
  readonly taskId?: string;
  readonly status?: OverseenStatus;
  readonly period?: RecordPeriod;
  /** A day range, both ends included (spec §9: two dates joined by an ampersand). */
  readonly from?: string;
  readonly to?: string;
}

/** The first moment of a period ending now: 7 days, or 1 or 3 calendar months back (UTC), as an ISO time. */
export function periodStart(period: RecordPeriod, now: Date): string {
  const start = new Date(now.getTime());
  if (period === "7d") start.setUTCDate(start.getUTCDate() - 7);
  else {
    const months = period === "1m" ? 1 : 3;
    const day = start.getUTCDate();
    start.setUTCDate(1);
    start.setUTCMonth(start.getUTCMonth() - months);
    // 31 March less a month is the last day of February, not 3 March.
    const lastDay = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
    start.setUTCDate(Math.min(day, lastDay));
  }
  return start.toISOString();
}

/**
 * The criteria as a read-store filter on the `experiments` read model (created within the period or
 * the day range). It is only ever combined with `viewFilter(viewer, "experiment")`: it narrows what
 * the viewer may see and never widens it.
 */
export function recordCriteriaFilter(criteria: RecordCriteria, now: Date): ViewFilter {
  const clauses: Record<string, unknown>[] = [];
  if (criteria.memberId) clauses.push({ ownerId: criteria.memberId });
  if (criteria.departmentIds) clauses.push({ departmentId: { $in: [...criteria.departmentIds] } });
  if (criteria.projectId) clauses.push({ projectId: criteria.projectId });
  if (criteria.taskId) clauses.push({ taskId: criteria.taskId });
  if (criteria.status) clauses.push({ status: criteria.status });
  if (criteria.period) clauses.push({ createdAt: { $gte: periodStart(criteria.period, now) } });
  if (criteria.from) clauses.push({ createdAt: { $gte: `${criteria.from}T00:00:00.000Z` } });
  // The day after `to`, so the whole of that day is in.
  if (criteria.to) clauses.push({ createdAt: { $lt: nextDay(criteria.to) } });
  return clauses.length === 0 ? {} : { $and: clauses };
}

const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
};

/** A task's progress: the share of its records approved, in whole percent (0 for a task with none). */
export const taskProgress = (counts: { readonly total: number; readonly approved: number }): number =>
  counts.total === 0 ? 0 : Math.round((counts.approved / counts.total) * 100);
