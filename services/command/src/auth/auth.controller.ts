import { member, memberStream } from "@labledger/domain";
import { Body, Controller, Inject, Req } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import { ORGANISATION_ID } from "../bootstrap/first-start";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok } from "../http/envelope";
import { RequestError } from "../http/problem";
import { Route } from "../http/route.decorator";
import { LoginBody, routes } from "../http/routes";
import { validate } from "../http/validate";
import { loadState } from "../pipeline/handle-command";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { LoginCommand } from "./login.command";

@Controller()
export class AuthController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  @Route(routes.login)
  async login(@Body() body: unknown) {
    const { account, password } = validate(LoginBody, body);
    return ok(await this.commands.execute(new LoginCommand(account, password)));
  }

  /** From the member's own stream (never stale), the department's name from the read model. */
  @Route(routes.me)
  async me(@Req() request: AuthenticatedRequest) {
    const { session } = request;
    const state = await loadState(this.runtime.ports.events, memberStream(session.account), member);
    if (!state.registered) throw new RequestError(401, "auth.sessionExpired");
    const profile = state.profile;
    const department = profile.departmentId
      ? await this.runtime.ports.readStore.get<{ id: string; name: string }>("departments", profile.departmentId)
      : undefined;
    return ok({
      id: profile.memberId,
      account: profile.account,
      realName: profile.realName,
      language: profile.language,
      organisationCode: ORGANISATION_ID,
      // Department headers come with the organisation work of the identity issue.
      department: department ? { id: department.id, name: department.name, isHeader: false } : null,
      isOrganisationAdmin: profile.isOrganisationAdmin,
      active: true,
      sessionExpiresAt: new Date(session.expiresAt).toISOString(),
    });
  }
}
