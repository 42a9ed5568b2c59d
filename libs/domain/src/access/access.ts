/** The permission codes of spec §3/§6 ("PermissioManage" is the spec's spelling). */
export const PERMISSION_CODES = [
  "ProjectManage",
  "FlowManage",
  "TemplateDesign",
  "PermissioManage",
  "TemplateShare",
  "MemberManage",
  "FulltextSearch",
  "AudittrailSearch",
  "MaintainMaterialTypes",
  "MaintainMaterialResources",
] as const;
export type PermissionCode = (typeof PERMISSION_CODES)[number];

/** Spec §3: these two are always allowed. */
export const ALWAYS_ALLOWED: ReadonlySet<PermissionCode> = new Set(["MaintainMaterialTypes", "MaintainMaterialResources"]);

/**
 * Who may call an operation: anyone, any member with a session, a member holding a
 * permission, or only an organisation administrator (spec §6: "administrators also
 * configure roles, assign members, add reviewers and settings").
 */
export type Access = "public" | "member" | "organisation-admin" | { readonly permission: PermissionCode };

export interface Principal {
  readonly isOrganisationAdmin: boolean;
  /** Codes granted through roles (active ones only). */
  readonly permissions: ReadonlySet<PermissionCode>;
}

export type AccessDecision = "allow" | "unauthenticated" | "forbidden";

/** The one rule every route and every later list or read goes through. An organisation admin holds every permission. */
export function decideAccess(access: Access, principal: Principal | undefined): AccessDecision {
  if (access === "public") return "allow";
  if (!principal) return "unauthenticated";
  if (access === "member") return "allow";
  if (access === "organisation-admin") return principal.isOrganisationAdmin ? "allow" : "forbidden";
  const { permission } = access;
  return principal.isOrganisationAdmin || ALWAYS_ALLOWED.has(permission) || principal.permissions.has(permission)
    ? "allow"
    : "forbidden";
}
