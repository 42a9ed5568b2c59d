import { MarkReadBody, MessageListQuery, routes } from "@labledger/contracts";
import { Body, Controller, Inject, Query, Req } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok, page } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { readYourWrites } from "../pipeline/read-your-writes";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { MarkMessagesReadCommand } from "./commands/mark-read.command";

/** The member's internal messages (issue 7): written by the notifier, read and marked here. */
@Controller()
export class MessagesController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Route(routes.listMessages)
  async list(@Query() query: unknown, @Req() { session }: AuthenticatedRequest) {
    const { pageIndex, pageSize, unread, position } = validate(MessageListQuery, query);
    const { readStore } = this.runtime.ports;
    await readYourWrites(this.runtime.ports, "messages", position);
    const result = await readStore.find("messages", {
      filter: { recipientId: session.member.id, ...(unread === "true" ? { read: false } : {}) },
      sort: [["createdAt", -1]],
      skip: (pageIndex - 1) * pageSize,
      limit: pageSize,
    });
    return page(result.rows, result.total);
  }

  @Route(routes.markMessagesRead)
  async markRead(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { messageIds } = validate(MarkReadBody, body);
    // As before this command path: marking read is not repeated by a client command id (it is harmless to repeat).
    return ok(await this.commands.execute(new MarkMessagesReadCommand({ session: request.session }, messageIds)));
  }
}
