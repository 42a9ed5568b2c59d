import type { CellNow } from "@labledger/contracts";
import type { Cell, Sheet, SheetValue, Workbook } from "@labledger/domain/module-kinds/spreadSheet/workbook";
import { cellAddress, cellPlace, type GridPlace } from "./grid-address";

/** An edit as the member made it: the cell and what they typed ("" clears it), with a new number format or none. */
export interface LocalEdit {
  readonly sheetId: string;
  readonly cell: string;
  readonly input: string;
  /** A new number format; absent: keep the cell's. */
  readonly format?: string | null;
}

/** A refused edit kept for the member: what they typed beside what the cell holds now (null: it was not saved). */
export interface CellConflict {
  readonly sheetId: string;
  readonly cell: string;
  readonly input: string;
  readonly current: CellNow | null;
  /** Why it was not saved (the server's words), when it was not refused for a changed cell. */
  readonly problem?: string;
}

export type SaveStatus = "saved" | "saving" | "conflict" | "failed";

export interface SheetState {
  /** What the server said (the module's workbook, answers, others' changes). */
  readonly workbook: Workbook;
  /** Cells shown ahead of the server: edits on their way and the local engine's values. */
  readonly local: Readonly<Record<string, Cell>>;
  /** Edits on their way, by cell. */
  readonly pending: Readonly<Record<string, number>>;
  readonly activeSheetId: string;
  readonly anchor: GridPlace;
  readonly focus: GridPlace;
  /** The anchor before the last move that set it, for a shift+click the grid announced as a plain focus first. */
  readonly previousAnchor: GridPlace;
  readonly status: SaveStatus;
  readonly conflicts: readonly CellConflict[];
  readonly undo: readonly (readonly LocalEdit[])[];
  readonly redo: readonly (readonly LocalEdit[])[];
}

export type SheetAction =
  | { readonly type: "loaded"; readonly workbook: Workbook }
  | { readonly type: "select"; readonly place: GridPlace; readonly extend: boolean; readonly byShiftClick?: boolean }
  | { readonly type: "selectSheet"; readonly sheetId: string }
  | { readonly type: "edited"; readonly edits: readonly LocalEdit[]; readonly via: "edit" | "undo" | "redo" }
  | { readonly type: "computed"; readonly cells: readonly { sheetId: string; cell: string; value: SheetValue }[] }
  | { readonly type: "confirmed"; readonly edits: readonly LocalEdit[]; readonly cells: readonly CellNow[] }
  | { readonly type: "refused"; readonly edits: readonly LocalEdit[]; readonly current: readonly CellNow[] }
  | { readonly type: "failed"; readonly edits: readonly LocalEdit[]; readonly problem?: string }
  | { readonly type: "remote"; readonly cells: readonly CellNow[] }
  | { readonly type: "dismissConflict"; readonly sheetId: string; readonly cell: string }
  | { readonly type: "sheetAdded"; readonly sheet: Sheet }
  | { readonly type: "sheetRenamed"; readonly sheetId: string; readonly name: string }
  | { readonly type: "sheetDeleted"; readonly sheetId: string }
  | { readonly type: "frozenSet"; readonly sheetId: string; readonly rows: number };

const HOME: GridPlace = { row: 1, column: 0 };
/** How many edits undo remembers. */
const UNDO_DEPTH = 100;

const samePlace = (a: GridPlace, b: GridPlace) => a.row === b.row && a.column === b.column;

export const keyOf = (sheetId: string, cell: string) => `${sheetId}!${cell}`;

export function initialSheetState(workbook: Workbook): SheetState {
  return {
    workbook,
    local: {},
    pending: {},
    activeSheetId: workbook.sheets[0]?.sheetId ?? "sheet1",
    anchor: HOME,
    focus: HOME,
    previousAnchor: HOME,
    status: "saved",
    conflicts: [],
    undo: [],
    redo: [],
  };
}

/** The cell as the server knows it. */
export function savedCell(workbook: Workbook, sheetId: string, cell: string): Cell | undefined {
  const place = cellPlace(cell);
  const sheet = workbook.sheets.find((s) => s.sheetId === sheetId);
  return place && sheet ? (sheet.rows[place.row - 1]?.[cell.replace(/\d+$/, "")] ?? undefined) : undefined;
}

/** The cell as the member sees it: ahead of the server when an edit is on its way. */
export const shownCell = (state: SheetState, sheetId: string, cell: string): Cell | undefined =>
  state.local[keyOf(sheetId, cell)] ?? savedCell(state.workbook, sheetId, cell);

/** What editing the cell starts from: its formula, or its value as typed. */
export function inputOf(cell: Cell | undefined): string {
  if (!cell) return "";
  if (cell.formula) return cell.formula;
  const value = cell.value;
  if (value === null) return "";
  if (typeof value === "object") return value.error;
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (typeof value === "number" && cell.format?.includes("%")) return `${Number((value * 100).toPrecision(15))}%`;
  return String(value);
}

