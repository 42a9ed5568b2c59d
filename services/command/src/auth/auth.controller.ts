import { ChangePasswordBody, LoginBody, MySettingsBody, ReleaseNoteSeenBody, routes, UnlockBody } from "@labledger/contracts";
import {
  checkNewPassword,
  DomainError,
  isTrialAccount,
  loginRefusal,
  member,
  memberStream,
  permissionRows,
} from "@labledger/domain";
import { Body, Controller, Inject, Req } from "@nestjs/common";
import type { Request } from "express";
import { ORGANISATION_ID } from "../bootstrap/first-start";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { loadState } from "../pipeline/handle-command";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { logIn } from "./login";
import { appendToMember, endSessionsOf } from "./member-commands";
import { factsOf, loadRoles } from "./member-facts";
import { hashPassword, verifyPassword } from "./password";
import { clearSessionCookie, setSessionCookie } from "./session-cookie";
import { endSession } from "./sessions";

@Controller()
export class AuthController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Route(routes.time)
  time() {
    return ok({ now: Date.now() });
  }

  /** The token in the body (API clients) and in the HttpOnly cookie (browsers); the signing key once. */
  @Route(routes.login)
  async login(@Body() body: unknown, @Req() request: Request) {
    const { account, password } = validate(LoginBody, body);
    const result = await logIn(this.runtime, account, password);
    setSessionCookie(request, result.token, this.runtime.tokens.lifetimeMs);
    return ok(result);
  }

  @Route(routes.logout)
  async logout(@Req() request: AuthenticatedRequest) {
    const position = await endSession(this.runtime, request.session.record, "logout");
    clearSessionCookie(request);
    return ok({ position });
  }

  @Route(routes.lock)
  async lock(@Req() { session }: AuthenticatedRequest) {
    const result = await appendToMember(this.runtime, session.member.account, {
      type: "LockScreen",
      sessionId: session.record.sessionId,
    });
    await this.runtime.ports.sessions.update(session.record.sessionId, { locked: true });
    return ok({ position: result.position });
  }

  /** Wrong passwords count toward the account lockout, like wrong logins; reaching it ends every session. */
  @Route(routes.unlock)
  async unlock(@Body() body: unknown, @Req() { session }: AuthenticatedRequest) {
    const { password } = validate(UnlockBody, body);
    const { sessionId } = session.record;
    const result = await appendToMember(
      this.runtime,
      session.member.account,
      async (state) => ({
        type: "Unlock",
        passwordMatches: state.registered && (await verifyPassword(password, state.profile.passwordHash)),
        sessionId,
        now: new Date(),
        policy: this.runtime.security.lockout,
      }),
      undefined,
      { retryOnConflict: true },
    );
    const refusal = loginRefusal(result.events);
    if (refusal?.kind === "locked") throw refusal;
    // Not 401: the session is sound, and 401 would send the console to the login page.
    if (refusal) throw new DomainError("auth.unlockFailed", "forbidden");
    await this.runtime.ports.sessions.update(sessionId, { locked: false });
    return ok({ position: result.position });
  }

  @Route(routes.changePassword)
  async changePassword(@Body() body: unknown, @Req() { session }: AuthenticatedRequest) {
    const { oldPassword, newPassword } = validate(ChangePasswordBody, body);
    checkNewPassword(newPassword, this.runtime.security.password, session.member.account);
    const passwordHash = await hashPassword(newPassword);
    const result = await appendToMember(this.runtime, session.member.account, async (state) => {
      if (!state.registered || !(await verifyPassword(oldPassword, state.profile.passwordHash)))
        throw new DomainError("password.wrongOld", "forbidden");
      if (await verifyPassword(newPassword, state.profile.passwordHash)) throw new DomainError("password.sameAsOld", "invalid");
      return { type: "ChangePassword", passwordHash, now: new Date(), byAdministrator: false };
    });
    const { sessionId } = session.record;
    await this.runtime.ports.sessions.update(sessionId, { mustChangePassword: false });
    await endSessionsOf(this.runtime, session.member, "password-changed", sessionId);
    return ok({ position: result.position });
  }

  /** Profile from the read model (rights) and the member's own stream (personal settings, never stale). */
  @Route(routes.me)
  async me(@Req() { session }: AuthenticatedRequest) {
    const { member: doc, record, claims } = session;
    const state = await loadState(this.runtime.ports.events, memberStream(doc.account), member);
    const department = doc.departmentId
      ? await this.runtime.ports.readStore.get<{ id: string; name: string }>("departments", doc.departmentId)
      : undefined;
    const isTrial = isTrialAccount(doc);
    return ok({
      id: doc.id,
      account: doc.account,
      realName: doc.realName,
      mobile: doc.mobile,
      areaCode: doc.areaCode,
      language: doc.language,
      organisationCode: ORGANISATION_ID,
      identity: doc.isOrganisationAdmin
        ? "organisationAdmin"
        : isTrial
          ? "trial"
          : doc.isDepartmentHeader
            ? "departmentHeader"
            : "member",
      department: department ? { id: department.id, name: department.name, isHeader: doc.isDepartmentHeader } : null,
      isOrganisationAdmin: doc.isOrganisationAdmin,
      isTrial,
      isGroup: !isTrial,
      active: doc.active,
      locked: record.locked,
      mustChangePassword: record.mustChangePassword,
      sessionExpiresAt: new Date(claims.expiresAt).toISOString(),
      settings: { language: doc.language, releaseNotesSeen: state.registered ? state.releaseNotesSeen : [] },
    });
  }

  @Route(routes.myPermissions)
  async myPermissions(@Req() { session }: AuthenticatedRequest) {
    const rows = permissionRows(factsOf(session.member), await loadRoles(this.runtime));
    return { code: 100, message: "success", rows, total: rows.length };
  }

  @Route(routes.mySettings)
  async mySettings(@Body() body: unknown, @Req() { session }: AuthenticatedRequest) {
    const { language } = validate(MySettingsBody, body);
    const command = { type: "ChangeProfile", changes: { language }, actorId: session.member.id } as const;
    return ok({ position: (await appendToMember(this.runtime, session.member.account, command)).position });
  }

  @Route(routes.releaseNoteSeen)
  async releaseNoteSeen(@Body() body: unknown, @Req() { session }: AuthenticatedRequest) {
    const { version } = validate(ReleaseNoteSeenBody, body);
    const result = await appendToMember(this.runtime, session.member.account, { type: "SeeReleaseNote", version });
    return ok({ position: result.position });
  }
}
