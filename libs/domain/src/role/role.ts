import { ALWAYS_ALLOWED_PERMISSIONS, PERMISSION_CODES as CODES, type DomainEvent, type EventData } from "@labledger/events";
import type { Decider } from "../decider/decider";
import { DomainError } from "../decider/domain-error";

/** All of an organisation's roles live in one stream, so names stay unique. */
export const rolesStream = (organisationId: string) => `roles-${organisationId}`;

export type RoleEvent = Extract<DomainEvent, { type: `Role${string}` }>;
export type Role = EventData<"RoleDefined">;
export type RoleDefinition = Omit<Role, "roleId" | "builtIn">;
export type PermissionCode = Role["permissions"][number]["permissionCode"];
export const PERMISSION_CODES: readonly PermissionCode[] = CODES;

/** Spec §3: these two are always allowed. */
export const ALWAYS_ALLOWED: ReadonlySet<PermissionCode> = new Set(ALWAYS_ALLOWED_PERMISSIONS);

/** Every member holds MEMBER_ROLE; department headers also hold HEADER_ROLE. Administrators edit both. */
export const MEMBER_ROLE = "member";
export const HEADER_ROLE = "department-header";

const rows = (active: readonly PermissionCode[]) =>
  PERMISSION_CODES.map((permissionCode) => ({
    permissionCode,
    isActive: active.includes(permissionCode) || ALWAYS_ALLOWED.has(permissionCode),
  }));

export const BUILT_IN_ROLES: readonly Role[] = [
  {
    roleId: MEMBER_ROLE,
    builtIn: true,
    name: "Member",
    description: "Every member of the organisation",
    permissions: rows(["ProjectManage", "TemplateDesign", "FulltextSearch"]),
    viewingLevels: { project: "own", task: "own", experiment: "ownInDepartment" },
  },
  {
    roleId: HEADER_ROLE,
    builtIn: true,
    name: "Department header",
    description: "Heads of departments",
    permissions: rows([
      "ProjectManage",
      "FlowManage",
      "TemplateDesign",
      "TemplateShare",
      "FulltextSearch",
      "AudittrailSearch",
      "ViewMemberExperiments",
    ]),
    viewingLevels: { project: "department", task: "departmentInProject", experiment: "departmentInProject" },
  },
];

/**
 * Roles as a list shows them: the built-in ones first, in their fixed order, then the others
 * in the order they came (the sort is stable). Built-in roles made in the same millisecond
 * would otherwise come in the order of their ids.
 */
export function rolesInListOrder<R extends { readonly id: string }>(rows: readonly R[]): R[] {
  const rank = (row: R) => {
    const index = BUILT_IN_ROLES.findIndex((role) => role.roleId === row.id);
    return index === -1 ? BUILT_IN_ROLES.length : index;
  };
  return [...rows].sort((a, b) => rank(a) - rank(b));
}

export interface RolesState {
  readonly roles: ReadonlyMap<string, Role>;
}

export type RoleCommand =
  | { type: "DefineRole"; roleId: string; definition: RoleDefinition; builtIn?: boolean; mustExist: boolean }
  | { type: "DeleteRole"; roleId: string };

export const roles: Decider<RoleCommand, RolesState, RoleEvent> = {
  initialState: () => ({ roles: new Map() }),
  evolve: (state, event) => {
    const next = new Map(state.roles);
    if (event.type === "RoleDefined") next.set(event.data.roleId, event.data);
    else next.delete(event.data.roleId);
    return { roles: next };
  },
  decide: (command, state) => {
    const existing = state.roles.get(command.roleId);
    if (command.type === "DeleteRole") {
      if (!existing) throw new DomainError("role.notFound", "not-found");
      if (existing.builtIn) throw new DomainError("role.builtInCannotBeDeleted", "conflict");
      return [{ type: "RoleDeleted", data: { roleId: command.roleId } }];
    }
    if (command.mustExist && !existing) throw new DomainError("role.notFound", "not-found");
    if (!command.mustExist && existing) throw new DomainError("role.exists", "conflict");
    const name = command.definition.name.trim();
    const taken = [...state.roles.values()].some(
      (r) => r.roleId !== command.roleId && r.name.toLowerCase() === name.toLowerCase(),
    );
    if (taken) throw new DomainError("role.nameTaken", "conflict", { name });
    const role: Role = {
      ...command.definition,
      name,
      roleId: command.roleId,
      builtIn: existing?.builtIn ?? command.builtIn ?? false,
      permissions: normalisePermissions(command.definition.permissions),
    };
    return [{ type: "RoleDefined", data: role }];
  },
};

/** One row per code, in the spec's order; codes not given are inactive, the always-allowed ones active. */
export function normalisePermissions(given: Role["permissions"]): Role["permissions"] {
  const active = new Set(given.filter((p) => p.isActive).map((p) => p.permissionCode));
  return rows([...active]);
}
