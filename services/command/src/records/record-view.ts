import { type ExperimentState, hasSharedModules, moduleAccess } from "@labledger/domain";

export interface RecordViewer {
  readonly memberId: string;
  /** The member may view the whole record (not only modules granted to them). */
  readonly mayView: boolean;
  /** The member may edit the record (false for a record shown as it stood in the past). */
  readonly editable: boolean;
  /** The right a granted share gives this member (1 read-write, 0 read-only), when one reaches them. */
  readonly sharedRight?: 0 | 1 | undefined;
}

/** A record as one member sees it: spec §4 module display, read-only and edit-button rules applied. */
export function recordView(id: string, state: ExperimentState, viewer: RecordViewer) {
  const { memberId } = viewer;
  const { status, version, locked, approval, archived } = state.lifecycle;
  // An archived record is read-only for everyone until an administrator takes it out of the archive.
  const readOnly = !viewer.editable || archived !== undefined;
  const access = new Map(
    moduleAccess(state, { memberId, mayViewRecord: viewer.mayView, recordReadOnly: readOnly }).map((a) => [a.moduleId, a]),
  );
  const ownerId = state.record!.ownerId;
  return {
    ...state.record,
    ...state.details,
    id,
    status,
    version,
    isRejected: status === "rejected",
    locked,
    archived: archived !== undefined,
    ...(archived ? { archivedAt: archived.at, retainUntil: archived.retainUntil } : {}),
    // Spec §4 / 21 CFR 11.50: the review signatures (printed name, meaning, time) shown with the record.
    approvalSignatures: approval?.signatures ?? [],
    permission: ownerId === memberId ? 1 : 0,
    isReadOnly: readOnly,
    hasModuleShared: hasSharedModules(state),
    // Spec §6: reached through a granted share (and with what right), for the record's header to say so.
    ...(viewer.sharedRight !== undefined ? { sharedRight: viewer.sharedRight } : {}),
    modules: state.modules
      .filter((m) => access.get(m.moduleId)!.visible)
      .map(({ cacheTime, grants, ...module }) => {
        const { readOnly, showEditButton } = access.get(module.moduleId)!;
        return {
          ...module,
          lastCacheTime: cacheTime,
          readOnly,
          showEditButton,
          grants: memberId === ownerId ? (grants ?? {}) : undefined,
        };
      }),
  };
}
