import { formatCellValue } from "@labledger/domain/module-kinds/spreadSheet/number-format";
import type { Cell, Sheet } from "@labledger/domain/module-kinds/spreadSheet/workbook";
import { SHEET_LIMITS } from "@labledger/events/catalogue/sheets-values";
import {
  type CellEditRequestEvent,
  type CellFocusedEvent,
  type CellMouseDownEvent,
  CellStyleModule,
  ClientSideRowModelModule,
  type ColDef,
  type GridApi,
  type GridReadyEvent,
  ModuleRegistry,
  PinnedRowModule,
  RenderApiModule,
  ScrollApiModule,
  TextEditorModule,
  themeQuartz,
} from "ag-grid-community";
import { AgGridReact } from "ag-grid-react";
import { type RefObject, useEffect, useMemo, useRef } from "react";
import { columnOf, type GridPlace, letterOf } from "./grid-address";
import { inputOf } from "./sheet-state";

// Only what the sheet uses: rows in memory, pinned header rows, the text editor, cell classes, scrolling to a cell, repainting cells.
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  PinnedRowModule,
  TextEditorModule,
  CellStyleModule,
  ScrollApiModule,
  RenderApiModule,
]);

const THEME = themeQuartz.withParams({ fontSize: 13, rowHeight: 26, headerHeight: 28, spacing: 4, wrapperBorderRadius: 4 });
const ROW_NUMBER = "#";
/** Rows and columns offered beyond the last one used, so there is room to type. */
const SPARE_ROWS = 50;
const MIN_ROWS = 100;
const MIN_COLUMNS = 26;

interface GridRow {
  readonly r: number;
}

// Kept the same from one render to the next: a new column default would make the grid rebuild its columns and end an edit.
const DEFAULT_COLUMN: ColDef<GridRow> = {
  sortable: false,
  resizable: true,
  suppressMovable: true,
  suppressHeaderMenuButton: true,
};
const rowIdOf = (p: { data: GridRow }) => String(p.data.r);
const HEARD = ["keydown", "keyup"] as const;

export interface SheetGridProps {
  readonly sheet: Sheet;
  /** The cell as the member sees it now (read at paint time). */
  readonly cellAt: RefObject<(row: number, column: number) => Cell | undefined>;
  readonly selected: RefObject<(place: GridPlace) => boolean>;
  /** Changes whenever what `cellAt`/`selected` give changed: the painted cells are painted again. */
  readonly revision: unknown;
  readonly editable: boolean;
  /**
   * A spreadsheet design's cells: "input" (the researcher fills it), "required" (an input cell that
   * must be filled), or null: input cells are highlighted, required ones marked.
   */
  readonly designed?: RefObject<(place: GridPlace) => "input" | "required" | null>;
  /** Only the `designed` input cells are editable (a record's design module). */
  readonly inputOnly?: boolean;
  /** `byShiftClick`: shift was held on a click (the grid may have said the cell is focused first, without shift). */
  readonly onFocused?: (place: GridPlace, extend: boolean, byShiftClick?: boolean) => void;
  readonly onEdit?: (place: GridPlace, input: string) => void;
  readonly apiRef?: RefObject<GridApi<GridRow> | null>;
  readonly height?: number;
}

/** How many rows and columns the sheet shows: what it uses, with room to grow. */
function extentOf(sheet: Sheet) {
  let columns = 0;
  for (const row of sheet.rows) for (const letters of Object.keys(row ?? {})) columns = Math.max(columns, columnOf(letters) + 1);
  return {
    rows: Math.min(SHEET_LIMITS.rows, Math.max(MIN_ROWS, sheet.rows.length + SPARE_ROWS)),
    columns: Math.min(SHEET_LIMITS.columns, Math.max(MIN_COLUMNS, columns + 2)),
  };
}

const numberLike = (cell: Cell | undefined) => typeof cell?.value === "number";
const errorLike = (cell: Cell | undefined) => typeof cell?.value === "object" && cell?.value !== null;

/**
 * A sheet in AG Grid (community): column letters, row numbers, header rows pinned on top, each
 * cell's value in its number format and its formula when edited. Rows hold only their number;
 * cells are read when painted, so 10,000 rows open as fast as the first screen paints.
 */
