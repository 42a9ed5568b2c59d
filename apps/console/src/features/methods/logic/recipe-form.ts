import type { PreparedMaterial, PreparedMaterialBody } from "@labledger/contracts";
import { ratioProblem } from "@labledger/domain/methods/prepared-material";

/** A component row as typed: numbers stay text until saved. */
export interface ComponentRow {
  readonly key: string;
  readonly name: string;
  readonly amount: string;
  readonly unit: string;
  readonly ratio: string;
  readonly materialId: string | null;
}

export interface RecipeForm {
  readonly name: string;
  readonly components: readonly ComponentRow[];
  readonly preparation: string;
  readonly shelfLifeDays: string;
}

let rowCounter = 0;
export const newComponentRow = (): ComponentRow => ({
  key: `c-${++rowCounter}`,
  name: "",
  amount: "",
  unit: "",
  ratio: "",
  materialId: null,
});

export const emptyRecipe = (): RecipeForm => ({ name: "", components: [newComponentRow()], preparation: "", shelfLifeDays: "" });

const text = (value: number | null) => (value === null ? "" : String(value));
const number = (value: string) => (value.trim() === "" ? null : Number(value));

export function recipeOf(material: PreparedMaterial): RecipeForm {
  return {
    name: material.name,
    components: material.components.map((c) => ({
      key: `c-${++rowCounter}`,
      name: c.name,
      amount: text(c.amount),
      unit: c.unit,
      ratio: text(c.ratio),
      materialId: c.materialId,
    })),
    preparation: material.preparation,
    shelfLifeDays: text(material.shelfLifeDays),
  };
}

export function bodyOfRecipe(form: RecipeForm): PreparedMaterialBody {
  return {
    name: form.name.trim(),
    components: form.components.map((c) => ({
      name: c.name.trim(),
      materialId: c.materialId,
      amount: number(c.amount),
      unit: c.unit.trim(),
      ratio: number(c.ratio),
    })),
    preparation: form.preparation.trim(),
    shelfLifeDays: number(form.shelfLifeDays),
  };
}

const notANumber = (value: string, max = Number.POSITIVE_INFINITY) => {
  if (value.trim() === "") return false;
  const n = Number(value);
  return !Number.isFinite(n) || n < 0 || n > max;
};

/** What keeps the recipe from being saved, by message key of the methods catalogue (spec §5: ratio 0 to 100, adding up to 100 at most). */
export function recipeProblems(form: RecipeForm): string[] {
  const problems: string[] = [];
  if (!form.name.trim()) problems.push("recipe.needs.name");
  if (form.components.length === 0 || form.components.some((c) => !c.name.trim())) problems.push("recipe.needs.component");
  if (form.components.some((c) => notANumber(c.amount))) problems.push("recipe.needs.amount");
  if (form.components.some((c) => notANumber(c.ratio, 100))) problems.push("recipe.needs.ratio");
  else if (ratioProblem(form.components.map((c) => ({ ratio: number(c.ratio) })))) problems.push("recipe.needs.ratioTotal");
  if (notANumber(form.shelfLifeDays) || !Number.isInteger(Number(form.shelfLifeDays || "0")))
    problems.push("recipe.needs.shelfLife");
  return problems;
}

/** The ratios' sum, for the dialog to show as it is typed. */
export const ratioTotal = (form: RecipeForm): number =>
  form.components.reduce((sum, c) => sum + (Number.isFinite(Number(c.ratio)) ? Number(c.ratio) : 0), 0);
