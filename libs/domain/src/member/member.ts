import type { EventData } from "@labledger/events";
import type { Decider } from "../decider/decider";
import { DomainError } from "../decider/domain-error";
import { type Administrator, assertDepartmentKnown, assertMayAdminister, assertRolesKnown, type Known } from "./administration";
import type { MemberEvent, MemberState, Profile, ProfileChanges, RegisteredMember } from "./member-state";
import { decidePasswordCheck, type PasswordCheckCommand } from "./password-check";

export type { Administrator, Known } from "./administration";
export type { MemberEvent, MemberState, Profile, ProfileChanges, RegisteredMember } from "./member-state";
export { DEFAULT_LOCKOUT, type LockoutPolicy, loginRefusal, mustChangePassword } from "./password-check";

/** One stream per account: appending its first event with 'no_stream' keeps accounts unique. */
export const memberStream = (account: string) => `member-${account.trim().toLowerCase()}`;

/** Spec §3/§9: department id 1, 'trial organisation'; its members are trial accounts. */
export const TRIAL_DEPARTMENT_ID = "1";

export type MemberCommand =
  | { type: "RegisterMember"; profile: EventData<"MemberRegistered">; departments: Known }
  | PasswordCheckCommand
  /** A member's own change (their language). */
  | { type: "ChangeProfile"; changes: ProfileChanges; actorId: string }
  /** An administrator's edit: profile changes and, optionally, (de)activation, recorded together. */
  | { type: "Administer"; changes: ProfileChanges; active?: boolean; by: Administrator; departments: Known }
  | { type: "Deactivate"; actorId: string }
  | { type: "Reactivate" }
  | { type: "AssignRoles"; roleIds: readonly string[]; roles: Known }
  /** A member chooses their own password. */
  | { type: "ChangePassword"; passwordHash: string; now: Date }
  /** An administrator sets one; the member must replace it at the next login (21 CFR 11.300). */
  | { type: "ResetPassword"; passwordHash: string; now: Date; by: Administrator }
  | { type: "EndSession"; sessionId: string; reason: EventData<"MemberSessionEnded">["reason"] }
  | { type: "LockScreen"; sessionId: string }
  | { type: "SeeReleaseNote"; version: string };

export const member: Decider<MemberCommand, MemberState, MemberEvent> = {
  initialState: () => ({ registered: false }),
  evolve: (state, event) =>
    event.type === "MemberRegistered" ? registeredFrom(event.data) : state.registered ? evolveRegistered(state, event) : state,
  decide: (command, state) => {
    if (command.type === "RegisterMember") {
      if (state.registered) throw new DomainError("member.accountTaken", "conflict", { account: command.profile.account });
      assertDepartmentKnown(command.profile.departmentId, command.departments);
      return [{ type: "MemberRegistered", data: command.profile }];
    }
    if (command.type === "LogIn" || command.type === "Unlock" || command.type === "ConfirmSignature")
      return decidePasswordCheck(command, state);
    if (!state.registered) throw new DomainError("member.notFound", "not-found");
    return decideForMember(command, state);
  },
};

const registeredFrom = (data: EventData<"MemberRegistered">): RegisteredMember => ({
  registered: true,
  profile: { ...data, isDepartmentHeader: false },
  active: true,
  roleIds: [],
  failedAttempts: 0,
  passwordMustChange: data.passwordSetByAdministrator === true,
  releaseNotesSeen: [],
});

