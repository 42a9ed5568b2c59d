import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { initSync, Model } from "@ironcalc/wasm";
import type { Recalculated, SheetValue, Workbook } from "@labledger/domain";
import { placeOf } from "@labledger/domain/module-kinds/spreadSheet/cell-address";
import { type CellOnSheet, Readers } from "@labledger/domain/module-kinds/spreadSheet/formula-readers";
import { formulaReferences } from "@labledger/domain/module-kinds/spreadSheet/formula-references";
import type { Cell } from "@labledger/domain/module-kinds/spreadSheet/workbook";
import { cellAt, filledCells, sheetOf } from "@labledger/domain/module-kinds/spreadSheet/workbook-fold";
import { SHEET_ERRORS } from "@labledger/events/catalogue/sheets-values";
import type {
  CellsOutcome,
  ComputedCell,
  SheetEngine,
  SheetInput,
  SheetModelOf,
  SheetOutcome,
  SheetStructureChange,
} from "@labledger/ports";

/** Number format given to formula cells inside the engine only, so their values read back at full precision. */
const PRECISE = "0.00000000000000E+00";
const GENERAL = "general";
const KNOWN_ERRORS: ReadonlySet<string> = new Set(SHEET_ERRORS);
const CELL_TYPE = { number: 1, text: 2, boolean: 4, error: 16 } as const;

let started = false;
function start(): void {
  if (started) return;
  initSync({ module: readFileSync(fileURLToPath(import.meta.resolve("@ironcalc/wasm/wasm_bg.wasm"))) });
  started = true;
}

export interface FormulaCell {
  readonly sheetId: string;
  readonly cell: string;
  readonly row: number;
  readonly column: number;
  readonly formula: string;
  /** What it reads, from its formula's text. */
  readonly reads: ReturnType<typeof formulaReferences>;
  value: SheetValue;
}

/** A workbook loaded in IronCalc, standing for one version of one module (NaN while a change is not yet settled). */
interface Loaded {
  readonly key: string;
  readonly model: Model;
  /** Sheet ids in the engine's order (an engine sheet is its index). */
  readonly sheetIds: string[];
  /** The sheets' names, lower-cased, in the same order. */
  readonly names: string[];
  /** The formula cells by "sheetId!A1", with the value last read. */
  readonly formulas: Map<string, FormulaCell>;
  /** Which formulas read which cells; undefined after a formula or a sheet changed, until asked again. */
  readers?: Readers<FormulaCell>;
  version: number;
  ticket: number;
}

/**
 * IronCalc (MIT/Apache-2.0, Rust in WASM) in the server's process: an LRU of loaded workbooks,
 * each rebuilt from the module's workbook when missing or behind.
 */
export class IronCalcSheetEngine implements SheetEngine {
  private readonly loaded = new Map<string, Loaded>();
  private tickets = 0;

  constructor(private readonly capacity = 8) {
    start();
  }

