import { BinnedQuery, type PreparedMaterial, PreparedMaterialBody, routes } from "@labledger/contracts";
import type { Doc } from "@labledger/ports";
import { Body, Controller, Inject, Param, Query, Req } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok, page } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { callerOf } from "../pipeline/caller";
import { ownedById, pageOfOwned, withOwnerNames } from "../read-models/owned-resources";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { BinPreparedMaterialCommand, SavePreparedMaterialCommand } from "./commands/prepared-material.commands";

const READ_MODEL = "prepared_materials";
type Stored = Omit<PreparedMaterial, "ownerName"> & Doc;

/** Prepared materials (recipes; spec /resource/commonList/preparedMaterialsList): a team resource methods call for. */
@Controller()
export class PreparedMaterialsController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
  ) {}

  @Route(routes.listPreparedMaterials)
  async list(@Query() query: unknown) {
    const { pageIndex, pageSize, keyword, binned, position } = validate(BinnedQuery, query);
    const found = await pageOfOwned<Stored>(
      this.runtime,
      READ_MODEL,
      { pageIndex, pageSize, keyword, position },
      { binned: binned === "true" },
    );
    return page(found.rows, found.total);
  }

  @Route(routes.getPreparedMaterial)
  async get(@Param("id") id: string) {
    const found = await ownedById<Stored>(this.runtime, READ_MODEL, id, "preparedMaterial.notFound");
    const [material] = await withOwnerNames(this.runtime, [found]);
    return ok(material);
  }

  @Route(routes.createPreparedMaterial)
  async create(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const definition = validate(PreparedMaterialBody, body);
    return ok(await this.commandBus.execute(new SavePreparedMaterialCommand(callerOf(request), undefined, definition)));
  }

  @Route(routes.updatePreparedMaterial)
  async update(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const definition = validate(PreparedMaterialBody, body);
    const { position } = await this.commandBus.execute(new SavePreparedMaterialCommand(callerOf(request), id, definition));
    return ok({ position });
  }

  @Route(routes.binPreparedMaterial)
  async bin(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    return ok(await this.commandBus.execute(new BinPreparedMaterialCommand(callerOf(request), id, "bin")));
  }

  @Route(routes.restorePreparedMaterial)
  async restore(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    return ok(await this.commandBus.execute(new BinPreparedMaterialCommand(callerOf(request), id, "restore")));
  }
}
