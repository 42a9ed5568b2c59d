import { dateRangeParam } from "./date-range";

/** The filters of the team audit trail (GET /api/audit). */
export interface AuditFilters {
  readonly userId: string;
  readonly experimentId: string;
  readonly projectId: string;
  /** "" any, or "1" added, "2" modified, "3" deleted. */
  readonly action: string;
  readonly category: "" | "record" | "admin";
  readonly from: string;
  readonly to: string;
}

export const NO_FILTERS: AuditFilters = {
  userId: "",
  experimentId: "",
  projectId: "",
  action: "",
  category: "",
  from: "",
  to: "",
};

/** The query string of a search (without paging), the same for the list and the CSV export. */
export function auditSearchParams(filters: AuditFilters): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of ["userId", "experimentId", "projectId", "action", "category"] as const) {
    const value = filters[key].trim();
    if (value) query.set(key, value);
  }
  const range = dateRangeParam({ from: filters.from, to: filters.to });
  if (range) query.set("dateRange", range);
  return query;
}

export function auditListPath(filters: AuditFilters, pageIndex: number, pageSize: number): string {
  const query = auditSearchParams(filters);
  query.set("pageIndex", String(pageIndex));
  query.set("pageSize", String(pageSize));
  return `/audit?${query}`;
}

export function auditExportPath(filters: AuditFilters, format: "csv" | "pdf"): string {
  const query = auditSearchParams(filters);
  query.set("format", format);
  return `/audit/export?${query}`;
}
