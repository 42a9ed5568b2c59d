import type { Report, ReportData } from "@labledger/contracts";
import { formatTime, type ReportCriteria, wordsIn } from "@labledger/domain";
import type { ReadStore } from "@labledger/ports";
import { type Language, translate } from "../../i18n/translate";
import { namesById } from "../../read-models/names-by-id";

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

/** The names of what criteria name by id; one nothing names any more is said so, never shown as its id. */
async function namesOf(readStore: ReadStore, collection: string, ids: readonly string[], unknown: string): Promise<string[]> {
  const names = await namesById(readStore, collection, ids);
  return ids.map((id) => names.get(id) ?? unknown);
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
  const t = wordsIn(language);
  const [projects, notebooks, templates] = await Promise.all([
    namesOf(readStore, "projects", criteria.projectIds, t("unknown.project")),
    namesOf(readStore, "notebooks", criteria.notebookIds, t("unknown.notebook")),
    // Record templates have no list of their own yet: each is said to be no longer known.
    namesOf(readStore, "record_templates", criteria.templateIds, say("unknownTemplate")),
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
