import { z } from "zod";
import { defineEvent } from "./define";
import { MATERIAL_DETAIL_FIELDS, MATERIAL_LIMITS, MATERIAL_UNITS } from "./materials-values";

const id = z.string().min(1).max(64);
const unit = z.enum(MATERIAL_UNITS);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const text = z.string().max(MATERIAL_LIMITS.text);

/** Spec §3 fields of a lot, each optional text as the supplier wrote it (purity "99.8 %", flash point "13 ℃"). */
export const MaterialDetails = z
  .object(
    Object.fromEntries(MATERIAL_DETAIL_FIELDS.map((field) => [field, text.optional()])) as Record<
      (typeof MATERIAL_DETAIL_FIELDS)[number],
      z.ZodOptional<typeof text>
    >,
  )
  .strict();

/** What describes a lot and may change: everything but its stock. */
const description = {
  barcode: z.string().min(1).max(MATERIAL_LIMITS.barcode),
  name: z.string().min(1).max(MATERIAL_LIMITS.name),
  categoryId: id.nullable(),
  details: MaterialDetails,
  /** The lot's values in its self-made category's own columns, by column key. */
  extra: z.record(z.string().max(64), text),
  /** A drawn or given structure (molfile), read by the chemistry service for formula and weight. */
  molFile: z.string().max(MATERIAL_LIMITS.molFile).nullable(),
  expiresOn: day.nullable(),
};

export const MaterialRegistered = defineEvent({
  type: "MaterialRegistered",
  version: 1,
  description:
    "A material lot was registered in the inventory (spec §3 Material and inventory): its barcode, name, what it is and where it is kept, and the quantity received.",
  schema: z.object({
    materialId: id,
    ...description,
    quantity: z.number().nonnegative(),
    unit,
  }),
});

export const MaterialDescribed = defineEvent({
  type: "MaterialDescribed",
  version: 1,
  description:
    "What describes a material lot was changed (its barcode, name, category, §3 fields, structure or expiry); its stock changes only by receipts and usages.",
  schema: z.object({ materialId: id, ...description }),
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
    /** What the settings let through with a warning: used after expiry, about to expire, more than was left. */
    warnings: z.array(z.enum(["expiredUsed", "aboutToExpire", "overdrawn"])),
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
