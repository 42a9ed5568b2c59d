import type { EventData } from "@labledger/events";
import { SHEET_LIMITS } from "@labledger/events/catalogue/sheets-values";
import { DomainError } from "../../decider/domain-error";
import type { SheetValue, Workbook } from "./workbook";

/** A cell of an imported sheet, as the server's engine computed it (a formula's value is the engine's, never the file's). */
export interface ImportedCell {
  readonly cell: string;
  readonly value: SheetValue;
  readonly formula: string | null;
  readonly format: string | null;
}

/** A sheet of an imported file: the name the file gives it (made unique here) and its cells. */
export interface ImportedSheet {
  readonly sheetId: string;
  readonly name: string;
  readonly cells: readonly ImportedCell[];
  /** The header rows the file keeps in view (its frozen pane); an imported sheet otherwise keeps one. */
  readonly frozenRows?: number;
}

/** A sheet the import event brings in keeps one frozen header row (the workbook fold's rule). */
const IMPORTED_FROZEN_ROWS = 1;

export interface ImportSheets {
  readonly fileName: string;
  readonly sha256: string;
  readonly sheets: readonly ImportedSheet[];
}

const key = (name: string) => name.toLocaleLowerCase();

/**
 * Names for new sheets that no sheet has yet (compared regardless of case, as Excel does): a name
 * taken gets " (2)", " (3)"…, cut so the whole stays within Excel's 31 characters.
 */
export function uniqueSheetNames(wanted: readonly string[], taken: readonly string[]): string[] {
  const used = new Set(taken.map(key));
  return wanted.map((name) => {
    let candidate = name;
    for (let n = 2; used.has(key(candidate)); n++) {
      const suffix = ` (${n})`;
      candidate = `${name.slice(0, SHEET_LIMITS.sheetName - suffix.length).trimEnd()}${suffix}`;
    }
    used.add(key(candidate));
    return candidate;
  });
}

/**
 * The frozen header rows a file's sheets keep other than the one an import gives them, within the
 * module's limit: recorded after the import as the frozen-rows changes a member would make.
 */
export function importedFrozenRows(command: ImportSheets): { sheetId: string; from: number; to: number }[] {
  return command.sheets.flatMap((sheet) => {
    const to = Math.max(0, Math.min(SHEET_LIMITS.frozenRows, Math.floor(sheet.frozenRows ?? IMPORTED_FROZEN_ROWS)));
    return to === IMPORTED_FROZEN_ROWS ? [] : [{ sheetId: sheet.sheetId, from: IMPORTED_FROZEN_ROWS, to }];
  });
}

/**
 * The import of a file into a workbook as new sheets after the others (spec §9): at most as many
 * sheets as a module holds in all, each named uniquely, sheet ids new to the workbook.
 */
export function sheetsImported(
  workbook: Workbook,
  command: ImportSheets,
  on: { experimentId: string; moduleId: string; cacheTime: number },
): EventData<"ModuleSheetsImported"> {
  if (command.sheets.length === 0) throw new DomainError("spreadsheet.empty", "invalid");
  if (workbook.sheets.length + command.sheets.length > SHEET_LIMITS.sheets)
    throw new DomainError("spreadsheet.tooManySheets", "conflict", { max: SHEET_LIMITS.sheets });
  const ids = new Set(workbook.sheets.map((s) => s.sheetId));
  for (const sheet of command.sheets) {
    if (ids.has(sheet.sheetId)) throw new DomainError("sheet.exists", "conflict");
    ids.add(sheet.sheetId);
  }
  const names = uniqueSheetNames(
    command.sheets.map((s) => s.name),
    workbook.sheets.map((s) => s.name),
  );
  return {
    ...on,
    fileName: command.fileName,
    sha256: command.sha256,
    sheets: command.sheets.map((sheet, i) => ({
      sheetId: sheet.sheetId,
      name: names[i]!,
      cells: sheet.cells.map((c) => ({ cell: c.cell, value: c.value, formula: c.formula, format: c.format })),
    })),
  };
}
