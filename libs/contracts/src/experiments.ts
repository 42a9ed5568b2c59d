import { GRID_SUB_TYPES, MODULE_TYPES } from "@labledger/events";
import { z } from "zod";
import type { RouteDefinition } from "./shared/route";
import { ChangeReason, ChangeReasonBody, Id, ListQuery, Page, Position } from "./shared/schemas";

export const CreateExperimentBody = z.object({
  notebookId: Id,
  title: z.string().trim().min(1).max(300),
  projectId: Id.nullable().optional(),
  taskId: Id.nullable().optional(),
});
export const CloneExperimentBody = z.object({
  notebookId: Id,
  title: z.string().trim().min(1).max(300).optional().describe("Defaults to the source's title"),
});
export const ModuleGrantBody = z.object({
  attribute: z.union([z.literal(0), z.literal(1), z.null()]).describe("1 write, 0 read, null removes the grant"),
});
export const ExperimentListQuery = ListQuery.extend({
  projectId: Id.optional(),
  notebookId: Id.optional(),
  taskId: Id.optional(),
  overdue: z
    .enum(["true", "false"])
    .optional()
    .describe("Records older than the delayed-submission reminder's days (spec /record/{overdue})"),
});
export const UpdateExperimentBody = z
  .object({
    title: z.string().trim().min(1).max(300),
    participants: z.array(Id).max(50),
    roomTemperature: z.union([z.number().min(-60).max(60), z.literal("N/A"), z.null()]),
    relativeHumidity: z.union([z.number().min(0).max(100), z.literal("N/A"), z.null()]),
    conclusion: z.enum(["success", "fail", "stop"]).nullable(),
    departmentId: Id.nullable(),
  })
  .partial()
  .extend(ChangeReason)
  .refine((body) => Object.keys(body).some((key) => key !== "reason"), "at least one field");
export const AddModuleBody = z.object({
  type: z.enum(MODULE_TYPES),
  subType: z.enum(GRID_SUB_TYPES).nullable().default(null),
  title: z.string().trim().min(1).max(100),
  required: z.boolean().default(false),
  columns: z
    .array(z.object({ field: z.string().min(1).max(100), required: z.boolean(), className: z.string().max(100).default("") }))
    .max(200)
    .default([]),
  afterModuleId: Id.nullable().optional().describe("Insert after this module; absent: at the end"),
  ...ChangeReason,
});
export const RenameModuleBody = z.object({ title: z.string().trim().min(1).max(100), ...ChangeReason });
export const ReorderModulesBody = z.object({
  order: z.array(Id).max(500).describe("Every module id of the record, once, in the new order"),
  ...ChangeReason,
});
export const Row = z.object({ rowId: z.string().min(1).max(64) }).catchall(z.unknown());
export const SaveModuleBody = z.object({
  data: z
    .strictObject({ fields: z.record(z.string().max(100), z.unknown()).default({}), rows: z.array(Row).max(10_000).default([]) })
    .describe("The module's whole content: a save replaces it, so a key other than fields and rows is refused, never dropped"),
  isAuto: z.boolean().default(false),
  lastCacheTime: z.number().int().min(0).describe("The module's cacheTime when this client loaded it"),
  ...ChangeReason,
});

