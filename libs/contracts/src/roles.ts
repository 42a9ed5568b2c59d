import { PERMISSION_CODE, ROLE_LIMITS, RoleDefinition } from "@labledger/events";
import { z } from "zod";
import type { RouteDefinition } from "./shared/route";
import { ListQuery, Page, Position } from "./shared/schemas";

export const RoleBody = RoleDefinition.extend({
  name: z.string().trim().min(1).max(ROLE_LIMITS.name),
  description: z.string().trim().max(ROLE_LIMITS.description).default(""),
  permissions: z.array(z.object({ permissionCode: PERMISSION_CODE, isActive: z.boolean() })).max(20),
});
export const Role = RoleDefinition.extend({ id: z.string(), builtIn: z.boolean(), updatedAt: z.string() }).loose();

export const rolesRoutes = {
  listRoles: {
    operationId: "listRoles",
    method: "get",
    path: "/roles",
    summary: "Roles (built-in and custom) with their permission rows and viewing levels",
    tag: "roles",
    access: "member",
    deniedToTrialAccounts: true,
    query: ListQuery.pick({ position: true }),
    response: Page(Role),
  },
  createRole: {
    operationId: "createRole",
    method: "post",
    path: "/roles",
    summary: "Create a custom role (permission PermissioManage)",
    tag: "roles",
    access: { permission: "PermissioManage" },
    body: RoleBody,
    response: z.object({ roleId: z.string(), position: z.number() }),
  },
  updateRole: {
    operationId: "updateRole",
    method: "put",
    path: "/roles/{id}",
    summary: "Change a role, built-in ones included (permission PermissioManage)",
    tag: "roles",
    access: { permission: "PermissioManage" },
    body: RoleBody,
    response: Position,
  },
  deleteRole: {
    operationId: "deleteRole",
    method: "delete",
    path: "/roles/{id}",
    summary: "Delete a custom role (permission PermissioManage); built-in roles cannot be deleted",
    tag: "roles",
    access: { permission: "PermissioManage" },
    response: Position,
  },
} as const satisfies Record<string, RouteDefinition>;

export type Role = z.infer<typeof Role>;
export type RoleBody = z.input<typeof RoleBody>;
export type ViewingLevels = Role["viewingLevels"];
export type PermissionCode = Role["permissions"][number]["permissionCode"];
