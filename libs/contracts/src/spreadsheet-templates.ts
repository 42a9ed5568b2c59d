import {
  DesignedCellSchema,
  SHEET_LIMITS,
  SPREADSHEET_TEMPLATE_KINDS,
  SPREADSHEET_TEMPLATE_LIMITS,
  WholeWorkbookSchema,
} from "@labledger/events";
import { z } from "zod";
import type { RouteDefinition } from "./shared/route";
import { BinnedQuery, ChangeReason, Id, NewId, Page, Position } from "./shared/schemas";

// Spreadsheet templates and designs (issue 17; spec §2 /resource/commonList/listSpreadsheet,
// listSpreadDesign, /resource/spreadsheet/new, /resource/spreadDesign/new, detailSpreadSheet,
// detailSpreadDesign): team resources a record's spreadsheet starts from.

const RESOURCES = { tag: "resources", access: "member" } as const;
const MB = SHEET_LIMITS.importBytes / 1024 / 1024;
const path = "/resources/spreadsheet-templates";

export const SpreadsheetTemplateKind = z.enum(SPREADSHEET_TEMPLATE_KINDS);
const name = z.string().trim().min(1).max(SPREADSHEET_TEMPLATE_LIMITS.name);
const description = z.string().trim().max(SPREADSHEET_TEMPLATE_LIMITS.description).default("");

/** The workbook a new template starts with when none is given: one empty sheet. */
export const FIRST_TEMPLATE_WORKBOOK = { sheets: [{ sheetId: "sheet1", name: "Sheet1", frozenRows: 1, cells: [] }], charts: [] };

export const SpreadsheetTemplateBody = z.object({
  name,
  description,
  workbook: WholeWorkbookSchema.default(FIRST_TEMPLATE_WORKBOOK).describe(
    "The whole workbook: sheets with their filled cells (value, formula, number format), frozen rows, charts. A formula cell's value is computed by the server, whatever value it is sent with",
  ),
  designedCells: z
    .array(DesignedCellSchema)
    .max(SPREADSHEET_TEMPLATE_LIMITS.designedCells)
    .default([])
    .describe("A design's input cells (the researcher fills them; `required` ones before submitting); a template has none"),
});

export const CreateSpreadsheetTemplateBody = SpreadsheetTemplateBody.extend({
  kind: SpreadsheetTemplateKind.default("template"),
});

export const SpreadsheetTemplateFromModuleBody = z.object({
  kind: SpreadsheetTemplateKind.default("template"),
  name,
  description,
  experimentId: Id,
  moduleId: Id.describe("A spreadsheet module of the record, whose workbook is copied"),
});

export const SpreadsheetTemplateQuery = BinnedQuery.extend({
  kind: SpreadsheetTemplateKind.default("template").describe("template (listSpreadsheet) or design (listSpreadDesign)"),
});

