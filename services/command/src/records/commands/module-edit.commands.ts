import type { ModuleContent } from "@labledger/domain";
import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { withServerFigures } from "../../chemistry/server-figures";
import { type Caller, CallerCommand } from "../../pipeline/caller";
import { dataOf } from "../../pipeline/handle-command";
import { RUNTIME, type Runtime } from "../../runtime/runtime";
import { withSafeHtmlFields } from "../sanitise-html";
import { onRecord, reasonRequired } from "./on-record";

/** How long enable-edit holds a module for one member (renewed by each save). */
const EDIT_HOLD_MS = 5 * 60_000;

export class SaveModuleCommand extends CallerCommand<{ lastCacheTime: number; position: number }> {
  constructor(
    caller: Caller,
    readonly experimentId: string,
    readonly moduleId: string,
    readonly save: { content: ModuleContent; isAuto: boolean; lastCacheTime: number; reason: string | undefined },
  ) {
    super(caller);
  }
}

export class EnableModuleEditCommand extends CallerCommand<{ until: string; lastCacheTime: number; position: number }> {
  constructor(
    caller: Caller,
    readonly experimentId: string,
    readonly moduleId: string,
  ) {
    super(caller);
  }
}

@CommandHandler(SaveModuleCommand)
export class SaveModuleHandler implements ICommandHandler<SaveModuleCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ caller, experimentId, moduleId, save }: SaveModuleCommand) {
    const { content, isAuto, lastCacheTime, reason } = save;
    const required = await reasonRequired(this.runtime);
    const result = await onRecord(
      this.runtime,
      caller,
      experimentId,
      async ({ state, actor }) => {
        const target = state.modules.find((m) => m.moduleId === moduleId);
        // HTML is kept only made safe, whoever sent it; a reaction's figures are the server's own.
        const fields = target ? withSafeHtmlFields(target.type, content.fields) : content.fields;
        const saved =
          target?.type === "equation"
            ? await withServerFigures(this.runtime.ports.chemistry, { fields, rows: content.rows })
            : { fields, rows: content.rows };
        return {
          type: "SaveModule",
          moduleId,
          content: saved,
          isAuto,
          lastCacheTime,
          now: new Date(),
          actor,
          reason,
          reasonRequired: required,
        };
      },
      { reason },
    );
    return { lastCacheTime: dataOf(result, "ModuleSaved")?.cacheTime ?? lastCacheTime, position: result.position };
  }
}

@CommandHandler(EnableModuleEditCommand)
export class EnableModuleEditHandler implements ICommandHandler<EnableModuleEditCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ caller, experimentId, moduleId }: EnableModuleEditCommand) {
    let loadedAt = 0;
    const result = await onRecord(this.runtime, caller, experimentId, ({ state, actor }) => {
      loadedAt = state.modules.find((m) => m.moduleId === moduleId)?.cacheTime ?? 0;
      return { type: "EnableModuleEdit", moduleId, now: new Date(), holdMs: EDIT_HOLD_MS, actor };
    });
    return { until: dataOf(result, "ModuleEditLocked")!.until, lastCacheTime: loadedAt, position: result.position };
  }
}
