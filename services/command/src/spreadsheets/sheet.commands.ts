import {
  authorizeOnRecord,
  type CellAt,
  type ExperimentCommand,
  type ExperimentEvent,
  type ExperimentState,
  heldAt,
  holdsWorkbook,
  type RecordActor,
  type SheetChart,
  workbookOf,
} from "@labledger/domain";
import { uuidv7 } from "@labledger/events";
import type { CellsOutcome, SheetInput, SheetModelOf, SheetOutcome, SheetStructureChange } from "@labledger/ports";
import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { type Caller, CallerCommand } from "../pipeline/caller";
import type { Appended } from "../pipeline/handle-command";
import { onRecord, type RecordRead, reasonRequired } from "../records/commands/on-record";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { refuseWhileInUse } from "../sheet-live/presence";

type Answer = { lastCacheTime: number; position: number };

export class ChangeCellsCommand extends CallerCommand<Answer & { cells: CellAt[] }> {
  constructor(
    caller: Caller,
    readonly experimentId: string,
    readonly moduleId: string,
    readonly edits: readonly (SheetInput & { seen: { value: unknown; formula: string | null; format: string | null } })[],
    readonly isAuto: boolean,
    readonly reason: string | undefined,
  ) {
    super(caller);
  }
}

/** One change of a workbook's sheets or charts (the engine is asked first when formulas may follow). */
export type SheetChange =
  | { readonly type: "AddSheet"; readonly name: string; readonly afterSheetId: string | null }
  | { readonly type: "RenameSheet"; readonly sheetId: string; readonly name: string }
  | { readonly type: "DeleteSheet"; readonly sheetId: string }
  | { readonly type: "SetFrozenRows"; readonly sheetId: string; readonly rows: number }
  | { readonly type: "SaveChart"; readonly chart: SheetChart }
  | { readonly type: "DeleteChart"; readonly chartId: string };

export class ChangeSheetsCommand extends CallerCommand<Answer & { id?: string }> {
  constructor(
    caller: Caller,
    readonly experimentId: string,
    readonly moduleId: string,
    readonly change: SheetChange,
    readonly reason: string | undefined,
  ) {
    super(caller);
  }
}

/** The module's workbook as the engine takes it: its model's key and version are the module's id and cacheTime. */
function modelOf(state: ExperimentState, experimentId: string, moduleId: string): SheetModelOf | undefined {
  const module = state.modules.find((m) => m.moduleId === moduleId);
  if (!module || !holdsWorkbook(module.type)) return undefined;
  return { key: `${experimentId}/${moduleId}`, version: module.cacheTime, workbook: workbookOf(module.content) };
}

/** Only a member who may change the module has the engine compute anything (every sheet command is authorised alike). */
const assertMayChange = (state: ExperimentState, actor: RecordActor, moduleId: string) =>
  authorizeOnRecord({ type: "SetFrozenRows", moduleId, sheetId: "", rows: 0, now: new Date(), actor }, state);

/** The engine keeps its model once the change is recorded (or, when nothing changed, for the version read). */
function settle(outcome: SheetOutcome | undefined, result: Appended<ExperimentEvent>, read: number): number {
  const stamped = result.events.map((e) => (e.data as { cacheTime?: number }).cacheTime).find((t) => t !== undefined);
  const version = stamped ?? read;
  if (!result.duplicate) outcome?.settle(version);
  return version;
}

