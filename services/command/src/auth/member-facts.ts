import { BUILT_IN_ROLES, isTrialAccount, type MemberFacts, type Role } from "@labledger/domain";
import type { Doc, ReadStore } from "@labledger/ports";
import type { Runtime } from "../runtime/runtime";

/** A member as the members read model holds it. */
export interface MemberDoc extends Doc {
  readonly account: string;
  readonly realName: string;
  readonly departmentId: string | null;
  readonly language: "zh-CN" | "en";
  readonly mobile: string;
  readonly areaCode: string;
  readonly isOrganisationAdmin: boolean;
  readonly isDepartmentHeader: boolean;
  readonly active: boolean;
  readonly roleIds: readonly string[];
  /** Set while (and after) a lockout; the account is locked while it lies ahead. */
  readonly lockedUntil?: string;
}

/** A member as the log has them now (never a read model that may lag: their rights decide). */
export async function loadMember(runtime: Runtime, memberId: string): Promise<MemberDoc | undefined> {
  return (await runtime.decisionFacts.read()).get<MemberDoc>("members", memberId);
}

/** Every role by id, as the log has them now; the built-in ones before any role event. */
export async function loadRoles(runtime: Runtime): Promise<Map<string, Role>> {
  return rolesIn(await runtime.decisionFacts.read());
}

/** Every role by id in a view already caught up to the log. */
export async function rolesIn(facts: ReadStore): Promise<Map<string, Role>> {
  const { rows } = await facts.find<Doc & Role>("roles");
  return new Map((rows.length > 0 ? rows : BUILT_IN_ROLES).map((role) => [role.roleId, role]));
}

export const factsOf = (doc: MemberDoc): MemberFacts => ({
  isOrganisationAdmin: doc.isOrganisationAdmin,
  isDepartmentHeader: doc.isDepartmentHeader,
  isTrial: isTrialAccount(doc),
  roleIds: doc.roleIds,
});
