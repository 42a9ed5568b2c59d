import {
  type BinnableActor,
  type Decider,
  type DefinitionCommand,
  type DefinitionState,
  infoTable,
  infoTableStream,
  multiLevelTable,
  multiLevelTableStream,
  processTable,
  processTableStream,
  type TableKind,
} from "@labledger/domain";
import type { DomainEvent } from "@labledger/events";
import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { type Caller, CallerCommand } from "../../pipeline/caller";
import { createdOf, newIdFor } from "../../pipeline/create-once";
import { onStream } from "../../pipeline/on-stream";
import { RUNTIME, type Runtime } from "../../runtime/runtime";

type Created = { id: string; position: number };
type Positioned = { position: number };

/** Each table definition's decider and stream. */
const TABLES: Record<
  TableKind,
  { decider: Decider<DefinitionCommand<unknown>, DefinitionState<unknown>, DomainEvent>; stream: (id: string) => string }
> = {
  InfoTable: { decider: infoTable as never, stream: infoTableStream },
  MultiLevelTable: { decider: multiLevelTable as never, stream: multiLevelTableStream },
  ProcessTable: { decider: processTable as never, stream: processTableStream },
};

const actorOf = (caller: Caller): BinnableActor => ({
  memberId: caller.session.member.id,
  isOrganisationAdmin: caller.session.member.isOrganisationAdmin,
});

/** Saves an information, multi-level or data-processing table, new (no id) or changed: the whole definition. */
export class SaveTableDefinitionCommand extends CallerCommand<Created> {
  constructor(
    caller: Caller,
    readonly kind: TableKind,
    readonly tableId: string | undefined,
    readonly definition: unknown,
  ) {
    super(caller);
  }
}

/** Moves a table definition to the rubbish bin, or back. */
export class BinTableDefinitionCommand extends CallerCommand<Positioned> {
  constructor(
    caller: Caller,
    readonly kind: TableKind,
    readonly tableId: string,
    readonly to: "bin" | "restore",
  ) {
    super(caller);
  }
}

@CommandHandler(SaveTableDefinitionCommand)
export class SaveTableDefinitionHandler implements ICommandHandler<SaveTableDefinitionCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, kind, tableId, definition }: SaveTableDefinitionCommand) {
    const { decider, stream } = TABLES[kind];
    const id = tableId ?? newIdFor(caller, stream(""));
    const result = await onStream(this.runtime, caller, stream(id), decider, () => ({
      type: "Save" as const,
      tableId: id,
      definition,
      actor: actorOf(caller),
      mustExist: tableId !== undefined,
    }));
    const saved = createdOf(result, `${kind}Saved`) as { tableId: string };
    return { id: saved.tableId, position: result.position };
  }
}

@CommandHandler(BinTableDefinitionCommand)
export class BinTableDefinitionHandler implements ICommandHandler<BinTableDefinitionCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, kind, tableId, to }: BinTableDefinitionCommand) {
    const { decider, stream } = TABLES[kind];
    const result = await onStream(this.runtime, caller, stream(tableId), decider, () => ({
      type: to === "bin" ? ("Bin" as const) : ("Restore" as const),
      tableId,
      actor: actorOf(caller),
    }));
    return { position: result.position };
  }
}

/** One handler per table definition command. */
export const TABLE_DEFINITION_COMMAND_HANDLERS = [SaveTableDefinitionHandler, BinTableDefinitionHandler];
