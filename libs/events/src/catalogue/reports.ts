import { z } from "zod";
import { defineEvent } from "./define";
import { CHART_TYPES, COLUMN_AGGREGATES, RECORD_STATUS_VALUES, REPORT_LIMITS } from "./reports-values";

export { CHART_TYPES, COLUMN_AGGREGATES, RECORD_AXIS, RECORD_STATUS_VALUES, REPORT_LIMITS } from "./reports-values";

const id = z.string().min(1).max(64);
const ids = z.array(id).max(REPORT_LIMITS.ids);
const day = z.iso.date();

/** Which records a report reads: all of the lists that are not empty must hold (and the member's viewing levels). */
export const ReportCriteria = z.object({
  projectIds: ids,
  notebookIds: ids,
  templateIds: ids.describe("Records made from these record templates"),
  statuses: z.array(z.enum(RECORD_STATUS_VALUES)).max(RECORD_STATUS_VALUES.length),
  from: day.nullable().describe("Records created on or after this day (UTC)"),
  to: day.nullable().describe("Records created on or before this day (UTC)"),
});

/** A column of a report's table: a field of the records' module of this title, read with `aggregate`. */
export const ReportColumn = z.object({
  columnId: z.string().regex(/^[a-z0-9]{1,12}$/),
  module: z.string().min(1).max(300).describe("The module's title in the records"),
  field: z.string().min(1).max(100).describe("The content field or grid column"),
  label: z.string().min(1).max(REPORT_LIMITS.label),
  aggregate: z.enum(COLUMN_AGGREGATES),
});

export const ReportChart = z.object({
  chartId: z.string().regex(/^[a-z0-9]{1,12}$/),
  type: z.enum(CHART_TYPES),
  title: z.string().max(REPORT_LIMITS.label),
  /** A column id, or `record` (the records' numbers). */
  x: z.string().min(1).max(12),
  y: z.array(z.string().min(1).max(12)).min(1).max(REPORT_LIMITS.seriesPerChart),
});

export const ReportTemplateSaved = defineEvent({
  type: "ReportTemplateSaved",
  version: 1,
  description:
    "A data-mining report template was created or changed: which records it reads and the columns it takes from their modules (the whole definition).",
  schema: z.object({
    templateId: id,
    ownerId: id.describe("Who created it (kept on later saves)"),
    name: z.string().min(1).max(REPORT_LIMITS.name),
    description: z.string().max(REPORT_LIMITS.description),
    criteria: ReportCriteria,
    columns: z.array(ReportColumn).min(1).max(REPORT_LIMITS.columns),
  }),
});

export const ReportTemplateBinned = defineEvent({
  type: "ReportTemplateBinned",
  version: 1,
  description: "A report template was moved to the rubbish bin (it can be restored).",
  schema: z.object({ templateId: id }),
});

export const ReportTemplateRestored = defineEvent({
  type: "ReportTemplateRestored",
  version: 1,
  description: "A report template was restored from the rubbish bin.",
  schema: z.object({ templateId: id }),
});

export const ReportSaved = defineEvent({
  type: "ReportSaved",
  version: 1,
  description:
    "A data-mining report was created or changed: its template, the records it narrows to, its summary and its charts (the whole definition).",
  schema: z.object({
    reportId: id,
    ownerId: id.describe("Who created it (kept on later saves)"),
    templateId: id,
    name: z.string().min(1).max(REPORT_LIMITS.name),
    summary: z.string().max(REPORT_LIMITS.summary),
    criteria: ReportCriteria.describe("Narrows the template's records further"),
    charts: z.array(ReportChart).max(REPORT_LIMITS.charts),
  }),
});

export const ReportBinned = defineEvent({
  type: "ReportBinned",
  version: 1,
  description: "A report was moved to the rubbish bin (it can be restored).",
  schema: z.object({ reportId: id }),
});

export const ReportRestored = defineEvent({
  type: "ReportRestored",
  version: 1,
  description: "A report was restored from the rubbish bin.",
  schema: z.object({ reportId: id }),
});
