import { MODULE_TITLE_MAX } from "@labledger/domain/experiment/record-details";
import { MODULE_SUB_TYPES, MODULE_TYPES } from "@labledger/domain/module-kinds/registry";
import { ModuleColumnSchema, TEMPLATE_LIMITS, TEMPLATE_SCOPES, WorkbookSchema } from "@labledger/events";
import { z } from "zod";
import { ApprovalDecisionBody, Decision } from "./approvals";
import { ModuleColumnBody } from "./experiments";
import { Comparison } from "./history";
import type { RouteDefinition } from "./shared/route";
import { BinnedQuery, Id, ListQuery, NewId, Page, Position } from "./shared/schemas";

/** Templates live in the resource centre: any member reads those that serve them; creating one needs TemplateDesign. */
const TEMPLATES = { tag: "templates", access: "member" } as const;
const DESIGN = { tag: "templates", access: { permission: "TemplateDesign" } } as const;
const SHARE = { tag: "templates", access: { permission: "TemplateShare" } } as const;

export const TemplateScope = z.enum(TEMPLATE_SCOPES);
const Grant = z.union([z.literal(0), z.literal(1)]);

/** One module of a template as the editor sends it: a record's module with its default content, locked flag and grants. */
export const TemplateModuleBody = z.object({
  moduleId: Id.describe("The module's id within the template (the editor's; a record made from it gets new ids)"),
  type: z.enum(MODULE_TYPES),
  subType: z.enum(MODULE_SUB_TYPES).nullable().default(null),
  title: z.string().trim().min(1).max(MODULE_TITLE_MAX),
  required: z.boolean().default(false),
  columns: z.array(ModuleColumnBody).max(200).default([]),
  content: z
    .strictObject({
      fields: z.record(z.string().max(100), z.unknown()).default({}),
      rows: z
        .array(z.object({ rowId: Id }).catchall(z.unknown()))
        .max(10_000)
        .default([]),
      workbook: z
        .unknown()
        .optional()
        .describe(
          "A spreadsheet module's workbook, as the template was read: ignored, the template keeps the one it holds (its values are the server's)",
        ),
    })
    .default({ fields: {}, rows: [] })
    .describe("Default texts and rows, as a record's module holds them"),
  locked: z.boolean().default(false).describe("The record's module starts locked: its content cannot be saved"),
  grants: z
    .record(Id, Grant)
    .optional()
    .describe("member → 1 write, 0 read on the record's module; absent: left unauthorised (the record's owner decides)"),
});

export const TemplateDraftBody = z.object({
  name: z.string().trim().min(1).max(TEMPLATE_LIMITS.name),
  description: z.string().trim().max(TEMPLATE_LIMITS.description).default(""),
  modules: z.array(TemplateModuleBody).max(TEMPLATE_LIMITS.modules).default([]),
});
export const CreateTemplateBody = TemplateDraftBody;
export const SaveTemplateVersionBody = z.object({
  changeSummary: z.string().trim().min(1).max(TEMPLATE_LIMITS.changeSummary).describe("What this version changed"),
  draft: TemplateDraftBody.optional().describe("Save this draft first, in the same step; absent: the draft as last saved"),
});
export const RequestTemplatePublishBody = z.object({
  scope: TemplateScope.describe("department: the author's department and its sub-departments; team or platform: every member"),
  version: z.number().int().min(1).describe("A saved version"),
});
export const UnpublishTemplateBody = z.object({ reason: z.string().trim().max(TEMPLATE_LIMITS.reason).default("") });
export const SaveAsTemplateBody = z.object({
  name: z.string().trim().min(1).max(TEMPLATE_LIMITS.name),
  description: z.string().trim().max(TEMPLATE_LIMITS.description).default(""),
});
export const TemplatePublishDecisionBody = ApprovalDecisionBody;

export const TemplateCentreQuery = ListQuery.extend({
  scope: z
    .enum(["all", "personal", "department", "team", "platform", "collected"])
    .default("all")
    .describe(
      "all: every template that serves me; personal: my own; department, team, platform: published to that scope and serving me; collected: my favourites",
    ),
  sort: z
    .enum(["ranking", "updated"])
    .default("updated")
    .describe("ranking: most used first (records made from it); updated: newest first"),
});
export const MyTemplatesQuery = BinnedQuery;
export const PublishRequestsQuery = ListQuery.extend({
  state: z
    .enum(["pending", "approved"])
    .default("pending")
    .describe("pending: waiting for me; approved: decided by me (granted or refused)"),
});
export const CompareTemplateVersionsQuery = z.object({
  from: z.coerce.number().int().min(1),
  to: z.coerce.number().int().min(1),
});

/** A module as a template holds it: a record's module shape (RecordModule's fields) with `locked` and `grants`. */
export const TemplateModule = z.object({
  moduleId: z.string(),
  type: z.string(),
  subType: z.string().nullable(),
  title: z.string(),
  required: z.boolean(),
  columns: z.array(ModuleColumnSchema),
  content: z.object({
    fields: z.record(z.string(), z.unknown()),
    rows: z.array(z.object({ rowId: z.string() }).catchall(z.unknown())),
    workbook: WorkbookSchema.optional().describe("A spreadsheet module's workbook (values computed on the server)"),
  }),
  locked: z.boolean(),
  grants: z.record(z.string(), Grant).optional(),
});

