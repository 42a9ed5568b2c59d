import type { Recalculated, SheetValue, Workbook } from "@labledger/domain";

/**
 * The formula engine the server computes spreadsheets with (issue 17): the server is the
 * authority on what a cell shows, never the client. It keeps loaded workbooks between changes
 * (a model stands for one module at one version) and builds one from the workbook otherwise.
 */

/** A module's workbook as its stream folds it now, and that version (the module's cacheTime). */
export interface SheetModelOf {
  /** One module of one record (experimentId + moduleId). */
  readonly key: string;
  readonly version: number;
  readonly workbook: Workbook;
}

/** A cell as typed: "=AVERAGE(B2:B9)", "12.5", "12.5%", "2026-11-27", a text; "" clears the cell. */
export interface SheetInput {
  readonly sheetId: string;
  readonly cell: string;
  readonly input: string;
  /** A new number format; undefined keeps the cell's (or takes the one the input implies, as "12.5%" does). */
  readonly format?: string | null;
}

/** A cell as the engine made it: its value (full precision), its normalised formula, its number format. */
export interface ComputedCell {
  readonly sheetId: string;
  readonly cell: string;
  readonly value: SheetValue;
  readonly formula: string | null;
  readonly format: string | null;
}

/** What a change computed; `settle` says it was recorded as that version, so the engine may keep its model for the next change. */
export interface SheetOutcome {
  readonly recalculated: readonly Recalculated[];
  settle(version: number): void;
}

export interface CellsOutcome extends SheetOutcome {
  /** The edited cells, in the order of the edits. */
  readonly cells: readonly ComputedCell[];
}

/** A change of the workbook's sheets: formulas reading them follow (a rename) or give #REF! (a deletion). */
export type SheetStructureChange =
  | { readonly kind: "add"; readonly sheetId: string; readonly name: string; readonly afterSheetId: string | null }
  | { readonly kind: "rename"; readonly sheetId: string; readonly name: string }
  | { readonly kind: "delete"; readonly sheetId: string };

export interface SheetEngine {
  /** Computes edits on the workbook: each edited cell, and every other formula cell whose value changed. Never throws on a user's input. */
  changeCells(model: SheetModelOf, edits: readonly SheetInput[]): Promise<CellsOutcome>;
  /** Computes a change of sheets: the formula cells whose value it changed. */
  restructure(model: SheetModelOf, change: SheetStructureChange): Promise<SheetOutcome>;
  /**
   * Computes a whole workbook (a template saved as a whole): the same workbook with every formula
   * cell's value as the engine computes it, whatever value it came with. Keeps no model; never throws on a user's input.
   */
  evaluate(workbook: Workbook): Promise<Workbook>;
  close(): Promise<void>;
}
