import type { DomainEvent, EventData } from "@labledger/events";
import { SHEET_EVENT_TYPES } from "@labledger/events/catalogue/sheets-values";
import { placeOf } from "./cell-address";
import {
  type Cell,
  type CellChange,
  EMPTY_WORKBOOK,
  type Recalculated,
  type Sheet,
  type SheetRow,
  type SheetValue,
  type Workbook,
} from "./workbook";

/** The events that change a workbook (they all name the module and its new cacheTime). */
export type SheetEvent = Extract<
  DomainEvent,
  {
    type:
      | "ModuleCellsChanged"
      | "ModuleSheetAdded"
      | "ModuleSheetRenamed"
      | "ModuleSheetDeleted"
      | "ModuleSheetFrozenRowsSet"
      | "ModuleChartSaved"
      | "ModuleChartDeleted"
      | "ModuleSheetsImported";
  }
>;

const SHEET_EVENTS: ReadonlySet<string> = new Set<SheetEvent["type"]>(SHEET_EVENT_TYPES);

export const isSheetEvent = (event: { type: string }): event is SheetEvent => SHEET_EVENTS.has(event.type);

export const workbookOf = (content: { readonly workbook?: Workbook }): Workbook => content.workbook ?? EMPTY_WORKBOOK;

export const sheetOf = (workbook: Workbook, sheetId: string): Sheet | undefined =>
  workbook.sheets.find((s) => s.sheetId === sheetId);

/** The cell at an address of a sheet (undefined: empty). */
export function cellAt(sheet: Sheet, cell: string): Cell | undefined {
  const place = placeOf(cell);
  if (!place) return undefined;
  const row = sheet.rows[place.row - 1];
  return row && Object.hasOwn(row, place.letters) ? row[place.letters] : undefined;
}

/** Every filled cell of a sheet, row by row, with its address. */
export function* filledCells(sheet: Sheet): Generator<{ cell: string; row: number; content: Cell }> {
  for (let i = 0; i < sheet.rows.length; i++) {
    const row = sheet.rows[i];
    if (!row) continue;
    for (const [letters, content] of Object.entries(row)) yield { cell: `${letters}${i + 1}`, row: i + 1, content };
  }
}

/** Applies a sheet event to a workbook: only the rows it touches and the row lists of their sheets are copied. */
export function evolveWorkbook(workbook: Workbook, event: SheetEvent): Workbook {
  switch (event.type) {
    case "ModuleCellsChanged":
      return withCells(workbook, event.data.modifyList, event.data.recalculated);
    case "ModuleSheetAdded": {
      const { sheetId, name, afterSheetId, recalculated = [] } = event.data;
      const sheet: Sheet = { sheetId, name, frozenRows: 1, rows: [] };
      const at = afterSheetId === null ? 0 : workbook.sheets.findIndex((s) => s.sheetId === afterSheetId) + 1;
      const added = { ...workbook, sheets: [...workbook.sheets.slice(0, at), sheet, ...workbook.sheets.slice(at)] };
      return withCells(added, [], recalculated);
    }
    case "ModuleSheetRenamed": {
      const { sheetId, from, to, recalculated } = event.data;
      const renamed = {
        ...workbook,
        sheets: workbook.sheets.map((s) => renamedIn(s.sheetId === sheetId ? { ...s, name: to } : s, from, to)),
      };
      return withCells(renamed, [], recalculated);
    }
    case "ModuleSheetDeleted": {
      const kept = { ...workbook, sheets: workbook.sheets.filter((s) => s.sheetId !== event.data.sheetId) };
      return withCells(kept, [], event.data.recalculated);
    }
    case "ModuleSheetFrozenRowsSet":
      return {
        ...workbook,
        sheets: workbook.sheets.map((s) => (s.sheetId === event.data.sheetId ? { ...s, frozenRows: event.data.to } : s)),
      };
    case "ModuleChartSaved": {
      const { chart } = event.data;
      const exists = workbook.charts.some((c) => c.chartId === chart.chartId);
      return {
        ...workbook,
        charts: exists ? workbook.charts.map((c) => (c.chartId === chart.chartId ? chart : c)) : [...workbook.charts, chart],
      };
    }
    case "ModuleChartDeleted":
      return { ...workbook, charts: workbook.charts.filter((c) => c.chartId !== event.data.chartId) };
    case "ModuleSheetsImported":
      return { ...workbook, sheets: [...workbook.sheets, ...event.data.sheets.map(importedSheet)] };
  }
}

