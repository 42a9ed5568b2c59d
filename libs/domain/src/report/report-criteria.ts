import type { EventData } from "@labledger/events";

export type ReportCriteria = EventData<"ReportTemplateSaved">["criteria"];

export const NO_CRITERIA: ReportCriteria = {
  projectIds: [],
  notebookIds: [],
  templateIds: [],
  statuses: [],
  from: null,
  to: null,
};

const both = <T>(a: readonly T[], b: readonly T[]): T[] =>
  a.length === 0 ? [...b] : b.length === 0 ? [...a] : a.filter((x) => b.includes(x));
const later = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);
const earlier = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a < b ? a : b);

/**
 * A report's records: its template's criteria narrowed by its own. Each list holds what both allow
 * (an empty list allows everything); the days are the later start and the earlier end. Two lists
 * with nothing in common allow nothing: `empty` says so.
 */
export function narrowCriteria(template: ReportCriteria, report: ReportCriteria): ReportCriteria & { empty: boolean } {
  const lists = (["projectIds", "notebookIds", "templateIds", "statuses"] as const).map((key) => {
    const narrowed = both<string>(template[key], report[key]);
    return [key, narrowed, template[key].length > 0 && report[key].length > 0 && narrowed.length === 0] as const;
  });
  const from = later(template.from, report.from);
  const to = earlier(template.to, report.to);
  return {
    ...(Object.fromEntries(lists.map(([key, narrowed]) => [key, narrowed])) as Pick<
      ReportCriteria,
      "projectIds" | "notebookIds" | "templateIds" | "statuses"
    >),
    from,
    to,
    empty: lists.some(([, , none]) => none) || (from !== null && to !== null && from > to),
  };
}

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);

/** The criteria as a filter on the records' values (read model `record_values`), in the read store's language. */
export function criteriaFilter(criteria: ReportCriteria): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (criteria.projectIds.length) filter.projectId = { $in: [...criteria.projectIds] };
  if (criteria.notebookIds.length) filter.notebookId = { $in: [...criteria.notebookIds] };
  if (criteria.templateIds.length) filter.templateId = { $in: [...criteria.templateIds] };
  if (criteria.statuses.length) filter.status = { $in: [...criteria.statuses] };
  if (criteria.from || criteria.to)
    filter.createdAt = {
      ...(criteria.from ? { $gte: criteria.from } : {}),
      ...(criteria.to ? { $lt: dayAfter(criteria.to) } : {}),
    };
  return filter;
}
