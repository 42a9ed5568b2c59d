import { z } from "zod";
import { defineEvent } from "./define";
import { TEXT_LIMITS } from "./name-limits";

const id = z.string().min(1).max(64);
const language = z.enum(["zh-CN", "en"]);

/**
 * v1 carried a single `name`; v2 names it `realName` (the spec's field) and adds the
 * member's department and interface language.
 */
export const MemberRegistered = defineEvent({
  type: "MemberRegistered",
  version: 2,
  description: "A member account was created.",
  schema: z.object({
    memberId: id,
    account: z.string().min(1).max(TEXT_LIMITS.account),
    realName: z.string().min(1).max(TEXT_LIMITS.realName),
    passwordHash: z.string().min(1),
    departmentId: id.nullable(),
    language,
    isOrganisationAdmin: z.boolean(),
    mobile: z.string().max(30).optional(),
    areaCode: z.string().max(10).optional(),
    /** When the password was set (its expiry counts from here); absent on early accounts. */
    passwordSetAt: z.iso.datetime().optional(),
    /** 21 CFR 11.300: an administrator chose the first password, so the member must replace it at the first login. */
    passwordSetByAdministrator: z.boolean().optional(),
  }),
  upcasters: {
    1: (data) => {
      const { name, ...rest } = data as { name: string } & Record<string, unknown>;
      return { ...rest, realName: name, departmentId: null, language: "zh-CN" };
    },
  },
});

export const MemberProfileChanged = defineEvent({
  type: "MemberProfileChanged",
  version: 1,
  description: "An administrator (or the member, for their own language) changed profile fields; only changed fields are listed.",
  schema: z.object({
    memberId: id,
    account: z.string().min(1).max(TEXT_LIMITS.account),
    changes: z
      .object({
        realName: z.string().min(1).max(TEXT_LIMITS.realName),
        departmentId: id,
        language,
        mobile: z.string().max(30),
        areaCode: z.string().max(10),
        isDepartmentHeader: z.boolean(),
        isOrganisationAdmin: z.boolean(),
      })
      .partial(),
  }),
});

export const MemberDeactivated = defineEvent({
  type: "MemberDeactivated",
  version: 1,
  description: "A member can no longer log in; their sessions end. Nothing of their history is deleted.",
  schema: z.object({ memberId: id }),
});

export const MemberReactivated = defineEvent({
  type: "MemberReactivated",
  version: 1,
  description: "A deactivated member may log in again.",
  schema: z.object({ memberId: id }),
});

export const MemberRolesAssigned = defineEvent({
  type: "MemberRolesAssigned",
  version: 1,
  description: "The custom roles a member holds were set (replacing the earlier set).",
  schema: z.object({ memberId: id, roleIds: z.array(id).max(50) }),
});

export const MemberPasswordChanged = defineEvent({
  type: "MemberPasswordChanged",
  version: 1,
  description:
    "A member's password was changed, by the member or reset by an administrator (then it must be changed at the next login).",
  schema: z.object({ memberId: id, passwordHash: z.string().min(1), changedAt: z.iso.datetime(), byAdministrator: z.boolean() }),
});

export const MemberLoggedIn = defineEvent({
  type: "MemberLoggedIn",
  version: 1,
  description: "A member signed in with account and password.",
  schema: z.object({ memberId: id, sessionId: id, passwordExpired: z.boolean().optional() }),
});

export const MemberLoginFailed = defineEvent({
  type: "MemberLoginFailed",
  version: 1,
  description:
    "A password check of an existing account failed (at login, unlocking the screen, or signing): wrong password, deactivated or locked account.",
  schema: z.object({
    memberId: id,
    reason: z.enum(["wrong-password", "locked", "deactivated"]),
    failedAttempts: z.number().int().min(0),
    /** Where the password was asked: logging in, unlocking the screen, or confirming an electronic signature. */
    during: z.enum(["login", "unlock", "sign"]).optional(),
  }),
});

export const MemberLockedOut = defineEvent({
  type: "MemberLockedOut",
  version: 1,
  description: "Too many failed logins: the account refuses logins until the given time.",
  schema: z.object({ memberId: id, until: z.iso.datetime(), failedAttempts: z.number().int().min(1) }),
});

export const MemberSessionEnded = defineEvent({
  type: "MemberSessionEnded",
  version: 1,
  description: "A login session ended: logout, idle time-out, deactivation, password change or lock-out.",
  schema: z.object({
    memberId: id,
    sessionId: id,
    reason: z.enum(["logout", "idle", "deactivated", "password-changed", "locked-out"]),
  }),
});

export const MemberScreenLocked = defineEvent({
  type: "MemberScreenLocked",
  version: 1,
  description: "A member locked their screen (or it locked after idle): the session answers nothing until unlocked.",
  schema: z.object({ memberId: id, sessionId: id }),
});

export const MemberScreenUnlocked = defineEvent({
  type: "MemberScreenUnlocked",
  version: 1,
  description: "A member unlocked their screen with their password.",
  schema: z.object({ memberId: id, sessionId: id }),
});

export const MemberReleaseNoteSeen = defineEvent({
  type: "MemberReleaseNoteSeen",
  version: 1,
  description: "A member closed the release notes of a version (they are shown once per version).",
  schema: z.object({ memberId: id, version: z.string().min(1).max(30) }),
});