/** A typed input's value before any engine has seen it (a formula keeps what the cell showed). */
export function typedValue(input: string, before: SheetValue): SheetValue {
  const text = input.trim();
  if (text === "") return null;
  if (text.startsWith("=")) return before;
  if (/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) return Number(text);
  if (/^[-+]?(\d+\.?\d*|\.\d+)%$/.test(text)) return Number(text.slice(0, -1)) / 100;
  if (/^(true|false)$/i.test(text)) return text.toUpperCase() === "TRUE";
  return input;
}

/** The edits that put these cells back as they are shown now (what undo sends). */
export const reverseOf = (state: SheetState, edits: readonly LocalEdit[]): LocalEdit[] =>
  edits.map(({ sheetId, cell }) => {
    const now = shownCell(state, sheetId, cell);
    return { sheetId, cell, input: inputOf(now), format: now?.format ?? null };
  });

/** The rectangle between anchor and focus. */
export function selectionBox(state: Pick<SheetState, "anchor" | "focus">) {
  return {
    top: Math.min(state.anchor.row, state.focus.row),
    bottom: Math.max(state.anchor.row, state.focus.row),
    left: Math.min(state.anchor.column, state.focus.column),
    right: Math.max(state.anchor.column, state.focus.column),
  };
}

export const inSelection = (state: Pick<SheetState, "anchor" | "focus">, place: GridPlace) => {
  const box = selectionBox(state);
  return place.row >= box.top && place.row <= box.bottom && place.column >= box.left && place.column <= box.right;
};

/** The workbook with these cells as the server gave them (one row and the row list copied per cell). */
export function withCells(workbook: Workbook, cells: readonly CellNow[]): Workbook {
  if (cells.length === 0) return workbook;
  const sheets = workbook.sheets.map((sheet) => {
    const mine = cells.filter((c) => c.sheetId === sheet.sheetId);
    if (mine.length === 0) return sheet;
    const rows = [...sheet.rows];
    for (const now of mine) {
      const place = cellPlace(now.cell);
      if (!place) continue;
      const column = now.cell.replace(/\d+$/, "");
      const row: Record<string, Cell> = { ...(rows[place.row - 1] ?? {}) };
      const empty = now.value === null && !now.formula && !now.format;
      if (empty) delete row[column];
      else
        row[column] = {
          value: now.value,
          ...(now.formula ? { formula: now.formula } : {}),
          ...(now.format ? { format: now.format } : {}),
        };
      while (rows.length < place.row - 1) rows.push(null);
      rows[place.row - 1] = Object.keys(row).length > 0 ? row : null;
    }
    return { ...sheet, rows };
  });
  return { ...workbook, sheets };
}

const statusOf = (pending: Record<string, number>, conflicts: readonly CellConflict[], failed = false): SaveStatus =>
  Object.keys(pending).length > 0 ? "saving" : failed ? "failed" : conflicts.length > 0 ? "conflict" : "saved";

/** Pending counts less these edits, and the shown-ahead cells that no edit on its way holds any more. */
function settle(state: SheetState, edits: readonly LocalEdit[]) {
  const pending = { ...state.pending };
  for (const edit of edits) {
    const key = keyOf(edit.sheetId, edit.cell);
    const left = (pending[key] ?? 1) - 1;
    if (left > 0) pending[key] = left;
    else delete pending[key];
  }
  // The server's answer is the truth: only cells still on their way stay ahead of it.
  const local: Record<string, Cell> = {};
  for (const [key, cell] of Object.entries(state.local)) if (pending[key]) local[key] = cell;
  return { pending, local };
}

const withoutConflicts = (conflicts: readonly CellConflict[], edits: readonly { sheetId: string; cell: string }[]) =>
  conflicts.filter((c) => !edits.some((e) => e.sheetId === c.sheetId && e.cell === c.cell));