/** A template in the lists (read model `templates`), as one member sees it. */
export const TemplateRow = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  mine: z.boolean().describe("The caller is the author"),
  departmentId: z.string().nullable(),
  departmentName: z.string().nullable(),
  scope: z.enum(["personal", ...TEMPLATE_SCOPES]).describe("personal: not published"),
  publishedVersion: z.number().nullable().describe("The version serving the scope"),
  latestVersion: z.number().describe("The last saved version (0: none yet)"),
  usableVersion: z
    .number()
    .nullable()
    .describe("The version the caller may make a record from (the author: the latest; others: the published one); null: none"),
  binned: z.boolean(),
  collected: z.boolean().describe("In the caller's favourites"),
  collectorCount: z.number(),
  useCount: z.number().describe("Records made from it"),
  moduleCount: z.number().describe("Modules of the usable version (the author: of the latest version)"),
  pendingPublish: z
    .object({ requestId: z.string(), version: z.number(), scope: TemplateScope })
    .nullable()
    .describe("A publish request awaiting review"),
  fromRecord: z.object({ experimentId: z.string(), number: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const TemplateVersionSummary = z.object({
  version: z.number(),
  changeSummary: z.string(),
  savedBy: z.string(),
  savedByName: z.string(),
  savedAt: z.string(),
});
export const TemplateVersion = TemplateVersionSummary.extend({
  templateId: z.string(),
  name: z.string(),
  description: z.string(),
  modules: z.array(TemplateModule),
});

/** One template: its row, the author's draft and every version (others: the published version only). */
export const TemplateDetail = TemplateRow.extend({
  isAuthor: z.boolean(),
  draft: z
    .object({ name: z.string(), description: z.string(), modules: z.array(TemplateModule), savedAt: z.string() })
    .nullable()
    .describe("The author's working copy (null for others)"),
  versions: z.array(TemplateVersionSummary).describe("Newest first"),
});

/** A row of the publish queue (read model `approvals`, queue publish). */
export const TemplatePublishRequest = z.looseObject({
  id: z.string().describe("The request's id"),
  queue: z.literal("publish"),
  templateId: z.string(),
  templateName: z.string(),
  version: z.number(),
  scope: TemplateScope,
  departmentId: z.string().nullable(),
  departmentName: z.string().nullable(),
  state: z.enum(["pending", "approved", "rejected"]),
  applicantId: z.string(),
  applicantName: z.string(),
  reviewerIds: z.array(z.string()),
  decidedBy: z.string().nullable().describe("Who decided, by name"),
  decisions: z.array(Decision),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** Two versions side by side in the records' compare shape (details: name and description), with both versions' modules. */
export const TemplateVersionsCompared = Comparison.extend({ fromVersion: TemplateVersion, toVersion: TemplateVersion });

const route = (operationId: string, method: RouteDefinition["method"], path: string, summary: string) => ({
  operationId,
  method,
  path,
  summary,
});

export const templateRoutes = {
  listTemplateCentre: {
    ...route(
      "listTemplateCentre",
      "get",
      "/templates",
      "The template centre: templates serving the caller (their own, and those published to a scope they are in), searched by name, filtered by scope, sorted by use (ranking) or update, paged",
    ),
    ...TEMPLATES,
    query: TemplateCentreQuery,
    response: Page(TemplateRow),
  },
  listMyTemplates: {
    ...route("listMyTemplates", "get", "/my-templates", "My templates, newest first; ?binned=true lists my recycle bin"),
    ...TEMPLATES,
    query: MyTemplatesQuery,
    response: Page(TemplateRow),
  },
  createTemplate: {
    ...route("createTemplate", "post", "/templates", "Create a template from scratch (its draft: name, description, modules)"),
    ...DESIGN,
    body: CreateTemplateBody,
    response: NewId,
  },
  getTemplate: {
    ...route(
      "getTemplate",
      "get",
      "/templates/{id}",
      "A template serving the caller: its row, the draft (author only) and its versions (others: the published one)",
    ),
    ...TEMPLATES,
    response: TemplateDetail,
  },
  getTemplateVersion: {
    ...route(
      "getTemplateVersion",
      "get",
      "/templates/{id}/versions/{version}",
      "One saved version of a template, with its modules",
    ),
    ...TEMPLATES,
    response: TemplateVersion,
  },
  compareTemplateVersions: {
    ...route(
      "compareTemplateVersions",
      "get",
      "/templates/{id}/compare",
      "Two saved versions of a template, for the compare view (author)",
    ),
    ...TEMPLATES,
    query: CompareTemplateVersionsQuery,
    response: TemplateVersionsCompared,
  },
  saveTemplateDraft: {
    ...route("saveTemplateDraft", "put", "/templates/{id}/draft", "Save a template's draft, the whole of it (author only)"),
    ...TEMPLATES,
    body: TemplateDraftBody,
    response: Position,
  },
  saveTemplateVersion: {
    ...route(
      "saveTemplateVersion",
      "post",
      "/templates/{id}/versions",
      "Freeze the draft as the next version with a change summary (author only); a published template keeps serving its published version",
    ),
    ...TEMPLATES,
    body: SaveTemplateVersionBody,
    response: z.object({ version: z.number(), position: z.number() }),
  },
  requestTemplatePublish: {
    ...route(
      "requestTemplatePublish",
      "post",
      "/templates/{id}/publish",
      "Ask to publish a saved version to the department, the team or the platform (author with TemplateShare); the department's headers (or the administrators) review it, never the author",
    ),
    ...SHARE,
    body: RequestTemplatePublishBody,
    response: z.object({ requestId: z.string(), position: z.number() }),
  },
  listTemplatePublishRequests: {
    ...route(
      "listTemplatePublishRequests",
      "get",
      "/template-publish-requests",
      "The publish approval queue (spec /team/publish, /team/approvedPublish): pending, waiting for me; approved, decided by me; newest first",
    ),
    ...TEMPLATES,
    query: PublishRequestsQuery,
    response: Page(TemplatePublishRequest),
  },
  approveTemplatePublish: {
    ...route(
      "approveTemplatePublish",
      "post",
      "/templates/{id}/publish-requests/{requestId}/approve",
      "Grant a publish request with the password (an electronic signature: meaning, printed name, time); the reviewer cannot be the author",
    ),
    ...TEMPLATES,
    body: TemplatePublishDecisionBody,
    response: Position,
  },
  rejectTemplatePublish: {
    ...route(
      "rejectTemplatePublish",
      "post",
      "/templates/{id}/publish-requests/{requestId}/reject",
      "Refuse a publish request with the password and a comment",
    ),
    ...TEMPLATES,
    body: TemplatePublishDecisionBody,
    response: Position,
  },
  unpublishTemplate: {
    ...route("unpublishTemplate", "post", "/templates/{id}/unpublish", "Withdraw a published template (author or administrator)"),
    ...TEMPLATES,
    body: UnpublishTemplateBody,
    response: Position,
  },
  binTemplate: {
    ...route(
      "binTemplate",
      "post",
      "/templates/{id}/bin",
      "Move a template to the recycle bin (author or administrator): it serves nobody",
    ),
    ...TEMPLATES,
    response: Position,
  },
  restoreTemplate: {
    ...route(
      "restoreTemplate",
      "post",
      "/templates/{id}/restore",
      "Restore a template from the recycle bin (author or administrator)",
    ),
    ...TEMPLATES,
    response: Position,
  },
  collectTemplate: {
    ...route("collectTemplate", "post", "/templates/{id}/collect", "Add a template serving me to my favourites"),
    ...TEMPLATES,
    response: Position,
  },
  uncollectTemplate: {
    ...route("uncollectTemplate", "post", "/templates/{id}/uncollect", "Take a template out of my favourites"),
    ...TEMPLATES,
    response: Position,
  },
  saveExperimentAsTemplate: {
    ...route(
      "saveExperimentAsTemplate",
      "post",
      "/experiments/{id}/save-as-template",
      "Save a record the caller may open as a new template (spec §4: content reset as cloning does; signatures, highlights, reaction data and sample codes not kept): its draft and version 1",
    ),
    ...DESIGN,
    body: SaveAsTemplateBody,
    response: NewId,
  },
} as const satisfies Record<string, RouteDefinition>;

export type TemplateScope = z.infer<typeof TemplateScope>;
export type TemplateModuleBody = z.input<typeof TemplateModuleBody>;
export type TemplateModule = z.infer<typeof TemplateModule>;
export type TemplateDraftBody = z.input<typeof TemplateDraftBody>;
export type CreateTemplateBody = z.input<typeof CreateTemplateBody>;
export type SaveTemplateVersionBody = z.input<typeof SaveTemplateVersionBody>;
export type RequestTemplatePublishBody = z.input<typeof RequestTemplatePublishBody>;
export type UnpublishTemplateBody = z.input<typeof UnpublishTemplateBody>;
export type SaveAsTemplateBody = z.input<typeof SaveAsTemplateBody>;
export type TemplatePublishDecisionBody = z.input<typeof TemplatePublishDecisionBody>;
export type TemplateCentreQuery = z.input<typeof TemplateCentreQuery>;
export type MyTemplatesQuery = z.input<typeof MyTemplatesQuery>;
export type PublishRequestsQuery = z.input<typeof PublishRequestsQuery>;
export type TemplateRow = z.infer<typeof TemplateRow>;
export type TemplateVersionSummary = z.infer<typeof TemplateVersionSummary>;
export type TemplateVersion = z.infer<typeof TemplateVersion>;
export type TemplateDetail = z.infer<typeof TemplateDetail>;
export type TemplatePublishRequest = z.infer<typeof TemplatePublishRequest>;
export type TemplateVersionsCompared = z.infer<typeof TemplateVersionsCompared>;
