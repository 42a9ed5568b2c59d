import { BUILT_IN_ROLES, isTrialAccount, type MemberFacts, member, memberStream, type Role } from "@labledger/domain";
import type { Doc } from "@labledger/ports";
import { loadState } from "../pipeline/handle-command";
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

/**
 * The read model first (one lookup); the member's own stream when the read model has not
 * caught up yet (a member who was registered a moment ago).
 */
export async function loadMember(runtime: Runtime, memberId: string, account: string): Promise<MemberDoc | undefined> {
  const doc = await runtime.ports.readStore.get<MemberDoc>("members", memberId);
  if (doc) return doc;
  const state = await loadState(runtime.ports.events, memberStream(account), member);
  if (!state.registered || state.profile.memberId !== memberId) return undefined;
  const { passwordHash: _secret, memberId: id, ...profile } = state.profile;
  const lockedUntil = state.lockedUntil === undefined ? {} : { lockedUntil: state.lockedUntil };
  return { mobile: "", areaCode: "", ...profile, id, active: state.active, roleIds: state.roleIds, ...lockedUntil };
}

/** Every role by id; the built-in ones when the roles read model is still empty. */
export async function loadRoles(runtime: Runtime): Promise<Map<string, Role>> {
  const { rows } = await runtime.ports.readStore.find<Doc & Role>("roles");
  return new Map((rows.length > 0 ? rows : BUILT_IN_ROLES).map((role) => [role.roleId, role]));
}

export const factsOf = (doc: MemberDoc): MemberFacts => ({
  isOrganisationAdmin: doc.isOrganisationAdmin,
  isDepartmentHeader: doc.isDepartmentHeader,
  isTrial: isTrialAccount(doc),
  roleIds: doc.roleIds,
});
