import type { PreparedMaterialBodyRead } from "@labledger/contracts";
import { type PreparedMaterialDefinition, preparedMaterial, preparedMaterialStream } from "@labledger/domain";
import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { type Caller, CallerCommand, metadataActorOf } from "../../pipeline/caller";
import { createdOf, createOnce, newIdFor } from "../../pipeline/create-once";
import { onStream } from "../../pipeline/on-stream";
import { issueNumber } from "../../records/numbers";
import { RUNTIME, type Runtime } from "../../runtime/runtime";
import { actorOf } from "./method.commands";

type Definition = PreparedMaterialBodyRead;

/** Saves a prepared material, new (no id: it gets the next PM number) or changed. */
export class SavePreparedMaterialCommand extends CallerCommand<{ id: string; number: string; position: number }> {
  constructor(
    caller: Caller,
    readonly preparedMaterialId: string | undefined,
    readonly definition: Definition,
  ) {
    super(caller);
  }
}

/** Moves a prepared material to the rubbish bin, or back. */
export class BinPreparedMaterialCommand extends CallerCommand<{ position: number }> {
  constructor(
    caller: Caller,
    readonly preparedMaterialId: string,
    readonly to: "bin" | "restore",
  ) {
    super(caller);
  }
}

const definitionOf = (definition: Definition): PreparedMaterialDefinition => definition;

@CommandHandler(SavePreparedMaterialCommand)
export class SavePreparedMaterialHandler implements ICommandHandler<SavePreparedMaterialCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, preparedMaterialId, definition }: SavePreparedMaterialCommand) {
    const id = preparedMaterialId ?? newIdFor(caller, "prepared-material");
    const stream = preparedMaterialStream(id);
    const command = (number: string | undefined) => ({
      type: "SavePreparedMaterial" as const,
      preparedMaterialId: id,
      number,
      definition: definitionOf(definition),
      actor: actorOf(caller),
    });
    const save = async () => {
      if (preparedMaterialId !== undefined)
        return onStream(this.runtime, caller, stream, preparedMaterial, () => command(undefined));
      // Decided once before a number is given out, so a refused recipe takes none.
      preparedMaterial.decide(command(""), preparedMaterial.initialState());
      const number = await issueNumber(this.runtime, "preparedMaterial", id, metadataActorOf(caller));
      return onStream(this.runtime, caller, stream, preparedMaterial, () => command(number));
    };
    const answer = (result: Awaited<ReturnType<typeof save>>) => {
      const saved = createdOf(result, "PreparedMaterialSaved");
      return { id: saved.preparedMaterialId, number: saved.number, position: result.position };
    };
    if (preparedMaterialId !== undefined) return answer(await save());
    return createOnce(this.runtime, caller, stream, save, answer);
  }
}

@CommandHandler(BinPreparedMaterialCommand)
export class BinPreparedMaterialHandler implements ICommandHandler<BinPreparedMaterialCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, preparedMaterialId, to }: BinPreparedMaterialCommand) {
    const result = await onStream(this.runtime, caller, preparedMaterialStream(preparedMaterialId), preparedMaterial, () => ({
      type: to === "bin" ? ("BinPreparedMaterial" as const) : ("RestorePreparedMaterial" as const),
      preparedMaterialId,
      actor: actorOf(caller),
    }));
    return { position: result.position };
  }
}

export const PREPARED_MATERIAL_COMMAND_HANDLERS = [SavePreparedMaterialHandler, BinPreparedMaterialHandler];
