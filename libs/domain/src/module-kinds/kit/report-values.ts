import { htmlToText, isOpaqueId } from "../../audit/plain-text";
import { ROW_LEVEL, ROW_PARENT } from "../../tables/level-rows";
import type { KindModule, ModuleKind, ReportField } from "../module-kind";

// A multi-level table's row placing (its level and parent row) is not content.
const NOT_CONTENT = new Set(["highlight", "setHighlight", "rowId", ROW_LEVEL, ROW_PARENT]);

function push(value: unknown, out: (string | number)[]): void {
  if (typeof value === "number" && Number.isFinite(value)) out.push(value);
  else if (typeof value === "string" && value.trim() && !isOpaqueId(value)) out.push(value.trim());
  else if (Array.isArray(value)) for (const item of value) push(item, out);
}

/**
 * What a report can take from a module by default (data mining): each form field with its value,
 * and each grid column with its cells in row order; rich text as text; never ids or bookkeeping.
 */
export function reportValuesOf(
  kind: Pick<ModuleKind, "htmlFields">,
  module: KindModule,
  skip: readonly string[] = [],
): ReportField[] {
  const html = new Set(kind.htmlFields ?? []);
  const fields: ReportField[] = [];
  for (const [field, value] of Object.entries(module.content.fields)) {
    if (NOT_CONTENT.has(field) || skip.includes(field)) continue;
    const values: (string | number)[] = [];
    push(html.has(field) && typeof value === "string" ? htmlToText(value) : value, values);
    if (values.length) fields.push({ field, values });
  }
  const columns = new Map<string, (string | number)[]>();
  for (const row of module.content.rows)
    for (const [field, value] of Object.entries(row)) {
      if (NOT_CONTENT.has(field) || skip.includes(field)) continue;
      const values = columns.get(field) ?? [];
      push(value, values);
      columns.set(field, values);
    }
  for (const [field, values] of columns) if (values.length) fields.push({ field, values });
  return fields;
}