function evolveRegistered(state: RegisteredMember, event: MemberEvent): RegisteredMember {
  switch (event.type) {
    case "MemberProfileChanged":
      return { ...state, profile: { ...state.profile, ...event.data.changes } };
    case "MemberDeactivated":
      return { ...state, active: false };
    case "MemberReactivated":
      return { ...state, active: true, failedAttempts: 0, lockedUntil: undefined };
    case "MemberRolesAssigned":
      return { ...state, roleIds: event.data.roleIds };
    case "MemberPasswordChanged": {
      const { passwordHash, changedAt, byAdministrator } = event.data;
      return {
        ...state,
        profile: { ...state.profile, passwordHash, passwordSetAt: changedAt },
        passwordMustChange: byAdministrator,
      };
    }
    case "MemberLoggedIn":
      return { ...state, failedAttempts: 0, lockedUntil: undefined };
    case "MemberLoginFailed":
      return { ...state, failedAttempts: event.data.failedAttempts };
    case "MemberLockedOut":
      return { ...state, lockedUntil: event.data.until };
    case "MemberReleaseNoteSeen":
      return { ...state, releaseNotesSeen: [...state.releaseNotesSeen, event.data.version] };
    default:
      return state;
  }
}

function decideForMember(
  command: Exclude<MemberCommand, { type: "RegisterMember" | "LogIn" | "Unlock" | "ConfirmSignature" }>,
  state: RegisteredMember,
): MemberEvent[] {
  const { memberId } = state.profile;
  switch (command.type) {
    case "ChangeProfile": {
      const changes = changedOnly(command.changes, state.profile);
      // Keeps at least the acting administrator: nobody removes their own administration.
      if (changes.isOrganisationAdmin === false && command.actorId === memberId)
        throw new DomainError("member.cannotDemoteSelf", "conflict");
      return Object.keys(changes).length === 0
        ? []
        : [{ type: "MemberProfileChanged", data: { memberId, account: state.profile.account, changes } }];
    }
    case "Administer": {
      const { changes, active, by } = command;
      assertMayAdminister(by, state.profile, changes.isOrganisationAdmin !== undefined);
      assertDepartmentKnown(changes.departmentId, command.departments);
      const actorId = by.memberId;
      const profile = decideForMember({ type: "ChangeProfile", changes, actorId }, state);
      const activation =
        active === undefined ? [] : decideForMember(active ? { type: "Reactivate" } : { type: "Deactivate", actorId }, state);
      return [...profile, ...activation];
    }
    case "Deactivate":
      if (command.actorId === memberId) throw new DomainError("member.cannotDeactivateSelf", "conflict");
      return state.active ? [{ type: "MemberDeactivated", data: { memberId } }] : [];
    case "Reactivate":
      return state.active ? [] : [{ type: "MemberReactivated", data: { memberId } }];
    case "AssignRoles": {
      assertRolesKnown(command.roleIds, command.roles);
      const roleIds = [...new Set(command.roleIds)].sort();
      const same = roleIds.length === state.roleIds.length && roleIds.every((id, i) => id === [...state.roleIds].sort()[i]);
      return same ? [] : [{ type: "MemberRolesAssigned", data: { memberId, roleIds } }];
    }
    case "ChangePassword":
    case "ResetPassword": {
      const byAdministrator = command.type === "ResetPassword";
      if (byAdministrator) assertMayAdminister(command.by, state.profile, false);
      const { passwordHash, now } = command;
      return [{ type: "MemberPasswordChanged", data: { memberId, passwordHash, changedAt: now.toISOString(), byAdministrator } }];
    }
    case "EndSession":
      return [{ type: "MemberSessionEnded", data: { memberId, sessionId: command.sessionId, reason: command.reason } }];
    case "LockScreen":
      return [{ type: "MemberScreenLocked", data: { memberId, sessionId: command.sessionId } }];
    case "SeeReleaseNote":
      return state.releaseNotesSeen.includes(command.version)
        ? []
        : [{ type: "MemberReleaseNoteSeen", data: { memberId, version: command.version } }];
  }
}

function changedOnly(changes: ProfileChanges, profile: Profile): ProfileChanges {
  return Object.fromEntries(
    Object.entries(changes).filter(([key, value]) => value !== undefined && profile[key as keyof Profile] !== value),
  ) as ProfileChanges;
}

export const isTrialAccount = (profile: Pick<Profile, "departmentId">) => profile.departmentId === TRIAL_DEPARTMENT_ID;
