import { Body, Controller, Inject, Query, Req } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import { type AuthenticatedRequest, actorOf, clientCommandIdOf } from "../http/access.guard";
import { ok } from "../http/envelope";
import { listPage } from "../http/list-page";
import { Route } from "../http/route.decorator";
import { CreateMemberBody, routes } from "../http/routes";
import { validate } from "../http/validate";
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
    return listPage(this.runtime.ports.readStore, { projection: "members", collection: "members" }, query);
  }
}