export const experimentsRoutes = {
  createExperiment: {
    operationId: "createExperiment",
    method: "post",
    path: "/experiments",
    summary: "Create an experiment record in a record book, numbered by the experiment numbering rule",
    tag: "records",
    access: "member",
    body: CreateExperimentBody,
    response: z.object({ id: z.string(), number: z.string(), position: z.number() }),
  },
  cloneExperiment: {
    operationId: "cloneExperiment",
    method: "post",
    path: "/experiments/{id}/clone",
    summary:
      "Clone a record into a record book (spec §4): modules and content copied; signatures, highlights, reaction data and sample codes reset; a new number",
    tag: "records",
    access: "member",
    body: CloneExperimentBody,
    response: z.object({ id: z.string(), number: z.string(), position: z.number() }),
  },
  listExperiments: {
    operationId: "listExperiments",
    method: "get",
    path: "/experiments",
    summary: "Records the member may view (spec §6 viewing levels), paged; by project, book or task",
    tag: "records",
    access: "member",
    query: ExperimentListQuery,
    response: Page(z.object({}).passthrough()),
  },
  getExperiment: {
    operationId: "getExperiment",
    method: "get",
    path: "/experiments/{id}",
    summary: "A record with its fields and modules, folded from its stream (never stale)",
    tag: "records",
    access: "member",
    response: z.object({}).passthrough(),
  },
  updateExperiment: {
    operationId: "updateExperiment",
    method: "patch",
    path: "/experiments/{id}",
    summary: "Change record fields: title, participants, room temperature and humidity (or N/A), conclusion, department",
    tag: "records",
    access: "member",
    body: UpdateExperimentBody,
    response: Position,
  },
  addModule: {
    operationId: "addModule",
    method: "post",
    path: "/experiments/{id}/modules",
    summary: "Add a module to a record",
    tag: "records",
    access: "member",
    body: AddModuleBody,
    response: z.object({ moduleId: z.string(), position: z.number() }),
  },
  saveModule: {
    operationId: "saveModule",
    method: "put",
    path: "/experiments/{id}/modules/{moduleId}",
    summary:
      "Save a module (by hand or automatically); recorded as field changes. A save on a stale copy is refused with 409, never applied",
    tag: "records",
    access: "member",
    body: SaveModuleBody,
    response: z.object({ lastCacheTime: z.number(), position: z.number() }),
  },
  renameModule: {
    operationId: "renameModule",
    method: "patch",
    path: "/experiments/{id}/modules/{moduleId}",
    summary: "Rename a module of a record",
    tag: "records",
    access: "member",
    body: RenameModuleBody,
    response: Position,
  },
  deleteModule: {
    operationId: "deleteModule",
    method: "delete",
    path: "/experiments/{id}/modules/{moduleId}",
    summary: "Remove a module from a record (its saves stay in the log); a reviewed module must be reactivated first (409)",
    tag: "records",
    access: "member",
    body: ChangeReasonBody,
    response: Position,
  },
  reorderModules: {
    operationId: "reorderModules",
    method: "put",
    path: "/experiments/{id}/module-order",
    summary: "Put a record's modules in a new order (every module id, once)",
    tag: "records",
    access: "member",
    body: ReorderModulesBody,
    response: Position,
  },
  grantModule: {
    operationId: "grantModule",
    method: "put",
    path: "/experiments/{id}/modules/{moduleId}/grants/{memberId}",
    summary: "Authorise one module of a record to a member, read (0) or write (1), or remove it (null); the record's owner only",
    tag: "records",
    access: "member",
    body: ModuleGrantBody,
    response: Position,
  },
  enableModuleEdit: {
    operationId: "enableModuleEdit",
    method: "post",
    path: "/experiments/{id}/modules/{moduleId}/edit",
    summary: "Take a module for editing (enable-edit): others cannot save it for 5 minutes; returns its lastCacheTime",
    tag: "records",
    access: "member",
    response: z.object({ until: z.string(), lastCacheTime: z.number(), position: z.number() }),
  },
  openExperiment: {
    operationId: "openExperiment",
    method: "post",
    path: "/experiments/{id}/open",
    summary:
      "Spec §4 open-check, repeated every minute while open: read-only when another member has the record open or the caller may not edit it",
    tag: "records",
    access: "member",
    response: z.object({
      isReadOnly: z.boolean(),
      permission: z.union([z.literal(0), z.literal(1)]),
      openedBy: z.array(z.object({ id: z.string(), realName: z.string() })),
    }),
  },
  closeExperiment: {
    operationId: "closeExperiment",
    method: "delete",
    path: "/experiments/{id}/open",
    summary: "The caller closed the record (others may now edit it)",
    tag: "records",
    access: "member",
    response: z.object({}),
  },
  experimentCompleteness: {
    operationId: "getExperimentCompleteness",
    method: "get",
    path: "/experiments/{id}/completeness",
    summary:
      "Whether the record may be submitted (spec §5): required modules filled and required grid cells not blank; otherwise the spec's message and where",
    tag: "records",
    access: "member",
    response: z.object({
      complete: z.boolean(),
      message: z.string().nullable(),
      incomplete: z.array(z.object({ moduleId: z.string(), title: z.string(), rowIds: z.array(z.string()) })),
    }),
  },
} as const satisfies Record<string, RouteDefinition>;
