import { METHOD_LIMITS, METHOD_STATUSES, PREPARED_MATERIAL_LIMITS } from "@labledger/events";
import { z } from "zod";
import { AttachedFile, UPLOAD_LIMITS } from "./attachments";
import type { RouteDefinition } from "./shared/route";
import { BinnedQuery, Created, FileBytes, Id, ListQuery, Page, Position } from "./shared/schemas";

/** A team resource any member reads and drafts; its author (owner) or an administrator publishes, retires and bins it. */
const RESOURCES = { tag: "resources", access: "member" } as const;
const route = (operationId: string, method: RouteDefinition["method"], path: string, summary: string) => ({
  operationId,
  method,
  path,
  summary,
  ...RESOURCES,
});

export const MethodReferenceBody = z.object({
  referenceId: Id.optional().describe("Kept when a reference is edited; a new one gets its own"),
  citation: z.string().trim().min(1).max(METHOD_LIMITS.citation),
  doi: z.string().trim().max(METHOD_LIMITS.doi).default("").describe('"10.1000/xyz123", or empty'),
  url: z.string().trim().max(METHOD_LIMITS.url).default("").describe("An http(s) address, or empty"),
});

export const MethodBody = z.object({
  name: z.string().trim().min(1).max(METHOD_LIMITS.name).describe("Spec §5: 100"),
  category: z.string().trim().max(METHOD_LIMITS.category).default(""),
  purpose: z.string().trim().max(METHOD_LIMITS.purpose).default("").describe("Purpose and scope"),
  procedure: z
    .string()
    .max(METHOD_LIMITS.procedure)
    .default("")
    .describe("Rich text (HTML); made safe as a record's rich text is: no script, handler or unsafe link stays"),
  references: z.array(MethodReferenceBody).max(METHOD_LIMITS.references).default([]),
  preparedMaterialIds: z.array(Id).max(METHOD_LIMITS.preparedMaterials).default([]).describe("Prepared materials it calls for"),
});

export const PublishMethodBody = z.object({
  effectiveDate: z.iso.date().describe("In effect from (YYYY-MM-DD)"),
  changeSummary: z.string().trim().min(1).max(METHOD_LIMITS.changeSummary).describe("What changed; required"),
});

export const MethodCitationBody = z.object({
  methodId: Id,
  version: z.number().int().min(1).describe("The published version the record follows"),
});

const MethodStatus = z.enum(METHOD_STATUSES).describe("draft: never published; effective: a version in effect; retired");
const MethodContent = z.object({
  name: z.string(),
  category: z.string(),
  purpose: z.string(),
  procedure: z.string(),
  references: z.array(z.object({ referenceId: z.string(), citation: z.string(), doi: z.string(), url: z.string() })),
  preparedMaterialIds: z.array(z.string()),
});
const MethodVersionSummary = z.object({
  version: z.number(),
  effectiveDate: z.string(),
  changeSummary: z.string(),
  publishedAt: z.string(),
  publishedBy: z.string().describe("By name"),
});
const MethodVersionRead = MethodVersionSummary.extend({ content: MethodContent, files: z.array(AttachedFile) });

