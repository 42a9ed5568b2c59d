import { type MaterialCategoryDefinition, materialCategories, materialCategoriesStream } from "@labledger/domain";
import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { ORGANISATION_ID } from "../../bootstrap/first-start";
import { type Caller, CallerCommand } from "../../pipeline/caller";
import { createdOf, newIdFor } from "../../pipeline/create-once";
import { onStream } from "../../pipeline/on-stream";
import { RUNTIME, type Runtime } from "../../runtime/runtime";

const STREAM = materialCategoriesStream(ORGANISATION_ID);
/** The material lots' read model (the material feature's): each lot names its category by `categoryId`. */
export const MATERIALS_READ_MODEL = "materials";

/** Creates a self-made material category (no id) or changes one. */
export class SaveMaterialCategoryCommand extends CallerCommand<{ id: string; position: number }> {
  constructor(
    caller: Caller,
    readonly categoryId: string | undefined,
    readonly definition: MaterialCategoryDefinition,
  ) {
    super(caller);
  }
}

export class DeleteMaterialCategoryCommand extends CallerCommand<{ position: number }> {
  constructor(
    caller: Caller,
    readonly categoryId: string,
  ) {
    super(caller);
  }
}

@CommandHandler(SaveMaterialCategoryCommand)
export class SaveMaterialCategoryHandler implements ICommandHandler<SaveMaterialCategoryCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, categoryId, definition }: SaveMaterialCategoryCommand) {
    const id = categoryId ?? newIdFor(caller, "material-category");
    const result = await onStream(this.runtime, caller, STREAM, materialCategories, () => ({
      type: "DefineMaterialCategory" as const,
      categoryId: id,
      definition,
      mustExist: categoryId !== undefined,
    }));
    return { id: createdOf(result, "MaterialCategoryDefined").categoryId, position: result.position };
  }
}

/**
 * The lots in the category are counted in the inventory's read model as the command is decided
 * (spec §8). That model is the shared one: once the material feature's projection is among the
 * caught-up decision facts (runtime/start.ts), count there, so a lagging read model cannot let a
 * category with lots in it go.
 */
@CommandHandler(DeleteMaterialCategoryCommand)
export class DeleteMaterialCategoryHandler implements ICommandHandler<DeleteMaterialCategoryCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, categoryId }: DeleteMaterialCategoryCommand) {
    const result = await onStream(this.runtime, caller, STREAM, materialCategories, async () => ({
      type: "DeleteMaterialCategory" as const,
      categoryId,
      lotsInIt: await this.runtime.ports.readStore.count(MATERIALS_READ_MODEL, { categoryId }),
    }));
    return { position: result.position };
  }
}

export const MATERIAL_CATEGORY_COMMAND_HANDLERS = [SaveMaterialCategoryHandler, DeleteMaterialCategoryHandler];
