import { MATERIAL_CATEGORY_LIMITS as LIMITS, MATERIAL_COLUMN_TYPES } from "@labledger/events";
import { MATERIAL_LIMITS } from "@labledger/events/catalogue/materials-values";
import { z } from "zod";
import type { RouteDefinition } from "./shared/route";
import { ListQuery, NewId, Page, Position } from "./shared/schemas";

/** Spec §6: members who maintain self-made material categories manage all of them (MaintainMaterialTypes, always allowed). */
const MAINTAIN = { tag: "materials", access: { permission: "MaintainMaterialTypes" } } as const;
const READ = { tag: "materials", access: "member" } as const;

const label = z.string().trim().max(LIMITS.label);

/** A column as a member gives it: the key's form, the labels and the options are checked by the domain, which names the column. */
export const MaterialColumnBody = z.object({
  key: z.string().trim().max(64).describe("A lower-case letter, then up to 39 letters or digits (camelCase): waterPpm"),
  label: z.object({ "zh-CN": label, en: label }),
  type: z.enum(MATERIAL_COLUMN_TYPES),
  required: z.boolean().default(false),
  options: z.array(z.string().trim().max(LIMITS.option)).max(LIMITS.options).default([]).describe("A choice's options"),
});

export const MaterialCategoryBody = z.object({
  name: z.string().trim().min(1).max(LIMITS.name),
  description: z.string().trim().max(LIMITS.description).default(""),
  columns: z.array(MaterialColumnBody).max(MATERIAL_LIMITS.extraColumns).default([]),
});

export const MaterialCategory = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  columns: z.array(MaterialColumnBody.required()),
  lotCount: z.number().int().describe("Material lots in the category now: one with any cannot be deleted"),
  updatedAt: z.string(),
  updatedBy: z.string(),
});

const route = (operationId: string, method: RouteDefinition["method"], path: string, summary: string, write = true) => ({
  operationId,
  method,
  path,
  summary,
  ...(write ? MAINTAIN : READ),
});

export const materialCategoryRoutes = {
  listMaterialCategories: {
    ...route(
      "listMaterialCategories",
      "get",
      "/material-categories",
      "The self-made material categories with their own columns, by name; keyword on the name",
      false,
    ),
    query: ListQuery,
    response: Page(MaterialCategory),
  },
  createMaterialCategory: {
    ...route(
      "createMaterialCategory",
      "post",
      "/material-categories",
      "Create a self-made material category: a name unique in the organisation, a description and its own columns (permission MaintainMaterialTypes)",
    ),
    body: MaterialCategoryBody,
    response: NewId,
    refuses: [409],
  },
  getMaterialCategory: {
    ...route("getMaterialCategory", "get", "/material-categories/{id}", "A self-made material category", false),
    response: MaterialCategory,
  },
  updateMaterialCategory: {
    ...route(
      "updateMaterialCategory",
      "put",
      "/material-categories/{id}",
      "Change a self-made material category (the whole definition; permission MaintainMaterialTypes)",
    ),
    body: MaterialCategoryBody,
    response: Position,
    refuses: [409],
  },
  deleteMaterialCategory: {
    ...route(
      "deleteMaterialCategory",
      "delete",
      "/material-categories/{id}",
      "Delete a self-made material category; one with material lots in it cannot be (spec §8)",
    ),
    response: Position,
    refuses: [409],
  },
} as const satisfies Record<string, RouteDefinition>;

export type MaterialCategoryBody = z.input<typeof MaterialCategoryBody>;
export type MaterialCategory = z.infer<typeof MaterialCategory>;
