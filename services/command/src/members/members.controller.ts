import { Body, Controller, Inject, Query, Req } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import { type AuthenticatedRequest, actorOf, clientCommandIdOf } from "../http/access.guard";
import { ok, page } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { CreateMemberBody, ListQuery, routes } from "../http/routes";
import { validate } from "../http/validate";
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
  async list(@Query() query: unknown) {
    const { pageIndex, pageSize, keyword, position } = validate(ListQuery, query);
    await readYourWrites(this.runtime.ports.readStore, "members", position);
    const result = await this.runtime.ports.readStore.find("members", {
      ...(keyword ? { text: keyword } : {}),
      sort: [["createdAt", 1]],
      skip: (pageIndex - 1) * pageSize,
      limit: pageSize,
    });
    return page(result.rows, result.total);
  }
}
