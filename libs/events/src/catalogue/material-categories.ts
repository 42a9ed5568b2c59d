import { z } from "zod";
import { defineEvent } from "./define";
import { MATERIAL_CATEGORY_LIMITS as LIMITS, MATERIAL_COLUMN_KEY, MATERIAL_COLUMN_TYPES } from "./material-categories-values";
import { MATERIAL_LIMITS } from "./materials-values";

export {
  MATERIAL_CATEGORY_LIMITS,
  MATERIAL_COLUMN_KEY,
  MATERIAL_COLUMN_TYPES,
  type MaterialColumnType,
} from "./material-categories-values";

const id = z.string().min(1).max(64);
const label = z.string().trim().min(1).max(LIMITS.label);

/** One of a category's own columns: the lots of the category carry a value under its key. */
export const MaterialColumn = z.object({
  key: z.string().regex(MATERIAL_COLUMN_KEY),
  label: z.object({ "zh-CN": label, en: label }).describe("The column's name in each language"),
  type: z.enum(MATERIAL_COLUMN_TYPES),
  required: z.boolean(),
  options: z
    .array(z.string().trim().min(1).max(LIMITS.option))
    .max(LIMITS.options)
    .describe("The values a choice column offers (empty for the other types)"),
});

export const MaterialCategoryDefinition = z.object({
  name: z.string().trim().min(1).max(LIMITS.name),
  description: z.string().trim().max(LIMITS.description),
  columns: z.array(MaterialColumn).max(MATERIAL_LIMITS.extraColumns),
});

export const MaterialCategoryDefined = defineEvent({
  type: "MaterialCategoryDefined",
  version: 1,
  description:
    "A self-made material category was created or changed (spec §3 material column definitions): its name, description and its own columns (key, label in Chinese and English, type, required, the options of a choice), the whole definition.",
  schema: MaterialCategoryDefinition.extend({ categoryId: id }),
});

export const MaterialCategoryDeleted = defineEvent({
  type: "MaterialCategoryDeleted",
  version: 1,
  description: "A self-made material category no lot was in was deleted.",
  schema: z.object({ categoryId: id }),
});
