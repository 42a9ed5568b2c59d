import type { FileSheet } from "@labledger/adapters/sheet-files/read-sheet-file";
import type { SheetsImported } from "@labledger/contracts";
import { uniqueSheetNames } from "@labledger/domain/module-kinds/spreadSheet/sheet-import";
import { workbookOf } from "@labledger/domain/module-kinds/spreadSheet/workbook-fold";
import { SHEET_LIMITS, uuidv7 } from "@labledger/events";
import { Inject } from "@nestjs/common";
import { CommandHandler, type ICommandHandler } from "@nestjs/cqrs";
import { type Caller, CallerCommand } from "../pipeline/caller";
import { dataOf } from "../pipeline/handle-command";
import { onRecord, reasonRequired } from "../records/commands/on-record";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { importedValues } from "./imported-values";

export interface SheetFile {
  readonly fileName: string;
  readonly sha256: string;
  readonly sheets: readonly FileSheet[];
  readonly reason: string | undefined;
}

export class ImportSheetsCommand extends CallerCommand<SheetsImported> {
  constructor(
    caller: Caller,
    readonly experimentId: string,
    readonly moduleId: string,
    readonly file: SheetFile,
  ) {
    super(caller);
  }
}

/** The engine's model of one module (the same key the cell edits use, so an import's model serves the next edit). */
export const sheetModelKey = (experimentId: string, moduleId: string) => `${experimentId}/${moduleId}`;

/**
 * Imports a file's sheets into a spreadsheet module: new sheet ids, names no sheet has, every
 * formula computed by the server's engine on the workbook as it stands, then decided with the
 * module save's rules (signed, template-locked, held, the record's lifecycle) and recorded.
 */
@CommandHandler(ImportSheetsCommand)
export class ImportSheetsHandler implements ICommandHandler<ImportSheetsCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ caller, experimentId, moduleId, file }: ImportSheetsCommand): Promise<SheetsImported> {
    const required = await reasonRequired(this.runtime);
    const key = sheetModelKey(experimentId, moduleId);
    let settle: (version: number) => void = () => {};
    const result = await onRecord(
      this.runtime,
      caller,
      experimentId,
      async ({ state, actor }) => {
        const target = state.modules.find((m) => m.moduleId === moduleId);
        const workbook = workbookOf(target?.content ?? {});
        const names = uniqueSheetNames(
          file.sheets.map((s) => s.name),
          workbook.sheets.map((s) => s.name),
        );
        const sheets = file.sheets.map((sheet, i) => ({
          sheetId: uuidv7(),
          name: names[i]!,
          asTyped: sheet.asTyped,
          frozenRows: sheet.frozenRows,
          cells: sheet.cells,
        }));
        const fits = target !== undefined && workbook.sheets.length + sheets.length <= SHEET_LIMITS.sheets;
        // Only a workbook that will take the sheets is computed; the decider refuses the others as they are.
        const computed = fits
          ? await importedValues(this.runtime.ports.sheets, key, workbook, sheets)
          : { sheets: sheets.map(({ asTyped: _typed, ...sheet }) => sheet), settle };
        settle = computed.settle;
        return {
          type: "ImportSheets",
          moduleId,
          file: { fileName: file.fileName, sha256: file.sha256, sheets: computed.sheets },
          now: new Date(),
          actor,
          reason: file.reason,
          reasonRequired: required,
        };
      },
      { reason: file.reason },
    );
    const imported = dataOf(result, "ModuleSheetsImported")!;
    settle(imported.cacheTime);
    return {
      sheets: imported.sheets.map((s) => ({ sheetId: s.sheetId, name: s.name })),
      lastCacheTime: imported.cacheTime,
      position: result.position,
    };
  }
}

export const SHEET_FILE_COMMAND_HANDLERS = [ImportSheetsHandler];
