import { columnsOf, numberOf, parseExpression } from "./expression";
import { columnField, type ModuleColumn } from "./info-table";
import { computeRow, isComputed, type ProcessTableDefinition } from "./process-table";

/** A record's data-processing table column: the definition's label (expressions name it) and expression (empty: an input). */
export interface ProcessCell {
  readonly label: string;
  readonly expression: string;
}

/** Why a computed cell holds no number, for the console to say in words. */
export type ComputedProblem = "emptyInput" | "notANumber" | "divisionByZero";

export type ComputedCell = { readonly value: number } | { readonly problem: ComputedProblem };

type ProcessModuleColumn = { readonly field: string; readonly process?: ProcessCell | undefined };
type Row = Readonly<Record<string, unknown>>;

/**
 * The columns a record's data-processing table takes from its definition (spec §1, §2 processList),
 * copied when the table is added: each named by its label and unit, with its label and expression.
 */
export function processModuleColumns(definition: Pick<ProcessTableDefinition, "columns">): (ModuleColumn & {
  process: ProcessCell;
})[] {
  return definition.columns.map((c) => ({
    field: columnField(c),
    required: c.required && !isComputed(c),
    className: [c.required && !isComputed(c) ? "required" : "", isComputed(c) ? "kind-computed" : "kind-input"]
      .filter(Boolean)
      .join(" "),
    process: { label: c.label.trim(), expression: c.expression.trim() },
  }));
}

const processColumns = (columns: readonly ProcessModuleColumn[]) =>
  columns.flatMap((c) => (c.process ? [{ field: c.field, ...c.process }] : []));

/** Whether a module's columns came from a data-processing table. */
export const computesColumns = (columns: readonly ProcessModuleColumn[]) =>
  columns.some((c) => c.process !== undefined && isComputed(c.process));

/** A row's computed cells by field: the number, or why there is none (an input empty or not a number, a division by zero). */
export function computedCells(columns: readonly ProcessModuleColumn[], row: Row): Record<string, ComputedCell> {
  const process = processColumns(columns);
  const inputs = Object.fromEntries(process.map((c) => [c.label, row[c.field]]));
  const values = computeRow(process, inputs);
  const byLabel = new Map(process.map((c) => [c.label, c]));
  /** The input labels an expression reads, through the computed columns it reads. */
  const inputsRead = (label: string, seen = new Set<string>()): string[] => {
    const column = byLabel.get(label);
    if (!column || seen.has(label)) return [];
    seen.add(label);
    if (!isComputed(column)) return [label];
    const parsed = parseExpression(column.expression);
    return parsed.ok ? columnsOf(parsed.expression).flatMap((name) => inputsRead(name, seen)) : [];
  };
  const cells: Record<string, ComputedCell> = {};
  for (const column of process.filter(isComputed)) {
    const value = values[column.label] ?? null;
    if (value !== null) {
      cells[column.field] = { value };
      continue;
    }
    const read = inputsRead(column.label).map((label) => inputs[label]);
    const empty = read.some((v) => v === undefined || v === null || (typeof v === "string" && v.trim() === ""));
    const notNumber = read.some((v) => v !== undefined && v !== null && v !== "" && numberOf(v) === null);
    cells[column.field] = { problem: empty ? "emptyInput" : notNumber ? "notANumber" : "divisionByZero" };
  }
  return cells;
}

/** Rows with their computed cells as the server computes them (a cell without a number is left out): the stored values are these. */
export function withComputedCells<R extends Row>(columns: readonly ProcessModuleColumn[], rows: readonly R[]): R[] {
  if (!computesColumns(columns)) return [...rows];
  return rows.map((row) => {
    const next: Record<string, unknown> = { ...row };
    for (const [field, cell] of Object.entries(computedCells(columns, row))) {
      if ("value" in cell) next[field] = cell.value;
      else delete next[field];
    }
    return next as R;
  });
}
