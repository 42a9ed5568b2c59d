import { z } from "zod";
import { defineEvent } from "./define";
import { METHOD_LIMITS, PREPARED_MATERIAL_LIMITS } from "./methods-values";

export { METHOD_LIMITS, METHOD_STATUSES, PREPARED_MATERIAL_LIMITS } from "./methods-values";

const id = z.string().min(1).max(64);

export const MethodReference = z.object({
  referenceId: id,
  citation: z.string().min(1).max(METHOD_LIMITS.citation).describe("The citation as a reader reads it"),
  doi: z.string().max(METHOD_LIMITS.doi).describe('A DOI, "10.1000/xyz123", or empty'),
  url: z.string().max(METHOD_LIMITS.url).describe("An http(s) address, or empty"),
});

/** What a method says; a draft holds it, and a published version keeps a copy. */
export const MethodContent = z.object({
  name: z.string().min(1).max(METHOD_LIMITS.name),
  category: z.string().max(METHOD_LIMITS.category),
  purpose: z.string().max(METHOD_LIMITS.purpose).describe("Purpose and scope"),
  procedure: z.string().max(METHOD_LIMITS.procedure).describe("The procedure as rich text, made safe by the server"),
  references: z.array(MethodReference).max(METHOD_LIMITS.references),
  preparedMaterialIds: z.array(id).max(METHOD_LIMITS.preparedMaterials).describe("The prepared materials it calls for"),
});

/** A file kept in the blob store, checked at upload as a record's attachments are. */
export const MethodFile = z.object({
  rowId: id,
  name: z.string().min(1).max(255),
  size: z.number().int().nonnegative(),
  sha256: z.string().length(64),
  mediaType: z.string().max(200),
});

export const MethodCreated = defineEvent({
  type: "MethodCreated",
  version: 1,
  description: "A method (SOP, a team resource records cite) was drafted: its number, its author and its first draft.",
  schema: z.object({ methodId: id, number: z.string().min(1).max(50), authorId: id, content: MethodContent }),
});

export const MethodDraftSaved = defineEvent({
  type: "MethodDraftSaved",
  version: 1,
  description: "A method's draft was saved (the whole content); the version in effect is unchanged until it is published.",
  schema: z.object({
    methodId: id,
    number: z.string().min(1).max(50).describe("The method's number, as created"),
    content: MethodContent,
  }),
});

export const MethodFilesAttached = defineEvent({
  type: "MethodFilesAttached",
  version: 1,
  description: "Files were attached to a method's draft (kept in the blob store after the upload checks).",
  schema: z.object({ methodId: id, files: z.array(MethodFile).min(1).max(METHOD_LIMITS.files) }),
});

export const MethodFileRemoved = defineEvent({
  type: "MethodFileRemoved",
  version: 1,
  description: "A file was taken off a method's draft (published versions keep theirs).",
  schema: z.object({ methodId: id, rowId: id, name: z.string().max(255) }),
});

export const MethodPublished = defineEvent({
  type: "MethodPublished",
  version: 1,
  description:
    "A method's draft was published as version n (n = 1, 2, ...) in effect from a date, with a summary of what changed; the version keeps a copy of the content and files, and earlier versions stay readable.",
  schema: z.object({
    methodId: id,
    version: z.number().int().min(1),
    effectiveDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    changeSummary: z.string().min(1).max(METHOD_LIMITS.changeSummary),
    content: MethodContent,
    files: z.array(MethodFile).max(METHOD_LIMITS.files),
  }),
});

export const MethodRetired = defineEvent({
  type: "MethodRetired",
  version: 1,
  description: "A method was retired: no longer in effect, its versions still readable.",
  schema: z.object({ methodId: id }),
});

export const MethodBinned = defineEvent({
  type: "MethodBinned",
  version: 1,
  description: "A method was moved to the rubbish bin (it can be restored).",
  schema: z.object({ methodId: id }),
});

export const MethodRestored = defineEvent({
  type: "MethodRestored",
  version: 1,
  description: "A method was restored from the rubbish bin.",
  schema: z.object({ methodId: id }),
});

export const MethodCitedInRecord = defineEvent({
  type: "MethodCitedInRecord",
  version: 1,
  description:
    "A record cites a published version of a method (kept on the method's stream); citing it again names the version now cited.",
  schema: z.object({ methodId: id, experimentId: id, version: z.number().int().min(1), by: id }),
});

export const MethodCitationWithdrawn = defineEvent({
  type: "MethodCitationWithdrawn",
  version: 1,
  description: "A record no longer cites a method.",
  schema: z.object({ methodId: id, experimentId: id, by: id }),
});

export const PreparedMaterialComponent = z.object({
  name: z.string().min(1).max(PREPARED_MATERIAL_LIMITS.componentName).describe("The material's name"),
  materialId: id.nullable().describe("The inventory material, when one is named"),
  amount: z.number().nonnegative().nullable(),
  unit: z.string().max(PREPARED_MATERIAL_LIMITS.unit),
  ratio: z.number().min(0).max(PREPARED_MATERIAL_LIMITS.ratioMax).nullable().describe("Spec §5: 0 to 100"),
});

export const PreparedMaterialSaved = defineEvent({
  type: "PreparedMaterialSaved",
  version: 1,
  description:
    "A prepared material (a recipe, spec §3: serial number, materials, ratio) was created or changed: the whole definition.",
  schema: z.object({
    preparedMaterialId: id,
    number: z.string().min(1).max(50),
    ownerId: id.describe("Who created it (kept on later saves)"),
    name: z.string().min(1).max(PREPARED_MATERIAL_LIMITS.name),
    components: z.array(PreparedMaterialComponent).min(1).max(PREPARED_MATERIAL_LIMITS.components),
    preparation: z.string().max(PREPARED_MATERIAL_LIMITS.preparation),
    shelfLifeDays: z.number().int().min(0).max(PREPARED_MATERIAL_LIMITS.shelfLifeDaysMax).nullable(),
  }),
});

export const PreparedMaterialBinned = defineEvent({
  type: "PreparedMaterialBinned",
  version: 1,
  description: "A prepared material was moved to the rubbish bin (it can be restored).",
  schema: z.object({ preparedMaterialId: id }),
});

export const PreparedMaterialRestored = defineEvent({
  type: "PreparedMaterialRestored",
  version: 1,
  description: "A prepared material was restored from the rubbish bin.",
  schema: z.object({ preparedMaterialId: id }),
});
