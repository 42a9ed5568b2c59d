import type { ReportFieldChoice, ReportTemplateBody } from "@labledger/contracts";
import { type COLUMN_AGGREGATES, REPORT_LIMITS } from "@labledger/events/catalogue/reports-values";
import { newId } from "./ids";

export type ReportColumn = ReportTemplateBody["columns"][number];
export type Aggregate = (typeof COLUMN_AGGREGATES)[number];

/** A field as the records hold it: its module's title and the field (a form field or a grid column). */
export const fieldKey = (field: Pick<ReportFieldChoice, "module" | "field">) => `${field.module}\u0000${field.field}`;

/** A module holding one value (an input, a number) calls it `value`; a grid names its columns. */
const ownValue = (choice: Pick<ReportFieldChoice, "field">) => choice.field === "value";

/** How a field is named in the column chooser: the module, then the field's label when it is not the module's only value. */
export function choiceName(choice: Pick<ReportFieldChoice, "module" | "field" | "label">): string {
  return ownValue(choice) || choice.label === choice.module ? choice.module : `${choice.module} · ${choice.label}`;
}

/** A new column's label: the name it was chosen by, cut to the longest label a column may have. */
export function defaultLabel(choice: Pick<ReportFieldChoice, "module" | "field" | "label">): string {
  return choiceName(choice).slice(0, REPORT_LIMITS.label);
}

/**
 * How a new column reads its field: a module's own value as it is (first); a grid column, which
 * holds a value per row, summed when it holds numbers and listed when it holds words.
 */
export function defaultAggregate(choice: Pick<ReportFieldChoice, "field" | "numeric">): Aggregate {
  if (ownValue(choice)) return "first";
  return choice.numeric ? "sum" : "list";
}

/** The column a field choice becomes, with an id no other column has. */
export function columnOfChoice(choice: ReportFieldChoice, columns: readonly ReportColumn[]): ReportColumn {
  const label = defaultLabel(choice);
  return {
    columnId: newId(
      ownValue(choice) ? choice.module : choice.label,
      columns.map((c) => c.columnId),
      "col",
    ),
    module: choice.module,
    field: choice.field,
    label,
    aggregate: defaultAggregate(choice),
  };
}

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const to = index + step;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** What is wrong with a template's columns, if anything (each needs a label; at least one column, at most 30). */
export function columnsProblem(columns: readonly ReportColumn[]): "none" | "tooMany" | "label" | null {
  if (columns.length === 0) return "none";
  if (columns.length > REPORT_LIMITS.columns) return "tooMany";
  if (columns.some((c) => c.label.trim() === "")) return "label";
  return null;
}
