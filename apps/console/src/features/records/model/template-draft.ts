import type { GridColumn, ModuleContent, RecordModule } from "./types";
import { moved } from "./reorder";

/** One module of a template's draft or version (libs/events TemplateModule): the module, its default content, lock and grants. */
export interface TemplateModule {
  readonly module: {
    readonly moduleId: string;
    readonly type: string;
    readonly subType: string | null;
    readonly title: string;
    readonly required: boolean;
    readonly columns: readonly GridColumn[];
  };
  readonly content: ModuleContent;
  readonly locked: boolean;
  /** Absent: left unauthorised, the record's owner decides later (spec §6). */
  readonly grants?: Readonly<Record<string, 0 | 1>>;
}

/** What the add-module dialog gives (the records' POST /modules body). */
export interface AddedModule {
  readonly type: string;
  readonly subType: string | null;
  readonly title: string;
  readonly columns: readonly GridColumn[];
  readonly required?: boolean;
}

const EMPTY: ModuleContent = { fields: {}, rows: [] };

/** A new module at the end of the draft, empty, unlocked, unauthorised. */
export function withAdded(modules: readonly TemplateModule[], added: AddedModule, moduleId: string): TemplateModule[] {
  const { type, subType, title, columns, required = false } = added;
  return [...modules, { module: { moduleId, type, subType, title, required, columns: [...columns] }, content: EMPTY, locked: false }];
}

export const withoutModule = (modules: readonly TemplateModule[], moduleId: string) =>
  modules.filter((m) => m.module.moduleId !== moduleId);

/** The draft with one module moved up (-1) or down (+1). */
export function withMoved(modules: readonly TemplateModule[], moduleId: string, by: -1 | 1): TemplateModule[] {
  const byId = new Map(modules.map((m) => [m.module.moduleId, m]));
  return moved(
    modules.map((m) => m.module.moduleId),
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
  return modules.map((m) => (m.module.moduleId === moduleId ? change(m) : m));
}

/** A member's access to the module: 1 write, 0 read, null removes it (the last removed leaves an empty grant list). */
export function withGrant(module: TemplateModule, memberId: string, attribute: 0 | 1 | null): TemplateModule {
  const grants = { ...(module.grants ?? {}) };
  if (attribute === null) delete grants[memberId];
  else grants[memberId] = attribute;
  return { ...module, grants };
}

/** Whether the draft's modules changed against what was saved. */
export const sameModules = (a: readonly TemplateModule[], b: readonly TemplateModule[]) => JSON.stringify(a) === JSON.stringify(b);

/** A template module as the record editor's module card shows it: never signed, never edit-locked. */
export function asRecordModule(template: TemplateModule): RecordModule {
  return {
    ...template.module,
    columns: [...template.module.columns],
    content: template.content as RecordModule["content"],
    lastCacheTime: 0,
    isCheck: false,
    signatures: [],
    readOnly: false,
    showEditButton: false,
    ...(template.grants ? { grants: { ...template.grants } } : {}),
  } as RecordModule;
}
