import { ListQuery, type MaterialCategory, MaterialCategoryBody, routes } from "@labledger/contracts";
import { DomainError } from "@labledger/domain";
import type { Doc } from "@labledger/ports";
import { Body, Controller, Inject, Param, Query, Req } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok, page } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { callerOf } from "../pipeline/caller";
import { readYourWrites } from "../pipeline/read-your-writes";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import {
  DeleteMaterialCategoryCommand,
  MATERIALS_READ_MODEL,
  SaveMaterialCategoryCommand,
} from "./commands/material-category.commands";

const READ_MODEL = "material_categories";
type Stored = Omit<MaterialCategory, "lotCount"> & Doc;

/**
 * Self-made material categories (spec /team/setting/material, issue 20): each gives its lots
 * columns of their own. Every member reads them; those who maintain them (spec §6) change them all.
 */
@Controller()
export class MaterialCategoriesController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
  ) {}

  @Route(routes.listMaterialCategories)
  async list(@Query() query: unknown) {
    const { pageIndex, pageSize, keyword, position } = validate(ListQuery, query);
    await readYourWrites(this.runtime.ports, READ_MODEL, position);
    const found = await this.runtime.ports.readStore.find<Stored>(READ_MODEL, {
      ...(keyword ? { text: keyword } : {}),
      sort: [["name", 1]],
      skip: (pageIndex - 1) * pageSize,
      limit: pageSize,
    });
    return page(await Promise.all(found.rows.map((row) => this.withLotCount(row))), found.total);
  }

  @Route(routes.getMaterialCategory)
  async get(@Param("id") id: string) {
    await readYourWrites(this.runtime.ports, READ_MODEL, undefined);
    const found = await this.runtime.ports.readStore.get<Stored>(READ_MODEL, id);
    if (!found) throw new DomainError("materialCategory.notFound", "not-found");
    return ok(await this.withLotCount(found));
  }

  @Route(routes.createMaterialCategory)
  async create(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const definition = validate(MaterialCategoryBody, body);
    return ok(await this.commandBus.execute(new SaveMaterialCategoryCommand(callerOf(request), undefined, definition)));
  }

  @Route(routes.updateMaterialCategory)
  async update(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const definition = validate(MaterialCategoryBody, body);
    const { position } = await this.commandBus.execute(new SaveMaterialCategoryCommand(callerOf(request), id, definition));
    return ok({ position });
  }

  @Route(routes.deleteMaterialCategory)
  async delete(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    return ok(await this.commandBus.execute(new DeleteMaterialCategoryCommand(callerOf(request), id)));
  }

  private async withLotCount({ id, name, description, columns, updatedAt, updatedBy }: Stored): Promise<MaterialCategory> {
    const lotCount = await this.runtime.ports.readStore.count(MATERIALS_READ_MODEL, { categoryId: id });
    return { id, name, description, columns, lotCount, updatedAt, updatedBy };
  }
}
