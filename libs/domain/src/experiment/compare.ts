import type { ExperimentState, Module } from "./experiment-state";
import { diffContent, type FieldChange } from "./module-content";

export interface ModuleComparison {
  readonly moduleId: string;
  readonly title: string;
  readonly type: string;
  readonly status: "added" | "removed" | "changed" | "unchanged";
  /** What changed from the first state to the second, field by field (the trace's shape). */
  readonly changes: readonly FieldChange[];
}

export interface RecordComparison {
  /** The record's own fields (title, participants, temperature, ...). */
  readonly details: readonly FieldChange[];
  readonly modules: readonly ModuleComparison[];
}

/**
 * Two states of one record side by side (issue 6: compare two versions; a rejected record
 * shows what changed since): every module of either, in the order of the second, then the
 * removed ones, each with its field changes.
 */
export function compareRecords(from: ExperimentState, to: ExperimentState): RecordComparison {
  const before = new Map(from.modules.map((m) => [m.moduleId, m]));
  const after = new Set(to.modules.map((m) => m.moduleId));
  const compared = (module: Module, status: ModuleComparison["status"], changes: readonly FieldChange[]): ModuleComparison => ({
    moduleId: module.moduleId,
    title: module.title,
    type: module.type,
    status,
    changes,
  });
  const modules = [
    ...to.modules.map((m) => {
      const old = before.get(m.moduleId);
      if (!old) return compared(m, "added", diffContent({ fields: {}, rows: [] }, m.content));
      const changes = diffContent(old.content, m.content);
      const renamed =
        old.title === m.title
          ? []
          : [{ action: 2 as const, field: "title", rowId: null, oldValue: old.title, newValue: m.title }];
      const all = [...renamed, ...changes];
      return compared(m, all.length === 0 ? "unchanged" : "changed", all);
    }),
    ...from.modules
      .filter((m) => !after.has(m.moduleId))
      .map((m) => compared(m, "removed", diffContent(m.content, { fields: {}, rows: [] }))),
  ];
  const details = diffContent({ fields: from.details as never, rows: [] }, { fields: to.details as never, rows: [] });
  return { details, modules };
}
