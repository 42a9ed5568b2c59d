import { sheetChangesOf } from "../audit/sheet-changes";
import { workbookOf } from "../module-kinds/spreadSheet/workbook-fold";
import type { ExperimentState, Module } from "./experiment-state";
import { diffContent, EMPTY_CONTENT, type FieldChange, type ModuleContent } from "./module-content";
import { workbookChangeEvents } from "./workbook-changes";

/** A module's content changes, its workbook's (cells, sheets, charts) read as the trace reads them. */
function contentChanges(moduleId: string, from: ModuleContent, to: ModuleContent): FieldChange[] {
  const fields = diffContent(from, to);
  if (!from.workbook && !to.workbook) return fields;
  const on = { experimentId: "", moduleId, cacheTime: 0 };
  const sheets = workbookChangeEvents(on, workbookOf(from), workbookOf(to))
    .flatMap(sheetChangesOf)
    .map((c) => ({ action: c.action, field: c.fieldName, rowId: null, oldValue: c.oldValue, newValue: c.newValue }));
  return [...fields, ...sheets];
}

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
      if (!old) return compared(m, "added", contentChanges(m.moduleId, EMPTY_CONTENT, m.content));
      const changes = contentChanges(m.moduleId, old.content, m.content);
      const renamed =
        old.title === m.title
          ? []
          : [{ action: 2 as const, field: "title", rowId: null, oldValue: old.title, newValue: m.title }];
      const all = [...renamed, ...changes];
      return compared(m, all.length === 0 ? "unchanged" : "changed", all);
    }),
    ...from.modules
      .filter((m) => !after.has(m.moduleId))
      .map((m) => compared(m, "removed", contentChanges(m.moduleId, m.content, EMPTY_CONTENT))),
  ];
  const details = diffContent({ fields: from.details as never, rows: [] }, { fields: to.details as never, rows: [] });
  return { details, modules };
}
