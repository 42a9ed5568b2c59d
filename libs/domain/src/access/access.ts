import { ALWAYS_ALLOWED, type PermissionCode } from "../role/role";

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
  /** Spec §6: trial accounts cannot use some functions. */
  readonly isTrial?: boolean;
}

export interface AccessRule {
  readonly access: Access;
  /** The operation is one of the functions trial accounts have no right to. */
  readonly deniedToTrialAccounts?: boolean;
}

export type AccessDecision = "allow" | "unauthenticated" | "forbidden" | "trial-account";

/** The one rule every route and every later list or read goes through. An organisation admin holds every permission. */
export function decideAccess(rule: Access | AccessRule, principal: Principal | undefined): AccessDecision {
  const { access, deniedToTrialAccounts } =
    typeof rule === "object" && "access" in rule ? rule : { access: rule, deniedToTrialAccounts: false };
  if (access === "public") return "allow";
  if (!principal) return "unauthenticated";
  if (deniedToTrialAccounts && principal.isTrial && !principal.isOrganisationAdmin) return "trial-account";
  if (access === "member") return "allow";
  if (access === "organisation-admin") return principal.isOrganisationAdmin ? "allow" : "forbidden";
  const { permission } = access;
  return principal.isOrganisationAdmin || ALWAYS_ALLOWED.has(permission) || principal.permissions.has(permission)
    ? "allow"
    : "forbidden";
}

/**
 * Auditors read every record's past: its trace, versions and time travel. The team audit
 * trail (AudittrailSearch) already shows each change field by field, so this shows them
 * nothing new, only in the record's own order; their viewing levels still limit lists.
 */
export const readsEveryRecordHistory = (principal: Principal): boolean =>
  principal.isOrganisationAdmin || principal.permissions.has("AudittrailSearch");
