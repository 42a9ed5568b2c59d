import type { TemplateModule } from "@labledger/contracts";
import { moved } from "./reorder";
import type { GridColumn, ModuleContent, RecordModule } from "./types";

/** One module of a template's draft or version: a record's module with its default content, `locked` and `grants` (absent: unauthorised, spec §6). */
export type { TemplateModule };

/** What the add-module dialog gives (the records' POST /modules body). */
export interface AddedModule {
  readonly type: string;
  readonly subType: string | null;
  readonly title: string;
  readonly columns: readonly GridColumn[];
  readonly required?: boolean;
}

const EMPTY: TemplateModule["content"] = { fields: {}, rows: [] };

/** A new module at the end of the draft, empty, unlocked, unauthorised. */
export function withAdded(modules: readonly TemplateModule[], added: AddedModule, moduleId: string): TemplateModule[] {
  const { type, subType, title, columns, required = false } = added;
  return [...modules, { moduleId, type, subType, title, required, columns: [...columns], content: EMPTY, locked: false }];
}

export const withoutModule = (modules: readonly TemplateModule[], moduleId: string) =>
  modules.filter((m) => m.moduleId !== moduleId);

/** The draft with one module moved up (-1) or down (+1). */
export function withMoved(modules: readonly TemplateModule[], moduleId: string, by: -1 | 1): TemplateModule[] {
  const byId = new Map(modules.map((m) => [m.moduleId, m]));
  return moved(
    modules.map((m) => m.moduleId),
    moduleId,
    by,
  ).map((id) => byId.get(id)!);
}

/** The draft with one module changed by `change`. */
export function withChanged(
  modules: readonly TemplateModule[],
  moduleId: string,
  change: (module: TemplateModule) => TemplateModule,
): TemplateModule[] {
  return modules.map((m) => (m.moduleId === moduleId ? change(m) : m));
}

/** A member's access to the module: 1 write, 0 read, null removes it (the last removed leaves an empty grant list). */
export function withGrant(module: TemplateModule, memberId: string, attribute: 0 | 1 | null): TemplateModule {
  const grants = { ...(module.grants ?? {}) };
  if (attribute === null) delete grants[memberId];
  else grants[memberId] = attribute;
  return { ...module, grants };
}

/** A module's content as the editor gives it, kept in the template. */
export const withContent = (module: TemplateModule, content: ModuleContent): TemplateModule => ({
  ...module,
  content: content as TemplateModule["content"],
});

/** Whether the draft's modules changed against what was saved. */
export const sameModules = (a: readonly TemplateModule[], b: readonly TemplateModule[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/** A template module as the record editor's module card shows it: never signed, never edit-locked. */
export function asRecordModule(template: TemplateModule): RecordModule {
  const { locked: _locked, grants: _grants, ...module } = template;
  return {
    ...module,
    lastCacheTime: 0,
    isCheck: false,
    signatures: [],
    readOnly: false,
    showEditButton: false,
    ...(template.grants ? { grants: { ...template.grants } } : {}),
  } as RecordModule;
}
