/// <reference lib="webworker" />
import init, { Model } from "@ironcalc/wasm";
import type { SheetValue } from "@labledger/domain/module-kinds/spreadSheet/workbook";
import { SHEET_ERRORS } from "@labledger/events/catalogue/sheets-values";
import type { EngineAnswer, EngineRequest } from "./engine-messages";
import { cellPlace } from "./grid-address";

// The member's own formula engine (IronCalc), off the page's thread: it recomputes an edit at once
// so the grid shows it before the server (the formula authority) answers.

/** Formula cells read through a format that keeps every digit (the engine gives formatted text only). */
const PRECISE = "0.00000000000000E+00";
const ERRORS: ReadonlySet<string> = new Set(SHEET_ERRORS);

let model: Model | null = null;
let sheetIndex = new Map<string, number>();
/** Formula cells by "sheetId!A1", with the value last given out. */
let formulas = new Map<string, string>();
const ready = init();

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
    const key = `${sheetId}!${cell}`;
    if (input.trim().startsWith("=")) {
      m.updateRangeStyle({ sheet, row: place.row, column: place.column + 1, width: 1, height: 1 }, "num_fmt", PRECISE);
      if (!formulas.has(key)) formulas.set(key, "");
    } else formulas.delete(key);
  } catch {
    // A formula the engine cannot take: the server's answer will say what the cell holds.
  }
}

function read(m: Model, sheetId: string, cell: string): SheetValue {
  const sheet = sheetIndex.get(sheetId);
  const place = cellPlace(cell);
  return sheet === undefined || !place ? null : valueAt(m, sheet, place.row, place.column + 1);
}

/** Edited cells, and formula cells whose value the edit changed. */
function changedAfter(m: Model, edited: readonly { sheetId: string; cell: string }[]) {
  m.evaluate();
  const cells: { sheetId: string; cell: string; value: SheetValue }[] = [];
  const seen = new Set<string>();
  for (const { sheetId, cell } of edited) {
    seen.add(`${sheetId}!${cell}`);
    cells.push({ sheetId, cell, value: read(m, sheetId, cell) });
  }
  for (const [key, before] of formulas) {
    const at = key.lastIndexOf("!");
    const sheetId = key.slice(0, at);
    const cell = key.slice(at + 1);
    const value = read(m, sheetId, cell);
    const text = JSON.stringify(value);
    formulas.set(key, text);
    if (text !== before && !seen.has(key)) cells.push({ sheetId, cell, value });
  }
  return cells;
}

async function handle(request: EngineRequest) {
  await ready;
  if (request.kind === "load") {
    const m = new Model("workbook", "en", "UTC", "en");
    sheetIndex = new Map();
    formulas = new Map();
    request.sheets.forEach((sheet, index) => {
      if (index > 0) m.newSheet();
      try {
        m.renameSheet(index, sheet.name);
      } catch {
        // A name the engine refuses keeps its default name; formulas naming it show an error until the server answers.
      }
      sheetIndex.set(sheet.sheetId, index);
    });
    m.pauseEvaluation();
    for (const { sheetId, cell, input } of request.cells) put(m, sheetId, cell, input);
    m.resumeEvaluation();
    m.evaluate();
    for (const key of formulas.keys()) {
      const at = key.lastIndexOf("!");
      formulas.set(key, JSON.stringify(read(m, key.slice(0, at), key.slice(at + 1))));
    }
    model = m;
    answer({ kind: "ready" });
    return;
  }
  if (!model) return;
  for (const { sheetId, cell, input } of request.cells) put(model, sheetId, cell, input);
  const cells = changedAfter(model, request.cells);
  if (request.kind === "edit") answer({ kind: "computed", cells });
}

let queue = Promise.resolve();
scope.onmessage = (event: MessageEvent<EngineRequest>) => {
  queue = queue.then(() => handle(event.data)).catch(() => answer({ kind: "failed" }));
};
