import type { ReportTemplateBody } from "@labledger/contracts";
import { RECORD_STATUS_VALUES } from "@labledger/events/catalogue/reports-values";

export type ReportCriteria = ReportTemplateBody["criteria"];
export type RecordStatus = (typeof RECORD_STATUS_VALUES)[number];

/** The criteria as the editor holds them: lists of chosen ids and statuses, days as the date fields give them ("" for none). */
export interface CriteriaForm {
  readonly projectIds: readonly string[];
  readonly notebookIds: readonly string[];
  readonly statuses: readonly RecordStatus[];
  readonly from: string;
  readonly to: string;
}

export const EMPTY_CRITERIA_FORM: CriteriaForm = { projectIds: [], notebookIds: [], statuses: [], from: "", to: "" };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isStatus = (value: string): value is RecordStatus => (RECORD_STATUS_VALUES as readonly string[]).includes(value);

/** The editor's state of saved criteria. */
export function formOfCriteria(criteria: ReportCriteria): CriteriaForm {
  return {
    projectIds: [...criteria.projectIds],
    notebookIds: [...criteria.notebookIds],
    statuses: criteria.statuses.filter(isStatus),
    from: criteria.from ?? "",
    to: criteria.to ?? "",
  };
}

/**
 * The criteria to save. The editor offers no record-template filter (there are no record
 * templates yet): the ones a definition already holds are kept as they were.
 */
export function criteriaOfForm(form: CriteriaForm, templateIds: readonly string[] = []): ReportCriteria {
  return {
    projectIds: [...new Set(form.projectIds)],
    notebookIds: [...new Set(form.notebookIds)],
    templateIds: [...templateIds],
    statuses: RECORD_STATUS_VALUES.filter((status) => form.statuses.includes(status)),
    from: DAY.test(form.from) ? form.from : null,
    to: DAY.test(form.to) ? form.to : null,
  };
}

/** What is wrong with the days, if anything: a start after the end chooses no record. */
export function daysProblem(form: Pick<CriteriaForm, "from" | "to">): "fromAfterTo" | null {
  return DAY.test(form.from) && DAY.test(form.to) && form.from > form.to ? "fromAfterTo" : null;
}

/** Whether the criteria narrow anything at all. */
export function narrows(form: CriteriaForm): boolean {
  return form.projectIds.length + form.notebookIds.length + form.statuses.length > 0 || form.from !== "" || form.to !== "";
}

/** GET /api/datamining/fields' query for these criteria (lists comma-separated, empty ones left out). */
export function fieldsQueryOf(criteria: ReportCriteria): string {
  const query = new URLSearchParams();
  for (const key of ["projectIds", "notebookIds", "templateIds", "statuses"] as const)
    if (criteria[key].length > 0) query.set(key, criteria[key].join(","));
  if (criteria.from) query.set("from", criteria.from);
  if (criteria.to) query.set("to", criteria.to);
  const text = query.toString();
  return text ? `?${text}` : "";
}
