import type { MaterialCategory, MaterialCategoryBody } from "@labledger/contracts";
import {
  MATERIAL_COLUMN_KEY,
  MATERIAL_COLUMN_TYPES,
  type MaterialColumnType,
} from "@labledger/events/catalogue/material-categories-values";
import { MATERIAL_LIMITS } from "@labledger/events/catalogue/materials-values";

export { MATERIAL_COLUMN_TYPES, type MaterialColumnType };

/** A column as the dialog edits it: `rowId` keeps a row's inputs while rows move; options as typed, one a line. */
export interface ColumnRow {
  readonly rowId: number;
  readonly key: string;
  readonly labelZh: string;
  readonly labelEn: string;
  readonly type: MaterialColumnType;
  readonly required: boolean;
  readonly options: string;
}

export interface CategoryForm {
  readonly name: string;
  readonly description: string;
  readonly columns: readonly ColumnRow[];
}

export const EMPTY_FORM: CategoryForm = { name: "", description: "", columns: [] };
export const MAX_COLUMNS = MATERIAL_LIMITS.extraColumns;

let nextRowId = 1;
export const emptyColumn = (): ColumnRow => ({
  rowId: nextRowId++,
  key: "",
  labelZh: "",
  labelEn: "",
  type: "text",
  required: false,
  options: "",
});

export function formOf(category: Pick<MaterialCategory, "name" | "description" | "columns">): CategoryForm {
  return {
    name: category.name,
    description: category.description,
    columns: category.columns.map((c) => ({
      rowId: nextRowId++,
      key: c.key,
      labelZh: c.label["zh-CN"],
      labelEn: c.label.en,
      type: c.type,
      required: c.required,
      options: c.options.join("\n"),
    })),
  };
}

/** A row moved one place up (-1) or down (+1); at an end it stays. */
export function moved(columns: readonly ColumnRow[], index: number, by: -1 | 1): ColumnRow[] {
  const to = index + by;
  if (to < 0 || to >= columns.length) return [...columns];
  const next = [...columns];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

const optionsOf = (text: string) =>
  text
    .split(/[\n,，、;；]/)
    .map((o) => o.trim())
    .filter(Boolean);

/** What a row still needs (the server says the same in its words; here it guides as one types), by row index. */
export type ColumnNeed = "key" | "keyForm" | "keyRepeated" | "labels" | "options";
export function columnNeeds(columns: readonly ColumnRow[]): ReadonlyMap<number, ColumnNeed> {
  const needs = new Map<number, ColumnNeed>();
  const seen = new Set<string>();
  columns.forEach((c, i) => {
    const key = c.key.trim();
    const need: ColumnNeed | undefined = !key
      ? "key"
      : !MATERIAL_COLUMN_KEY.test(key)
        ? "keyForm"
        : seen.has(key)
          ? "keyRepeated"
          : !c.labelZh.trim() || !c.labelEn.trim()
            ? "labels"
            : c.type === "choice" && optionsOf(c.options).length === 0
              ? "options"
              : undefined;
    seen.add(key);
    if (need) needs.set(i, need);
  });
  return needs;
}

/** The body the API takes: text trimmed, options only on a choice. */
export function bodyOf(form: CategoryForm): MaterialCategoryBody {
  return {
    name: form.name.trim(),
    description: form.description.trim(),
    columns: form.columns.map((c) => ({
      key: c.key.trim(),
      label: { "zh-CN": c.labelZh.trim(), en: c.labelEn.trim() },
      type: c.type,
      required: c.required,
      options: c.type === "choice" ? optionsOf(c.options) : [],
    })),
  };
}
