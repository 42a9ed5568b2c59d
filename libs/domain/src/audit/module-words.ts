import { kindOf } from "../module-kinds/registry";
import type { Translate } from "./change-words";
import { humanise } from "./plain-text";
import {
  type CellReader,
  firstCellOf,
  inWords,
  keyLabel,
  type ModuleFacts,
  rowInWords,
  valueInWords,
  type Words,
} from "./value-words";
import { hasWords } from "./words";

export * from "./value-words";

/** A module's kind in words: "Materials", "Attachments", "Rich text" (each kind's own words, ../module-kinds). */
export function kindInWords(type: string, subType: string | null, t: Translate): string {
  const sub = subType ? `module.kind.${type}_${subType}` : null;
  if (sub && hasWords(sub)) return t(sub);
  return hasWords(`module.kind.${type}`) ? t(`module.kind.${type}`) : humanise(type);
}

/** A module's form field by its label: a single-value module's value by the module's kind, else as its kind names it. */
export function fieldLabel(module: ModuleFacts, key: string, t: Translate): string {
  const kindName = () => kindInWords(module.type, module.subType, t);
  if (key === "value") return kindName();
  return kindOf(module.type)?.fieldLabel?.(key, kindName(), t) ?? keyLabel(key, t);
}

/** A module's form field value in words: as its kind reads it (rich text, a structure), N/A, anything else as `valueInWords`. */
export function fieldValueInWords(module: ModuleFacts, key: string, value: unknown, t: Translate): Words {
  const own = kindOf(module.type)?.fieldValueInWords?.(key, value, t);
  if (own) return own;
  if (value === "N/A" && key === "value") return inWords(t("notApplicable"));
  return valueInWords(value, t);
}

/** How a module's row cells read: as its kind reads them (a structure, a reaction section), else as `valueInWords`. */
export function cellReaderOf(module: ModuleFacts | null, t: Translate): CellReader {
  const kind = module ? kindOf(module.type) : undefined;
  return {
    value: (key, value) => kind?.fieldValueInWords?.(key, value, t) || valueInWords(value, t),
    label: (key) => kind?.fieldLabel?.(key, kindInWords(module!.type, module!.subType, t), t) ?? keyLabel(key, t),
  };
}

/** A whole row of a module in words, its cells read by its kind. */
export const moduleRowInWords = (module: ModuleFacts | null, row: unknown, t: Translate): Words =>
  rowInWords(module, row, t, cellReaderOf(module, t));

/** The row cells a kind shows in its views, when it chooses them (compareView.columns). */
export const shownColumns = (type: string): readonly string[] | undefined => kindOf(type)?.compareView.columns;

/** The text that names a module's row (its kind's shown columns first), its cells read by its kind. */
export function moduleRowName(module: ModuleFacts | null, row: Readonly<Record<string, unknown>>, t: Translate): string {
  const shown = module ? shownColumns(module.type) : undefined;
  const facts = module && shown ? { ...module, columns: shown.map((field) => ({ field })) } : module;
  return firstCellOf(facts, row, t, cellReaderOf(module, t));
}
