import {
  authorizeOnRecord,
  type DesignCopy,
  DomainError,
  type ExperimentDetails,
  spreadsheetTemplate,
  spreadsheetTemplateStream,
  workbookFromWhole,
} from "@labledger/domain";
import { type EventData, uuidv7 } from "@labledger/events";
import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { type Caller, CallerCommand } from "../../pipeline/caller";
import { createdOf } from "../../pipeline/create-once";
import { loadState } from "../../pipeline/handle-command";
import { RUNTIME, type Runtime } from "../../runtime/runtime";
import { refuseWhileInUse } from "../../sheet-live/presence";
import { onRecord, reasonRequired } from "./on-record";

type Positioned = { position: number };

/** A change of a record's content, with its reason where one is given (or required). */
abstract class ContentCommand<TResult> extends CallerCommand<TResult> {
  constructor(
    caller: Caller,
    readonly experimentId: string,
    readonly reason: string | undefined,
  ) {
    super(caller);
  }
}

export class ChangeDetailsCommand extends ContentCommand<Positioned> {
  constructor(
    caller: Caller,
    experimentId: string,
    reason: string | undefined,
    readonly details: Partial<ExperimentDetails>,
  ) {
    super(caller, experimentId, reason);
  }
}

export class AddModuleCommand extends ContentCommand<{ moduleId: string; position: number }> {
  constructor(
    caller: Caller,
    experimentId: string,
    reason: string | undefined,
    /** `afterModuleId` absent: after the last module. */
    readonly module: Omit<EventData<"ModuleAdded">, "experimentId" | "moduleId" | "afterModuleId"> & {
      afterModuleId?: string | null;
      /** A spreadsheet design module starts as this design (its workbook and input cells copied). */
      spreadDesignId?: string | undefined;
    },
  ) {
    super(caller, experimentId, reason);
  }
}

export class RenameModuleCommand extends ContentCommand<Positioned> {
  constructor(
    caller: Caller,
    experimentId: string,
    reason: string | undefined,
    readonly moduleId: string,
    readonly title: string,
  ) {
    super(caller, experimentId, reason);
  }
}

export class DeleteModuleCommand extends ContentCommand<Positioned> {
  constructor(
    caller: Caller,
    experimentId: string,
    reason: string | undefined,
    readonly moduleId: string,
  ) {
    super(caller, experimentId, reason);
  }
}

export class ReorderModulesCommand extends ContentCommand<Positioned> {
  constructor(
    caller: Caller,
    experimentId: string,
    reason: string | undefined,
    readonly order: readonly string[],
  ) {
    super(caller, experimentId, reason);
  }
}

/** The reason given, and whether the organisation asks one for every change. */
const why = async (runtime: Runtime, reason: string | undefined) => ({ reason, reasonRequired: await reasonRequired(runtime) });

@CommandHandler(ChangeDetailsCommand)
export class ChangeDetailsHandler implements ICommandHandler<ChangeDetailsCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, experimentId, reason, details }: ChangeDetailsCommand) {
    const because = await why(this.runtime, reason);
    const result = await onRecord(
      this.runtime,
      caller,
      experimentId,
      ({ actor }) => ({ type: "ChangeDetails", details, actor, ...because }),
      {
        reason,
      },
    );
    return { position: result.position };
  }
}

@CommandHandler(AddModuleCommand)
export class AddModuleHandler implements ICommandHandler<AddModuleCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, experimentId, reason, module: asked }: AddModuleCommand) {
    const because = await why(this.runtime, reason);
    const moduleId = uuidv7();
    const { spreadDesignId, ...module } = asked;
    const design = spreadDesignId === undefined ? undefined : await designCopy(this.runtime, spreadDesignId);
    const result = await onRecord(
      this.runtime,
      caller,
      experimentId,
      ({ state, actor }) => {
        const afterModuleId =
          module.afterModuleId === undefined ? (state.modules.at(-1)?.moduleId ?? null) : module.afterModuleId;
        return {
          type: "AddModule",
          module: { ...module, moduleId, afterModuleId },
          ...(design ? { design } : {}),
          actor,
          ...because,
        };
      },
      { reason },
    );
    // Read from the events: a repeated command id answers the first command's module.
    return { moduleId: createdOf(result, "ModuleAdded").moduleId, position: result.position };
  }
}

/** A spreadsheet design as a new module copies it now (later changes of the design do not reach the module). */
async function designCopy(runtime: Runtime, designId: string): Promise<DesignCopy> {
  const state = await loadState(runtime.ports.events, spreadsheetTemplateStream(designId), spreadsheetTemplate);
  const design = state.template;
  if (design?.kind !== "design" || state.binned) throw new DomainError("spreadsheetTemplate.designNotFound", "not-found");
  return {
    templateId: designId,
    templateName: design.name,
    cells: design.designedCells,
    workbook: workbookFromWhole(design.workbook),
    now: new Date(),
  };
}

@CommandHandler(RenameModuleCommand)
export class RenameModuleHandler implements ICommandHandler<RenameModuleCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, experimentId, reason, moduleId, title }: RenameModuleCommand) {
    const because = await why(this.runtime, reason);
    const result = await onRecord(
      this.runtime,
      caller,
      experimentId,
      async ({ state, actor }) => {
        const command = { type: "RenameModule", moduleId, title, actor, ...because } as const;
        authorizeOnRecord(command, state);
        await refuseWhileInUse(this.runtime, experimentId, { type: "RenameModule", moduleId }, state, actor.memberId);
        return command;
      },
      { reason },
    );
    return { position: result.position };
  }
}

@CommandHandler(DeleteModuleCommand)
export class DeleteModuleHandler implements ICommandHandler<DeleteModuleCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, experimentId, reason, moduleId }: DeleteModuleCommand) {
    const because = await why(this.runtime, reason);
    const result = await onRecord(
      this.runtime,
      caller,
      experimentId,
      async ({ state, actor }) => {
        const command = { type: "DeleteModule", moduleId, actor, ...because } as const;
        authorizeOnRecord(command, state);
        await refuseWhileInUse(this.runtime, experimentId, { type: "DeleteModule", moduleId }, state, actor.memberId);
        return command;
      },
      {
        reason,
      },
    );
    return { position: result.position };
  }
}

@CommandHandler(ReorderModulesCommand)
export class ReorderModulesHandler implements ICommandHandler<ReorderModulesCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}
  async execute({ caller, experimentId, reason, order }: ReorderModulesCommand) {
    const because = await why(this.runtime, reason);
    const result = await onRecord(
      this.runtime,
      caller,
      experimentId,
      ({ actor }) => ({ type: "ReorderModules", order, actor, ...because }),
      {
        reason,
      },
    );
    return { position: result.position };
  }
}
