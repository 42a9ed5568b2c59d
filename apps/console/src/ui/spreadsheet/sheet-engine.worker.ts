/// <reference lib="webworker" />
import init, { Model } from "@ironcalc/wasm";
import { Readers } from "@labledger/domain/module-kinds/spreadSheet/formula-readers";
import { formulaReferences } from "@labledger/domain/module-kinds/spreadSheet/formula-references";
import type { SheetValue } from "@labledger/domain/module-kinds/spreadSheet/workbook";
import { SHEET_ERRORS } from "@labledger/events/catalogue/sheets-values";
import type { EngineAnswer, EngineCell, EngineRequest } from "./engine-messages";
import { cellPlace } from "./grid-address";

// The member's own formula engine (IronCalc), off the page's thread: it recomputes an edit at once
// so the grid shows it before the server (the formula authority) answers.

/** Formula cells read through a format that keeps every digit (the engine gives formatted text only). */
const PRECISE = "0.00000000000000E+00";
const ERRORS: ReadonlySet<string> = new Set(SHEET_ERRORS);

let model: Model | null = null;
let sheetIndex = new Map<string, number>();
/** Sheet ids by their lower-cased names (formulas name sheets without case). */
let sheetNamed = new Map<string, string>();
/** Formula cells by "sheetId!A1": what they read, and the value last given out (JSON). */
let formulas = new Map<string, FormulaCell>();
/** Which formulas read which cells; made again after a formula changed. */
let readers: Readers<FormulaCell> | undefined;
let evaluated = true;
const ready = init();

interface FormulaCell {
  readonly key: string;
  readonly sheetId: string;
  readonly cell: string;
  readonly row: number;
  readonly column: number;
  readonly formula: string;
  readonly reads: ReturnType<typeof formulaReferences>;
  given?: string;
}

const scope = self as unknown as DedicatedWorkerGlobalScope;
const answer = (message: EngineAnswer) => scope.postMessage(message);

function valueAt(m: Model, sheet: number, row: number, column: number): SheetValue {
  const content = m.getCellContent(sheet, row, column);
  const type = m.getCellType(sheet, row, column);
  const shown = m.getFormattedCellValue(sheet, row, column);
  if (type === 16) return { error: (ERRORS.has(shown) ? shown : "#ERROR!") as (typeof SHEET_ERRORS)[number] };
  if (type === 4) return shown.toUpperCase() === "TRUE";
  if (type === 2) return shown;
  if (content === "" && shown === "") return null;
  const number = Number(content.startsWith("=") ? shown : content);
  return Number.isFinite(number) ? number : shown;
}

function put(m: Model, sheetId: string, cell: string, input: string) {
  const sheet = sheetIndex.get(sheetId);
  const place = cellPlace(cell);
  if (sheet === undefined || !place) return;
  try {
    m.setUserInput(sheet, place.row, place.column + 1, input);
    evaluated = false;
    const key = `${sheetId}!${cell}`;
    const formula = input.trim();
    if (formula.startsWith("=")) {
      m.updateRangeStyle({ sheet, row: place.row, column: place.column + 1, width: 1, height: 1 }, "num_fmt", PRECISE);
      if (formulas.get(key)?.formula === formula) return;
      const reads = formulaReferences(formula);
      formulas.set(key, { key, sheetId, cell, row: place.row, column: place.column + 1, formula, reads });
      readers = undefined;
    } else if (formulas.delete(key)) readers = undefined;
  } catch {
    // A formula the engine cannot take: the server's answer will say what the cell holds.
  }
}

/** Cells in, evaluation paused: the engine would evaluate the whole workbook after each one. */
function putAll(m: Model, cells: readonly EngineCell[]) {
  m.pauseEvaluation();
  for (const { sheetId, cell, input } of cells) put(m, sheetId, cell, input);
  m.resumeEvaluation();
}

/** The formula cells these cells' change may have given a new value (those reading them, and those reading those). */
function affectedBy(cells: readonly EngineCell[]) {
  readers ??= new Readers(formulas.values(), (name) => sheetNamed.get(name));
  return readers.affectedBy(
    cells.flatMap(({ sheetId, cell }) => {
      const place = cellPlace(cell);
      return place ? [{ sheetId, row: place.row, column: place.column + 1 }] : [];
    }),
  );
}

function read(m: Model, sheetId: string, cell: string): SheetValue {
  const sheet = sheetIndex.get(sheetId);
  const place = cellPlace(cell);
  return sheet === undefined || !place ? null : valueAt(m, sheet, place.row, place.column + 1);
}

/** Edited cells, and formula cells whose value the edit changed. */
function changedAfter(m: Model, edited: readonly EngineCell[]) {
  if (!evaluated) m.evaluate();
  evaluated = true;
  const cells: { sheetId: string; cell: string; value: SheetValue }[] = [];
  const seen = new Set<string>();
  for (const { sheetId, cell } of edited) {
    seen.add(`${sheetId}!${cell}`);
    cells.push({ sheetId, cell, value: read(m, sheetId, cell) });
  }
  for (const formula of affectedBy(edited)) {
    const value = valueAt(m, sheetIndex.get(formula.sheetId) ?? 0, formula.row, formula.column);
    const text = JSON.stringify(value);
    const before = formula.given;
    formula.given = text;
    if (text !== before && !seen.has(formula.key)) cells.push({ sheetId: formula.sheetId, cell: formula.cell, value });
  }
  return cells;
}

async function handle(request: EngineRequest) {
  await ready;
  if (request.kind === "load") {
    const m = new Model("workbook", "en", "UTC", "en");
    sheetIndex = new Map();
    sheetNamed = new Map();
    formulas = new Map();
    readers = undefined;
    request.sheets.forEach((sheet, index) => {
      if (index > 0) m.newSheet();
      try {
        m.renameSheet(index, sheet.name);
      } catch {
        // A name the engine refuses keeps its default name; formulas naming it show an error until the server answers.
      }
      sheetIndex.set(sheet.sheetId, index);
      sheetNamed.set(sheet.name.toLowerCase(), sheet.sheetId);
    });
    putAll(m, request.cells);
    m.evaluate();
    evaluated = true;
    for (const formula of formulas.values())
      formula.given = JSON.stringify(valueAt(m, sheetIndex.get(formula.sheetId) ?? 0, formula.row, formula.column));
    model = m;
    answer({ kind: "ready" });
    return;
  }
  if (!model) return;
  putAll(model, request.cells);
  if (request.kind === "edit") {
    answer({ kind: "computed", cells: changedAfter(model, request.cells) });
    return;
  }
  // The server's values are on screen already: what they change is evaluated with the member's next edit.
  for (const formula of affectedBy(request.cells)) formula.given = undefined;
}

let queue = Promise.resolve();
scope.onmessage = (event: MessageEvent<EngineRequest>) => {
  queue = queue.then(() => handle(event.data)).catch(() => answer({ kind: "failed" }));
};
