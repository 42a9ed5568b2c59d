import { z } from "zod";
import { defineEvent } from "./define";
import { INFO_COLUMN_KINDS, TABLE_LIMITS } from "./table-definitions-values";

export { INFO_COLUMN_KINDS, TABLE_LIMITS } from "./table-definitions-values";

const id = z.string().min(1).max(64);
const label = z.string().min(1).max(TABLE_LIMITS.label);
const unit = z.string().max(TABLE_LIMITS.unit);
const header = {
  tableId: id,
  ownerId: id.describe("Who created it (kept on later saves)"),
  name: z.string().min(1).max(TABLE_LIMITS.name),
  description: z.string().max(TABLE_LIMITS.description),
};
const tableId = z.object({ tableId: id });

export const InfoTableColumn = z.object({
  label,
  kind: z.enum(INFO_COLUMN_KINDS),
  options: z.array(z.string().min(1).max(TABLE_LIMITS.option)).max(TABLE_LIMITS.options).describe("A choice column's options"),
  unit,
  required: z.boolean(),
});

export const MultiLevelColumn = z.object({ label, unit, required: z.boolean(), hidden: z.boolean() });
export const MultiLevel = z.object({
  name: z.string().min(1).max(TABLE_LIMITS.label).describe('What a row of this level is: "Batch", "Sample"'),
  columns: z.array(MultiLevelColumn).min(1).max(TABLE_LIMITS.columns),
});

export const ProcessColumn = z.object({
  label,
  unit,
  required: z.boolean(),
  expression: z
    .string()
    .max(TABLE_LIMITS.expression)
    .describe('Empty for an input column; else the arithmetic over the row\'s other columns: "mass / volume * 1000"'),
});

export const InfoTableSaved = defineEvent({
  type: "InfoTableSaved",
  version: 1,
  description:
    "An information table (a team resource a record's lab information table takes its columns from) was created or changed: its name, description and columns (label, kind, options, unit, required), the whole definition.",
  schema: z.object({ ...header, columns: z.array(InfoTableColumn).min(1).max(TABLE_LIMITS.columns) }),
});
export const InfoTableBinned = defineEvent({
  type: "InfoTableBinned",
  version: 1,
  description: "An information table was moved to the rubbish bin (it can be restored).",
  schema: tableId,
});
export const InfoTableRestored = defineEvent({
  type: "InfoTableRestored",
  version: 1,
  description: "An information table was restored from the rubbish bin.",
  schema: tableId,
});

export const MultiLevelTableSaved = defineEvent({
  type: "MultiLevelTableSaved",
  version: 1,
  description:
    "A multi-level table (a team resource a record's multi-level table is built from) was created or changed: its name, description and levels (batch → sample → measurement), each with its columns (label, unit, required, hidden), the whole definition.",
  schema: z.object({ ...header, levels: z.array(MultiLevel).min(TABLE_LIMITS.minLevels).max(TABLE_LIMITS.levels) }),
});
export const MultiLevelTableBinned = defineEvent({
  type: "MultiLevelTableBinned",
  version: 1,
  description: "A multi-level table was moved to the rubbish bin (it can be restored).",
  schema: tableId,
});
export const MultiLevelTableRestored = defineEvent({
  type: "MultiLevelTableRestored",
  version: 1,
  description: "A multi-level table was restored from the rubbish bin.",
  schema: tableId,
});

export const ProcessTableSaved = defineEvent({
  type: "ProcessTableSaved",
  version: 1,
  description:
    "A data-processing table (a team resource) was created or changed: its name, description and columns, each an input (label, unit, required) or computed from the row's other columns by an arithmetic expression, the whole definition.",
  schema: z.object({ ...header, columns: z.array(ProcessColumn).min(1).max(TABLE_LIMITS.columns) }),
});
export const ProcessTableBinned = defineEvent({
  type: "ProcessTableBinned",
  version: 1,
  description: "A data-processing table was moved to the rubbish bin (it can be restored).",
  schema: tableId,
});
export const ProcessTableRestored = defineEvent({
  type: "ProcessTableRestored",
  version: 1,
  description: "A data-processing table was restored from the rubbish bin.",
  schema: tableId,
});
