import type { EventData } from "@labledger/events";
import { isIsoDay } from "@labledger/events/catalogue/calendar-day";
import { MATERIAL_COLUMN_KEY } from "@labledger/events/catalogue/material-categories-values";
import { MATERIAL_LIMITS } from "@labledger/events/catalogue/materials-values";
import type { Decider } from "../decider/decider";
import { DomainError } from "../decider/domain-error";
import { fieldOfHeader } from "./import-headers";

/** All of an organisation's material categories live in one stream, so names stay unique. */
export const materialCategoriesStream = (organisationId: string) => `material-categories-${organisationId}`;

export type MaterialCategory = EventData<"MaterialCategoryDefined">;
export type MaterialCategoryDefinition = Omit<MaterialCategory, "categoryId">;
export type MaterialColumn = MaterialCategory["columns"][number];
type MaterialCategoryEvent =
  | { type: "MaterialCategoryDefined"; data: MaterialCategory }
  | { type: "MaterialCategoryDeleted"; data: EventData<"MaterialCategoryDeleted"> };

export interface MaterialCategoriesState {
  readonly categories: ReadonlyMap<string, MaterialCategory>;
}

export type MaterialCategoryCommand =
  /** `mustExist`: a change of a category (a create makes a new one). */
  | { type: "DefineMaterialCategory"; categoryId: string; definition: MaterialCategoryDefinition; mustExist: boolean }
  /** `lotsInIt`: how many material lots are in the category now (the command reads it from the inventory). */
  | { type: "DeleteMaterialCategory"; categoryId: string; lotsInIt: number };

const NOT_FOUND = "materialCategory.notFound";

/**
 * Self-made material categories (spec §1, §2 /team/setting/material): each gives its lots columns
 * of their own. Spec §6: whoever maintains them (every member, MaintainMaterialTypes being always
 * allowed) manages all of them; spec §8: one that lots are in cannot be deleted.
 */
export const materialCategories: Decider<MaterialCategoryCommand, MaterialCategoriesState, MaterialCategoryEvent> = {
  initialState: () => ({ categories: new Map() }),
  evolve: (state, event) => {
    const next = new Map(state.categories);
    if (event.type === "MaterialCategoryDefined") next.set(event.data.categoryId, event.data);
    else next.delete(event.data.categoryId);
    return { categories: next };
  },
  decide: (command, state) => {
    const existing = state.categories.get(command.categoryId);
    if (command.type === "DeleteMaterialCategory") {
      if (!existing) throw new DomainError(NOT_FOUND, "not-found");
      if (command.lotsInIt > 0)
        throw new DomainError("materialCategory.inUse", "conflict", { name: existing.name, count: command.lotsInIt });
      return [{ type: "MaterialCategoryDeleted", data: { categoryId: command.categoryId } }];
    }
    if (command.mustExist && !existing) throw new DomainError(NOT_FOUND, "not-found");
    if (!command.mustExist && existing) throw new DomainError("materialCategory.exists", "conflict");
    const definition = normalised(command.definition);
    const taken = [...state.categories.values()].some(
      (c) => c.categoryId !== command.categoryId && sameName(c.name, definition.name),
    );
    if (taken) throw new DomainError("materialCategory.nameTaken", "conflict", { name: definition.name });
    return [{ type: "MaterialCategoryDefined", data: { categoryId: command.categoryId, ...definition } }];
  },
};

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** A definition checked and tidied: names trimmed, options only on a choice (and at least one there). */
function normalised(definition: MaterialCategoryDefinition): MaterialCategoryDefinition {
  const name = definition.name.trim();
  if (!name) throw new DomainError("materialCategory.nameMissing", "invalid");
  if (definition.columns.length > MATERIAL_LIMITS.extraColumns)
    throw new DomainError("materialCategory.tooManyColumns", "invalid", { max: MATERIAL_LIMITS.extraColumns });
  const keys = new Set<string>();
  const columns = definition.columns.map((column, i) => {
    const key = column.key.trim();
    const at = { column: i + 1, key };
    if (!key) throw new DomainError("materialCategory.columnKeyMissing", "invalid", at);
    if (!MATERIAL_COLUMN_KEY.test(key)) throw new DomainError("materialCategory.columnKeyInvalid", "invalid", at);
    if (keys.has(key)) throw new DomainError("materialCategory.columnKeyRepeated", "invalid", at);
    keys.add(key);
    const label = { "zh-CN": column.label["zh-CN"].trim(), en: column.label.en.trim() };
    if (!label["zh-CN"] || !label.en) throw new DomainError("materialCategory.columnLabelMissing", "invalid", at);
    // A column named as a field every lot has could not be told from it in a list or an import.
    const taken = [label["zh-CN"], label.en, key].find((name) => fieldOfHeader(name));
    if (taken) throw new DomainError("materialCategory.columnLabelTaken", "invalid", { ...at, label: taken });
    const options = column.type === "choice" ? [...new Set(column.options.map((o) => o.trim()).filter(Boolean))] : [];
    if (column.type === "choice" && options.length === 0)
      throw new DomainError("materialCategory.choiceWithoutOptions", "invalid", at);
    return { ...column, key, label, options };
  });
  return { name, description: definition.description.trim(), columns };
}

/** What is wrong with one of a lot's values in its category's own columns. */
export type ExtraProblem = "missing" | "notNumber" | "notDate" | "notOption" | "unknownColumn";
export interface ExtraProblemAt {
  readonly key: string;
  /** The column's labels (none for a value under a key the category does not have). */
  readonly label: MaterialColumn["label"] | null;
  readonly problem: ExtraProblem;
  readonly options?: readonly string[];
}

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

export { isIsoDay };

/**
 * A lot's values in its category's own columns, checked against the category: every problem, one
 * per column, in the category's column order (an empty list: nothing wrong). An empty value is no
 * value. The material commands and the inventory import both ask it.
 */
export function checkExtra(
  category: Pick<MaterialCategory, "columns">,
  extra: Readonly<Record<string, string>>,
): ExtraProblemAt[] {
  const problems: ExtraProblemAt[] = [];
  for (const column of category.columns) {
    const value = (extra[column.key] ?? "").trim();
    const at = { key: column.key, label: column.label };
    if (!value) {
      if (column.required) problems.push({ ...at, problem: "missing" });
    } else if (column.type === "number" && !NUMBER.test(value)) problems.push({ ...at, problem: "notNumber" });
    else if (column.type === "date" && !isIsoDay(value)) problems.push({ ...at, problem: "notDate" });
    else if (column.type === "choice" && !column.options.includes(value))
      problems.push({ ...at, problem: "notOption", options: column.options });
  }
  const known = new Set(category.columns.map((c) => c.key));
  for (const key of Object.keys(extra)) {
    if (!known.has(key) && (extra[key] ?? "").trim()) problems.push({ key, label: null, problem: "unknownColumn" });
  }
  return problems;
}
