import type { Translate } from "../../audit/change-words";
import { isOpaqueId } from "../../audit/plain-text";
import { keyLabel, rowInWords, valueInWords } from "../../audit/value-words";
import type { KindModule, ModuleKind, PlainRow } from "../module-kind";

/** Bookkeeping fields, never content: the highlight marks and the reason a value was entered as N/A. */
const NOT_CONTENT = new Set(["highlight", "setHighlight"]);

/**
 * A module as PDF table lines, read the way the history reads it: each entered field by its
 * label ("value" by the kind's name), then each row as "column: value" pairs in the columns' order.
 */
export function plainRowsOf(kind: ModuleKind, module: KindModule, t: Translate): PlainRow[] {
  const kindName = t(`module.kind.${kind.type}`);
  const fields = Object.entries(module.content.fields).flatMap(([key, value]): PlainRow[] => {
    if (NOT_CONTENT.has(key) || isOpaqueId(value)) return [];
    const label = key === "value" ? kindName : (kind.fieldLabel?.(key, kindName, t) ?? keyLabel(key, t));
    const words =
      kind.fieldValueInWords?.(key, value, t) ?? (value === "N/A" ? { text: t("notApplicable") } : valueInWords(value, t));
    return words.text ? [{ label, value: words.text }] : [];
  });
  const rows = module.content.rows.map((row, i) => ({
    label: t("row.atPlain", { n: i + 1 }),
    value: rowInWords(module, row, t, {
      value: (key, value) => kind.fieldValueInWords?.(key, value, t) ?? valueInWords(value, t),
      label: (key) => kind.fieldLabel?.(key, kindName, t) ?? keyLabel(key, t),
    }).text,
  }));
  return [...fields, ...rows];
}
