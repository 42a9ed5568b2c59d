import { ownValue } from "../../experiment/module-content";
import { columnAppliesTo } from "../../tables/level-rows";
import type { Completeness, KindModule } from "../module-kind";
import { isEmptyValue } from "./empty";

/**
 * Spec §5: a module holds something when any field is entered or it has rows; a row is incomplete when a
 * required column is blank (a multi-level table's column asks only its level's rows).
 */
export function contentCompleteness(module: KindModule): Completeness {
  const { fields, rows } = module.content;
  const filled = Object.values(fields).some((v) => !isEmptyValue(v)) || rows.length > 0;
  const required = module.columns.filter((c) => c.required);
  const incompleteRowIds = rows
    .filter((row) => required.some((c) => columnAppliesTo(c, row) && isEmptyValue(ownValue(row, c.field))))
    .map((row) => row.rowId);
  return { filled, incompleteRowIds };
}
