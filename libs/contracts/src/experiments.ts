import { MODULE_TITLE_MAX } from "@labledger/domain/experiment/record-details";
import { MODULE_SUB_TYPES, MODULE_TYPES } from "@labledger/domain/module-kinds/registry";
import { ExperimentCreated, ModuleAdded, NAME_LIMITS, SIGNATURE_MEANINGS, TABLE_LIMITS } from "@labledger/events";
import { z } from "zod";
import type { RouteDefinition } from "./shared/route";
import { ChangeReason, ChangeReasonBody, Created, Id, ListQuery, Page, Position, viewed } from "./shared/schemas";

export const CreateExperimentBody = z.object({
  notebookId: Id,
  title: z.string().trim().min(1).max(NAME_LIMITS.title),
  projectId: Id.nullable().optional(),
  taskId: Id.nullable().optional(),
  templateId: Id.optional().describe(
    "Make the record from this template's version serving the caller: its modules, content, locked modules and grants, in one step",
  ),
});
export const CloneExperimentBody = z.object({
  notebookId: Id,
  title: z.string().trim().min(1).max(NAME_LIMITS.title).optional().describe("Defaults to the source's title"),
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
    title: z.string().trim().min(1).max(NAME_LIMITS.title),
    participants: z.array(Id).max(50),
    roomTemperature: z.union([z.number().min(-60).max(60), z.literal("N/A"), z.null()]),
    relativeHumidity: z.union([z.number().min(0).max(100), z.literal("N/A"), z.null()]),
    conclusion: z.enum(["success", "fail", "stop"]).nullable(),
    departmentId: Id.nullable(),
  })
  .partial()
  .extend(ChangeReason)
  .refine((body) => Object.keys(body).some((key) => key !== "reason"), "at least one field");
/** A grid module's column as a request gives it (a module added to a record or a template). */
export const ModuleColumnBody = z.object({
  field: z.string().min(1).max(100),
  required: z.boolean(),
  className: z.string().max(100).default(""),
  options: z
    .array(z.string().trim().min(1).max(TABLE_LIMITS.option))
    .min(1)
    .max(TABLE_LIMITS.options)
    .optional()
    .describe("A choice column's options (an information table's): a row's value is one of them"),
  process: z
    .object({
      label: z.string().trim().min(1).max(TABLE_LIMITS.label),
      expression: z.string().trim().max(TABLE_LIMITS.expression),
    })
    .optional()
    .describe("A data-processing table's column: its label and expression (empty: an input); the server computes the others"),
});

export const AddModuleBody = z.object({
  type: z.enum(MODULE_TYPES),
  subType: z.enum(MODULE_SUB_TYPES).nullable().default(null),
  title: z.string().trim().min(1).max(MODULE_TITLE_MAX),
  required: z.boolean().default(false),
  columns: z.array(ModuleColumnBody).max(200).default([]),
  afterModuleId: Id.nullable().optional().describe("Insert after this module; absent: at the end"),
  spreadDesignId: Id.optional().describe(
    "A spreadsheet design module (type spreadDesign) starts as this design: its workbook and input cells copied",
  ),
  ...ChangeReason,
});
export const RenameModuleBody = z.object({ title: z.string().trim().min(1).max(MODULE_TITLE_MAX), ...ChangeReason });
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

/** Spec §4 lifecycle (libs/domain/src/experiment/lifecycle.ts). */
export const RecordStatus = z.enum(["draft", "submitted", "approved", "rejected", "recalling", "recalled"]);
const Temperature = z.union([z.number(), z.literal("N/A"), z.null()]);
const RecordDetails = {
  title: z.string(),
  participants: z.array(z.string()),
  roomTemperature: Temperature,
  relativeHumidity: Temperature,
  conclusion: z.enum(["success", "fail", "stop"]).nullable(),
  departmentId: z.string().nullable(),
};

