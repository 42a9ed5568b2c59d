import type { EventData } from "@labledger/events";
import { DomainError } from "../decider/domain-error";
import type { MemberEvent, MemberState, RegisteredMember } from "./member-state";
import { type PasswordPolicy, passwordExpired } from "./password-policy";

/** Lockout policy (identity issue: 5 attempts, 15 minutes by default; configurable). */
export interface LockoutPolicy {
  readonly maxFailedAttempts: number;
  readonly lockMinutes: number;
}

export const DEFAULT_LOCKOUT: LockoutPolicy = { maxFailedAttempts: 5, lockMinutes: 15 };

/** The password is checked by the shell (scrypt); the decider decides what the result means. */
export type PasswordCheckCommand =
  | {
      type: "LogIn";
      passwordMatches: boolean;
      sessionId: string;
      now: Date;
      policy: LockoutPolicy;
      passwordPolicy: PasswordPolicy;
    }
  | { type: "Unlock"; passwordMatches: boolean; sessionId: string; now: Date; policy: LockoutPolicy }
  /** 21 CFR 11.200: every signing asks the password again; a wrong one counts toward the lockout. */
  | { type: "ConfirmSignature"; passwordMatches: boolean; now: Date; policy: LockoutPolicy };

/**
 * Login and screen unlock both check the password and count failures together. A refused
 * check is still an event (the audit trail shows every attempt); the shell answers it with
 * `loginRefusal`. An unknown account has no stream to record into and gets the same answer
 * as a wrong password, so accounts cannot be enumerated.
 */
export function decidePasswordCheck(command: PasswordCheckCommand, state: MemberState): MemberEvent[] {
  if (!state.registered) throw new DomainError("auth.invalidCredentials", "unauthenticated");
  const { memberId } = state.profile;
  const during = command.type === "LogIn" ? "login" : command.type === "Unlock" ? "unlock" : "sign";
  const refused = (reason: "locked" | "deactivated"): MemberEvent[] => [
    { type: "MemberLoginFailed", data: { memberId, reason, failedAttempts: state.failedAttempts, during } },
  ];
  if (!state.active) return refused("deactivated");
  if (isLocked(state, command.now)) return refused("locked");
  if (command.passwordMatches) return command.type === "ConfirmSignature" ? [] : [succeeded(command, state)];
  // A lock that has run out starts a fresh count.
  const failedAttempts = (state.lockedUntil !== undefined ? 0 : state.failedAttempts) + 1;
  const failed: MemberEvent = { type: "MemberLoginFailed", data: { memberId, reason: "wrong-password", failedAttempts, during } };
  if (failedAttempts < command.policy.maxFailedAttempts) return [failed];
  const until = new Date(command.now.getTime() + command.policy.lockMinutes * 60_000).toISOString();
  return [failed, { type: "MemberLockedOut", data: { memberId, until, failedAttempts } }];
}

const isLocked = (state: RegisteredMember, now: Date) => state.lockedUntil !== undefined && new Date(state.lockedUntil) > now;

function succeeded(command: Exclude<PasswordCheckCommand, { type: "ConfirmSignature" }>, state: RegisteredMember): MemberEvent {
  const { memberId } = state.profile;
  const { sessionId } = command;
  if (command.type === "Unlock") return { type: "MemberScreenUnlocked", data: { memberId, sessionId } };
  const passwordExpired = mustChangePassword(state, command.now, command.passwordPolicy);
  return { type: "MemberLoggedIn", data: { memberId, sessionId, ...(passwordExpired ? { passwordExpired } : {}) } };
}

/** The error a password check's events mean, or undefined when it succeeded. */
export function loginRefusal(events: ReadonlyArray<{ type: string; data: unknown }>): DomainError | undefined {
  const failed = events.find((e) => e.type === "MemberLoginFailed")?.data as EventData<"MemberLoginFailed"> | undefined;
  if (!failed) return undefined;
  const locked = events.find((e) => e.type === "MemberLockedOut")?.data as EventData<"MemberLockedOut"> | undefined;
  if (failed.reason === "deactivated") return new DomainError("auth.deactivated", "forbidden");
  if (failed.reason === "locked") return new DomainError("auth.locked", "locked");
  if (locked) return new DomainError("auth.lockedNow", "locked", { attempts: locked.failedAttempts });
  return new DomainError("auth.invalidCredentials", "unauthenticated");
}

/** Whether a member must change their password before doing anything else. */
export function mustChangePassword(state: RegisteredMember, now: Date, policy: PasswordPolicy): boolean {
  if (state.passwordMustChange) return true;
  const setAt = state.profile.passwordSetAt;
  return setAt !== undefined && passwordExpired(new Date(setAt), now, policy);
}
