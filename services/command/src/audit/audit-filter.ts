import { DomainError } from "@labledger/domain";
import type { Filter } from "@labledger/ports";

export interface AuditCriteria {
  readonly userId?: string;
  readonly experimentId?: string;
  readonly projectId?: string;
  readonly action?: 1 | 2 | 3;
  readonly category?: "record" | "admin";
  readonly eventType?: string;
  /** Spec §9: two dates joined by an ampersand, YYYY-MM-DD&YYYY-MM-DD, both days included. */
  readonly dateRange?: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day's local midnight; refuses a day that does not exist rather than rolling it over. */
function midnight(text: string, dateRange: string): Date {
  const m = DAY.exec(text.trim());
  const day = m && new Date(+m[1]!, +m[2]! - 1, +m[3]!);
  if (!m || !day || day.getMonth() !== +m[2]! - 1 || day.getDate() !== +m[3]!)
    throw new DomainError("audit.dateRangeInvalid", "invalid", { dateRange });
  return day;
}

/** The instants [from, to) a date range covers, in the server's time zone like the times shown. */
export function dateRangeBounds(dateRange: string): { from: string; to: string } {
  const parts = dateRange.split("&");
  if (parts.length !== 2) throw new DomainError("audit.dateRangeInvalid", "invalid", { dateRange });
  const from = midnight(parts[0]!, dateRange);
  const last = midnight(parts[1]!, dateRange);
  if (last < from) throw new DomainError("audit.dateRangeInvalid", "invalid", { dateRange });
  const to = new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1);
  return { from: from.toISOString(), to: to.toISOString() };
}

/**
 * The read-store filter of an audit search. A project's rows are those naming it (the
 * project's own events, its records' creation) and every change of its records, whose ids
 * the caller looks up (`recordsOfProject`), since a save names only its record.
 */
export function auditFilter(criteria: AuditCriteria, recordsOfProject: readonly string[] = []): Filter {
  const all: Filter[] = [];
  if (criteria.userId) all.push({ userId: criteria.userId });
  if (criteria.experimentId) all.push({ experimentId: criteria.experimentId });
  if (criteria.projectId)
    all.push({ $or: [{ projectId: criteria.projectId }, { experimentId: { $in: [...recordsOfProject] } }] });
  if (criteria.action) all.push({ action: criteria.action });
  if (criteria.category) all.push({ category: criteria.category });
  if (criteria.eventType) all.push({ eventType: criteria.eventType });
  if (criteria.dateRange) {
    const { from, to } = dateRangeBounds(criteria.dateRange);
    all.push({ time: { $gte: from, $lt: to } });
  }
  return all.length === 0 ? {} : { $and: all };
}
