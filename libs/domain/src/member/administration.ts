import { DomainError } from "../decider/domain-error";
import type { Profile } from "./member-state";

/** The ids of what the organisation has (departments, roles), as the handler read them. */
export interface Known {
  has(id: string): boolean;
}

/** Who administers a member, as the handler found them at the time of the command. */
export interface Administrator {
  readonly memberId: string;
  readonly isOrganisationAdmin: boolean;
}

/** The administrator flag is for organisation administrators to give, and only they edit one another. */
export function assertMayAdminister(by: Administrator, target: Pick<Profile, "isOrganisationAdmin">, givesAdminFlag: boolean) {
  if (!by.isOrganisationAdmin && (givesAdminFlag || target.isOrganisationAdmin))
    throw new DomainError("member.adminOnly", "forbidden");
}

/** A member belongs to a department that exists in the organisation. */
export function assertDepartmentKnown(departmentId: string | null | undefined, departments: Known) {
  if (typeof departmentId === "string" && !departments.has(departmentId)) throw new DomainError("department.notFound", "invalid");
}

/** Every role given is one the organisation defines. */
export function assertRolesKnown(roleIds: readonly string[], roles: Known) {
  const unknown = roleIds.find((roleId) => !roles.has(roleId));
  if (unknown) throw new DomainError("role.notFound", "invalid", { id: unknown });
}
