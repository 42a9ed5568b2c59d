import type { ReactionFormula, ReactionFormulaBody } from "@labledger/contracts";
import { REACTION_CONDITION_FIELDS } from "@labledger/events/catalogue/reaction-formulas-values";

export type ConditionField = (typeof REACTION_CONDITION_FIELDS)[number];
export const NUMBER_CONDITIONS = REACTION_CONDITION_FIELDS.filter((f): f is Exclude<ConditionField, "gas"> => f !== "gas");

/** A formula as the dialog edits it: text as typed, the conditions too (a number is read on saving). */
export interface FormulaForm {
  readonly name: string;
  readonly description: string;
  readonly molFile: string;
  readonly conditions: Readonly<Record<ConditionField, string>>;
}

const NO_CONDITIONS = Object.fromEntries(REACTION_CONDITION_FIELDS.map((f) => [f, ""])) as Record<ConditionField, string>;
export const EMPTY_FORM: FormulaForm = { name: "", description: "", molFile: "", conditions: NO_CONDITIONS };

export function formOf(formula: Pick<ReactionFormula, "name" | "description" | "molFile" | "conditions">): FormulaForm {
  const conditions = { ...NO_CONDITIONS };
  for (const field of REACTION_CONDITION_FIELDS) {
    const value = formula.conditions[field];
    if (value !== undefined) conditions[field] = String(value);
  }
  return { name: formula.name, description: formula.description, molFile: formula.molFile, conditions };
}

/** What the form still needs before it can be saved: a name, a drawing, numbers where numbers go; empty when none. */
export function formProblems(form: FormulaForm): Array<"name" | "drawing" | ConditionField> {
  return [
    ...(form.name.trim() === "" ? (["name"] as const) : []),
    ...(form.molFile.trim() === "" ? (["drawing"] as const) : []),
    ...NUMBER_CONDITIONS.filter((f) => form.conditions[f].trim() !== "" && !Number.isFinite(Number(form.conditions[f]))),
  ];
}

/** The body the API takes: blank conditions left out, numbers as numbers. */
export function bodyOf(form: FormulaForm): ReactionFormulaBody {
  const conditions: Record<string, number | string> = {};
  for (const field of NUMBER_CONDITIONS)
    if (form.conditions[field].trim() !== "") conditions[field] = Number(form.conditions[field]);
  if (form.conditions.gas.trim() !== "") conditions.gas = form.conditions.gas.trim();
  return { name: form.name.trim(), description: form.description.trim(), molFile: form.molFile, conditions };
}
