import { BinnedQuery, InfoTableBody, MultiLevelTableBody, ProcessTableBody, routes } from "@labledger/contracts";
import type { TableKind } from "@labledger/domain";
import type { Doc } from "@labledger/ports";
import { Body, Controller, Inject, Param, Query, Req } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import type { z } from "zod";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok, page } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { callerOf } from "../pipeline/caller";
import { ownedById, pageOfOwned, withOwnerNames } from "../read-models/owned-resources";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { BinTableDefinitionCommand, SaveTableDefinitionCommand } from "./commands/table-definition.commands";

type Stored = Doc & { ownerId: string };
const TABLES: Record<TableKind, { readModel: string; body: z.ZodType; notFound: string }> = {
  InfoTable: { readModel: "info_tables", body: InfoTableBody, notFound: "infoTable.notFound" },
  MultiLevelTable: { readModel: "multi_level_tables", body: MultiLevelTableBody, notFound: "multiLevelTable.notFound" },
  ProcessTable: { readModel: "process_tables", body: ProcessTableBody, notFound: "processTable.notFound" },
};

/**
 * Information tables (spec /resource/commonList/listInfo), multi-level tables (…/multiListInfo) and
 * data-processing tables (…/processList), issue 17: team resources every member sees; the owner or an
 * administrator changes them. One controller: the three differ only by their definition's shape and rules.
 */
@Controller()
export class TableDefinitionsController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
  ) {}

  private async list(kind: TableKind, query: unknown) {
    const { pageIndex, pageSize, keyword, binned, position } = validate(BinnedQuery, query);
    const found = await pageOfOwned<Stored>(
      this.runtime,
      TABLES[kind].readModel,
      { pageIndex, pageSize, keyword, position },
      { binned: binned === "true" },
    );
    return page(found.rows, found.total);
  }
  private async get(kind: TableKind, id: string) {
    const found = await ownedById<Stored>(this.runtime, TABLES[kind].readModel, id, TABLES[kind].notFound);
    const [table] = await withOwnerNames(this.runtime, [found]);
    return ok(table);
  }
  private async save(kind: TableKind, id: string | undefined, body: unknown, request: AuthenticatedRequest) {
    const definition = validate(TABLES[kind].body, body);
    const saved = await this.commandBus.execute(new SaveTableDefinitionCommand(callerOf(request), kind, id, definition));
    return ok(id === undefined ? saved : { position: saved.position });
  }
  private async move(kind: TableKind, id: string, to: "bin" | "restore", request: AuthenticatedRequest) {
    return ok(await this.commandBus.execute(new BinTableDefinitionCommand(callerOf(request), kind, id, to)));
  }

  @Route(routes.listInfoTables)
  listInfo(@Query() query: unknown) {
    return this.list("InfoTable", query);
  }
  @Route(routes.getInfoTable)
  getInfo(@Param("id") id: string) {
    return this.get("InfoTable", id);
  }
  @Route(routes.createInfoTable)
  createInfo(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    return this.save("InfoTable", undefined, body, request);
  }
  @Route(routes.updateInfoTable)
  updateInfo(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    return this.save("InfoTable", id, body, request);
  }
  @Route(routes.binInfoTable)
  binInfo(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    return this.move("InfoTable", id, "bin", request);
  }
  @Route(routes.restoreInfoTable)
  restoreInfo(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    return this.move("InfoTable", id, "restore", request);
  }

  @Route(routes.listMultiLevelTables)
  listMultiLevel(@Query() query: unknown) {
    return this.list("MultiLevelTable", query);
  }
  @Route(routes.getMultiLevelTable)
  getMultiLevel(@Param("id") id: string) {
    return this.get("MultiLevelTable", id);
  }
  @Route(routes.createMultiLevelTable)
  createMultiLevel(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    return this.save("MultiLevelTable", undefined, body, request);
  }
  @Route(routes.updateMultiLevelTable)
  updateMultiLevel(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    return this.save("MultiLevelTable", id, body, request);
  }
  @Route(routes.binMultiLevelTable)
  binMultiLevel(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    return this.move("MultiLevelTable", id, "bin", request);
  }
  @Route(routes.restoreMultiLevelTable)
  restoreMultiLevel(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    return this.move("MultiLevelTable", id, "restore", request);
  }

  @Route(routes.listProcessTables)
  listProcess(@Query() query: unknown) {
    return this.list("ProcessTable", query);
  }
  @Route(routes.getProcessTable)
  getProcess(@Param("id") id: string) {
    return this.get("ProcessTable", id);
  }
  @Route(routes.createProcessTable)
  createProcess(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    return this.save("ProcessTable", undefined, body, request);
  }
  @Route(routes.updateProcessTable)
  updateProcess(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    return this.save("ProcessTable", id, body, request);
  }
  @Route(routes.binProcessTable)
  binProcess(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    return this.move("ProcessTable", id, "bin", request);
  }
  @Route(routes.restoreProcessTable)
  restoreProcess(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    return this.move("ProcessTable", id, "restore", request);
  }
}
