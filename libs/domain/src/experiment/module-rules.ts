import { DomainError } from "../decider/domain-error";
import { contentCompleteness as contentCompletenessOf } from "../module-kinds/kit/completeness";
import { brokenRule } from "../module-kinds/kit/content-schema";
import type { KindModule } from "../module-kinds/module-kind";
import { isKnownKind, kindOf } from "../module-kinds/registry";
import type { ModuleContent } from "./module-content";

/**
 * A new module names a registered kind (../module-kinds/registry.ts). Events keep the type as a
 * bounded string, so this is where an unknown one is refused.
 */
export function checkModuleKind(module: { type: string; subType: string | null }): void {
  if (!isKnownKind(module.type, module.subType))
    throw new DomainError("module.kindUnknown", "invalid", {
      type: module.subType ? `${module.type}/${module.subType}` : module.type,
    });
}

/** Refuses content a module of this kind cannot hold (its content schema), naming the module and the rule; empty values always pass until submission. */
export function checkModuleContent(
  module: { type: string; title: string; columns?: readonly ChoiceColumn[] },
  content: ModuleContent,
): void {
  const kind = kindOf(module.type);
  const rule = kind ? brokenRule(kind.contentSchema, content) : null;
  if (rule !== null) throw new DomainError("module.valueInvalid", "invalid", { title: module.title, rule });
  const broken = kind?.contentRule?.(content);
  if (broken) throw new DomainError(broken, "invalid", { title: module.title });
  checkChoiceCells(module.title, module.columns ?? [], content);
}

/** A grid column with the options of an information table's choice column. */
interface ChoiceColumn {
  readonly field: string;
  readonly options?: readonly string[] | undefined;
}

/** Spec §1 information tables: a choice column's cell holds one of its options (or nothing until submission). */
function checkChoiceCells(title: string, columns: readonly ChoiceColumn[], content: ModuleContent): void {
  for (const column of columns) {
    const options = column.options;
    if (!options || options.length === 0) continue;
    for (const row of content.rows) {
      const value = row[column.field];
      if (value === undefined || value === null || value === "") continue;
      if (typeof value !== "string" || !options.includes(value))
        throw new DomainError("module.notAnOption", "invalid", {
          title,
          column: column.field,
          value: String(value).slice(0, 60),
          options: options.join(" / "),
        });
    }
  }
}

/** Spec §5: only one reaction (or sequence) module per record. */
export function checkOnePerRecord(modules: ReadonlyArray<{ readonly type: string }>, type: string): void {
  if (kindOf(type)?.onePerRecord && modules.some((m) => m.type === type)) throw new DomainError("module.onlyOne", "conflict");
}

/**
 * Spec §5: submission is blocked while a required module is empty or a required grid cell
 * is blank. Returns the modules that are incomplete (empty list: the record may be submitted).
 */
export function incompleteModules(
  modules: ReadonlyArray<KindModule & { readonly moduleId: string }>,
): Array<{ moduleId: string; title: string; rowIds: string[]; emptyCells?: string[] }> {
  return modules.flatMap((module) => {
    const completeness = kindOf(module.type)?.completeness ?? contentCompletenessOf;
    const { filled, incompleteRowIds, emptyCells = [] } = completeness(module);
    const incomplete = (module.required && !filled) || incompleteRowIds.length > 0 || emptyCells.length > 0;
    return incomplete
      ? [
          {
            moduleId: module.moduleId,
            title: module.title,
            rowIds: [...incompleteRowIds],
            ...(emptyCells.length > 0 ? { emptyCells: [...emptyCells] } : {}),
          },
        ]
      : [];
  });
}

/** Cells a refusal names before it counts the rest. */
const CELLS_NAMED = 5;

/**
 * Spec §5 "The content is incomplete. Please supplement it before submitting"; when the first
 * incomplete module is missing required cells, the refusal names them ("Data!B3, Data!B4").
 */
export function assertComplete(modules: Parameters<typeof incompleteModules>[0]): void {
  const incomplete = incompleteModules(modules);
  if (incomplete.length === 0) return;
  const withCells = incomplete.find((m) => m.emptyCells !== undefined);
  if (!withCells?.emptyCells) throw new DomainError("experiment.incomplete", "invalid");
  const { emptyCells, title } = withCells;
  const named = emptyCells.slice(0, CELLS_NAMED).join(", ");
  const more = emptyCells.length - CELLS_NAMED;
  throw new DomainError(more > 0 ? "experiment.incompleteCellsMore" : "experiment.incompleteCells", "invalid", {
    title,
    cells: named,
    more: Math.max(0, more),
  });
}
