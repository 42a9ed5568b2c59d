import type { EventData } from "@labledger/events";
import type { Decider } from "../decider/decider";
import { DomainError } from "../decider/domain-error";

/** One stream per account: appending its first event with 'no_stream' keeps accounts unique. */
export const memberStream = (account: string) => `member-${account.trim().toLowerCase()}`;

type MemberEvent =
  | { type: "MemberRegistered"; data: EventData<"MemberRegistered"> }
  | { type: "MemberLoggedIn"; data: EventData<"MemberLoggedIn"> };

export type MemberState =
  | { readonly registered: false }
  | { readonly registered: true; readonly profile: EventData<"MemberRegistered">; readonly lastLoginSession?: string };

export type MemberCommand =
  | { type: "RegisterMember"; profile: EventData<"MemberRegistered"> }
  /** The password is checked by the shell (scrypt); the decider decides what it means. */
  | { type: "LogIn"; passwordMatches: boolean; sessionId: string };

export const member: Decider<MemberCommand, MemberState, MemberEvent> = {
  initialState: () => ({ registered: false }),

  evolve: (state, event) => {
    switch (event.type) {
      case "MemberRegistered":
        return { registered: true, profile: event.data };
      case "MemberLoggedIn":
        return state.registered ? { ...state, lastLoginSession: event.data.sessionId } : state;
    }
  },

  decide: (command, state) => {
    switch (command.type) {
      case "RegisterMember":
        if (state.registered) throw new DomainError("member.accountTaken", "conflict", { account: command.profile.account });
        return [{ type: "MemberRegistered", data: command.profile }];
      case "LogIn":
        // One message for an unknown account and a wrong password: no account enumeration.
        if (!state.registered || !command.passwordMatches) throw new DomainError("auth.invalidCredentials", "unauthenticated");
        return [{ type: "MemberLoggedIn", data: { memberId: state.profile.memberId, sessionId: command.sessionId } }];
    }
  },
};
