import { AddDictionaryItemBody, DictionaryQuery, DictionaryStatusBody, routes } from "@labledger/contracts";
import { DomainError, dictionary, dictionaryStream } from "@labledger/domain";
import { uuidv7 } from "@labledger/events";
import type { Doc } from "@labledger/ports";
import { Body, Controller, Inject, Param, Query, Req } from "@nestjs/common";
import { type AuthenticatedRequest, actorOf, clientCommandIdOf } from "../http/access.guard";
import { ok, page } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { handleCommand } from "../pipeline/handle-command";
import { RUNTIME, type Runtime } from "../runtime/runtime";

@Controller()
export class DictionariesController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

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
    const itemId = uuidv7();
    const result = await handleCommand(
      this.runtime.ports.events,
      dictionaryStream(category),
      dictionary,
      () => ({ type: "AddDictionaryItem" as const, category, itemId, name }),
      { metadata: { actor: actorOf(request.session) }, clientCommandId: clientCommandIdOf(request) },
    );
    const added = result.events.find((e) => e.type === "DictionaryItemAdded")!;
    return ok({ itemId: (added.data as { itemId: string }).itemId, position: result.position });
  }

  @Route(routes.setDictionaryItemStatus)
  async setStatus(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { enabled } = validate(DictionaryStatusBody, body);
    const item = await this.runtime.ports.readStore.get<Doc & { category: string }>("dictionary_items", id);
    if (!item) throw new DomainError("dictionary.itemNotFound", "not-found");
    const result = await handleCommand(
      this.runtime.ports.events,
      dictionaryStream(item.category),
      dictionary,
      () => ({ type: "ChangeDictionaryItemStatus" as const, category: item.category, itemId: id, enabled }),
      { metadata: { actor: actorOf(request.session) }, clientCommandId: clientCommandIdOf(request) },
    );
    return ok({ position: result.position });
  }
}