export const MethodRow = z.object({
  id: z.string(),
  number: z.string(),
  name: z.string(),
  category: z.string(),
  status: MethodStatus,
  version: z.number().describe("The version in effect; 0 before the first is published"),
  effectiveDate: z.string().nullable(),
  authorId: z.string(),
  authorName: z.string(),
  binned: z.boolean(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});

export const Method = MethodRow.extend({
  draft: MethodContent,
  files: z.array(AttachedFile).describe("The draft's files"),
  hasUnpublishedChanges: z.boolean().describe("The draft says something the version in effect does not"),
  mayPublish: z.boolean().describe("The caller is its author or an administrator"),
  versions: z.array(MethodVersionSummary),
  shown: MethodVersionRead.nullable().describe(
    "The version asked for (?version=n), else the one in effect; null before the first",
  ),
  preparedMaterials: z
    .array(z.object({ id: z.string(), number: z.string(), name: z.string() }))
    .describe("The prepared materials the draft and the version shown call for, by number and name"),
  citations: z
    .array(
      z.object({
        experimentId: z.string(),
        number: z.string(),
        title: z.string(),
        version: z.number(),
        citedAt: z.string(),
        citedBy: z.string(),
      }),
    )
    .describe("Records citing it that the caller may open, with the version each follows"),
});

export const MethodListQuery = BinnedQuery.extend({ status: MethodStatus.optional() });
export const MethodQuery = z.object({
  version: z.coerce.number().int().min(1).optional().describe("A published version to read; the one in effect without it"),
  position: z.coerce.number().int().min(0).optional(),
});
export const MethodFileQuery = z.object({
  version: z.coerce.number().int().min(1).optional().describe("The file of a published version; the draft's without it"),
  download: z.enum(["true", "false"]).optional(),
});

export const PreparedMaterialComponentBody = z.object({
  name: z.string().trim().min(1).max(PREPARED_MATERIAL_LIMITS.componentName),
  materialId: Id.nullable().default(null).describe("An inventory material, when one is named"),
  amount: z.number().nonnegative().nullable().default(null),
  unit: z.string().trim().max(PREPARED_MATERIAL_LIMITS.unit).default(""),
  ratio: z.number().min(0).max(PREPARED_MATERIAL_LIMITS.ratioMax).nullable().default(null).describe("Spec §5: 0 to 100"),
});
export const PreparedMaterialBody = z.object({
  name: z.string().trim().min(1).max(PREPARED_MATERIAL_LIMITS.name),
  components: z.array(PreparedMaterialComponentBody).min(1).max(PREPARED_MATERIAL_LIMITS.components),
  preparation: z.string().trim().max(PREPARED_MATERIAL_LIMITS.preparation).default(""),
  shelfLifeDays: z.number().int().min(0).max(PREPARED_MATERIAL_LIMITS.shelfLifeDaysMax).nullable().default(null),
});
export const PreparedMaterial = PreparedMaterialBody.extend({
  id: z.string(),
  number: z.string(),
  components: z.array(PreparedMaterialComponentBody),
  ownerId: z.string(),
  ownerName: z.string(),
  binned: z.boolean(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});

export const MethodReferenceRow = z.object({
  methodId: z.string(),
  methodNumber: z.string(),
  methodName: z.string(),
  referenceId: z.string(),
  citation: z.string(),
  doi: z.string(),
  url: z.string(),
});
export const MethodFileRow = AttachedFile.extend({
  methodId: z.string(),
  methodNumber: z.string(),
  methodName: z.string(),
  version: z.number().nullable().describe("The version in effect the file belongs to; null: a draft's file (never published)"),
});

const UploadedMethodFiles = z.object({ files: z.array(AttachedFile), position: z.number() });

export const methodRoutes = {
  listMethods: {
    ...route(
      "listMethods",
      "get",
      "/resources/methods",
      "The team's methods (SOPs), newest first; keyword on number, name and category; ?status=; ?binned=true lists the rubbish bin",
    ),
    query: MethodListQuery,
    response: Page(MethodRow),
  },
  createMethod: {
    ...route("createMethod", "post", "/resources/methods", "Draft a method (any member, its author); numbered SOP and a serial"),
    body: MethodBody,
    response: Created,
  },
  getMethod: {
    ...route(
      "getMethod",
      "get",
      "/resources/methods/{id}",
      "A method: its draft, its versions, the one in effect or ?version=n, and the records citing it",
    ),
    query: MethodQuery,
    response: Method,
  },
  saveMethodDraft: {
    ...route("saveMethodDraft", "put", "/resources/methods/{id}", "Save a method's draft (the whole content; any member)"),
    body: MethodBody,
    response: Position,
  },
  publishMethod: {
    ...route(
      "publishMethod",
      "post",
      "/resources/methods/{id}/publish",
      "Publish the draft as the next version, in effect from a date, with a change summary (author or administrator)",
    ),
    body: PublishMethodBody,
    response: z.object({ version: z.number(), position: z.number() }),
  },
  retireMethod: {
    ...route("retireMethod", "post", "/resources/methods/{id}/retire", "Retire a method (author or administrator)"),
    response: Position,
  },
  binMethod: {
    ...route("binMethod", "post", "/resources/methods/{id}/bin", "Move a method to the rubbish bin"),
    response: Position,
  },
  restoreMethod: {
    ...route("restoreMethod", "post", "/resources/methods/{id}/restore", "Restore a method from the rubbish bin"),
    response: Position,
  },
  uploadMethodFiles: {
    ...route(
      "uploadMethodFiles",
      "post",
      "/resources/methods/{id}/files",
      "multipart/form-data: files for the method's draft, checked as a record's attachments are (spec §5 limits)",
    ),
    multipart: {
      fields: z.object({}),
      files: `One or more files (any part name), with a record attachment's limits: 25 MB a file (the file-size-limit setting), 10 pictures of 30 MB at most, no empty files, names without / : * ? " < > |, the accept lists; at most ${UPLOAD_LIMITS.files} files`,
    },
    response: UploadedMethodFiles,
  },
  downloadMethodFile: {
    ...route(
      "downloadMethodFile",
      "get",
      "/resources/methods/{id}/files/{rowId}",
      "A file of the draft, or of a published version (?version=n); images and PDF inline, anything else a download",
    ),
    query: MethodFileQuery,
    response: FileBytes(["*/*"], "The file's bytes"),
  },
  removeMethodFile: {
    ...route("removeMethodFile", "delete", "/resources/methods/{id}/files/{rowId}", "Take a file off the draft"),
    response: Position,
  },
  citeMethod: {
    ...route(
      "citeMethod",
      "post",
      "/experiments/{id}/method-links",
      "The record cites a published version of a method (kept on the method; shown on its page)",
    ),
    body: MethodCitationBody,
    response: Position,
  },
  withdrawMethodCitation: {
    ...route(
      "withdrawMethodCitation",
      "delete",
      "/experiments/{id}/method-links/{methodId}",
      "The record no longer cites the method",
    ),
    response: Position,
  },
  listMethodReferences: {
    ...route(
      "listMethodReferences",
      "get",
      "/resources/references",
      "Every reference of the team's methods (the version in effect, or the draft of one never published), with its method; keyword on citation, DOI, address and method",
    ),
    query: ListQuery,
    response: Page(MethodReferenceRow),
  },
  listMethodFiles: {
    ...route(
      "listMethodFiles",
      "get",
      "/resources/files",
      "Every file of the team's methods (the version in effect, or the draft of one never published), with its method; keyword on the file's name and method",
    ),
    query: ListQuery,
    response: Page(MethodFileRow),
  },
  listPreparedMaterials: {
    ...route(
      "listPreparedMaterials",
      "get",
      "/resources/prepared-materials",
      "The team's prepared materials (recipes), newest first; keyword on number, name and components; ?binned=true the rubbish bin",
    ),
    query: BinnedQuery,
    response: Page(PreparedMaterial),
  },
  createPreparedMaterial: {
    ...route(
      "createPreparedMaterial",
      "post",
      "/resources/prepared-materials",
      "Create a prepared material: name, components (material, amount, unit, ratio 0 to 100, adding up to 100 at most), preparation, shelf life",
    ),
    body: PreparedMaterialBody,
    response: Created,
  },
  getPreparedMaterial: {
    ...route("getPreparedMaterial", "get", "/resources/prepared-materials/{id}", "A prepared material"),
    response: PreparedMaterial,
  },
  updatePreparedMaterial: {
    ...route(
      "updatePreparedMaterial",
      "put",
      "/resources/prepared-materials/{id}",
      "Change a prepared material (the whole definition; owner or administrator)",
    ),
    body: PreparedMaterialBody,
    response: Position,
  },
  binPreparedMaterial: {
    ...route(
      "binPreparedMaterial",
      "post",
      "/resources/prepared-materials/{id}/bin",
      "Move a prepared material to the rubbish bin",
    ),
    response: Position,
  },
  restorePreparedMaterial: {
    ...route(
      "restorePreparedMaterial",
      "post",
      "/resources/prepared-materials/{id}/restore",
      "Restore a prepared material from the rubbish bin",
    ),
    response: Position,
  },
} as const satisfies Record<string, RouteDefinition>;

export type MethodBody = z.input<typeof MethodBody>;
export type MethodRow = z.infer<typeof MethodRow>;
export type Method = z.infer<typeof Method>;
export type PublishMethodBody = z.input<typeof PublishMethodBody>;
export type MethodReferenceRow = z.infer<typeof MethodReferenceRow>;
export type MethodFileRow = z.infer<typeof MethodFileRow>;
export type PreparedMaterialBody = z.input<typeof PreparedMaterialBody>;
export type PreparedMaterial = z.infer<typeof PreparedMaterial>;
/** A body as the server reads it (defaults filled in). */
export type MethodBodyRead = z.output<typeof MethodBody>;
export type PreparedMaterialBodyRead = z.output<typeof PreparedMaterialBody>;
