import { ChangePasswordBody, LoginBody, MySettingsBody, ReleaseNoteSeenBody, routes, UnlockBody } from "@labledger/contracts";
import { isTrialAccount, member, memberStream, permissionRows } from "@labledger/domain";
import { Body, Controller, Inject, Req } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import type { Request } from "express";
import { ORGANISATION_ID } from "../bootstrap/first-start";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { callerOf } from "../pipeline/caller";
import { loadState } from "../pipeline/handle-command";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import {
  ChangeOwnLanguageCommand,
  ChangeOwnPasswordCommand,
  LockScreenCommand,
  SeeReleaseNoteCommand,
  UnlockScreenCommand,
} from "./commands/own-account.commands";
import { LogInCommand, LogOutCommand } from "./commands/session.commands";
import { factsOf, loadRoles } from "./member-facts";
import { clearSessionCookie, setSessionCookie } from "./session-cookie";

@Controller()
export class AuthController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Route(routes.time)
  time() {
    return ok({ now: Date.now() });
  }

  /** The token in the body (API clients) and in the HttpOnly cookie (browsers); the signing key once. */
  /** The token in the body (API clients) and in the HttpOnly cookie (browsers); the signing key once. */
  @Route(routes.login)
  async login(@Body() body: unknown, @Req() request: Request) {
    const { account, password } = validate(LoginBody, body);
    const result = await this.commands.execute(new LogInCommand(account, password));
    setSessionCookie(request, result.token, this.runtime.tokens.lifetimeMs);
    return ok(result);
  }

  @Route(routes.logout)
  async logout(@Req() request: AuthenticatedRequest) {
    const result = await this.commands.execute(new LogOutCommand(callerOf(request)));
    clearSessionCookie(request);
    return ok(result);
  }

  @Route(routes.lock)
  async lock(@Req() request: AuthenticatedRequest) {
    return ok(await this.commands.execute(new LockScreenCommand(callerOf(request))));
  }

  /** Wrong passwords count toward the account lockout, like wrong logins; reaching it ends every session. */
  @Route(routes.unlock)
  async unlock(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { password } = validate(UnlockBody, body);
    return ok(await this.commands.execute(new UnlockScreenCommand(callerOf(request), password)));
  }

  @Route(routes.changePassword)
  async changePassword(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { oldPassword, newPassword } = validate(ChangePasswordBody, body);
    return ok(await this.commands.execute(new ChangeOwnPasswordCommand(callerOf(request), oldPassword, newPassword)));
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
  async mySettings(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { language } = validate(MySettingsBody, body);
    return ok(await this.commands.execute(new ChangeOwnLanguageCommand(callerOf(request), language)));
  }

  @Route(routes.releaseNoteSeen)
  async releaseNoteSeen(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { version } = validate(ReleaseNoteSeenBody, body);
    return ok(await this.commands.execute(new SeeReleaseNoteCommand(callerOf(request), version)));
  }
}
