import { CHART_TYPES, REPORT_LIMITS, ReportChart, ReportColumn, ReportCriteria } from "@labledger/events";
import { z } from "zod";
import type { RouteDefinition } from "./shared/route";
import { BinnedQuery, FileBytes, Id, NewId, Page, Position } from "./shared/schemas";

/** Spec §6: data mining is for administrators and organisations that are not trials. */
const DATA_MINING = { tag: "datamining", access: "member", deniedToTrialAccounts: true } as const;

export const ReportTemplateBody = z.object({
  name: z.string().trim().min(1).max(REPORT_LIMITS.name),
  description: z.string().trim().max(REPORT_LIMITS.description).default(""),
  criteria: ReportCriteria,
  columns: z.array(ReportColumn).min(1).max(REPORT_LIMITS.columns),
});
export const ReportBody = z.object({
  templateId: Id,
  name: z.string().trim().min(1).max(REPORT_LIMITS.name),
  summary: z.string().trim().max(REPORT_LIMITS.summary).default(""),
  criteria: ReportCriteria,
  charts: z.array(ReportChart).max(REPORT_LIMITS.charts),
});

const Owned = { ownerId: z.string(), ownerName: z.string(), binned: z.boolean(), updatedAt: z.string(), updatedBy: z.string() };
export const ReportTemplate = ReportTemplateBody.extend({ id: z.string(), ...Owned });
export const Report = ReportBody.extend({ id: z.string(), templateName: z.string(), ...Owned });

/** The criteria as a query (lists comma-separated), for the fields a template can take. */
export const FieldsQuery = z.object({
  projectIds: z.string().max(14_000).optional(),
  notebookIds: z.string().max(14_000).optional(),
  templateIds: z.string().max(14_000).optional(),
  statuses: z.string().max(200).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export const ReportFieldChoice = z.object({
  module: z.string(),
  field: z.string(),
  label: z.string().describe("The field in words: the grid column's or field's label"),
  numeric: z.boolean().describe("Every value read is a number"),
  records: z.number().int().describe("Records that hold it"),
});

const Cell = z.union([z.number(), z.string(), z.null()]);
export const ReportData = z.object({
  columns: z.array(ReportColumn),
  rows: z.array(
    z.object({
      recordId: z.string(),
      number: z.string(),
      title: z.string(),
      status: z.string(),
      cells: z.record(z.string(), Cell),
    }),
  ),
  total: z.number().int().describe("Records the report reads (those the member may view)"),
  charts: z.array(
    z.object({
      chartId: z.string(),
      type: z.enum(CHART_TYPES),
      title: z.string(),
      xLabel: z.string(),
      categories: z.array(z.string()),
      series: z.array(
        z.object({ name: z.string(), data: z.array(z.union([z.number(), z.null(), z.tuple([z.number(), z.number()])])) }),
      ),
    }),
  ),
  asOf: z.string().describe("When the records were read"),
});
export const ReportExportQuery = z.object({ format: z.enum(["pdf", "xlsx"]) });

const byId = (operationId: string, method: "get" | "put" | "post", path: string, summary: string) => ({
  operationId,
  method,
  path,
  summary,
  ...DATA_MINING,
});

export const dataminingRoutes = {
  listReportTemplates: {
    ...byId(
      "listReportTemplates",
      "get",
      "/datamining/templates",
      "Report templates, newest first; ?binned=true lists the rubbish bin",
    ),
    query: BinnedQuery,
    response: Page(ReportTemplate),
  },
  createReportTemplate: {
    ...byId(
      "createReportTemplate",
      "post",
      "/datamining/templates",
      "Create a report template: which records it reads, the columns it takes",
    ),
    body: ReportTemplateBody,
    response: NewId,
  },
  getReportTemplate: {
    ...byId("getReportTemplate", "get", "/datamining/templates/{id}", "A report template"),
    response: ReportTemplate,
  },
  updateReportTemplate: {
    ...byId(
      "updateReportTemplate",
      "put",
      "/datamining/templates/{id}",
      "Change a report template (the whole definition; owner or administrator)",
    ),
    body: ReportTemplateBody,
    response: Position,
  },
  binReportTemplate: {
    ...byId("binReportTemplate", "post", "/datamining/templates/{id}/bin", "Move a report template to the rubbish bin"),
    response: Position,
  },
  restoreReportTemplate: {
    ...byId(
      "restoreReportTemplate",
      "post",
      "/datamining/templates/{id}/restore",
      "Restore a report template from the rubbish bin",
    ),
    response: Position,
  },
  reportFieldChoices: {
    ...byId(
      "reportFieldChoices",
      "get",
      "/datamining/fields",
      "The fields the records a template would read hold (module, field, whether numeric, how many records), for choosing columns",
    ),
    query: FieldsQuery,
    response: z.array(ReportFieldChoice),
  },
  listReports: {
    ...byId("listReports", "get", "/datamining/reports", "Reports, newest first; ?binned=true lists the rubbish bin"),
    query: BinnedQuery,
    response: Page(Report),
  },
  createReport: {
    ...byId("createReport", "post", "/datamining/reports", "Create a report on a template: narrowed records, a summary, charts"),
    body: ReportBody,
    response: NewId,
  },
  getReport: { ...byId("getReport", "get", "/datamining/reports/{id}", "A report's definition"), response: Report },
  updateReport: {
    ...byId("updateReport", "put", "/datamining/reports/{id}", "Change a report (the whole definition; owner or administrator)"),
    body: ReportBody,
    response: Position,
  },
  binReport: {
    ...byId("binReport", "post", "/datamining/reports/{id}/bin", "Move a report to the rubbish bin"),
    response: Position,
  },
  restoreReport: {
    ...byId("restoreReport", "post", "/datamining/reports/{id}/restore", "Restore a report from the rubbish bin"),
    response: Position,
  },
  reportData: {
    ...byId(
      "reportData",
      "get",
      "/datamining/reports/{id}/data",
      "A report's table and charts, from the records its template and criteria choose that the member may view, read now",
    ),
    response: ReportData,
  },
  exportReport: {
    ...byId(
      "exportReport",
      "get",
      "/datamining/reports/{id}/export",
      "A report as a PDF (summary, charts, table) or an XLSX workbook (table)",
    ),
    query: ReportExportQuery,
    response: FileBytes(
      ["application/pdf", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
      "The report file",
    ),
  },
} as const satisfies Record<string, RouteDefinition>;

export type ReportTemplateBody = z.input<typeof ReportTemplateBody>;
export type ReportBody = z.input<typeof ReportBody>;
export type ReportTemplate = z.infer<typeof ReportTemplate>;
export type Report = z.infer<typeof Report>;
export type ReportFieldChoice = z.infer<typeof ReportFieldChoice>;
export type ReportData = z.infer<typeof ReportData>;
