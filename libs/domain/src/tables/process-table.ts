import type { EventData } from "@labledger/events";
import { DomainError } from "../decider/domain-error";
import { definitionDecider, firstRepeated } from "./definition-decider";
import { columnsOf, type Expression, type ExpressionProblem, evaluate, numberOf, parseExpression } from "./expression";

export const processTableStream = (tableId: string) => `process-table-${tableId}`;

export type ProcessTableDefinition = Omit<EventData<"ProcessTableSaved">, "tableId" | "ownerId">;
export type ProcessColumn = ProcessTableDefinition["columns"][number];

/** A computed column is one with an expression; the others are the inputs a member types. */
export const isComputed = (column: Pick<ProcessColumn, "expression">) => column.expression.trim() !== "";

/** What is wrong with a data-processing table's columns, for the editor to show beside the column. */
export type ProcessProblem =
  | { readonly key: "labelRepeated"; readonly label: string }
  | { readonly key: "noInput" }
  | { readonly key: "formulaFormat"; readonly label: string; readonly problem: ExpressionProblem }
  | { readonly key: "unknownColumn"; readonly label: string; readonly column: string }
  | { readonly key: "formulaCycle"; readonly label: string };

/**
 * Spec §1 data-processing tables and §8 "formula format error": each label once; at least one input;
 * every computed column's expression reads, names only other columns of the table, and no
 * computed column depends on itself through others. The first problem, or null.
 */
export function processProblem(columns: readonly Pick<ProcessColumn, "label" | "expression">[]): ProcessProblem | null {
  const repeated = firstRepeated(columns.map((c) => c.label));
  if (repeated !== null) return { key: "labelRepeated", label: repeated };
  if (!columns.some((c) => !isComputed(c))) return { key: "noInput" };
  const labels = new Set(columns.map((c) => c.label.trim()));
  const reads = new Map<string, string[]>();
  for (const column of columns.filter(isComputed)) {
    const parsed = parseExpression(column.expression);
    if (!parsed.ok) return { key: "formulaFormat", label: column.label, problem: parsed.problem };
    const names = columnsOf(parsed.expression);
    const unknown = names.find((name) => !labels.has(name) || name === column.label.trim());
    if (unknown !== undefined) return { key: "unknownColumn", label: column.label, column: unknown };
    reads.set(column.label.trim(), names);
  }
  const cycle = [...reads.keys()].find((start) => reaches(reads, start, start, new Set()));
  return cycle === undefined ? null : { key: "formulaCycle", label: cycle };
}

function reaches(reads: ReadonlyMap<string, string[]>, from: string, target: string, seen: Set<string>): boolean {
  for (const next of reads.get(from) ?? []) {
    if (next === target) return true;
    if (seen.has(next)) continue;
    seen.add(next);
    if (reaches(reads, next, target, seen)) return true;
  }
  return false;
}

export function checkProcessTable(definition: Pick<ProcessTableDefinition, "columns">): void {
  const problem = processProblem(definition.columns);
  if (problem === null) return;
  const { key, ...params } = problem;
  const words: Record<string, string | number> = {};
  if ("label" in params) words.label = params.label;
  if ("column" in params) words.column = params.column;
  if ("problem" in params) words.at = params.problem.at + 1;
  throw new DomainError(`tables.${key}`, "invalid", words);
}

/** A data-processing table: a team resource of input columns and columns computed from them. */
export const processTable = definitionDecider("ProcessTable", "processTable.notFound", checkProcessTable);

/**
 * A row's computed columns from its inputs (by label), computed columns reading others in any order;
 * a computed value is null while an input it reads has no number (or it divides by zero). Expects
 * columns without a problem (`processProblem` null); a column that does not read is left null.
 */
export function computeRow(
  columns: readonly Pick<ProcessColumn, "label" | "expression">[],
  inputs: Readonly<Record<string, unknown>>,
): Record<string, number | null> {
  const parsed = new Map<string, Expression | null>();
  for (const column of columns.filter(isComputed)) {
    const read = parseExpression(column.expression);
    parsed.set(column.label.trim(), read.ok ? read.expression : null);
  }
  const values: Record<string, number | null> = {};
  const computing = new Set<string>();
  const cellOf = (label: string): number | null => {
    if (label in values) return values[label] ?? null;
    if (!parsed.has(label)) return numberOf(inputs[label]);
    if (computing.has(label)) return null;
    computing.add(label);
    const expression = parsed.get(label);
    const value = expression ? evaluate(expression, cellOf) : null;
    values[label] = value;
    return value;
  };
  for (const label of parsed.keys()) cellOf(label);
  return values;
}