  async changeCells(of: SheetModelOf, edits: readonly SheetInput[]): Promise<CellsOutcome> {
    const entry = this.checkOut(of);
    const { model } = entry;
    const places = edits.map((edit) => {
      const sheet = entry.sheetIds.indexOf(edit.sheetId);
      const place = placeOf(edit.cell);
      return sheet < 0 || !place ? undefined : { sheet, row: place.row, column: place.column };
    });
    model.pauseEvaluation();
    edits.forEach((edit, i) => {
      const at = places[i];
      if (!at) return;
      // A cell starts each input in the general format, so the format the input implies ("12.5%") shows.
      // Only a cell that holds a style is reset: a style change per cell grows slower as a workbook grows.
      if (styled(of.workbook, edit)) setFormat(model, at.sheet, at.row, at.column, GENERAL);
      setInput(model, at.sheet, at.row, at.column, edit.input);
    });
    model.resumeEvaluation();
    evaluate(model);
    const edited = new Set<string>();
    const cells = edits.map((edit, i): ComputedCell => {
      const at = places[i];
      const kept = keptFormat(of.workbook, edit);
      if (!at) return { sheetId: edit.sheetId, cell: edit.cell, value: null, formula: null, format: kept };
      const key = `${edit.sheetId}!${edit.cell}`;
      edited.add(key);
      const content = safe(() => model.getCellContent(at.sheet, at.row, at.column), "");
      const formula = content.startsWith("=") ? content : null;
      const implied =
        edit.input.trim() === "" || formula || isPlainNumber(edit.input)
          ? GENERAL
          : numberFormatOf(model, at.sheet, at.row, at.column);
      if (formula) setFormat(model, at.sheet, at.row, at.column, PRECISE);
      const value = readValue(model, at.sheet, at.row, at.column, content, formula !== null);
      const before = entry.formulas.get(key);
      if (formula && before?.formula !== formula) {
        const reads = formulaReferences(formula);
        entry.formulas.set(key, {
          sheetId: edit.sheetId,
          cell: edit.cell,
          row: at.row,
          column: at.column,
          formula,
          reads,
          value,
        });
        entry.readers = undefined;
      } else if (formula && before) before.value = value;
      else if (!formula && before) {
        entry.formulas.delete(key);
        entry.readers = undefined;
      }
      const format = edit.format !== undefined ? edit.format : implied !== GENERAL ? implied : kept;
      return { sheetId: edit.sheetId, cell: edit.cell, value, formula, format };
    });
    const changed = edits.flatMap((edit, i) => {
      const at = places[i];
      return at ? [{ sheetId: edit.sheetId, row: at.row, column: at.column }] : [];
    });
    return { cells, ...this.outcome(entry, edited, readersOf(entry, changed)) };
  }

  async restructure(of: SheetModelOf, change: SheetStructureChange): Promise<SheetOutcome> {
    const entry = this.checkOut(of);
    const { model, sheetIds } = entry;
    const index = sheetIds.indexOf(change.sheetId);
    try {
      if (change.kind === "add" && index < 0) {
        model.newSheet();
        const last = sheetIds.length;
        nameSheet(model, last, change.name);
        const at = change.afterSheetId === null ? 0 : sheetIds.indexOf(change.afterSheetId) + 1;
        if (at !== last) model.moveSheet(last, at);
        sheetIds.splice(at, 0, change.sheetId);
        entry.names.splice(at, 0, change.name.toLowerCase());
      } else if (change.kind === "rename" && index >= 0) {
        nameSheet(model, index, change.name);
        entry.names[index] = change.name.toLowerCase();
      } else if (change.kind === "delete" && index >= 0 && sheetIds.length > 1) {
        model.deleteSheet(index);
        sheetIds.splice(index, 1);
        entry.names.splice(index, 1);
        for (const [key, cell] of entry.formulas) if (cell.sheetId === change.sheetId) entry.formulas.delete(key);
      }
      evaluate(model);
      refreshFormulas(entry);
    } catch {
      // The engine refused (a name it will not take): the decider refuses the command; this model is not kept.
      this.drop(of.key);
      return { recalculated: [], settle: () => {} };
    }
    // A sheet's name changes what formulas naming it read: every formula is read again.
    return this.outcome(entry, new Set(), entry.formulas.values());
  }

  async evaluate(workbook: Workbook): Promise<Workbook> {
    const { model, sheetIds, formulas } = build("evaluate", workbook);
    try {
      const computed = new Map<string, SheetValue>();
      for (const [key, cell] of formulas)
        computed.set(key, readValue(model, sheetIds.indexOf(cell.sheetId), cell.row, cell.column, "=", true));
      return {
        ...workbook,
        sheets: workbook.sheets.map((sheet) => ({
          ...sheet,
          rows: sheet.rows.map((row, i) => {
            if (!row) return row;
            const next: Record<string, Cell> = {};
            for (const [letters, cell] of Object.entries(row)) {
              const key = `${sheet.sheetId}!${letters}${i + 1}`;
              next[letters] = computed.has(key) ? { ...cell, value: computed.get(key)! } : cell;
            }
            return next;
          }),
        })),
      };
    } finally {
      safe(() => model.free(), undefined);
    }
  }

