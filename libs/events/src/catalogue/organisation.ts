import { z } from "zod";
import { defineEvent } from "./define";
import { NUMBERING_TARGETS } from "./organisation-values";

const id = z.string().min(1).max(64);

export const OrganisationCreated = defineEvent({
  type: "OrganisationCreated",
  version: 1,
  description: "An organisation was set up; the first start of an empty data directory does this.",
  schema: z.object({ organisationId: id, name: z.string().min(1).max(200), defaultLanguage: z.enum(["zh-CN", "en"]) }),
});

export const DepartmentCreated = defineEvent({
  type: "DepartmentCreated",
  version: 1,
  description: "A department was added to the organisation's tree.",
  schema: z.object({ departmentId: id, name: z.string().min(1).max(100), parentId: id.nullable() }),
});

export { NUMBERING_TARGETS } from "./organisation-values";

export const NumberingRuleSet = defineEvent({
  type: "NumberingRuleSet",
  version: 1,
  description: "An administrator set how numbers of one kind (experiment, notebook, sample) are made.",
  schema: z.object({
    target: z.enum(NUMBERING_TARGETS),
    prefix: z.string().max(4),
    relatedKey: z.enum(["project", "date", "none"]),
    dateFormat: z.enum(["YY", "YYMM", "YYMMDD"]),
    serialDigits: z.number().int().min(1).max(6),
    mode: z.enum(["consecutive", "restart"]),
  }),
});

export const DictionaryItemAdded = defineEvent({
  type: "DictionaryItemAdded",
  version: 1,
  description: "An item was added to a dictionary (a list of choices such as units or sample types).",
  schema: z.object({ category: z.string().min(1).max(50), itemId: id, name: z.string().min(1).max(100) }),
});

export const DictionaryItemStatusChanged = defineEvent({
  type: "DictionaryItemStatusChanged",
  version: 1,
  description: "A dictionary item was enabled or disabled; disabled items are hidden from choices.",
  schema: z.object({ category: z.string().min(1).max(50), itemId: id, enabled: z.boolean() }),
});

export const NumberIssued = defineEvent({
  type: "NumberIssued",
  version: 1,
  description: "A number was given out under a numbering rule (its counter advanced); numbers are never given twice.",
  schema: z.object({
    target: z.enum(["experiment", "notebook", "sample", "project", "method", "preparedMaterial"]),
    counter: z.string().min(1).max(100),
    serial: z.number().int().min(1),
    number: z.string().min(1).max(50),
    forId: z.string().min(1).max(64),
  }),
});
