import { ALWAYS_ALLOWED, HEADER_ROLE, MEMBER_ROLE, PERMISSION_CODES, type PermissionCode, type Role } from "../role/role";
import type { Principal } from "./access";

/** What decides a member's rights: their flags and the roles they were given. */
export interface MemberFacts {
  readonly isOrganisationAdmin: boolean;
  readonly isDepartmentHeader: boolean;
  readonly isTrial: boolean;
  readonly roleIds: readonly string[];
}

export type ViewingLevels = { readonly [K in keyof Role["viewingLevels"]]: ReadonlySet<Role["viewingLevels"][K]> };

/** Every member holds the member role, headers the header role, and each custom role they were given (deleted ones drop out). */
export function heldRoles(facts: MemberFacts, roles: ReadonlyMap<string, Role>): Role[] {
  const ids = [MEMBER_ROLE, ...(facts.isDepartmentHeader ? [HEADER_ROLE] : []), ...facts.roleIds];
  return [...new Set(ids)].flatMap((id) => roles.get(id) ?? []);
}

/** Spec §3 permission items: every code with isActive; an organisation admin has every code active. */
export function permissionRows(facts: MemberFacts, roles: ReadonlyMap<string, Role>) {
  const active = activeCodes(facts, roles);
  return PERMISSION_CODES.map((permissionCode) => ({ permissionCode, isActive: active.has(permissionCode) }));
}

export function principalOf(facts: MemberFacts, roles: ReadonlyMap<string, Role>): Principal {
  return { isOrganisationAdmin: facts.isOrganisationAdmin, isTrial: facts.isTrial, permissions: activeCodes(facts, roles) };
}

/** The union of the viewing levels of every role held: a member sees what any of their roles lets them see. */
export function viewingLevelsOf(facts: MemberFacts, roles: ReadonlyMap<string, Role>): ViewingLevels {
  const held = heldRoles(facts, roles);
  return {
    project: new Set(held.map((r) => r.viewingLevels.project)),
    task: new Set(held.map((r) => r.viewingLevels.task)),
    experiment: new Set(held.map((r) => r.viewingLevels.experiment)),
  };
}

function activeCodes(facts: MemberFacts, roles: ReadonlyMap<string, Role>): Set<PermissionCode> {
  if (facts.isOrganisationAdmin) return new Set(PERMISSION_CODES);
  const codes = heldRoles(facts, roles).flatMap((r) => r.permissions.filter((p) => p.isActive).map((p) => p.permissionCode));
  return new Set<PermissionCode>([...codes, ...ALWAYS_ALLOWED]);
}
