import { AddDictionaryItemBody, DictionaryQuery, DictionaryStatusBody, routes } from "@labledger/contracts";
import { Body, Controller, Inject, Param, Query, Req } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok, page } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { callerOf } from "../pipeline/caller";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { AddDictionaryItemCommand, ChangeDictionaryItemStatusCommand } from "./commands/settings.commands";

@Controller()
export class DictionariesController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Route(routes.listDictionaries)
  async list(@Query() query: unknown) {
    const { category, includeDisabled } = validate(DictionaryQuery, query);
    const result = await this.runtime.ports.readStore.find("dictionary_items", {
      filter: { ...(category ? { category } : {}), ...(includeDisabled === "true" ? {} : { enabled: true }) },
      sort: [
        ["category", 1],
        ["createdAt", 1],
      ],
    });
    return page(result.rows, result.total);
  }

  @Route(routes.addDictionaryItem)
  async add(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { category, name } = validate(AddDictionaryItemBody, body);
    return ok(await this.commands.execute(new AddDictionaryItemCommand(callerOf(request), category, name)));
  }

  @Route(routes.setDictionaryItemStatus)
  async setStatus(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { enabled } = validate(DictionaryStatusBody, body);
    return ok(await this.commands.execute(new ChangeDictionaryItemStatusCommand(callerOf(request), id, enabled)));
  }
}
