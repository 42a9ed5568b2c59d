import { formatCellValue, withUnit } from "@labledger/domain/module-kinds/spreadSheet/number-format";
import type { Cell, Workbook } from "@labledger/domain/module-kinds/spreadSheet/workbook";
import { workbookOf } from "@labledger/domain/module-kinds/spreadSheet/workbook-fold";
import type { ModuleDesign } from "@labledger/domain/spreadsheet-templates/design-cells";
import { SHEET_LIMITS } from "@labledger/events/catalogue/sheets-values";
import Box from "@mui/material/Box";
import type { GridApi } from "ag-grid-community";
import { type ClipboardEvent, type KeyboardEvent, useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { cellAddress, type GridPlace } from "../../../../ui/spreadsheet/grid-address";
import { showToast } from "../../../../ui/toast-store";
import { ReasonDialog } from "../../components/Lifecycle";
import "../../i18n/catalogue";
import { parseTsv, toHtml, toTsv } from "../../../../ui/spreadsheet/clipboard";
import { FormulaBar } from "../../../../ui/spreadsheet/FormulaBar";
import { focusCell, SheetGrid } from "../../../../ui/spreadsheet/SheetGrid";
import { SheetTabs } from "../../../../ui/spreadsheet/SheetTabs";
import {
  inputOf,
  inSelection,
  type LocalEdit,
  selectedCells,
  selectionBox,
  shownCell,
} from "../../../../ui/spreadsheet/sheet-state";
import { SHEET_GRID_SX } from "../../../../ui/spreadsheet/sheet-style";
import type { ModuleBodyProps } from "../module-props";
import { ConflictNotes } from "./ConflictNotes";
import { LivePresence } from "./live";
import { SheetReason } from "./SheetReason";
import { SheetCharts, SheetFileActions } from "./SheetSlots";
import { SheetToolbar } from "./SheetToolbar";
import { addSheet, deleteSheet, renameSheet, setFrozenRows } from "./sheet-calls";
import { ReasonNotGiven, useChangeReason } from "./use-change-reason";
import { useSheetEditor } from "./use-sheet-editor";
import { useSheetLive } from "./use-sheet-live";

/** The module's workbook (absent: the one sheet a new spreadsheet starts with); the record's content type names fields and rows only. */
export const moduleWorkbook = (content: ModuleBodyProps["content"]): Workbook => workbookOf(content as { workbook?: Workbook });

/** A spreadsheet design module's input cells (absent: a plain spreadsheet). */
const designOf = (content: ModuleBodyProps["content"]) => (content as { design?: ModuleDesign }).design;

/** Whether a cell is one the researcher fills in a design ("required": before submitting). */
function markOf(design: ModuleDesign | undefined, sheetId: string, cell: string): "input" | "required" | null {
  const found = design?.cells.find((c) => c.sheetId === sheetId && c.cell === cell);
  return found ? (found.required ? "required" : "input") : null;
}

/** A name for a new sheet, as Excel and WPS give one: the next SheetN not taken. */
function nextSheetName(workbook: Workbook): string {
  const taken = new Set(workbook.sheets.map((s) => s.name));
  let n = workbook.sheets.length + 1;
  while (taken.has(`Sheet${n}`)) n += 1;
  return `Sheet${n}`;
}

const shownText = (cell: Cell | undefined) => (cell ? formatCellValue(cell.value, cell.format) : "");

/**
 * The spreadsheet module (spec §3 spreadSheet, §4 collaborative spreadsheet): the grid, formula
 * bar, sheet tabs, number formats and units, header rows, undo/redo and copy/paste. Every edit is
 * saved on its own (no module save); the record's access rules decide `editable`.
 */
export function SheetEditor({ recordId, module, content, editable, onServerChange, needsReason }: ModuleBodyProps) {
  const { t } = useTranslation("records");
  const workbook = moduleWorkbook(content);
  const changeReason = useChangeReason(needsReason === true);
  const { reasonFor } = changeReason;
  const sheetEditor = useSheetEditor(recordId, module.moduleId, workbook, editable, {
    reasonFor,
    notGiven: t("sheet.reasonNotGiven"),
  });
  const { state, store, act, edit: editAny, undo, redo, applyRemote } = sheetEditor;
  // A spreadsheet design module (issue 17): only its input cells are edited, its sheets are the design's.
  const design = designOf(content);
  const designed = useRef((place: GridPlace) => markOf(design, store.current.activeSheetId, cellAddress(place)));
  designed.current = (place: GridPlace) => markOf(design, store.current.activeSheetId, cellAddress(place));
  const edit = useCallback(
    (edits: readonly LocalEdit[]) => {
      const allowed = design ? edits.filter((e) => markOf(design, e.sheetId, e.cell) !== null) : edits;
      if (allowed.length < edits.length) showToast(t("sheet.onlyInputCells"), "warning");
      if (allowed.length > 0) editAny(allowed);
    },
    [design, editAny, t],
  );
  const api = useRef<GridApi<{ r: number }> | null>(null);
  const sheet = state.workbook.sheets.find((s) => s.sheetId === state.activeSheetId) ?? state.workbook.sheets[0]!;
  const focusAddress = cellAddress(state.focus);
  const live = useSheetLive(
    recordId,
    module.moduleId,
    applyRemote,
    { sheetId: sheet.sheetId, cell: focusAddress },
    onServerChange,
  );
  const { resume } = sheetEditor;
  useEffect(() => {
    if (live.connected) resume();
  }, [live.connected, resume]);
  const sheetNames = Object.fromEntries(state.workbook.sheets.map((s) => [s.sheetId, s.name]));

  const cellAt = useRef((row: number, column: number) =>
    shownCell(store.current, store.current.activeSheetId, cellAddress({ row, column })),
  );
  const selected = useRef((place: GridPlace) => inSelection(store.current, place));

  const editAt = useCallback(
    (place: GridPlace, input: string) => edit([{ sheetId: store.current.activeSheetId, cell: cellAddress(place), input }]),
    [edit, store],
  );

  /** The selection's cells with a new format (their content kept). */
  const formatSelection = (format: string | ((before: string | undefined) => string)) => {
    const box = selectionBox(store.current);
    const edits: LocalEdit[] = [];
    for (let row = box.top; row <= box.bottom; row++)
      for (let column = box.left; column <= box.right; column++) {
        const cell = cellAddress({ row, column });
        const now = shownCell(store.current, store.current.activeSheetId, cell);
        const next = typeof format === "function" ? format(now?.format) : format;
        edits.push({ sheetId: store.current.activeSheetId, cell, input: inputOf(now), format: next === "General" ? null : next });
      }
    edit(edits);
  };

  const paste = (text: string) => {
    const rows = parseTsv(text);
    const { row: top, column: left } = store.current.focus;
    const edits: LocalEdit[] = [];
    let clipped = false;
    for (const [r, line] of rows.entries())
      for (const [c, input] of line.entries()) {
        const row = top + r;
        const column = left + c;
        if (row > SHEET_LIMITS.rows || column >= SHEET_LIMITS.columns) clipped = true;
        else edits.push({ sheetId: store.current.activeSheetId, cell: cellAddress({ row, column }), input });
      }
    if (clipped) showToast(t("sheet.pasteTooLarge"), "warning");
    edit(edits.slice(0, SHEET_LIMITS.cellsPerSave));
    if (rows.length > 0)
      act({ type: "select", place: { row: top + rows.length - 1, column: left + (rows[0]!.length - 1) }, extend: true });
  };

  const editing = () => (api.current?.getEditingCells().length ?? 0) > 0;

  const onKeyDown = (e: KeyboardEvent) => {
    if (!editable || editing() || (e.target as HTMLElement).closest("input, textarea")) return;
    const mod = e.ctrlKey || e.metaKey;
    if (mod && e.key.toLowerCase() === "z" && !e.shiftKey) {
      e.preventDefault();
      undo();
    } else if (mod && (e.key.toLowerCase() === "y" || (e.key.toLowerCase() === "z" && e.shiftKey))) {
      e.preventDefault();
      redo();
    } else if (e.key === "Delete" || e.key === "Backspace") {
      e.preventDefault();
      const box = selectionBox(store.current);
      const edits: LocalEdit[] = [];
      for (let row = box.top; row <= box.bottom; row++)
        for (let column = box.left; column <= box.right; column++) {
          const cell = cellAddress({ row, column });
          if (shownCell(store.current, store.current.activeSheetId, cell))
            edits.push({ sheetId: sheet.sheetId, cell, input: "" });
        }
      edit(edits);
    }
  };

  const onCopy = (e: ClipboardEvent) => {
    if (editing() || (e.target as HTMLElement).closest("input, textarea")) return;
    const rows = selectedCells(store.current).map((line) => line.map(shownText));
    e.clipboardData.setData("text/plain", toTsv(rows));
    e.clipboardData.setData("text/html", toHtml(rows));
    e.preventDefault();
  };

  const onPaste = (e: ClipboardEvent) => {
    if (!editable || editing() || (e.target as HTMLElement).closest("input, textarea")) return;
    const text = e.clipboardData.getData("text/plain");
    if (!text) return;
    e.preventDefault();
    paste(text);
  };

  /** A sheet change with the session's reason; nothing is sent when the member cancels the reason. */
  const withReason = async (change: (reason: string | undefined) => Promise<unknown>) => {
    const reason = await reasonFor().catch((error: unknown) => {
      if (error instanceof ReasonNotGiven) return null;
      throw error;
    });
    if (reason !== null) await change(reason);
  };

  const sheetName = (sheetId: string) => state.workbook.sheets.find((s) => s.sheetId === sheetId)?.name ?? "";
  const revision = state;
  const slot = {
    recordId,
    moduleId: module.moduleId,
    workbook: state.workbook,
    activeSheetId: sheet.sheetId,
    editable,
    onServerChange,
    reasonFor,
  };

  return (
    <Box
      onKeyDown={onKeyDown}
      onCopy={onCopy}
      onPaste={onPaste}
      sx={SHEET_GRID_SX}
      data-testid={`sheet-${module.moduleId}`}
      data-engine={sheetEditor.engineReady ? "ready" : "loading"}
    >
      {editable && (
        <SheetToolbar
          canUndo={state.undo.length > 0}
          canRedo={state.redo.length > 0}
          onUndo={undo}
          onRedo={redo}
          onFormat={(format) => formatSelection(format)}
          onUnit={(unit) => formatSelection((before) => withUnit(before, unit))}
          frozenRows={sheet.frozenRows}
          onFrozenRows={(rows) =>
            withReason(async (reason) => {
              await setFrozenRows(recordId, module.moduleId, sheet.sheetId, rows, reason);
              act({ type: "frozenSet", sheetId: sheet.sheetId, rows });
            })
          }
          status={state.status}
          calculating={!sheetEditor.engineReady}
        >
          <SheetFileActions {...slot} design={design !== undefined} />
          <LivePresence members={live.presence} connected={live.connected} queued={sheetEditor.waiting} sheetNames={sheetNames} />
        </SheetToolbar>
      )}
      <SheetReason reason={changeReason.reason} onChange={changeReason.change} />
      <ReasonDialog {...changeReason.dialog} />
      <ConflictNotes
        conflicts={state.conflicts}
        sheetName={sheetName}
        onRetry={(conflict) => edit([{ sheetId: conflict.sheetId, cell: conflict.cell, input: conflict.input }])}
        onDismiss={(conflict) => act({ type: "dismissConflict", sheetId: conflict.sheetId, cell: conflict.cell })}
      />
      <FormulaBar
        address={focusAddress}
        input={inputOf(shownCell(state, sheet.sheetId, focusAddress))}
        editable={editable}
        onCommit={(input) => {
          editAt(state.focus, input);
          focusCell(api.current, state.focus, sheet.frozenRows);
        }}
      />
      <SheetGrid
        key={sheet.sheetId}
        sheet={sheet}
        cellAt={cellAt}
        selected={selected}
        revision={revision}
        editable={editable}
        {...(design ? { designed, inputOnly: true } : {})}
        apiRef={api}
        onFocused={(place, extend, byShiftClick) => act({ type: "select", place, extend, byShiftClick })}
        onEdit={editAt}
      />
      <SheetTabs
        sheets={state.workbook.sheets}
        activeSheetId={sheet.sheetId}
        onSelect={(sheetId) => act({ type: "selectSheet", sheetId })}
        {...(editable && !design
          ? {
              onAdd: () =>
                withReason(async (reason) => {
                  const name = nextSheetName(store.current.workbook);
                  const last = store.current.workbook.sheets.at(-1)?.sheetId ?? null;
                  const { id } = await addSheet(recordId, module.moduleId, name, last, reason);
                  act({ type: "sheetAdded", sheet: { sheetId: id, name, frozenRows: 1, rows: [] } });
                }),
              onRename: (sheetId: string, name: string) =>
                withReason(async (reason) => {
                  await renameSheet(recordId, module.moduleId, sheetId, name, reason);
                  act({ type: "sheetRenamed", sheetId, name });
                }),
              onDelete: (sheetId: string) =>
                withReason(async (reason) => {
                  await deleteSheet(recordId, module.moduleId, sheetId, reason);
                  act({ type: "sheetDeleted", sheetId });
                }),
            }
          : {})}
      />
      <SheetCharts {...slot} editable={editable && !design} />
    </Box>
  );
}
