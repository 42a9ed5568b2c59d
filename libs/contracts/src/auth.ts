import { PERMISSION_CODE, TEXT_LIMITS } from "@labledger/events";
import { z } from "zod";
import type { RouteDefinition } from "./shared/route";
import { Language, Page, Password, Position } from "./shared/schemas";

export const UserSummary = z.object({
  id: z.string(),
  account: z.string(),
  realName: z.string(),
  language: z.enum(["zh-CN", "en"]),
  departmentId: z.string().nullable(),
  isOrganisationAdmin: z.boolean(),
});
export const LoginBody = z.object({
  account: z.string().trim().min(1).max(TEXT_LIMITS.account).describe("Login account"),
  password: Password,
});
export const ChangePasswordBody = z.object({
  oldPassword: Password,
  newPassword: Password,
});
export const UnlockBody = z.object({ password: Password });
export const MySettingsBody = z.object({ language: Language });
export const ReleaseNoteSeenBody = z.object({ version: z.string().trim().min(1).max(30) });
export const PermissionRow = z.object({ permissionCode: PERMISSION_CODE, isActive: z.boolean() });

/** What a login answers: the token, once the signing key, and who logged in. */
export const LoginResult = z.object({
  token: z.string(),
  signingKey: z.string().describe("Key of the keyed request signature (x-ll-signature); given only here, once"),
  user: UserSummary,
  passwordExpired: z
    .boolean()
    .describe("The password expired (or an administrator set it): only changing it is allowed until then"),
  position: z.number(),
});

/** The session's user (spec §3 session fields). */
export const Me = z.object({
  id: z.string(),
  account: z.string(),
  realName: z.string(),
  mobile: z.string(),
  areaCode: z.string(),
  language: Language,
  organisationCode: z.string(),
  identity: z.enum(["organisationAdmin", "departmentHeader", "member", "trial"]),
  department: z.object({ id: z.string(), name: z.string(), isHeader: z.boolean() }).nullable(),
  isOrganisationAdmin: z.boolean(),
  isTrial: z.boolean().describe("A member of the trial organisation (department id 1)"),
  isGroup: z.boolean().describe("Spec §2 isGroup: belongs to a team (not a trial account); team paths need it"),
  active: z.boolean(),
  locked: z.boolean().describe("The session's screen is locked"),
  mustChangePassword: z.boolean(),
  sessionExpiresAt: z.string(),
  settings: z.object({ language: Language, releaseNotesSeen: z.array(z.string()) }),
});

export const authRoutes = {
  login: {
    operationId: "login",
    method: "post",
    path: "/auth/login",
    summary:
      "Log in with account and password; returns the session token (also set as the HttpOnly cookie labledger_session for browsers) and, once, the session's signing key",
    tag: "auth",
    access: "public",
    body: LoginBody,
    refuses: [401, 403, 423],
    response: LoginResult,
  },
  time: {
    operationId: "getServerTime",
    method: "get",
    path: "/time",
    summary: "Server time in epoch milliseconds: clients base the request signature's timestamp on it (spec §7)",
    tag: "auth",
    access: "public",
    response: z.object({ now: z.number() }),
  },
  me: {
    operationId: "getMe",
    method: "get",
    path: "/auth/me",
    summary: "The session's user: the session fields of spec §3, trial and group flags, and personal settings",
    tag: "auth",
    access: "member",
    allowsLockedSession: true,
    allowsExpiredPassword: true,
    response: Me,
  },
  logout: {
    operationId: "logout",
    method: "post",
    path: "/auth/logout",
    summary: "End this session",
    tag: "auth",
    access: "member",
    allowsLockedSession: true,
    allowsExpiredPassword: true,
    response: Position,
  },
  lock: {
    operationId: "lockScreen",
    method: "post",
    path: "/auth/lock",
    summary: "Lock this session's screen: every other call answers 423 until it is unlocked with the password",
    tag: "auth",
    access: "member",
    allowsLockedSession: true,
    response: Position,
  },
  unlock: {
    operationId: "unlockScreen",
    method: "post",
    path: "/auth/unlock",
    summary: "Unlock the screen with the password; wrong passwords count toward the account lockout",
    tag: "auth",
    access: "member",
    allowsLockedSession: true,
    body: UnlockBody,
    refuses: [423],
    response: Position,
  },
  changePassword: {
    operationId: "changePassword",
    method: "post",
    path: "/auth/password",
    summary: "Change one's own password (the policy applies); other sessions of the member end",
    tag: "auth",
    access: "member",
    allowsExpiredPassword: true,
    body: ChangePasswordBody,
    response: Position,
  },
  myPermissions: {
    operationId: "getMyPermissions",
    method: "get",
    path: "/permissions/me",
    summary: "Every permission code with isActive for the session's member (spec §3 permission items)",
    tag: "auth",
    access: "member",
    response: Page(PermissionRow),
  },
  mySettings: {
    operationId: "setMySettings",
    method: "put",
    path: "/me/settings",
    summary: "The member's own settings: interface language",
    tag: "auth",
    access: "member",
    body: MySettingsBody,
    response: Position,
  },
  releaseNoteSeen: {
    operationId: "markReleaseNoteSeen",
    method: "post",
    path: "/me/release-notes-seen",
    summary: "Record that the member has seen a version's release notes (shown once per version)",
    tag: "auth",
    access: "member",
    body: ReleaseNoteSeenBody,
    response: Position,
  },
} as const satisfies Record<string, RouteDefinition>;

export type UserSummary = z.infer<typeof UserSummary>;
export type LoginResult = z.infer<typeof LoginResult>;
export type Me = z.infer<typeof Me>;
export type PermissionRow = z.infer<typeof PermissionRow>;
export type LoginBody = z.input<typeof LoginBody>;
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>;
