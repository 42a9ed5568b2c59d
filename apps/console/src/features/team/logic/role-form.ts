import { ROLE_LIMITS } from "@labledger/events/catalogue/roles-values";
import { type PermissionCode, type Role, type RoleBody, SWITCHABLE_PERMISSION_CODES, type ViewingLevels } from "../api/types";
import en from "../i18n/en.json";
import zhCN from "../i18n/zh-CN.json";

/** The role editor's state: each spec §3 permission code on or off, and the §6 viewing levels. */
export interface RoleForm {
  readonly name: string;
  readonly description: string;
  readonly active: Readonly<Record<PermissionCode, boolean>>;
  readonly viewingLevels: ViewingLevels;
}

export const DEFAULT_VIEWING_LEVELS: ViewingLevels = { project: "own", task: "own", experiment: "ownInDepartment" };

export function emptyRoleForm(): RoleForm {
  return {
    name: "",
    description: "",
    active: Object.fromEntries(SWITCHABLE_PERMISSION_CODES.map((code) => [code, false])) as Record<PermissionCode, boolean>,
    viewingLevels: DEFAULT_VIEWING_LEVELS,
  };
}

export function roleToForm(role: Role): RoleForm {
  const form = emptyRoleForm();
  const active = { ...form.active };
  for (const row of role.permissions)
    if (row.permissionCode in active) active[row.permissionCode as PermissionCode] = row.isActive;
  return { name: role.name, description: role.description, active, viewingLevels: role.viewingLevels };
}

/**
 * The body of POST/PUT /roles: every code of the editor with its isActive, and the rows of
 * codes the editor does not show (e.g. MaintainMaterialTypes) kept as the role had them.
 */
export function formToBody(form: RoleForm, original?: Role): RoleBody {
  const shown = new Set<string>(SWITCHABLE_PERMISSION_CODES);
  const kept = (original?.permissions ?? []).filter((row) => !shown.has(row.permissionCode));
  return {
    name: form.name.trim(),
    description: form.description.trim(),
    permissions: [...SWITCHABLE_PERMISSION_CODES.map((code) => ({ permissionCode: code, isActive: form.active[code] })), ...kept],
    viewingLevels: form.viewingLevels,
  };
}

export type RoleFieldError = "required" | "tooLong" | "duplicate";

/** Name required, within its limit and unique among roles; description within its limit. */
export function validateRole(
  form: RoleForm,
  roles: readonly Role[],
  editingId?: string,
): Partial<Record<"name" | "description", RoleFieldError>> {
  const errors: Partial<Record<"name" | "description", RoleFieldError>> = {};
  const name = form.name.trim();
  if (!name) errors.name = "required";
  else if (name.length > ROLE_LIMITS.name) errors.name = "tooLong";
  else if (roles.some((r) => r.id !== editingId && r.name.trim().toLowerCase() === name.toLowerCase())) errors.name = "duplicate";
  if (form.description.trim().length > ROLE_LIMITS.description) errors.description = "tooLong";
  return errors;
}

/** The codes a role grants (active), in the spec's order. */
export const activeCodes = (role: Role): string[] =>
  SWITCHABLE_PERMISSION_CODES.filter((code) => role.permissions.some((p) => p.permissionCode === code && p.isActive));

/**
 * The members holding a role: every member holds the built-in `member` role, department
 * headers also `department-header`; custom roles are the ones assigned (member.roleIds).
 */
export function holdersOf<M extends { roleIds: readonly string[]; isDepartmentHeader: boolean }>(
  role: Pick<Role, "id" | "builtIn">,
  members: readonly M[],
): M[] {
  if (role.builtIn && role.id === "member") return [...members];
  if (role.builtIn && role.id === "department-header") return members.filter((m) => m.isDepartmentHeader);
  return members.filter((m) => m.roleIds.includes(role.id));
}

/** The custom roles a member holds after adding or removing one; roles that no longer exist are dropped. */
export function withRole(current: readonly string[], roleId: string, hold: boolean, existing: readonly string[]): string[] {
  const kept = current.filter((id) => id !== roleId && existing.includes(id));
  return hold ? [...kept, roleId] : kept;
}

type BuiltInTexts = Readonly<Record<string, { name: string; description: string } | undefined>>;
/** The built-in roles as the server names them (in the organisation's language) until an administrator renames them. */
const BUILT_IN_TEXTS: readonly BuiltInTexts[] = [en.power.builtInTexts, zhCN.power.builtInTexts];

/**
 * The catalogue key that shows a built-in role's name or description in the user's language,
 * while it is still a default text (in either language); undefined shows the stored text as it is.
 */
export function builtInTextKey(role: Pick<Role, "id" | "builtIn" | "name" | "description">, field: "name" | "description") {
  const isDefault = role.builtIn && BUILT_IN_TEXTS.some((texts) => texts[role.id]?.[field] === role[field]);
  return isDefault ? `power.builtInTexts.${role.id}.${field}` : undefined;
}
