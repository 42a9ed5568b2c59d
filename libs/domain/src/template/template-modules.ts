import type { ClonedModule } from "../experiment/cloning";
import { cloneModules } from "../experiment/cloning";
import type { Module } from "../experiment/experiment-state";
import type { TemplateModule } from "./template-state";

/** A record's module with the grants it starts with (a template's module may name some). */
export type RecordModuleFromTemplate = ClonedModule;

/**
 * Spec §4 "Cloning or saving as a template": a record saved as a template keeps its modules and
 * what `cloneModules` keeps of their content (signatures, highlights, reaction data and sample
 * codes are not kept); nothing starts locked and no module is authorised (§6: a template may
 * leave modules unauthorised).
 */
export function templateModulesOfRecord(modules: readonly Module[], newId: () => string): TemplateModule[] {
  return cloneModules(modules, newId).map(({ module, content }) => ({
    ...module,
    content: { fields: { ...content.fields }, rows: content.rows.map((row) => ({ ...row })) },
    locked: false,
  }));
}

/**
 * A record's modules from a template's version: new ids, the content as the version holds it
 * (default texts and rows), locked modules locked, the version's grants (none for the record's
 * owner, who holds the record anyway).
 */
export function recordModulesOfTemplate(
  modules: readonly TemplateModule[],
  ownerId: string,
  newId: () => string,
): RecordModuleFromTemplate[] {
  return modules.map(({ content, locked, grants, ...module }) => {
    const given = Object.entries(grants ?? {}).filter(([memberId]) => memberId !== ownerId);
    return {
      module: {
        ...module,
        moduleId: newId(),
        columns: module.columns.map((c) => ({ ...c })),
        ...(locked ? { locked: true } : {}),
      },
      content: { fields: { ...content.fields }, rows: content.rows.map((row) => ({ ...row })) },
      ...(given.length > 0 ? { grants: Object.fromEntries(given) } : {}),
    };
  });
}
