import type { DomainEvent, EventData } from "@labledger/events";

// What a member's stream folds to, apart from member.ts so that password-check.ts reads it without an import circle.

export type MemberEvent = Extract<DomainEvent, { type: `Member${string}` }>;

export type Profile = EventData<"MemberRegistered"> & { readonly isDepartmentHeader: boolean };
export type ProfileChanges = EventData<"MemberProfileChanged">["changes"];

export interface RegisteredMember {
  readonly registered: true;
  readonly profile: Profile;
  readonly active: boolean;
  readonly roleIds: readonly string[];
  /** Wrong passwords since the last successful login. */
  readonly failedAttempts: number;
  readonly lockedUntil?: string;
  /** An administrator set the password: the member must choose their own at the next login. */
  readonly passwordMustChange: boolean;
  readonly releaseNotesSeen: readonly string[];
}

export type MemberState = { readonly registered: false } | RegisteredMember;
