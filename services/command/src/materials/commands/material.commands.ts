import {
  checkExtra,
  compactFormula,
  DomainError,
  type MaterialCommand,
  type MaterialEvent,
  type MaterialState,
  material,
  materialCategories,
  materialCategoriesStream,
  materialStream,
  type StockUnit,
  type UsageWarning,
  type UsedIn,
} from "@labledger/domain";
import type { EventData } from "@labledger/events";
import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { ORGANISATION_ID } from "../../bootstrap/first-start";
import { readable } from "../../chemistry/server-figures";
import { type Caller, CallerCommand } from "../../pipeline/caller";
import { type Appended, loadState } from "../../pipeline/handle-command";
import { onStream } from "../../pipeline/on-stream";
import { assertRecordsUsage } from "../../records/record-usage";
import { RUNTIME, type Runtime } from "../../runtime/runtime";
import { barcodeFor, materialIdOf } from "../material-ids";
import { usagePolicyOf } from "./inventory-policy";

type Description = Omit<EventData<"MaterialDescribed">, "materialId">;
type Positioned = { position: number };
/** What a usage did to the lot: taken and left in its unit, and what the settings let through. */
export interface UsageOutcome {
  readonly used: number;
  readonly remaining: number;
  readonly unit: StockUnit;
  readonly warnings: readonly UsageWarning[];
  readonly position: number;
}

export class RegisterMaterialCommand extends CallerCommand<{ id: string; position: number }> {
  constructor(
    caller: Caller,
    readonly lot: Description & { barcode?: string; quantity: number; unit: StockUnit },
  ) {
    super(caller);
  }
}

export class DescribeMaterialCommand extends CallerCommand<Positioned> {
  constructor(
    caller: Caller,
    readonly materialId: string,
    readonly description: Description,
  ) {
    super(caller);
  }
}

/** A receipt, or a lot made available or not: decided on the lot's stream as it stands. */
export class ChangeStockCommand extends CallerCommand<Positioned> {
  constructor(
    caller: Caller,
    readonly materialId: string,
    readonly change: Extract<MaterialCommand, { type: "ReceiveMaterial" | "ChangeAvailability" }>,
  ) {
    super(caller);
  }
}

export class UseMaterialCommand extends CallerCommand<UsageOutcome> {
  constructor(
    caller: Caller,
    readonly materialId: string,
    readonly usage: { usageId: string; amount: number; unit: StockUnit; usedIn: UsedIn },
  ) {
    super(caller);
  }
}

export class CorrectUsageCommand extends CallerCommand<UsageOutcome> {
  constructor(
    caller: Caller,
    readonly materialId: string,
    readonly usageId: string,
    readonly amount: number,
    readonly unit: StockUnit,
  ) {
    super(caller);
  }
}

/** A given structure is read by the chemistry service: its formula and weight replace what was typed for them. */
async function withStructureFigures(runtime: Runtime, description: Description): Promise<Description> {
  if (!description.molFile) return description;
  const structure = description.molFile;
  const figures = await readable(() => runtime.ports.chemistry.figures(structure));
  return {
    ...description,
    details: {
      ...description.details,
      formula: compactFormula(figures.grossFormula),
      molecularWeight: String(Number(figures.molecularWeight.toFixed(4))),
    },
  };
}

/**
 * A lot's self-made category (/team/setting/material) must exist, and its own columns hold what the
 * category says: read from the categories' stream, so a category just made or changed counts.
 */
async function assertCategory(runtime: Runtime, description: Pick<Description, "categoryId" | "extra">) {
  const { categoryId, extra } = description;
  const given = Object.entries(extra).filter(([, value]) => value.trim() !== "");
  if (categoryId === null) {
    if (given.length > 0) throw new DomainError("material.extraWithoutCategory", "invalid");
    return;
  }
  const { categories } = await loadState(runtime.ports.events, materialCategoriesStream(ORGANISATION_ID), materialCategories);
  const category = categories.get(categoryId);
  if (!category) throw new DomainError("material.categoryNotFound", "invalid");
  const [problem] = checkExtra(category, extra);
  if (problem)
    throw new DomainError(`material.extra.${problem.problem}`, "invalid", {
      "column@zh-CN": problem.label?.["zh-CN"] ?? problem.key,
      "column@en": problem.label?.en ?? problem.key,
      options: (problem.options ?? []).join(" / "),
    });
}

const lotOf = (state: MaterialState) => {
  if (!state.lot) throw new DomainError("material.notFound", "not-found");
  return state.lot;
};