@CommandHandler(ChangeCellsCommand)
export class ChangeCellsHandler implements ICommandHandler<ChangeCellsCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ caller, experimentId, moduleId, edits, isAuto, reason }: ChangeCellsCommand) {
    const required = await reasonRequired(this.runtime);
    let outcome: CellsOutcome | undefined;
    let before: ExperimentState | undefined;
    let read = 0;
    // Different cells by different members all land: a revision conflict re-reads and recomputes.
    const result = await onRecord(
      this.runtime,
      caller,
      experimentId,
      async ({ state, actor }: RecordRead): Promise<ExperimentCommand> => {
        before = state;
        const model = modelOf(state, experimentId, moduleId);
        read = model?.version ?? 0;
        assertMayChange(state, actor, moduleId);
        outcome = model ? await this.runtime.ports.sheets.changeCells(model, edits) : undefined;
        const computed = outcome?.cells ?? [];
        return {
          type: "ChangeCells",
          moduleId,
          edits: edits.map((e, i) => ({
            sheetId: e.sheetId,
            cell: e.cell,
            seen: e.seen as never,
            result: computed[i] ?? { value: null, formula: null, format: null },
          })),
          recalculated: outcome?.recalculated ?? [],
          isAuto,
          now: new Date(),
          actor,
          reason,
          reasonRequired: required,
        };
      },
      { reason, retryOnConflict: true },
    );
    const lastCacheTime = settle(outcome, result, read);
    const workbook = before ? modelOf(before, experimentId, moduleId)?.workbook : undefined;
    const cells: CellAt[] = [
      ...(outcome?.cells ?? []).map((c) => ({ ...c })),
      ...(outcome?.recalculated ?? []).map((r) => ({
        ...(workbook ? heldAt(workbook, r.sheetId, r.cell) : { formula: null, format: null }),
        sheetId: r.sheetId,
        cell: r.cell,
        value: r.value,
      })),
    ];
    return { lastCacheTime, position: result.position, cells };
  }
}

@CommandHandler(ChangeSheetsCommand)
export class ChangeSheetsHandler implements ICommandHandler<ChangeSheetsCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ caller, experimentId, moduleId, change, reason }: ChangeSheetsCommand) {
    const required = await reasonRequired(this.runtime);
    const sheetId = change.type === "AddSheet" ? uuidv7() : undefined;
    let outcome: SheetOutcome | undefined;
    let read = 0;
    const result = await onRecord(
      this.runtime,
      caller,
      experimentId,
      async ({ state, actor }: RecordRead): Promise<ExperimentCommand> => {
        if (change.type === "DeleteSheet") {
          const attempt = { type: "DeleteSheet", moduleId, sheetId: change.sheetId } as const;
          authorizeOnRecord({ ...attempt, recalculated: [], now: new Date(), actor }, state);
          await refuseWhileInUse(this.runtime, experimentId, attempt, state, actor.memberId);
        }
        const model = modelOf(state, experimentId, moduleId);
        read = model?.version ?? 0;
        const structure = structureOf(change, sheetId);
        if (structure) authorizeOnRecord({ type: "DeleteChart", moduleId, chartId: "", now: new Date(), actor }, state);
        outcome = model && structure ? await this.runtime.ports.sheets.restructure(model, structure) : undefined;
        const recalculated = outcome?.recalculated ?? [];
        const common = { moduleId, now: new Date(), actor, reason, reasonRequired: required };
        switch (change.type) {
          case "AddSheet":
            return {
              ...common,
              type: "AddSheet",
              sheetId: sheetId!,
              name: change.name,
              afterSheetId: change.afterSheetId,
              recalculated,
            };
          case "RenameSheet":
            return { ...common, type: "RenameSheet", sheetId: change.sheetId, name: change.name, recalculated };
          case "DeleteSheet":
            return { ...common, type: "DeleteSheet", sheetId: change.sheetId, recalculated };
          case "SetFrozenRows":
            return { ...common, type: "SetFrozenRows", sheetId: change.sheetId, rows: change.rows };
          case "SaveChart":
            return { ...common, type: "SaveChart", chart: change.chart };
          case "DeleteChart":
            return { ...common, type: "DeleteChart", chartId: change.chartId };
        }
      },
      { reason },
    );
    const lastCacheTime = settle(outcome, result, read);
    return { ...(sheetId ? { id: sheetId } : {}), lastCacheTime, position: result.position };
  }
}

function structureOf(change: SheetChange, newSheetId: string | undefined): SheetStructureChange | undefined {
  switch (change.type) {
    case "AddSheet":
      return { kind: "add", sheetId: newSheetId!, name: change.name, afterSheetId: change.afterSheetId };
    case "RenameSheet":
      return { kind: "rename", sheetId: change.sheetId, name: change.name };
    case "DeleteSheet":
      return { kind: "delete", sheetId: change.sheetId };
    default:
      return undefined;
  }
}

export const SHEET_COMMAND_HANDLERS = [ChangeCellsHandler, ChangeSheetsHandler];
