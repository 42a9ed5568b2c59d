import { z } from "zod";
import { defineEvent } from "./define";
import { NAME_LIMITS } from "./name-limits";
import { TABLE_LIMITS } from "./table-definitions-values";

const id = z.string().min(1).max(64);

/**
 * A module's type and sub-type (spec §3): a bounded name, not a closed list. Events are history
 * and an old event must always parse, also once its kind is retired; which kinds a new module
 * may have is the domain's module-kind registry (libs/domain/src/module-kinds/registry.ts),
 * checked when a module is added. So a new kind needs no change here (docs/ADDING-A-MODULE-KIND.md).
 */
const kindName = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/);

/** Spec §3 audit trace item: action 1 added, 2 modified, 3 deleted. */
export const FieldChangeSchema = z.object({
  action: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  field: z.string().max(100).nullable(),
  rowId: z.string().max(64).nullable(),
  oldValue: z.unknown(),
  newValue: z.unknown(),
});

/** A new record's header: where it is, its number and title, whose it is. */
const recordHeader = {
  experimentId: id,
  number: z.string().min(1).max(50),
  notebookId: id,
  projectId: id.nullable(),
  taskId: id.nullable(),
  title: z.string().min(1).max(NAME_LIMITS.title),
  ownerId: id,
  departmentId: id.nullable(),
};

export const ExperimentCreated = defineEvent({
  type: "ExperimentCreated",
  version: 1,
  description: "An experiment record was created in a record book, numbered by the numbering rules.",
  schema: z.object({
    ...recordHeader,
    templateId: id.nullable(),
    templateVersion: z
      .number()
      .int()
      .min(1)
      .nullable()
      .optional()
      .describe("The template's version the record was made from (absent on records older than templates)"),
    clonedFromId: id.nullable(),
  }),
});

export const ExperimentDetailsChanged = defineEvent({
  type: "ExperimentDetailsChanged",
  version: 1,
  description:
    "Record fields changed (title, participants, room temperature, humidity, conclusion, department), as field changes.",
  schema: z.object({ experimentId: id, changes: z.array(FieldChangeSchema).min(1) }),
});

/** A grid module's column as a record (and a template, and an .eln file) keeps it: one shape for all of them. */
export const ModuleColumnSchema = z.object({
  field: z.string().min(1).max(100),
  required: z.boolean(),
  className: z.string().max(100),
  options: z
    .array(z.string().min(1).max(TABLE_LIMITS.option))
    .max(TABLE_LIMITS.options)
    .optional()
    .describe("A choice column's options, taken from an information table (optional, issue 17): a row's value is one of them"),
  process: z
    .object({ label: z.string().min(1).max(TABLE_LIMITS.label), expression: z.string().max(TABLE_LIMITS.expression) })
    .optional()
    .describe(
      "A data-processing table's column (optional, issue 17): its label, by which expressions name it, and its expression (empty: an input); computed cells are the server's",
    ),
});

/** What a module is, as added to a record: its id, kind, title, required flag and columns. */
const moduleFields = {
  moduleId: id,
  type: kindName,
  subType: kindName.nullable(),
  title: z.string().min(1).max(100),
  required: z.boolean(),
  columns: z.array(ModuleColumnSchema).max(200),
};

/** A module of an imported record, with what it holds. */
const ImportedModule = z.object({
  ...moduleFields,
  content: z.object({
    fields: z.record(z.string(), z.unknown()),
    rows: z.array(z.object({ rowId: id }).catchall(z.unknown())).max(100_000),
  }),
});

export const ExperimentImported = defineEvent({
  type: "ExperimentImported",
  version: 1,
  description:
    "A record was imported from an .eln file (the ELN Consortium's format) into a record book, numbered by the numbering rules: one event holds the record, its modules with their content, and where it came from (the file's name and SHA-256, the application that wrote it, the dataset in it, its authors and dates as recorded text).",
  schema: z.object({
    ...recordHeader,
    ownerId: id.describe("Who imported it"),
    source: z.object({
      fileName: z.string().min(1).max(255),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
      application: z.string().max(200).nullable().describe("The ELN that wrote the file (its sdPublisher's name)"),
      fileCreatedAt: z.string().max(40).nullable(),
      datasetId: z.string().max(1000).describe("The record's dataset in the file's RO-Crate"),
      authors: z.array(z.string().max(200)).max(100).describe("Printed names as recorded, never accounts"),
      createdAt: z.string().max(40).nullable().describe("When the record was created, as the file says"),
      modifiedAt: z.string().max(40).nullable(),
      keywords: z.array(z.string().max(200)).max(100),
    }),
    modules: z.array(ImportedModule).max(500),
    cacheTime: z.number().int().describe("The modules' version stamp"),
  }),
});

export const ModuleAdded = defineEvent({
  type: "ModuleAdded",
  version: 1,
  description: "A module was added to a record, after the given module (or first).",
  schema: z.object({
    experimentId: id,
    ...moduleFields,
    afterModuleId: id.nullable(),
    locked: z
      .boolean()
      .optional()
      .describe("Its content starts locked (a template's locked module, spec §4 lockContent): it cannot be saved"),
  }),
});

export const ModuleRenamed = defineEvent({
  type: "ModuleRenamed",
  version: 1,
  description: "A module's title changed.",
  schema: z.object({ experimentId: id, moduleId: id, from: z.string(), to: z.string().min(1).max(100) }),
});

export const ModulesReordered = defineEvent({
  type: "ModulesReordered",
  version: 1,
  description: "The record's modules were put in a new order (every module id, once).",
  schema: z.object({ experimentId: id, from: z.array(id), to: z.array(id) }),
});

export const ModuleDeleted = defineEvent({
  type: "ModuleDeleted",
  version: 1,
  description: "A module was removed from the record; its saves stay in the log.",
  schema: z.object({ experimentId: id, moduleId: id }),
});

export const ModuleEditLocked = defineEvent({
  type: "ModuleEditLocked",
  version: 1,
  description: "A member took a module for editing (enable-edit) until the given time; others cannot save it meanwhile.",
  schema: z.object({ experimentId: id, moduleId: id, memberId: id, until: z.iso.datetime() }),
});

export const ModuleSaved = defineEvent({
  type: "ModuleSaved",
  version: 1,
  description: "A module's content was saved (by hand or automatically) as its field-level changes.",
  schema: z.object({
    experimentId: id,
    moduleId: id,
    isAuto: z.boolean(),
    changes: z.array(FieldChangeSchema).min(1),
    /** The module's new version stamp (epoch ms): the next save must name it. */
    cacheTime: z.number().int(),
  }),
});

export const ModuleGrantChanged = defineEvent({
  type: "ModuleGrantChanged",
  version: 1,
  description:
    "A member was given read (0) or write (1) on one module of a record, or the grant was removed (null) — spec §3 ModuleGrants.",
  schema: z.object({ experimentId: id, moduleId: id, memberId: id, attribute: z.union([z.literal(0), z.literal(1), z.null()]) }),
});
