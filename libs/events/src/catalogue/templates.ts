import { z } from "zod";
import { Manifestation } from "./approval";
import { defineEvent } from "./define";
import { ModuleColumnSchema } from "./experiments";
import { TEXT_LIMITS } from "./name-limits";
import { WorkbookSchema } from "./sheets";
import { TEMPLATE_LIMITS, TEMPLATE_SCOPES } from "./templates-values";

export { TEMPLATE_LIMITS, TEMPLATE_SCOPES } from "./templates-values";

const id = z.string().min(1).max(64);
/** As experiments.ts bounds a module's kind: a name, not a closed list (the registry checks new modules). */
const kindName = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/);
const name = z.string().min(1).max(TEMPLATE_LIMITS.name);
const description = z.string().max(TEMPLATE_LIMITS.description);

/**
 * One module of a template, in a record's module shape: what `cloneModules` gives (the module and its content, §4
 * reset rules applied), whether the record's module starts locked (§4 lockContent), and the grants
 * the record's module starts with (absent: left unauthorised, §6 — the record's owner decides later).
 */
export const TemplateModule = z.object({
  moduleId: id,
  type: kindName,
  subType: kindName.nullable(),
  title: z.string().min(1).max(100),
  required: z.boolean(),
  columns: z.array(ModuleColumnSchema).max(200),
  content: z.object({
    fields: z.record(z.string(), z.unknown()),
    rows: z.array(z.object({ rowId: id }).catchall(z.unknown())).max(100_000),
    workbook: WorkbookSchema.optional().describe(
      "A spreadsheet module's workbook as the record (or the template) held it, values as the server computed them (optional, added with issue 17)",
    ),
  }),
  locked: z.boolean(),
  grants: z.record(id, z.union([z.literal(0), z.literal(1)])).optional(),
});
const modules = z.array(TemplateModule).max(TEMPLATE_LIMITS.modules);

export const TemplateCreated = defineEvent({
  type: "TemplateCreated",
  version: 1,
  description:
    "A record template was created by its author (from scratch, or from a record saved as a template): its name, description and the author's department.",
  schema: z.object({
    templateId: id,
    name,
    description,
    authorId: id,
    departmentId: id.nullable().describe("The author's department when it was created"),
    fromRecord: z
      .object({ experimentId: id, number: z.string().min(1).max(50) })
      .optional()
      .describe("The record it was saved from"),
  }),
});

export const TemplateDraftSaved = defineEvent({
  type: "TemplateDraftSaved",
  version: 1,
  description: "A template's draft (the author's working copy) was saved: its name, description and modules, the whole draft.",
  schema: z.object({ templateId: id, name, description, modules }),
});

export const TemplateVersionSaved = defineEvent({
  type: "TemplateVersionSaved",
  version: 1,
  description: "A template's draft was frozen as its next numbered version, with what changed in the author's words.",
  schema: z.object({
    templateId: id,
    version: z.number().int().min(1),
    changeSummary: z.string().min(1).max(TEMPLATE_LIMITS.changeSummary),
    name,
    description,
    modules,
  }),
});

export const TemplatePublishRequested = defineEvent({
  type: "TemplatePublishRequested",
  version: 1,
  description:
    "The author asked to publish a saved version of a template to a department, the team or the platform; the reviewers (the department's headers, or the organisation's administrators) were resolved now.",
  schema: z.object({
    templateId: id,
    requestId: id,
    version: z.number().int().min(1),
    name: name.describe("The version's name, as the reviewers are asked"),
    scope: z.enum(TEMPLATE_SCOPES),
    departmentId: id.nullable().describe("The department served, for scope department"),
    reviewerIds: z.array(id).min(1).max(100),
  }),
});

export const TemplatePublishDecided = defineEvent({
  type: "TemplatePublishDecided",
  version: 1,
  description:
    "A reviewer granted or refused a template's publish request with an electronic signature (password, meaning, printed name, time); granted, the version serves the scope asked.",
  schema: z.object({
    templateId: id,
    requestId: id,
    version: z.number().int().min(1).describe("The version asked (as the request named it)"),
    scope: z.enum(TEMPLATE_SCOPES),
    departmentId: id.nullable(),
    granted: z.boolean(),
    ...Manifestation,
    comment: z.string().max(TEXT_LIMITS.comment),
  }),
});

export const TemplateUnpublished = defineEvent({
  type: "TemplateUnpublished",
  version: 1,
  description: "A published template was withdrawn (by its author or an administrator): it serves only its author again.",
  schema: z.object({ templateId: id, reason: z.string().max(TEMPLATE_LIMITS.reason) }),
});

export const TemplateBinned = defineEvent({
  type: "TemplateBinned",
  version: 1,
  description: "A template was moved to the recycle bin: it serves nobody until restored.",
  schema: z.object({ templateId: id }),
});

export const TemplateRestored = defineEvent({
  type: "TemplateRestored",
  version: 1,
  description: "A template was restored from the recycle bin.",
  schema: z.object({ templateId: id }),
});

export const TemplateCollected = defineEvent({
  type: "TemplateCollected",
  version: 1,
  description: "A member collected a template (added it to their favourites).",
  schema: z.object({ templateId: id, memberId: id }),
});

export const TemplateUncollected = defineEvent({
  type: "TemplateUncollected",
  version: 1,
  description: "A member took a template out of their favourites.",
  schema: z.object({ templateId: id, memberId: id }),
});