/** A record as the lists answer it (read model `experiments`). */
export const ExperimentRow = ExperimentCreated.schema
  .extend({
    id: z.string(),
    participants: z.array(z.string()),
    conclusion: RecordDetails.conclusion,
    status: RecordStatus,
    version: z.number(),
    isRejected: z.boolean(),
    locked: z.boolean(),
    archived: z.boolean().optional().describe("Archived (read-only); absent or false otherwise"),
    archivedAt: z.string().nullable().optional(),
    archivedBy: z.string().nullable().optional().describe("Who archived it, by name"),
    retainUntil: z.string().nullable().optional().describe("The day it is retained until (ISO date, UTC)"),
    moduleCount: z.number(),
    saveCount: z.number(),
    ...viewed,
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .loose();

/** 21 CFR 11.50: who signed, with what meaning, when. */
export const Signature = z.object({
  signerId: z.string(),
  printedName: z.string(),
  meaning: z.enum(SIGNATURE_MEANINGS),
  signTime: z.string(),
});
export const ModuleContent = z.object({ fields: z.record(z.string(), z.unknown()), rows: z.array(Row) });

/** A module as its reader sees it: spec §4 display, read-only and edit-button rules applied. */
export const RecordModule = ModuleAdded.schema.omit({ experimentId: true, afterModuleId: true }).extend({
  content: ModuleContent,
  lastCacheTime: z.number().describe("The version stamp a save must name"),
  lastSavedBy: z.string().optional(),
  editLock: z.object({ memberId: z.string(), until: z.string() }).optional(),
  isCheck: z.boolean().describe("Signed content cannot be edited"),
  locked: z.boolean().optional().describe("Came locked from a template: its content cannot be saved"),
  signatures: z.array(Signature),
  readOnly: z.boolean(),
  showEditButton: z.boolean(),
  grants: z
    .record(z.string(), z.union([z.literal(0), z.literal(1)]))
    .optional()
    .describe("The owner only: member → 1 write, 0 read"),
});

/** A record with its fields and modules as one member sees it (services/command/src/records/record-view.ts). */
export const ExperimentRecord = ExperimentCreated.schema.extend({
  ...RecordDetails,
  id: z.string(),
  status: RecordStatus,
  version: z.number().describe("The last submitted version (0: never submitted)"),
  isRejected: z.boolean(),
  locked: z.boolean(),
  archived: z.boolean().describe("Archived: read-only until an administrator takes it out of the archive with a signature"),
  archivedAt: z.string().optional(),
  retainUntil: z.string().optional().describe("The day an archived record is retained until (ISO date, UTC)"),
  approvalSignatures: z
    .array(Signature.extend({ node: z.number(), approved: z.boolean(), comment: z.string() }))
    .describe("The review signatures of the current version, node by node"),
  permission: z.union([z.literal(0), z.literal(1)]).describe("1: the caller owns the record"),
  isReadOnly: z.boolean(),
  hasModuleShared: z.boolean(),
  sharedRight: z
    .union([z.literal(0), z.literal(1)])
    .optional()
    .describe("The caller reaches the record through a granted share: 0 read-only, 1 read-write"),
  modules: z.array(RecordModule),
  templateName: z
    .string()
    .nullable()
    .optional()
    .describe("The name of the template the record was made from (templateId, templateVersion name it)"),
});

export const OpenCheck = z.object({
  isReadOnly: z.boolean(),
  permission: z.union([z.literal(0), z.literal(1)]),
  openedBy: z.array(z.object({ id: z.string(), realName: z.string() })),
});
export const Completeness = z.object({
  complete: z.boolean(),
  message: z.string().nullable(),
  incomplete: z.array(
    z.object({
      moduleId: z.string(),
      title: z.string(),
      rowIds: z.array(z.string()),
      emptyCells: z.array(z.string()).optional().describe('Required input cells of a spreadsheet design left empty ("Data!B3")'),
    }),
  ),
});

export const experimentsRoutes = {
  createExperiment: {
    operationId: "createExperiment",
    method: "post",
    path: "/experiments",
    summary:
      "Create an experiment record in a record book, numbered by the experiment numbering rule; with templateId, made from the version of the template serving the caller (an unavailable template creates nothing)",
    tag: "records",
    access: "member",
    body: CreateExperimentBody,
    response: Created,
    refuses: [404],
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
    response: Created,
  },
  listExperiments: {
    operationId: "listExperiments",
    method: "get",
    path: "/experiments",
    summary: "Records the member may view (spec §6 viewing levels), paged; by project, book or task",
    tag: "records",
    access: "member",
    query: ExperimentListQuery,
    response: Page(ExperimentRow),
  },
  getExperiment: {
    operationId: "getExperiment",
    method: "get",
    path: "/experiments/{id}",
    summary: "A record with its fields and modules, folded from its stream (never stale)",
    tag: "records",
    access: "member",
    response: ExperimentRecord,
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
    response: OpenCheck,
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
    response: Completeness,
  },
} as const satisfies Record<string, RouteDefinition>;

export type RecordStatus = z.infer<typeof RecordStatus>;
export type ExperimentRow = z.infer<typeof ExperimentRow>;
export type Signature = z.infer<typeof Signature>;
export type ModuleContent = z.infer<typeof ModuleContent>;
export type RecordModule = z.infer<typeof RecordModule>;
export type ExperimentRecord = z.infer<typeof ExperimentRecord>;
export type OpenCheck = z.infer<typeof OpenCheck>;
export type Completeness = z.infer<typeof Completeness>;
export type CreateExperimentBody = z.input<typeof CreateExperimentBody>;
export type CloneExperimentBody = z.input<typeof CloneExperimentBody>;
export type UpdateExperimentBody = z.input<typeof UpdateExperimentBody>;
export type AddModuleBody = z.input<typeof AddModuleBody>;
export type SaveModuleBody = z.input<typeof SaveModuleBody>;
export type ExperimentListQuery = z.input<typeof ExperimentListQuery>;
