import { z } from "zod";
import { defineEvent } from "./define";

const id = z.string().min(1).max(64);
const unit = z.enum(["mg", "g", "kg", "µL", "mL", "L", "piece"]);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const MaterialRegistered = defineEvent({
  type: "MaterialRegistered",
  version: 1,
  description:
    "A material lot was registered in the inventory (spec §3 Material and inventory): its barcode, name, what it is and where it is kept, and the quantity received.",
  schema: z.object({
    materialId: id,
    barcode: z.string().min(1).max(64),
    name: z.string().min(1).max(200),
    categoryId: id.nullable(),
    properties: z.record(z.string().max(64), z.union([z.string().max(500), z.number()])),
    quantity: z.number().nonnegative(),
    unit,
    expiresOn: day.nullable(),
  }),
});

export const MaterialReceived = defineEvent({
  type: "MaterialReceived",
  version: 1,
  description: "More of a material lot was received: the amount adds to what is left.",
  schema: z.object({ materialId: id, amount: z.number().positive(), unit }),
});

export const MaterialUsed = defineEvent({
  type: "MaterialUsed",
  version: 1,
  description:
    "Some of a material lot was used in a record (spec §3 Material usage record): how much (in the lot's unit), in which record, module and row; what is left follows.",
  schema: z.object({
    materialId: id,
    usageId: id,
    amount: z.number().positive(),
    unit,
    experimentId: id,
    moduleId: id,
    rowId: z.string().max(64),
    remaining: z.number().nonnegative(),
  }),
});

export const MaterialUsageCorrected = defineEvent({
  type: "MaterialUsageCorrected",
  version: 1,
  description: "A usage was corrected in its record: the stock follows by the difference (never an edit of the usage).",
  schema: z.object({
    materialId: id,
    usageId: id,
    from: z.number().nonnegative(),
    to: z.number().nonnegative(),
    unit,
    remaining: z.number().nonnegative(),
  }),
});

export const MaterialAvailabilityChanged = defineEvent({
  type: "MaterialAvailabilityChanged",
  version: 1,
  description: "A material lot was made available, or not (spec §4 Material available or not).",
  schema: z.object({ materialId: id, available: z.boolean() }),
});
