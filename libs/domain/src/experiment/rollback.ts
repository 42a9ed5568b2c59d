import { DomainError } from "../decider/domain-error";
import { workbookOf } from "../module-kinds/spreadSheet/workbook-fold";
import type { ExperimentEvent, ExperimentState, Module } from "./experiment-state";
import { diffContent, EMPTY_CONTENT } from "./module-content";
import { workbookChangeEvents } from "./workbook-changes";

/**
 * Issue 6: roll a record back to an earlier version as new events, never by deletion: the
 * changes that turn the record as it is into the record as it was (modules re-added, removed,
 * renamed, re-ordered and their content restored field by field, the record's own fields),
 * after an `ExperimentRolledBack` naming the version. Signed content cannot change, so a
 * signed module that differs refuses the roll-back.
 */
export function rollBackEvents(
  current: ExperimentState,
  target: ExperimentState,
  toVersion: number,
  now: Date,
): ExperimentEvent[] {
  const experimentId = current.record!.experimentId;
  const events: ExperimentEvent[] = [{ type: "ExperimentRolledBack", data: { experimentId, toVersion } }];
  const details = diffContent({ fields: current.details as never, rows: [] }, { fields: target.details as never, rows: [] });
  if (details.length > 0) events.push({ type: "ExperimentDetailsChanged", data: { experimentId, changes: details } });
  const wanted = new Set(target.modules.map((m) => m.moduleId));
  const existing = new Map(current.modules.map((m) => [m.moduleId, m]));
  const unchangedSigned = (m: Module) => {
    if (m.isCheck) throw new DomainError("module.signed", "conflict", { title: m.title });
  };
  for (const module of current.modules) {
    if (wanted.has(module.moduleId)) continue;
    unchangedSigned(module);
    events.push({ type: "ModuleDeleted", data: { experimentId, moduleId: module.moduleId } });
  }
  let cacheTime = now.getTime();
  target.modules.forEach((module, i) => {
    const before = existing.get(module.moduleId);
    const save = (from: typeof EMPTY_CONTENT) => {
      const changes = diffContent(from, module.content);
      // A spreadsheet's workbook as it was: the sheet events that restore it.
      if (from.workbook || module.content.workbook)
        events.push(
          ...workbookChangeEvents(
            { experimentId, moduleId: module.moduleId, cacheTime: Math.max(cacheTime++, (before?.cacheTime ?? 0) + 1) },
            workbookOf(from),
            workbookOf(module.content),
          ),
        );
      if (changes.length > 0)
        events.push({
          type: "ModuleSaved",
          data: {
            experimentId,
            moduleId: module.moduleId,
            isAuto: false,
            changes,
            cacheTime: Math.max(cacheTime++, (before?.cacheTime ?? 0) + 1),
          },
        });
    };
    if (!before) {
      const { moduleId, type, subType, title, required, columns } = module;
      const afterModuleId = i === 0 ? null : target.modules[i - 1]!.moduleId;
      events.push({
        type: "ModuleAdded",
        data: { experimentId, moduleId, type, subType, title, required, columns, afterModuleId },
      });
      save(EMPTY_CONTENT);
      return;
    }
    const differs =
      before.title !== module.title ||
      diffContent(before.content, module.content).length > 0 ||
      JSON.stringify(workbookOf(before.content)) !== JSON.stringify(workbookOf(module.content));
    if (differs) unchangedSigned(before);
    if (before.title !== module.title)
      events.push({
        type: "ModuleRenamed",
        data: { experimentId, moduleId: module.moduleId, from: before.title, to: module.title },
      });
    save(before.content);
  });
  // Re-added modules went in place; re-order only when the kept ones stand differently.
  const placed = addedInPlace(current, target);
  const targetOrder = target.modules.map((m) => m.moduleId);
  if (placed.join("\u0000") !== targetOrder.join("\u0000"))
    events.push({ type: "ModulesReordered", data: { experimentId, from: placed, to: targetOrder } });
  return events.length === 1 ? [] : events;
}

/** The module order after the deletions and the additions (each added after its predecessor in the target). */
function addedInPlace(current: ExperimentState, target: ExperimentState): string[] {
  const wanted = new Set(target.modules.map((m) => m.moduleId));
  const order = current.modules.filter((m) => wanted.has(m.moduleId)).map((m) => m.moduleId);
  target.modules.forEach((module, i) => {
    if (order.includes(module.moduleId)) return;
    const after = i === 0 ? -1 : order.indexOf(target.modules[i - 1]!.moduleId);
    order.splice(after + 1, 0, module.moduleId);
  });
  return order;
}