/** What a usage or a correction answers: from its event, or, when it was already recorded, from the lot as it stands. */
async function outcomeOf(
  runtime: Runtime,
  materialId: string,
  usageId: string,
  appended: Appended<MaterialEvent>,
): Promise<UsageOutcome> {
  const event = appended.events[0];
  const position = appended.position;
  if (event?.type === "MaterialUsed") {
    const { amount: used, remaining, unit, warnings } = event.data;
    return { used, remaining, unit, warnings, position };
  }
  if (event?.type === "MaterialUsageCorrected") {
    const { to: used, remaining, unit } = event.data;
    return { used, remaining, unit, warnings: [], position };
  }
  const state = await loadState(runtime.ports.events, materialStream(materialId), material);
  const lot = lotOf(state);
  return { used: state.usages.get(usageId)?.amount ?? 0, remaining: lot.quantity, unit: lot.unit, warnings: [], position: 0 };
}

@CommandHandler(RegisterMaterialCommand)
export class RegisterMaterialHandler implements ICommandHandler<RegisterMaterialCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, lot }: RegisterMaterialCommand) {
    const { barcode: given, quantity, unit, ...description } = lot;
    const barcode = given ?? barcodeFor(caller);
    const materialId = materialIdOf(barcode);
    await assertCategory(this.runtime, description);
    const described = await withStructureFigures(this.runtime, description);
    const result = await onStream(this.runtime, caller, materialStream(materialId), material, () => ({
      type: "RegisterMaterial" as const,
      material: { materialId, barcode, ...described, quantity, unit },
    }));
    return { id: materialId, position: result.position };
  }
}

@CommandHandler(DescribeMaterialCommand)
export class DescribeMaterialHandler implements ICommandHandler<DescribeMaterialCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, materialId, description }: DescribeMaterialCommand) {
    lotOf(await loadState(this.runtime.ports.events, materialStream(materialId), material));
    await assertCategory(this.runtime, description);
    const described = await withStructureFigures(this.runtime, description);
    const result = await onStream(this.runtime, caller, materialStream(materialId), material, () => ({
      type: "DescribeMaterial" as const,
      description: described,
    }));
    return { position: result.position };
  }
}

@CommandHandler(ChangeStockCommand)
export class ChangeStockHandler implements ICommandHandler<ChangeStockCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, materialId, change }: ChangeStockCommand) {
    const result = await onStream(this.runtime, caller, materialStream(materialId), material, () => change, {
      retryOnConflict: true,
    });
    return { position: result.position };
  }
}

/**
 * Decided on the lot's stream with the revision read; a usage appended meanwhile by another member
 * makes the append conflict, and the usage is decided again on what is left after theirs.
 */
@CommandHandler(UseMaterialCommand)
export class UseMaterialHandler implements ICommandHandler<UseMaterialCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, materialId, usage }: UseMaterialCommand) {
    lotOf(await loadState(this.runtime.ports.events, materialStream(materialId), material));
    await assertRecordsUsage(this.runtime, caller, usage.usedIn, "material");
    const { policy, today } = await usagePolicyOf(this.runtime);
    const result = await onStream(
      this.runtime,
      caller,
      materialStream(materialId),
      material,
      () => ({ type: "UseMaterial" as const, ...usage, policy, today }),
      { retryOnConflict: true },
    );
    return outcomeOf(this.runtime, materialId, usage.usageId, result);
  }
}

@CommandHandler(CorrectUsageCommand)
export class CorrectUsageHandler implements ICommandHandler<CorrectUsageCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, materialId, usageId, amount, unit }: CorrectUsageCommand) {
    const state = await loadState(this.runtime.ports.events, materialStream(materialId), material);
    lotOf(state);
    const usage = state.usages.get(usageId);
    if (!usage) throw new DomainError("material.usageNotFound", "not-found");
    await assertRecordsUsage(this.runtime, caller, usage.usedIn, "material");
    const { policy, today } = await usagePolicyOf(this.runtime);
    const result = await onStream(
      this.runtime,
      caller,
      materialStream(materialId),
      material,
      () => ({ type: "CorrectUsage" as const, usageId, amount, unit, policy, today }),
      { retryOnConflict: true },
    );
    return outcomeOf(this.runtime, materialId, usageId, result);
  }
}

/** One handler per material command. */
export const MATERIAL_COMMAND_HANDLERS = [
  RegisterMaterialHandler,
  DescribeMaterialHandler,
  ChangeStockHandler,
  UseMaterialHandler,
  CorrectUsageHandler,
];