export function SheetGrid({
  sheet,
  cellAt,
  selected,
  revision,
  editable,
  designed,
  inputOnly,
  onFocused,
  onEdit,
  apiRef,
  height,
}: SheetGridProps) {
  const extent = extentOf(sheet);
  const frozen = Math.min(sheet.frozenRows, extent.rows);
  const shift = useRef(false);
  const reported = useRef<GridPlace | null>(null);
  const waiting = useRef(false);
  const api = useRef<GridApi<GridRow> | null>(null);
  const latest = useRef({ frozen: 0, onFocused, onEdit, apiRef });
  latest.current = { frozen, onFocused, onEdit, apiRef };
  const handlers = useMemo(
    () => ({
      onGridReady: (e: GridReadyEvent<GridRow>) => {
        api.current = e.api;
        if (latest.current.apiRef) latest.current.apiRef.current = e.api;
      },
      // A click names the cell and whether shift was held itself. The grid also says a cell is focused
      // again (after a click, a repaint, new rows): only a move to another cell is news.
      onCellMouseDown: (e: CellMouseDownEvent<GridRow>) => {
        const colId = e.column.getColId();
        if (colId === ROW_NUMBER || !e.data) return;
        const place = { row: e.data.r, column: columnOf(colId) };
        reported.current = place;
        const withShift = (e.event as MouseEvent | null)?.shiftKey === true;
        latest.current.onFocused?.(place, withShift, withShift);
      },
      onCellFocused: (e: CellFocusedEvent<GridRow>) => {
        const colId = typeof e.column === "object" && e.column ? e.column.getColId() : null;
        if (!colId || colId === ROW_NUMBER || e.rowIndex === null || e.rowIndex === undefined) return;
        const row = e.rowPinned === "top" ? e.rowIndex + 1 : latest.current.frozen + e.rowIndex + 1;
        const place = { row, column: columnOf(colId) };
        if (reported.current?.row === place.row && reported.current.column === place.column) return;
        reported.current = place;
        latest.current.onFocused?.(place, shift.current);
      },
      onCellEditingStopped: () => {
        if (!waiting.current) return;
        waiting.current = false;
        api.current?.refreshCells({ force: true });
      },
      onCellEditRequest: (e: CellEditRequestEvent<GridRow>) => {
        const colId = e.column.getColId();
        if (colId === ROW_NUMBER || !e.data) return;
        const input = e.newValue === null || e.newValue === undefined ? "" : String(e.newValue);
        latest.current.onEdit?.({ row: e.data.r, column: columnOf(colId) }, input);
      },
    }),
    [],
  );

  const rowData = useMemo(
    () => Array.from({ length: extent.rows - frozen }, (_, i) => ({ r: frozen + i + 1 })),
    [extent.rows, frozen],
  );
  const pinned = useMemo(() => Array.from({ length: frozen }, (_, i) => ({ r: i + 1 })), [frozen]);

  const columnDefs = useMemo<ColDef<GridRow>[]>(
    () => [
      {
        colId: ROW_NUMBER,
        headerName: "",
        valueGetter: (p) => p.data?.r,
        pinned: "left",
        width: 56,
        editable: false,
        cellClass: "sheet-row-number",
      },
      ...Array.from({ length: extent.columns }, (_, column): ColDef<GridRow> => {
        const at = (r: number | undefined) => (r === undefined ? undefined : cellAt.current(r, column));
        const mark = (r: number | undefined) => (r === undefined || !designed ? null : designed.current({ row: r, column }));
        return {
          colId: letterOf(column),
          headerName: letterOf(column),
          width: 96,
          editable: designed && inputOnly ? (p) => editable && mark(p.data?.r) !== null : editable,
          valueGetter: (p) => inputOf(at(p.data?.r)),
          valueFormatter: (p) => {
            const cell = at(p.data?.r);
            return cell ? formatCellValue(cell.value, cell.format) : "";
          },
          cellClassRules: {
            "sheet-number": (p) => numberLike(at(p.data?.r)),
            "sheet-error": (p) => errorLike(at(p.data?.r)),
            "sheet-selected": (p) => p.data !== undefined && selected.current({ row: p.data.r, column }),
            "sheet-input": (p) => mark(p.data?.r) !== null,
            "sheet-required": (p) => mark(p.data?.r) === "required",
            "sheet-fixed": (p) => inputOnly === true && mark(p.data?.r) === null,
          },
        };
      }),
    ],
    [extent.columns, editable, cellAt, selected, designed, inputOnly],
  );

  // Whether shift is held when a key moves the grid's focus: heard on the window first, before the grid acts on the key.
  useEffect(() => {
    const hear = (e: KeyboardEvent) => {
      shift.current = e.shiftKey;
    };
    for (const type of HEARD) window.addEventListener(type, hear, true);
    return () => {
      for (const type of HEARD) window.removeEventListener(type, hear, true);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new revision is what asks for the repaint
  useEffect(() => {
    // A repaint under an open editor would start it again empty: the cells repaint when the edit ends.
    if (api.current?.getEditingCells().length) waiting.current = true;
    else api.current?.refreshCells({ force: true });
  }, [revision]);

  return (
    <div style={{ height: height ?? 420, width: "100%" }} className="sheet-grid">
      <AgGridReact<GridRow>
        theme={THEME}
        rowData={rowData}
        pinnedTopRowData={pinned}
        columnDefs={columnDefs}
        defaultColDef={DEFAULT_COLUMN}
        getRowId={rowIdOf}
        readOnlyEdit
        enterNavigatesVertically
        enterNavigatesVerticallyAfterEdit
        stopEditingWhenCellsLoseFocus
        onGridReady={handlers.onGridReady}
        onCellFocused={handlers.onCellFocused}
        onCellMouseDown={handlers.onCellMouseDown}
        onCellEditRequest={handlers.onCellEditRequest}
        onCellEditingStopped={handlers.onCellEditingStopped}
      />
    </div>
  );
}

/** Moves the grid's focus to a cell (after a paste or a formula bar entry). */
export function focusCell(api: GridApi<GridRow> | null, place: GridPlace, frozenRows: number) {
  if (!api) return;
  const pinned = place.row <= frozenRows;
  const rowIndex = pinned ? place.row - 1 : place.row - frozenRows - 1;
  if (!pinned) api.ensureIndexVisible(rowIndex);
  api.setFocusedCell(rowIndex, letterOf(place.column), pinned ? "top" : undefined);
}
