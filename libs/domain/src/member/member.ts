import type { EventData } from "@labledger/events";
import type { Decider } from "../decider/decider";
import { DomainError } from "../decider/domain-error";

/** One stream per account: appending its first event with 'no_stream' keeps accounts unique. */
export const memberStream = (account: string) => `member-${account.trim().toLowerCase()}`;

type MemberEvent =
  | { type: "MemberRegistered"; data: EventData<"MemberRegistered"> }
  | { type: "MemberLoggedIn"; data: EventData<"MemberLoggedIn"> }
  | { type: "MemberLoginFailed"; data: EventData<"MemberLoginFailed"> }
  | { type: "MemberLockedOut"; data: EventData<"MemberLockedOut"> };

export type MemberState =
  | { readonly registered: false }
  | {
      readonly registered: true;
      readonly profile: EventData<"MemberRegistered">;
      /** Wrong passwords since the last successful login. */
      readonly failedAttempts: number;
      readonly lockedUntil?: string;
    };

/** Lockout policy (identity issue: 5 attempts, 15 minutes by default; configurable). */
export interface LockoutPolicy {
  readonly maxFailedAttempts: number;
  readonly lockMinutes: number;
}

export const DEFAULT_LOCKOUT: LockoutPolicy = { maxFailedAttempts: 5, lockMinutes: 15 };

export type MemberCommand =
  | { type: "RegisterMember"; profile: EventData<"MemberRegistered"> }
  /** The password is checked by the shell (scrypt); the decider decides what it means. */
  | { type: "LogIn"; passwordMatches: boolean; sessionId: string; now: Date; policy: LockoutPolicy };

export const member: Decider<MemberCommand, MemberState, MemberEvent> = {
  initialState: () => ({ registered: false }),

  evolve: (state, event) => {
    if (event.type === "MemberRegistered") return { registered: true, profile: event.data, failedAttempts: 0 };
    if (!state.registered) return state;
    switch (event.type) {
      case "MemberLoggedIn":
        return { registered: true, profile: state.profile, failedAttempts: 0 };
      case "MemberLoginFailed":
        return { ...state, failedAttempts: event.data.failedAttempts };
      case "MemberLockedOut":
        return { ...state, lockedUntil: event.data.until };
    }
  },

  decide: (command, state) => {
    switch (command.type) {
      case "RegisterMember":
        if (state.registered) throw new DomainError("member.accountTaken", "conflict", { account: command.profile.account });
        return [{ type: "MemberRegistered", data: command.profile }];
      case "LogIn":
        return decideLogin(command, state);
    }
  },
};

/**
 * A refused login is still an event (the audit trail shows every attempt); the shell
 * answers it with `loginRefusal`. An unknown account has no stream to record into and
 * gets the same answer as a wrong password, so accounts cannot be enumerated.
 */
function decideLogin(command: Extract<MemberCommand, { type: "LogIn" }>, state: MemberState): MemberEvent[] {
  if (!state.registered) throw new DomainError("auth.invalidCredentials", "unauthenticated");
  const { memberId } = state.profile;
  if (state.lockedUntil !== undefined && new Date(state.lockedUntil) > command.now) {
    return [{ type: "MemberLoginFailed", data: { memberId, reason: "locked", failedAttempts: state.failedAttempts } }];
  }
  if (command.passwordMatches) return [{ type: "MemberLoggedIn", data: { memberId, sessionId: command.sessionId } }];
  // A lock that has run out starts a fresh count.
  const failedAttempts = (state.lockedUntil !== undefined ? 0 : state.failedAttempts) + 1;
  const failed: MemberEvent = { type: "MemberLoginFailed", data: { memberId, reason: "wrong-password", failedAttempts } };
  if (failedAttempts < command.policy.maxFailedAttempts) return [failed];
  const until = new Date(command.now.getTime() + command.policy.lockMinutes * 60_000).toISOString();
  return [failed, { type: "MemberLockedOut", data: { memberId, until, failedAttempts } }];
}

/** The error a login's events mean, or undefined when they are a successful login. */
export function loginRefusal(events: ReadonlyArray<{ type: string; data: unknown }>): DomainError | undefined {
  const failed = events.find((e) => e.type === "MemberLoginFailed")?.data as EventData<"MemberLoginFailed"> | undefined;
  if (!failed) return undefined;
  const locked = events.find((e) => e.type === "MemberLockedOut")?.data as EventData<"MemberLockedOut"> | undefined;
  if (failed.reason === "locked") return new DomainError("auth.locked", "locked");
  if (locked) return new DomainError("auth.lockedNow", "locked", { attempts: locked.failedAttempts });
  return new DomainError("auth.invalidCredentials", "unauthenticated");
}
