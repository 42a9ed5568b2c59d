import type { EventData } from "@labledger/events";
import { SPREADSHEET_TEMPLATE_LIMITS } from "@labledger/events/catalogue/spreadsheet-templates-values";
import { DomainError } from "../decider/domain-error";
import { placeOf } from "../module-kinds/spreadSheet/cell-address";
import type { Workbook } from "../module-kinds/spreadSheet/workbook";
import { cellAt, sheetOf } from "../module-kinds/spreadSheet/workbook-fold";

/** A cell the researcher fills in a design (an input cell), whether it must be filled to submit, its label. */
export type DesignedCell = EventData<"ModuleCellsDesigned">["cells"][number];

/** A record's spreadsheet design module: its design (a copy taken when the module was added) and its input cells. */
export interface ModuleDesign {
  readonly templateId: string;
  readonly templateName: string;
  readonly cells: readonly DesignedCell[];
}

export const designedCellKey = (sheetId: string, cell: string) => `${sheetId}!${cell}`;

/** A cell as a reader names it: "Data!B3" (the sheet's name, or its id when the sheet is gone). */
export const cellName = (workbook: Workbook, sheetId: string, cell: string) =>
  `${sheetOf(workbook, sheetId)?.name ?? sheetId}!${cell}`;

/**
 * A design's input cells (issue 17): each on a sheet of the design, an address the sheet has,
 * once, never a formula cell (the engine fills those), at most the limit; required ones are input
 * cells by construction (a required flag lives on an input cell).
 */
export function checkDesignedCells(workbook: Workbook, cells: readonly DesignedCell[]): void {
  if (cells.length > SPREADSHEET_TEMPLATE_LIMITS.designedCells)
    throw new DomainError("spreadsheetTemplate.tooManyInputCells", "invalid", { max: SPREADSHEET_TEMPLATE_LIMITS.designedCells });
  const seen = new Set<string>();
  for (const designed of cells) {
    const sheet = sheetOf(workbook, designed.sheetId);
    if (!sheet) throw new DomainError("spreadsheetTemplate.inputCellNoSheet", "invalid", { cell: designed.cell });
    const name = `${sheet.name}!${designed.cell}`;
    if (!placeOf(designed.cell)) throw new DomainError("sheet.cellInvalid", "invalid", { cell: designed.cell });
    const key = designedCellKey(designed.sheetId, designed.cell);
    if (seen.has(key)) throw new DomainError("spreadsheetTemplate.inputCellTwice", "invalid", { cell: name });
    seen.add(key);
    if (cellAt(sheet, designed.cell)?.formula)
      throw new DomainError("spreadsheetTemplate.inputCellFormula", "invalid", { cell: name });
    if ([...designed.label].length > SPREADSHEET_TEMPLATE_LIMITS.cellLabel)
      throw new DomainError("spreadsheetTemplate.labelTooLong", "invalid", { max: SPREADSHEET_TEMPLATE_LIMITS.cellLabel });
  }
}

/** The required input cells left empty (no value, or a blank text), named "Data!B3". */
export function emptyRequiredCells(workbook: Workbook, design: ModuleDesign): string[] {
  return design.cells.flatMap((designed) => {
    if (!designed.required) return [];
    const sheet = sheetOf(workbook, designed.sheetId);
    const value = sheet ? cellAt(sheet, designed.cell)?.value : undefined;
    const empty = value === undefined || value === null || (typeof value === "string" && value.trim() === "");
    return empty ? [cellName(workbook, designed.sheetId, designed.cell)] : [];
  });
}
