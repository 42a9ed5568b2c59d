import type { ReportData, ReportFieldChoice } from "@labledger/contracts";
import {
  chartData,
  columnLabel,
  criteriaFilter,
  numberIn,
  type RecordValues,
  type ReportCriteria,
  reportRows,
  type Viewer,
  viewFilter,
  wordsIn,
} from "@labledger/domain";
import type { Doc, Filter, ReadStore } from "@labledger/ports";
import { RECORD_VALUES } from "@labledger/projections";
import type { Language } from "../i18n/translate";
import { translate } from "../i18n/translate";

/** The most records one report reads: a larger choice is cut there, and the answer says how many it left out. */
export const REPORT_MAX_RECORDS = 10_000;

/** The records a report reads: the criteria, and only those the member may view; oldest first, as a series runs. */
export async function recordsFor(readStore: ReadStore, viewer: Viewer, criteria: ReportCriteria) {
  return readStore.find<RecordValues & Doc>(RECORD_VALUES.collection, {
    filter: { $and: [criteriaFilter(criteria) as Filter, viewFilter(viewer, "experiment") as Filter] },
    sort: [
      ["createdAt", 1],
      ["number", 1],
    ],
    limit: REPORT_MAX_RECORDS,
  });
}

/** A report's table and charts, in the reader's language. */
export function reportDataOf(
  definition: { columns: ReportData["columns"]; charts: readonly Parameters<typeof chartData>[0][] },
  records: readonly RecordValues[],
  total: number,
  language: Language,
): ReportData {
  const rows = reportRows(definition.columns, records);
  return {
    columns: definition.columns,
    rows,
    total,
    charts: definition.charts.map((chart) => {
      const data = chartData(chart, definition.columns, rows, translate(language, "datamining.record"));
      return {
        ...data,
        categories: [...data.categories],
        series: data.series.map((s) => ({ name: s.name, data: [...s.data] as never })),
      };
    }),
    asOf: new Date().toISOString(),
  };
}

/** The fields the records hold, for choosing columns: each module's fields by their label, most common first. */
export function fieldChoices(records: readonly RecordValues[], language: Language): ReportFieldChoice[] {
  const t = wordsIn(language);
  const found = new Map<string, ReportFieldChoice>();
  for (const record of records) {
    const seen = new Set<string>();
    for (const { module, field, values } of record.values) {
      const key = `${module}\u0000${field}`;
      const numeric = values.every((v) => numberIn(v) !== null);
      const known = found.get(key);
      const label = field === "value" ? module : columnLabel(field, t);
      found.set(key, {
        module,
        field,
        label,
        numeric: (known?.numeric ?? true) && numeric,
        records: (known?.records ?? 0) + (seen.has(key) ? 0 : 1),
      });
      seen.add(key);
    }
  }
  return [...found.values()].sort(
    (a, b) => b.records - a.records || a.module.localeCompare(b.module) || a.label.localeCompare(b.label),
  );
}
