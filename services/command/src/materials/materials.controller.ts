import {
  CorrectUsageBody,
  ListQuery,
  MaterialAvailabilityBody,
  MaterialDescriptionBody,
  MaterialListQuery,
  ReceiveMaterialBody,
  RegisterMaterialBody,
  routes,
  UseMaterialBody,
} from "@labledger/contracts";
import { DomainError, lastWarnedDay } from "@labledger/domain";
import type { Filter } from "@labledger/ports";
import { Body, Controller, Inject, Param, Query, Req } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import { loadViewer } from "../auth/viewer";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok, page } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { negotiateLanguage } from "../i18n/translate";
import { callerOf } from "../pipeline/caller";
import { readYourWrites } from "../pipeline/read-your-writes";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { usagePolicyOf } from "./commands/inventory-policy";
import {
  ChangeStockCommand,
  CorrectUsageCommand,
  DescribeMaterialCommand,
  RegisterMaterialCommand,
  type UsageOutcome,
  UseMaterialCommand,
} from "./commands/material.commands";
import { materialIdOf } from "./material-ids";
import { materialRows, movementRows, type StoredMaterial, warningsInWords } from "./material-rows";

const READ_MODEL = "materials";
/** Spec §9 expiry states as a filter on the expiry date, on `today` with the warning days. */
function expiryFilter(state: "expired" | "aboutToExpire" | "valid", today: string, warningDays: number): Filter {
  const lastWarned = lastWarnedDay(today, warningDays);
  if (state === "expired") return { expiresOn: { $lt: today } };
  if (state === "aboutToExpire") return { $and: [{ expiresOn: { $gte: today } }, { expiresOn: { $lte: lastWarned } }] };
  return { $or: [{ expiresOn: null }, { expiresOn: { $gt: lastWarned } }] };
}

/**
 * The inventory's material lots (issue 20, spec §3 Material and inventory): registered, described,
 * received, made available or not, and used from a record's rows — every movement an event on the
 * lot's stream, its stock the fold of them.
 */
@Controller()
export class MaterialsController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
  ) {}

  @Route(routes.listMaterials)
  async list(@Query() query: unknown) {
    const { pageIndex, pageSize, keyword, position, categoryId, expiry, available } = validate(MaterialListQuery, query);
    await readYourWrites(this.runtime.ports, READ_MODEL, position);
    const { today, warningDays } = await this.today();
    const filters: Filter[] = [
      ...(categoryId ? [{ categoryId }] : []),
      ...(available ? [{ available: available === "true" }] : []),
      ...(expiry ? [expiryFilter(expiry, today, warningDays)] : []),
    ];
    const found = await this.runtime.ports.readStore.find<StoredMaterial>(READ_MODEL, {
      filter: { $and: filters },
      ...(keyword ? { text: keyword } : {}),
      sort: [["updatedAt", -1]],
      skip: (pageIndex - 1) * pageSize,
      limit: pageSize,
    });
    const rows = await materialRows(this.runtime.ports.readStore, found.rows, today, warningDays);
    return page(
      rows.map(({ molFile: _, ...row }) => row),
      found.total,
    );
  }

  @Route(routes.getMaterial)
  async get(@Param("id") id: string) {
    return ok(await this.one(id, "material.notFound"));
  }

  @Route(routes.findMaterialByBarcode)
  async byBarcode(@Param("barcode") barcode: string) {
    const { molFile: _, ...row } = await this.one(materialIdOf(barcode), "material.barcodeNotFound");
    return ok(row);
  }

  @Route(routes.registerMaterial)
  async register(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const lot = validate(RegisterMaterialBody, body);
    return ok(await this.commandBus.execute(new RegisterMaterialCommand(callerOf(request), lot)));
  }

  @Route(routes.describeMaterial)
  async describe(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const description = validate(MaterialDescriptionBody, body);
    return ok(await this.commandBus.execute(new DescribeMaterialCommand(callerOf(request), id, description)));
  }

  @Route(routes.receiveMaterial)
  async receive(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { amount, unit } = validate(ReceiveMaterialBody, body);
    const change = { type: "ReceiveMaterial" as const, amount, unit };
    return ok(await this.commandBus.execute(new ChangeStockCommand(callerOf(request), id, change)));
  }

  @Route(routes.setMaterialAvailability)
  async availability(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { available } = validate(MaterialAvailabilityBody, body);
    const change = { type: "ChangeAvailability" as const, available };
    return ok(await this.commandBus.execute(new ChangeStockCommand(callerOf(request), id, change)));
  }

  @Route(routes.listMaterialMovements)
  async movements(@Param("id") id: string, @Query() query: unknown, @Req() request: AuthenticatedRequest) {
    const { pageIndex, pageSize, position } = validate(ListQuery, query);
    await readYourWrites(this.runtime.ports, READ_MODEL, position);
    await this.one(id, "material.notFound");
    const found = await this.runtime.ports.readStore.find("material_movements", {
      filter: { materialId: id },
      sort: [["at", -1]],
      skip: (pageIndex - 1) * pageSize,
      limit: pageSize,
    });
    const viewer = await loadViewer(this.runtime, request.session);
    const language = negotiateLanguage(request.headers["accept-language"]);
    return page(await movementRows(this.runtime.ports.readStore, found.rows as never, viewer, language), found.total);
  }

  @Route(routes.useMaterial)
  async use(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { usageId, amount, unit, ...usedIn } = validate(UseMaterialBody, body);
    const usage = { usageId, amount, unit, usedIn };
    return this.inWords(await this.commandBus.execute(new UseMaterialCommand(callerOf(request), id, usage)), request);
  }

  @Route(routes.correctMaterialUsage)
  async correct(
    @Param("id") id: string,
    @Param("usageId") usageId: string,
    @Body() body: unknown,
    @Req() request: AuthenticatedRequest,
  ) {
    const { amount, unit } = validate(CorrectUsageBody, body);
    const outcome = await this.commandBus.execute(new CorrectUsageCommand(callerOf(request), id, usageId, amount, unit));
    return this.inWords(outcome, request);
  }

  private inWords(outcome: UsageOutcome, request: AuthenticatedRequest) {
    return ok({ ...outcome, warnings: warningsInWords(outcome.warnings, negotiateLanguage(request.headers["accept-language"])) });
  }

  private async one(id: string, notFoundKey: string) {
    await readYourWrites(this.runtime.ports, READ_MODEL, undefined);
    const found = await this.runtime.ports.readStore.get<StoredMaterial>(READ_MODEL, id);
    if (!found) throw new DomainError(notFoundKey, "not-found");
    const { today, warningDays } = await this.today();
    const [row] = await materialRows(this.runtime.ports.readStore, [found], today, warningDays);
    return row!;
  }

  private async today() {
    const { policy, today } = await usagePolicyOf(this.runtime);
    return { today, warningDays: policy.warningDays };
  }
}
