import { INFO_COLUMN_KINDS, TABLE_LIMITS } from "@labledger/events";
import { z } from "zod";
import type { RouteDefinition } from "./shared/route";
import { BinnedQuery, NewId, Page, Position } from "./shared/schemas";

/** Team resources any member reads and makes, and (its owner or an administrator) changes. */
const RESOURCES = { tag: "resources", access: "member" } as const;

const name = z.string().trim().min(1).max(TABLE_LIMITS.name);
const description = z.string().trim().max(TABLE_LIMITS.description).default("");
const label = z.string().trim().min(1).max(TABLE_LIMITS.label);
const unit = z.string().trim().max(TABLE_LIMITS.unit).default("");
const required = z.boolean().default(false);
const columnsOf = <C extends z.ZodType>(column: C) => z.array(column).min(1).max(TABLE_LIMITS.columns);

export const InfoTableBody = z.object({
  name,
  description,
  columns: columnsOf(
    z.object({
      label,
      kind: z.enum(INFO_COLUMN_KINDS).default("text"),
      options: z
        .array(z.string().trim().min(1).max(TABLE_LIMITS.option))
        .max(TABLE_LIMITS.options)
        .default([])
        .describe("A choice column's options (at least one)"),
      unit,
      required,
    }),
  ).describe("Each label once"),
});

export const MultiLevelTableBody = z.object({
  name,
  description,
  levels: z
    .array(
      z.object({
        name: label.describe('What a row of the level is: "Batch", "Sample"'),
        columns: columnsOf(z.object({ label, unit, required, hidden: z.boolean().default(false) })).describe(
          "Each label once; not all hidden (spec §5)",
        ),
      }),
    )
    .min(1)
    .max(TABLE_LIMITS.levels)
    .describe("At least two (spec §5: fewer is refused with that message), the top level first"),
});

export const ProcessTableBody = z.object({
  name,
  description,
  columns: columnsOf(
    z.object({
      label,
      unit,
      required,
      expression: z
        .string()
        .trim()
        .max(TABLE_LIMITS.expression)
        .default("")
        .describe(
          'Empty for an input; else arithmetic (numbers, + - * / × ÷, parentheses) over the other columns by label: "mass / volume * 1000", "[Mass (g)] * 2"',
        ),
    }),
  ).describe("Each label once; at least one input"),
});

const owned = {
  id: z.string(),
  ownerId: z.string(),
  ownerName: z.string().describe("Who created it, by name"),
  binned: z.boolean(),
  updatedAt: z.string(),
  updatedBy: z.string(),
};
export const InfoTable = InfoTableBody.extend(owned);
export const MultiLevelTable = MultiLevelTableBody.extend(owned);
export const ProcessTable = ProcessTableBody.extend(owned);

const route = (operationId: string, method: "get" | "put" | "post", path: string, summary: string) => ({
  operationId,
  method,
  path,
  summary,
  ...RESOURCES,
});

export const tableDefinitionRoutes = {
  listInfoTables: {
    ...route(
      "listInfoTables",
      "get",
      "/resources/info-tables",
      "The team's information tables, newest first; keyword on the name and description; ?binned=true lists the rubbish bin",
    ),
    query: BinnedQuery,
    response: Page(InfoTable),
  },
  createInfoTable: {
    ...route(
      "createInfoTable",
      "post",
      "/resources/info-tables",
      "Create an information table: its name, description and columns (label, kind, options, unit, required)",
    ),
    body: InfoTableBody,
    response: NewId,
  },
  getInfoTable: { ...route("getInfoTable", "get", "/resources/info-tables/{id}", "An information table"), response: InfoTable },
  updateInfoTable: {
    ...route(
      "updateInfoTable",
      "put",
      "/resources/info-tables/{id}",
      "Change an information table (the whole definition; owner or administrator)",
    ),
    body: InfoTableBody,
    response: Position,
  },
  binInfoTable: {
    ...route("binInfoTable", "post", "/resources/info-tables/{id}/bin", "Move an information table to the rubbish bin"),
    response: Position,
  },
  restoreInfoTable: {
    ...route(
      "restoreInfoTable",
      "post",
      "/resources/info-tables/{id}/restore",
      "Restore an information table from the rubbish bin",
    ),
    response: Position,
  },
  listMultiLevelTables: {
    ...route(
      "listMultiLevelTables",
      "get",
      "/resources/multi-level-tables",
      "The team's multi-level tables, newest first; keyword on the name and description; ?binned=true lists the rubbish bin",
    ),
    query: BinnedQuery,
    response: Page(MultiLevelTable),
  },
  createMultiLevelTable: {
    ...route(
      "createMultiLevelTable",
      "post",
      "/resources/multi-level-tables",
      "Create a multi-level table: its name, description and levels, each with its columns (label, unit, required, hidden)",
    ),
    body: MultiLevelTableBody,
    response: NewId,
  },
  getMultiLevelTable: {
    ...route("getMultiLevelTable", "get", "/resources/multi-level-tables/{id}", "A multi-level table"),
    response: MultiLevelTable,
  },
  updateMultiLevelTable: {
    ...route(
      "updateMultiLevelTable",
      "put",
      "/resources/multi-level-tables/{id}",
      "Change a multi-level table (the whole definition; owner or administrator)",
    ),
    body: MultiLevelTableBody,
    response: Position,
  },
  binMultiLevelTable: {
    ...route(
      "binMultiLevelTable",
      "post",
      "/resources/multi-level-tables/{id}/bin",
      "Move a multi-level table to the rubbish bin",
    ),
    response: Position,
  },
  restoreMultiLevelTable: {
    ...route(
      "restoreMultiLevelTable",
      "post",
      "/resources/multi-level-tables/{id}/restore",
      "Restore a multi-level table from the rubbish bin",
    ),
    response: Position,
  },
  listProcessTables: {
    ...route(
      "listProcessTables",
      "get",
      "/resources/process-tables",
      "The team's data-processing tables, newest first; keyword on the name and description; ?binned=true lists the rubbish bin",
    ),
    query: BinnedQuery,
    response: Page(ProcessTable),
  },
  createProcessTable: {
    ...route(
      "createProcessTable",
      "post",
      "/resources/process-tables",
      "Create a data-processing table: input columns and columns computed from them (a bad formula is refused with where it breaks)",
    ),
    body: ProcessTableBody,
    response: NewId,
  },
  getProcessTable: {
    ...route("getProcessTable", "get", "/resources/process-tables/{id}", "A data-processing table"),
    response: ProcessTable,
  },
  updateProcessTable: {
    ...route(
      "updateProcessTable",
      "put",
      "/resources/process-tables/{id}",
      "Change a data-processing table (the whole definition; owner or administrator)",
    ),
    body: ProcessTableBody,
    response: Position,
  },
  binProcessTable: {
    ...route("binProcessTable", "post", "/resources/process-tables/{id}/bin", "Move a data-processing table to the rubbish bin"),
    response: Position,
  },
  restoreProcessTable: {
    ...route(
      "restoreProcessTable",
      "post",
      "/resources/process-tables/{id}/restore",
      "Restore a data-processing table from the rubbish bin",
    ),
    response: Position,
  },
} as const satisfies Record<string, RouteDefinition>;

export type InfoTableBody = z.input<typeof InfoTableBody>;
export type InfoTable = z.infer<typeof InfoTable>;
export type MultiLevelTableBody = z.input<typeof MultiLevelTableBody>;
export type MultiLevelTable = z.infer<typeof MultiLevelTable>;
export type ProcessTableBody = z.input<typeof ProcessTableBody>;
export type ProcessTable = z.infer<typeof ProcessTable>;