export function sheetReducer(state: SheetState, action: SheetAction): SheetState {
  switch (action.type) {
    case "loaded": {
      const active = action.workbook.sheets.some((s) => s.sheetId === state.activeSheetId)
        ? state.activeSheetId
        : (action.workbook.sheets[0]?.sheetId ?? state.activeSheetId);
      return { ...state, workbook: action.workbook, activeSheetId: active };
    }
    case "select": {
      if (!action.extend) return { ...state, focus: action.place, anchor: action.place, previousAnchor: state.anchor };
      const announcedFirst = action.byShiftClick && samePlace(state.anchor, action.place) && samePlace(state.focus, action.place);
      return { ...state, focus: action.place, anchor: announcedFirst ? state.previousAnchor : state.anchor };
    }
    case "selectSheet":
      return { ...state, activeSheetId: action.sheetId, anchor: HOME, focus: HOME };
    case "edited": {
      if (action.edits.length === 0) return state;
      const reverse = reverseOf(state, action.edits);
      const local = { ...state.local };
      const pending = { ...state.pending };
      for (const edit of action.edits) {
        const key = keyOf(edit.sheetId, edit.cell);
        const before = shownCell(state, edit.sheetId, edit.cell);
        const format = edit.format === undefined ? before?.format : (edit.format ?? undefined);
        const formula = edit.input.trim().startsWith("=") ? edit.input.trim() : undefined;
        local[key] = {
          value: typedValue(edit.input, before?.value ?? null),
          ...(formula ? { formula } : {}),
          ...(format ? { format } : {}),
        };
        pending[key] = (pending[key] ?? 0) + 1;
      }
      const remembered = [...state.undo, reverse].slice(-UNDO_DEPTH);
      const undo = action.via === "undo" ? state.undo.slice(0, -1) : remembered;
      const redo = action.via === "undo" ? [...state.redo, reverse] : action.via === "redo" ? state.redo.slice(0, -1) : [];
      const conflicts = withoutConflicts(state.conflicts, action.edits);
      return { ...state, local, pending, undo, redo, conflicts, status: "saving" };
    }
    case "computed": {
      // Once nothing is on its way the server's values stand; a late engine answer changes nothing.
      if (Object.keys(state.pending).length === 0) return state;
      const local = { ...state.local };
      for (const { sheetId, cell, value } of action.cells) {
        const key = keyOf(sheetId, cell);
        const shown = local[key] ?? savedCell(state.workbook, sheetId, cell);
        if (shown && (shown.formula || local[key])) local[key] = { ...shown, value };
      }
      return { ...state, local };
    }
    case "confirmed": {
      const settled = settle({ ...state, workbook: withCells(state.workbook, action.cells) }, action.edits);
      return {
        ...state,
        ...settled,
        workbook: withCells(state.workbook, action.cells),
        status: statusOf(settled.pending, state.conflicts),
      };
    }
    case "refused": {
      const settled = settle(state, action.edits);
      const conflicts = [
        ...withoutConflicts(state.conflicts, action.edits),
        ...action.edits.map((edit) => ({
          sheetId: edit.sheetId,
          cell: edit.cell,
          input: edit.input,
          current: action.current.find((c) => c.sheetId === edit.sheetId && c.cell === edit.cell) ?? null,
        })),
      ];
      return {
        ...state,
        ...settled,
        workbook: withCells(state.workbook, action.current),
        conflicts,
        status: statusOf(settled.pending, conflicts),
      };
    }
    case "failed": {
      const settled = settle(state, action.edits);
      const conflicts = [
        ...withoutConflicts(state.conflicts, action.edits),
        ...action.edits.map((edit) => ({
          sheetId: edit.sheetId,
          cell: edit.cell,
          input: edit.input,
          current: null,
          ...(action.problem ? { problem: action.problem } : {}),
        })),
      ];
      return { ...state, ...settled, conflicts, status: statusOf(settled.pending, conflicts, true) };
    }
    case "remote": {
      const local = { ...state.local };
      // Another member's change wins over a value shown ahead, unless this member's own edit of it is on its way.
      for (const c of action.cells) {
        const key = keyOf(c.sheetId, c.cell);
        if (!state.pending[key]) delete local[key];
      }
      return { ...state, local, workbook: withCells(state.workbook, action.cells) };
    }
    case "dismissConflict": {
      const conflicts = withoutConflicts(state.conflicts, [action]);
      return { ...state, conflicts, status: statusOf(state.pending, conflicts) };
    }
    case "sheetAdded":
      return {
        ...state,
        workbook: { ...state.workbook, sheets: [...state.workbook.sheets, action.sheet] },
        activeSheetId: action.sheet.sheetId,
        anchor: HOME,
        focus: HOME,
      };
    case "sheetRenamed":
      return {
        ...state,
        workbook: {
          ...state.workbook,
          sheets: state.workbook.sheets.map((s) => (s.sheetId === action.sheetId ? { ...s, name: action.name } : s)),
        },
      };
    case "sheetDeleted": {
      const sheets = state.workbook.sheets.filter((s) => s.sheetId !== action.sheetId);
      const activeSheetId = state.activeSheetId === action.sheetId ? (sheets[0]?.sheetId ?? "") : state.activeSheetId;
      return { ...state, workbook: { ...state.workbook, sheets }, activeSheetId };
    }
    case "frozenSet":
      return {
        ...state,
        workbook: {
          ...state.workbook,
          sheets: state.workbook.sheets.map((s) => (s.sheetId === action.sheetId ? { ...s, frozenRows: action.rows } : s)),
        },
      };
  }
}

/** The cells of the selection as rows of shown cells (what copy writes). */
export function selectedCells(state: SheetState): (Cell | undefined)[][] {
  const box = selectionBox(state);
  const rows: (Cell | undefined)[][] = [];
  for (let row = box.top; row <= box.bottom; row++) {
    const line: (Cell | undefined)[] = [];
    for (let column = box.left; column <= box.right; column++)
      line.push(shownCell(state, state.activeSheetId, cellAddress({ row, column })));
    rows.push(line);
  }
  return rows;
}
