import { CreateMemberBody, ListQuery, MemberRolesBody, ResetPasswordBody, routes, UpdateMemberBody } from "@labledger/contracts";
import { checkNewPassword, DomainError, organisation, organisationStream, roles, rolesStream } from "@labledger/domain";
import { Body, Controller, Inject, Param, Query, Req } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import { appendToMember, endSessionsOf } from "../auth/member-commands";
import type { MemberDoc } from "../auth/member-facts";
import { hashPassword } from "../auth/password";
import { ORGANISATION_ID } from "../bootstrap/first-start";
import { type AuthenticatedRequest, actorOf, clientCommandIdOf } from "../http/access.guard";
import { ok } from "../http/envelope";
import { listPage } from "../http/list-page";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { loadState } from "../pipeline/handle-command";
import { readYourWrites } from "../pipeline/read-your-writes";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { CreateMemberCommand } from "./create-member.command";

@Controller()
export class MembersController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  @Route(routes.createMember)
  async create(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const input = validate(CreateMemberBody, body);
    const context = { metadata: { actor: actorOf(request.session) }, clientCommandId: clientCommandIdOf(request) };
    return ok(await this.commands.execute(new CreateMemberCommand(input, context)));
  }

  @Route(routes.listMembers)
  list(@Query() query: unknown) {
    return listPage(this.runtime.ports, { projection: "members", collection: "members" }, query);
  }

  @Route(routes.getMember)
  async get(@Param("id") id: string, @Query() query: unknown) {
    const { position } = validate(ListQuery.pick({ position: true }), query);
    await readYourWrites(this.runtime.ports, "members", position);
    return ok(await this.memberById(id));
  }

  /** The administrator flag is for organisation administrators to give, and only they edit one another. */
  @Route(routes.updateMember)
  async update(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { active, ...changes } = validate(UpdateMemberBody, body);
    const target = await this.memberById(id);
    const { session } = request;
    const byAdmin = session.principal.isOrganisationAdmin;
    if (!byAdmin && (changes.isOrganisationAdmin !== undefined || target.isOrganisationAdmin))
      throw new DomainError("member.adminOnly", "forbidden");
    if (changes.departmentId !== undefined) await this.assertDepartment(changes.departmentId);
    const command = {
      type: "Administer",
      changes,
      ...(active === undefined ? {} : { active }),
      actorId: session.member.id,
    } as const;
    const result = await appendToMember(this.runtime, target.account, command, actorOf(session), {
      clientCommandId: clientCommandIdOf(request),
    });
    return ok({ position: result.position });
  }

  @Route(routes.resetMemberPassword)
  async resetPassword(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { password } = validate(ResetPasswordBody, body);
    const target = await this.memberById(id);
    if (!request.session.principal.isOrganisationAdmin && target.isOrganisationAdmin)
      throw new DomainError("member.adminOnly", "forbidden");
    checkNewPassword(password, this.runtime.security.password, target.account);
    const command = {
      type: "ChangePassword",
      passwordHash: await hashPassword(password),
      now: new Date(),
      byAdministrator: true,
    } as const;
    const result = await appendToMember(this.runtime, target.account, command, actorOf(request.session));
    await endSessionsOf(this.runtime, target, "password-changed");
    return ok({ position: result.position });
  }

  @Route(routes.setMemberRoles)
  async setRoles(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { roleIds } = validate(MemberRolesBody, body);
    const target = await this.memberById(id);
    const known = (await loadState(this.runtime.ports.events, rolesStream(ORGANISATION_ID), roles)).roles;
    const unknown = roleIds.find((roleId) => !known.has(roleId));
    if (unknown) throw new DomainError("role.notFound", "invalid", { id: unknown });
    const result = await appendToMember(
      this.runtime,
      target.account,
      { type: "AssignRoles", roleIds },
      actorOf(request.session),
      {
        clientCommandId: clientCommandIdOf(request),
      },
    );
    return ok({ position: result.position });
  }

  private async memberById(id: string): Promise<MemberDoc> {
    const doc = await this.runtime.ports.readStore.get<MemberDoc>("members", id);
    if (!doc) throw new DomainError("member.notFound", "not-found");
    return doc;
  }

  private async assertDepartment(departmentId: string) {
    const { departments } = await loadState(this.runtime.ports.events, organisationStream(ORGANISATION_ID), organisation);
    if (!departments.has(departmentId)) throw new DomainError("department.notFound", "invalid");
  }
}
