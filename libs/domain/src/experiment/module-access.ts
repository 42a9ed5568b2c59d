import type { ExperimentState, Module } from "./experiment-state";

export interface ModuleAccess {
  readonly moduleId: string;
  /** Shown to this member at all. */
  readonly visible: boolean;
  readonly readOnly: boolean;
  /** Spec §4: the edit button that takes a shared module for editing. */
  readonly showEditButton: boolean;
}

/**
 * Spec §4 'Module', for one member:
 * - display: always when they may view the record (permission 1 owner-like or 0 other); otherwise only granted modules;
 * - read-only: when the record has shared modules and they are neither its owner nor a write grantee of the module, or the record is read-only to them;
 * - a module that came locked from its template (lockContent) is read-only to everyone;
 * - edit button: only when the record has shared modules, the module is not signed or locked, and either the owner has it read-only or the module has a write grant and they are the owner or hold write on it.
 */
export function moduleAccess(
  state: ExperimentState,
  viewer: { memberId: string; mayViewRecord: boolean; recordReadOnly: boolean },
): ModuleAccess[] {
  const isOwner = state.record?.ownerId === viewer.memberId;
  const hasShared = hasSharedModules(state);
  return state.modules.map((module) => {
    const grant = module.grants?.[viewer.memberId];
    const writes = grant === 1;
    const visible = viewer.mayViewRecord || grant !== undefined;
    const readOnly = module.locked === true || (viewer.recordReadOnly && !writes ? true : hasShared && !isOwner && !writes);
    const sharedWrite = Object.values(module.grants ?? {}).includes(1);
    const showEditButton =
      hasShared && !module.isCheck && !module.locked && ((isOwner && readOnly) || (sharedWrite && (isOwner || writes)));
    return { moduleId: module.moduleId, visible, readOnly, showEditButton };
  });
}

export const hasSharedModules = (state: ExperimentState) =>
  state.modules.some((m: Module) => Object.keys(m.grants ?? {}).length > 0);

/** Whether this member may save this module (the server's half of the rules above). */
export function maySaveModule(state: ExperimentState, module: Module, memberId: string, mayEditRecord: boolean): boolean {
  if (module.grants?.[memberId] === 1) return true;
  if (!mayEditRecord) return false;
  return !hasSharedModules(state) || state.record?.ownerId === memberId;
}
