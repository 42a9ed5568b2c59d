import type { Report, ReportData } from "@labledger/contracts";
import { formatTime, type ReportCriteria, wordsIn } from "@labledger/domain";
import type { ReadStore } from "@labledger/ports";
import { type Language, translate } from "../../i18n/translate";

/** What a report file is made of: the report, the records it reads and what it read of them. */
export interface ReportFile {
  readonly report: Report;
  /** The report's template's criteria narrowed by its own (narrowCriteria). */
  readonly criteria: ReportCriteria & { readonly empty: boolean };
  readonly data: ReportData;
}

type Cell = ReportData["rows"][number]["cells"][string];

/** A record's status in the reader's language (the history's words: 草稿, Approved, …). */
export const statusInWords = (status: string, language: Language): string => {
  const t = wordsIn(language);
  const key = `changeWords.status.${status}`;
  const words = t(key);
  return words === key ? status : words;
};

/** A cell as a person reads it: a number as written, no value as nothing. */
export const cellWords = (cell: Cell | undefined): string => (cell === null || cell === undefined ? "" : String(cell));

/** The names of what criteria name by id, read where their lists are kept; an id nothing names any more stays as it is. */
async function namesOf(readStore: ReadStore, collection: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const { rows } = await readStore.find(collection, { filter: { id: { $in: [...ids] } }, limit: ids.length });
  const names = new Map(rows.map((doc) => [doc.id, String(doc.name ?? doc.id)]));
  return ids.map((id) => names.get(id) ?? id);
}

/** Which records a report reads, in words: projects and record books by name, statuses in the reader's language, days. */
export async function criteriaInWords(
  readStore: ReadStore,
  criteria: ReportFile["criteria"],
  language: Language,
): Promise<string> {
  const say = (key: string, params: Record<string, string> = {}) => translate(language, `datamining.export.${key}`, params);
  if (criteria.empty) return say("criteriaNothing");
  const list = (items: readonly string[]) => items.join(say("listSeparator"));
  const parts: string[] = [];
  const [projects, notebooks, templates] = await Promise.all([
    namesOf(readStore, "projects", criteria.projectIds),
    namesOf(readStore, "notebooks", criteria.notebookIds),
    namesOf(readStore, "record_templates", criteria.templateIds),
  ]);
  if (projects.length) parts.push(say("criteriaProjects", { names: list(projects) }));
  if (notebooks.length) parts.push(say("criteriaNotebooks", { names: list(notebooks) }));
  if (templates.length) parts.push(say("criteriaTemplates", { names: list(templates) }));
  if (criteria.statuses.length)
    parts.push(say("criteriaStatuses", { statuses: list(criteria.statuses.map((s) => statusInWords(s, language))) }));
  const { from, to } = criteria;
  if (from && to) parts.push(say("criteriaBetween", { from, to }));
  else if (from) parts.push(say("criteriaFrom", { day: from }));
  else if (to) parts.push(say("criteriaTo", { day: to }));
  if (parts.length === 0) return say("criteriaEverything");
  return say("criteriaViewed", { criteria: parts.join(say("partSeparator")) });
}

/** The report's own facts on its file: its template, its records in words, how many were read, and when. */
export async function reportFacts(
  readStore: ReadStore,
  file: ReportFile,
  language: Language,
): Promise<Array<readonly [string, string]>> {
  const say = (key: string, params: Record<string, string | number> = {}) =>
    translate(language, `datamining.export.${key}`, params);
  const { data } = file;
  const shown = data.rows.length;
  return [
    [say("template"), file.report.templateName],
    [say("records"), await criteriaInWords(readStore, file.criteria, language)],
    [say("recordsRead"), data.total > shown ? say("recordsCut", { shown, total: data.total }) : String(shown)],
    [say("asOf"), formatTime(data.asOf)],
  ];
}

/** The table's header: record number, title, status, then each column by its label. */
export const tableHeader = (data: ReportData, language: Language): string[] => [
  translate(language, "datamining.export.number"),
  translate(language, "datamining.export.title"),
  translate(language, "datamining.export.status"),
  ...data.columns.map((c) => c.label),
];