  async close(): Promise<void> {
    for (const key of [...this.loaded.keys()]) this.drop(key);
  }

  /** The model for this module at this version (built when missing or behind), marked unsettled until its change is recorded. */
  private checkOut(of: SheetModelOf): Loaded {
    let entry = this.loaded.get(of.key);
    if (entry && entry.version !== of.version) {
      this.drop(of.key);
      entry = undefined;
    }
    if (!entry) entry = build(of.key, of.workbook);
    this.loaded.delete(of.key);
    this.loaded.set(of.key, entry);
    while (this.loaded.size > this.capacity) this.drop(this.loaded.keys().next().value!);
    entry.version = Number.NaN;
    entry.ticket = ++this.tickets;
    return entry;
  }

  /** The formula cells (of those that may have changed, not edited) whose value the change gave a new one, and how to keep the model. */
  private outcome(entry: Loaded, edited: ReadonlySet<string>, mayHaveChanged: Iterable<FormulaCell>): SheetOutcome {
    const recalculated: Recalculated[] = [];
    for (const cell of mayHaveChanged) {
      if (edited.has(`${cell.sheetId}!${cell.cell}`)) continue;
      const sheet = entry.sheetIds.indexOf(cell.sheetId);
      const value = readValue(entry.model, sheet, cell.row, cell.column, "=", true);
      if (JSON.stringify(value) === JSON.stringify(cell.value)) continue;
      cell.value = value;
      recalculated.push({ sheetId: cell.sheetId, cell: cell.cell, value });
    }
    const ticket = entry.ticket;
    return {
      recalculated,
      settle: (version: number) => {
        if (entry.ticket === ticket && this.loaded.get(entry.key) === entry) entry.version = version;
      },
    };
  }

  private drop(key: string): void {
    const entry = this.loaded.get(key);
    if (!entry) return;
    this.loaded.delete(key);
    safe(() => entry.model.free(), undefined);
  }
}

/** Formulas as the engine holds them after a sheet was added, renamed or deleted (it rewrites the names they read). */
function refreshFormulas(entry: Loaded): void {
  for (const [key, cell] of entry.formulas) {
    const sheet = entry.sheetIds.indexOf(cell.sheetId);
    const formula = safe(() => entry.model.getCellContent(sheet, cell.row, cell.column), cell.formula);
    if (formula !== cell.formula) entry.formulas.set(key, { ...cell, formula, reads: formulaReferences(formula) });
  }
  entry.readers = undefined;
}

/** The formula cells a change of these cells may have given a new value (the index made again after a formula or sheet changed). */
function readersOf(entry: Loaded, changed: readonly CellOnSheet[]): Set<FormulaCell> {
  entry.readers ??= new Readers(entry.formulas.values(), (name) => entry.sheetIds[entry.names.indexOf(name)]);
  return entry.readers.affectedBy(changed);
}

/** Loads a workbook: its sheets in order, every cell, formula cells in the precise format. */
function build(key: string, workbook: Workbook): Loaded {
  const model = new Model("workbook", "en", "UTC", "en");
  const sheetIds: string[] = [];
  const names: string[] = [];
  const formulas = new Map<string, FormulaCell>();
  model.pauseEvaluation();
  workbook.sheets.forEach((sheet, index) => {
    if (index > 0) model.newSheet();
    // A name the engine refuses leaves its default one: formulas naming the sheet then read #REF!, nothing fails.
    safe(() => nameSheet(model, index, sheet.name), undefined);
    sheetIds.push(sheet.sheetId);
    names.push(sheet.name.toLowerCase());
    for (const { cell, content } of filledCells(sheet)) {
      const place = placeOf(cell);
      if (!place) continue;
      if (content.formula) {
        setInput(model, index, place.row, place.column, content.formula);
        setFormat(model, index, place.row, place.column, PRECISE);
        const { formula } = content;
        formulas.set(`${sheet.sheetId}!${cell}`, {
          sheetId: sheet.sheetId,
          cell,
          ...place,
          formula,
          reads: formulaReferences(formula),
          value: content.value,
        });
      } else if (content.value !== null) setInput(model, index, place.row, place.column, inputOf(content.value));
    }
  });
  model.resumeEvaluation();
  evaluate(model);
  return { key, model, sheetIds, names, formulas, version: Number.NaN, ticket: 0 };
}