function importedSheet(imported: EventData<"ModuleSheetsImported">["sheets"][number]): Sheet {
  const rows: (Record<string, Cell> | null)[] = [];
  for (const { cell, value, formula, format } of imported.cells) {
    const place = placeOf(cell);
    if (!place) continue;
    while (rows.length < place.row) rows.push(null);
    const row = rows[place.row - 1] ?? {};
    row[place.letters] = cellOf(value, formula, format);
    rows[place.row - 1] = row;
  }
  return { sheetId: imported.sheetId, name: imported.name, frozenRows: 1, rows };
}

const cellOf = (value: SheetValue, formula: string | null, format: string | null): Cell => ({
  value,
  ...(formula === null ? {} : { formula }),
  ...(format === null ? {} : { format }),
});

/** Sets the changed cells (an emptied cell without a format is removed) and the recalculated values. */
function withCells(workbook: Workbook, changes: readonly CellChange[], recalculated: readonly Recalculated[]): Workbook {
  if (changes.length === 0 && recalculated.length === 0) return workbook;
  // Per sheet, its row list copied once and each touched row copied once.
  const sheets = new Map<string, { rows: (SheetRow | null)[]; touched: Map<number, Record<string, Cell>> }>();
  const rowsOf = (sheetId: string) => {
    let entry = sheets.get(sheetId);
    if (!entry) {
      const sheet = sheetOf(workbook, sheetId);
      if (!sheet) return undefined;
      entry = { rows: [...sheet.rows], touched: new Map() };
      sheets.set(sheetId, entry);
    }
    return entry;
  };
  const put = (sheetId: string, cell: string, change: (old: Cell | undefined) => Cell | undefined) => {
    const entry = rowsOf(sheetId);
    const place = placeOf(cell);
    if (!entry || !place) return;
    const index = place.row - 1;
    let row = entry.touched.get(index);
    if (!row) {
      row = { ...(entry.rows[index] ?? {}) };
      entry.touched.set(index, row);
    }
    const next = change(Object.hasOwn(row, place.letters) ? row[place.letters] : undefined);
    if (next === undefined) delete row[place.letters];
    else row[place.letters] = next;
  };
  for (const c of changes)
    put(c.sheetId, c.cell, () =>
      c.newValue === null && c.newFormula === null && c.newFormat === null
        ? undefined
        : cellOf(c.newValue, c.newFormula, c.newFormat),
    );
  for (const r of recalculated) put(r.sheetId, r.cell, (old) => (old ? { ...old, value: r.value } : undefined));
  return {
    ...workbook,
    sheets: workbook.sheets.map((sheet) => {
      const entry = sheets.get(sheet.sheetId);
      if (!entry) return sheet;
      for (const [index, row] of entry.touched) {
        while (entry.rows.length <= index) entry.rows.push(null);
        entry.rows[index] = Object.keys(row).length === 0 ? null : row;
      }
      while (entry.rows.length > 0 && entry.rows[entry.rows.length - 1] === null) entry.rows.pop();
      return { ...sheet, rows: entry.rows };
    }),
  };
}

/** A sheet's name as a formula names it: quoted when it is not a plain word. */
export const sheetReference = (name: string) =>
  /^[A-Za-z_][A-Za-z0-9_.]*$/.test(name) ? name : `'${name.replaceAll("'", "''")}'`;

/** Formulas naming a renamed sheet follow it (as the engine rewrites them). */
function renamedIn(sheet: Sheet, from: string, to: string): Sheet {
  const escaped = from.replaceAll("'", "''").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const plain = from.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(`(?<![A-Za-z0-9_.'])(?:'${escaped}'|${plain})!`, "gi");
  let changed = false;
  const rows = sheet.rows.map((row) => {
    if (!row) return row;
    let next: Record<string, Cell> | undefined;
    for (const [letters, cell] of Object.entries(row)) {
      if (!cell.formula) continue;
      const formula = cell.formula.replace(pattern, `${sheetReference(to)}!`);
      if (formula === cell.formula) continue;
      next ??= { ...row };
      next[letters] = { ...cell, formula };
    }
    if (next) changed = true;
    return next ?? row;
  });
  return changed ? { ...sheet, rows } : sheet;
}