export const SpreadsheetTemplateSummary = z.object({
  id: z.string(),
  kind: SpreadsheetTemplateKind,
  name: z.string(),
  description: z.string(),
  sheetNames: z.array(z.string()),
  inputCells: z.number().int().describe("A design's input cells"),
  requiredCells: z.number().int(),
  ownerId: z.string(),
  ownerName: z.string().describe("Who created it, by name"),
  binned: z.boolean(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});

export const SpreadsheetTemplate = SpreadsheetTemplateSummary.extend({
  workbook: WholeWorkbookSchema,
  designedCells: z.array(DesignedCellSchema),
});

export const InsertTemplateBody = z.object({ templateId: Id, ...ChangeReason });
export const SheetsInserted = z.object({
  sheets: z.array(z.object({ sheetId: z.string(), name: z.string() })),
  lastCacheTime: z.number(),
  position: z.number(),
});

const route = (operationId: string, method: "get" | "put" | "post", at: string, summary: string) => ({
  operationId,
  method,
  path: at,
  summary,
  ...RESOURCES,
});

export const spreadsheetTemplateRoutes = {
  listSpreadsheetTemplates: {
    ...route(
      "listSpreadsheetTemplates",
      "get",
      path,
      "The team's spreadsheet templates (?kind=template) or designs (?kind=design), newest first; keyword on the name; ?binned=true lists the rubbish bin",
    ),
    query: SpreadsheetTemplateQuery,
    response: Page(SpreadsheetTemplateSummary),
  },
  createSpreadsheetTemplate: {
    ...route(
      "createSpreadsheetTemplate",
      "post",
      path,
      "Create a spreadsheet template or design: name, description, the workbook (empty when left out; values computed by the server), a design's input cells",
    ),
    body: CreateSpreadsheetTemplateBody,
    response: NewId,
  },
  importSpreadsheetTemplate: {
    ...route(
      "importSpreadsheetTemplate",
      "post",
      `${path}/import`,
      "Create a spreadsheet template or design from an XLSX or CSV file (its sheets, formulas computed on the server); named by the `name` field or the file",
    ),
    multipart: {
      fields: z.object({ kind: SpreadsheetTemplateKind.default("template"), name: name.optional(), description }),
      files: `One XLSX or CSV file of at most ${MB} MB, as a spreadsheet module imports it. Refused with nothing stored: content not what its name says (415), damaged or old .xls (400), over ${MB} MB (413)`,
    },
    response: NewId,
    refuses: [413, 415],
  },
  createSpreadsheetTemplateFromModule: {
    ...route(
      "createSpreadsheetTemplateFromModule",
      "post",
      `${path}/from-module`,
      "Save a record's spreadsheet module as a template or design: its workbook is copied (the member must see the record)",
    ),
    body: SpreadsheetTemplateFromModuleBody,
    response: NewId,
  },
  getSpreadsheetTemplate: {
    ...route("getSpreadsheetTemplate", "get", `${path}/{id}`, "A spreadsheet template or design, with its whole workbook"),
    response: SpreadsheetTemplate,
  },
  updateSpreadsheetTemplate: {
    ...route(
      "updateSpreadsheetTemplate",
      "put",
      `${path}/{id}`,
      "Save a spreadsheet template or design whole (owner or administrator): values recomputed by the server; the history says which cells changed",
    ),
    body: SpreadsheetTemplateBody,
    response: Position,
  },
  binSpreadsheetTemplate: {
    ...route("binSpreadsheetTemplate", "post", `${path}/{id}/bin`, "Move a spreadsheet template or design to the rubbish bin"),
    response: Position,
  },
  restoreSpreadsheetTemplate: {
    ...route(
      "restoreSpreadsheetTemplate",
      "post",
      `${path}/{id}/restore`,
      "Restore a spreadsheet template or design from the rubbish bin",
    ),
    response: Position,
  },
  insertSpreadsheetTemplate: {
    operationId: "insertSpreadsheetTemplate",
    method: "post",
    path: "/experiments/{id}/modules/{moduleId}/sheets/from-template",
    summary:
      "Insert a spreadsheet template into a record's spreadsheet module: its sheets are added as new sheets (named uniquely), values computed on the server",
    tag: "spreadsheets",
    access: "member",
    body: InsertTemplateBody,
    response: SheetsInserted,
    refuses: [409, 423],
  },
} as const satisfies Record<string, RouteDefinition>;

export type SpreadsheetTemplateBody = z.input<typeof SpreadsheetTemplateBody>;
export type CreateSpreadsheetTemplateBody = z.input<typeof CreateSpreadsheetTemplateBody>;
export type SpreadsheetTemplateSummary = z.infer<typeof SpreadsheetTemplateSummary>;
export type SpreadsheetTemplate = z.infer<typeof SpreadsheetTemplate>;
export type SpreadsheetTemplateQuery = z.input<typeof SpreadsheetTemplateQuery>;