/** A stored value as the engine takes it back (a text always as a text, whatever it looks like). */
function inputOf(value: Exclude<SheetValue, null>): string {
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (typeof value === "string") return `'${value}`;
  return value.error;
}

function nameSheet(model: Model, index: number, name: string): void {
  const current = model.getWorksheetsProperties()[index]?.name;
  if (current !== name) model.renameSheet(index, name);
}

function setInput(model: Model, sheet: number, row: number, column: number, input: string): void {
  try {
    model.setUserInput(sheet, row, column, input);
  } catch {
    // What the engine cannot parse stays as the text typed.
    safe(() => model.setUserInput(sheet, row, column, `'${input}`), undefined);
  }
}

function setFormat(model: Model, sheet: number, row: number, column: number, format: string): void {
  safe(() => model.updateRangeStyle({ sheet, row, column, width: 1, height: 1 }, "num_fmt", format), undefined);
}

function numberFormatOf(model: Model, sheet: number, row: number, column: number): string {
  const style = safe(() => model.getCellStyle(sheet, row, column) as unknown as { style?: { num_fmt?: string } }, {});
  return style.style?.num_fmt ?? GENERAL;
}

function evaluate(model: Model): void {
  safe(() => model.evaluate(), undefined);
}

/** A cell's value: numbers at full precision (formula cells carry the precise format), texts, truth values, errors. */
function readValue(model: Model, sheet: number, row: number, column: number, content: string, isFormula: boolean): SheetValue {
  if (!isFormula && content === "") return null;
  const shown = safe(() => model.getFormattedCellValue(sheet, row, column), "");
  switch (safe(() => model.getCellType(sheet, row, column), CELL_TYPE.text)) {
    case CELL_TYPE.error:
      return { error: (KNOWN_ERRORS.has(shown) ? shown : "#ERROR!") as (typeof SHEET_ERRORS)[number] };
    case CELL_TYPE.boolean:
      return shown.toUpperCase() === "TRUE";
    case CELL_TYPE.number: {
      if (!isFormula && content.trim() !== "" && Number.isFinite(Number(content))) return Number(content);
      if (!isFormula) setFormat(model, sheet, row, column, PRECISE);
      const precise = Number(isFormula ? shown : safe(() => model.getFormattedCellValue(sheet, row, column), ""));
      return Number.isFinite(precise) ? precise : shown;
    }
    default:
      return shown;
  }
}

/** Whether the engine's cell holds a style of ours: a number format, or the precise one of a formula. */
function styled(workbook: Workbook, edit: SheetInput): boolean {
  const sheet = sheetOf(workbook, edit.sheetId);
  const cell = sheet ? cellAt(sheet, edit.cell) : undefined;
  return cell !== undefined && (cell.formula !== undefined || cell.format !== undefined);
}

/** "12", "-3.5", "1e-3": a number as typed, which implies no format. */
const isPlainNumber = (input: string) => /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/.test(input);

/** The format a cell keeps when an edit names none and its input implies none. */
function keptFormat(workbook: Workbook, edit: SheetInput): string | null {
  const sheet = sheetOf(workbook, edit.sheetId);
  return (sheet ? cellAt(sheet, edit.cell)?.format : undefined) ?? null;
}

function safe<T>(work: () => T, fallback: T): T {
  try {
    return work();
  } catch {
    return fallback;
  }
}
