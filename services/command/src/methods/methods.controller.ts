import { MethodBody, MethodListQuery, MethodQuery, PublishMethodBody, routes } from "@labledger/contracts";
import { DomainError } from "@labledger/domain";
import { Body, Controller, Inject, Param, Query, Req } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import { loadViewer } from "../auth/viewer";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok, page } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { callerOf } from "../pipeline/caller";
import { readYourWrites } from "../pipeline/read-your-writes";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { CreateMethodCommand, MethodCommandOf, saveDraft } from "./commands/method.commands";
import { METHOD_VERSIONS, METHODS, methodRead, methodRows, type StoredMethod, type StoredVersion } from "./method-reads";

/**
 * Methods (SOPs; spec /resource/commonList/method, /resource/detailMethod/{id}; issue 20): a team
 * resource every member reads and drafts; its author or an administrator publishes versions.
 */
@Controller()
export class MethodsController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
  ) {}

  @Route(routes.listMethods)
  async list(@Query() query: unknown) {
    const { pageIndex, pageSize, keyword, binned, status, position } = validate(MethodListQuery, query);
    await readYourWrites(this.runtime.ports, METHODS, position);
    const found = await this.runtime.ports.readStore.find<StoredMethod>(METHODS, {
      filter: { binned: binned === "true", ...(status ? { status } : {}) },
      ...(keyword ? { text: keyword } : {}),
      sort: [["updatedAt", -1]],
      skip: (pageIndex - 1) * pageSize,
      limit: pageSize,
    });
    return page(await methodRows(this.runtime.ports.readStore, found.rows), found.total);
  }

  @Route(routes.getMethod)
  async get(@Param("id") id: string, @Query() query: unknown, @Req() request: AuthenticatedRequest) {
    const { version, position } = validate(MethodQuery, query);
    await readYourWrites(this.runtime.ports, METHODS, position);
    const store = this.runtime.ports.readStore;
    const doc = await store.get<StoredMethod>(METHODS, id);
    if (!doc) throw new DomainError("method.notFound", "not-found");
    const wanted = version ?? (doc.version || undefined);
    const shown = wanted === undefined ? undefined : await store.get<StoredVersion>(METHOD_VERSIONS, `${id}@${wanted}`);
    if (wanted !== undefined && !shown) throw new DomainError("method.versionNotFound", "not-found", { version: wanted });
    return ok(await methodRead(this.runtime, doc, shown, await loadViewer(this.runtime, request.session)));
  }

  @Route(routes.createMethod)
  async create(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const content = validate(MethodBody, body);
    return ok(await this.commandBus.execute(new CreateMethodCommand(callerOf(request), content)));
  }

  @Route(routes.saveMethodDraft)
  async save(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const content = validate(MethodBody, body);
    const { position } = await this.commandBus.execute(
      new MethodCommandOf(callerOf(request), id, saveDraft(this.runtime, id, content)),
    );
    return ok({ position });
  }

  @Route(routes.publishMethod)
  async publish(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { effectiveDate, changeSummary } = validate(PublishMethodBody, body);
    const command = new MethodCommandOf(callerOf(request), id, (_, actor) => ({
      type: "PublishMethod",
      methodId: id,
      effectiveDate,
      changeSummary,
      actor,
    }));
    return ok(await this.commandBus.execute(command));
  }

  @Route(routes.retireMethod)
  retire(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    return this.step(request, id, "RetireMethod");
  }

  @Route(routes.binMethod)
  bin(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    return this.step(request, id, "BinMethod");
  }

  @Route(routes.restoreMethod)
  restore(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    return this.step(request, id, "RestoreMethod");
  }

  private async step(request: AuthenticatedRequest, methodId: string, type: "RetireMethod" | "BinMethod" | "RestoreMethod") {
    const command = new MethodCommandOf(callerOf(request), methodId, (_, actor) => ({ type, methodId, actor }));
    const { position } = await this.commandBus.execute(command);
    return ok({ position });
  }
}
