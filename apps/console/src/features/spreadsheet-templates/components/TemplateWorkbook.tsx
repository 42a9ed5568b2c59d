import type { Workbook } from "@labledger/domain/module-kinds/spreadSheet/workbook";
import { SHEET_LIMITS } from "@labledger/events/catalogue/sheets-values";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import type { GridApi } from "ag-grid-community";
import { type KeyboardEvent, type ReactNode, useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { NativeSelect } from "../../../ui/NativeSelect";
import { FormulaBar } from "../../../ui/spreadsheet/FormulaBar";
import { cellAddress, type GridPlace } from "../../../ui/spreadsheet/grid-address";
import { focusCell, SheetGrid } from "../../../ui/spreadsheet/SheetGrid";
import { SheetTabs } from "../../../ui/spreadsheet/SheetTabs";
import {
  initialSheetState,
  inputOf,
  inSelection,
  type LocalEdit,
  type SheetAction,
  type SheetState,
  selectionBox,
  sheetReducer,
  shownCell,
} from "../../../ui/spreadsheet/sheet-state";
import { SHEET_GRID_SX } from "../../../ui/spreadsheet/sheet-style";
import { useSheetEngine } from "../../../ui/spreadsheet/use-sheet-engine";
import { showToast } from "../../../ui/toast-store";
import { cellsOnSheets, type DesignedCell, type DesignMark, editedWorkbook, markCells, markOf } from "../logic/template-workbook";

/** What the editor hands to Save: the workbook as edited and a design's input cells. */
export interface EditedTemplate {
  readonly workbook: Workbook;
  readonly designedCells: readonly DesignedCell[];
}

/** A name for a new sheet, as Excel and WPS give one: the next SheetN not taken. */
function nextSheetName(workbook: Workbook): string {
  const taken = new Set(workbook.sheets.map((s) => s.name.toLowerCase()));
  let n = workbook.sheets.length + 1;
  while (taken.has(`sheet${n}`)) n += 1;
  return `Sheet${n}`;
}

/**
 * A template's workbook in the grid (issue 17): edited in the browser, every formula recomputed at
 * once by the console's IronCalc worker, nothing sent until Save (the server computes the values it
 * keeps). A design's input cells are highlighted (required ones marked) and set on the selection.
 */
export function TemplateWorkbook(props: {
  workbook: Workbook;
  designedCells: readonly DesignedCell[];
  design: boolean;
  editable: boolean;
  /** The editor's own actions beside its design tools (Save, Cancel), given what would be saved. */
  actions?: (edited: () => EditedTemplate) => ReactNode;
}) {
  const { t } = useTranslation("spreadsheet-templates");
  const store = useRef<SheetState>(initialSheetState(props.workbook));
  const [state, setState] = useState(store.current);
  const [cells, setCells] = useState<readonly DesignedCell[]>(props.designedCells);
  const api = useRef<GridApi<{ r: number }> | null>(null);
  const act = useCallback((action: SheetAction) => {
    store.current = sheetReducer(store.current, action);
    setState(store.current);
  }, []);
  const shown = editedWorkbook(state);
  const engine = useSheetEngine(shown, props.editable, (computed) => act({ type: "computed", cells: computed }));
  const sheet = state.workbook.sheets.find((s) => s.sheetId === state.activeSheetId) ?? state.workbook.sheets[0]!;
  const focusAddress = cellAddress(state.focus);

  const cellAt = useRef((row: number, column: number) =>
    shownCell(store.current, store.current.activeSheetId, cellAddress({ row, column })),
  );
  const selected = useRef((place: GridPlace) => inSelection(store.current, place));
  const latestCells = useRef(cells);
  latestCells.current = cells;
  const designed = useRef((place: GridPlace) => markOf(latestCells.current, store.current.activeSheetId, cellAddress(place)));

  const edit = (edits: readonly LocalEdit[]) => {
    if (edits.length === 0) return;
    act({ type: "edited", edits, via: "edit" });
    engine.compute(edits.map(({ sheetId, cell, input }) => ({ sheetId, cell, input })));
  };
  const editAt = (place: GridPlace, input: string) =>
    edit([{ sheetId: store.current.activeSheetId, cell: cellAddress(place), input }]);

  const selectionAddresses = () => {
    const box = selectionBox(store.current);
    const addresses: string[] = [];
    for (let row = box.top; row <= box.bottom; row++)
      for (let column = box.left; column <= box.right; column++) addresses.push(cellAddress({ row, column }));
    return addresses;
  };
  const mark = (to: DesignMark) => {
    const marked = markCells(cells, editedWorkbook(store.current), sheet.sheetId, selectionAddresses(), to);
    if (marked.formulas > 0) showToast(t("design.formulaNotInput", { n: marked.formulas }), "warning");
    setCells(marked.cells);
  };
  const focusMark = markOf(cells, sheet.sheetId, focusAddress);
  const focusLabel = cells.find((c) => c.sheetId === sheet.sheetId && c.cell === focusAddress)?.label ?? "";
  const setLabel = (label: string) =>
    setCells(cells.map((c) => (c.sheetId === sheet.sheetId && c.cell === focusAddress ? { ...c, label } : c)));

  const onKeyDown = (e: KeyboardEvent) => {
    if (!props.editable || (api.current?.getEditingCells().length ?? 0) > 0) return;
    if ((e.target as HTMLElement).closest("input, textarea")) return;
    if (e.key !== "Delete" && e.key !== "Backspace") return;
    e.preventDefault();
    edit(
      selectionAddresses()
        .filter((cell) => shownCell(store.current, sheet.sheetId, cell))
        .map((cell) => ({ sheetId: sheet.sheetId, cell, input: "" })),
    );
  };

  const edited = (): EditedTemplate => {
    const workbook = editedWorkbook(store.current);
    return { workbook, designedCells: cellsOnSheets(latestCells.current, workbook) };
  };

  return (
    <Box
      onKeyDown={onKeyDown}
      sx={SHEET_GRID_SX}
      data-testid="template-workbook"
      data-engine={!props.editable || engine.ready ? "ready" : "loading"}
    >
      {props.editable && (
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1, flexWrap: "wrap" }}>
          {props.design && (
            <>
              <Typography variant="body2" color="text.secondary">
                {t("design.selection")}
              </Typography>
              <ToggleButtonGroup
                size="small"
                exclusive
                value={focusMark ?? "none"}
                onChange={(_e, value: string | null) => {
                  if (value !== null) mark(value === "none" ? null : (value as DesignMark));
                }}
              >
                <ToggleButton value="none" data-testid="mark-none">
                  {t("design.notInput")}
                </ToggleButton>
                <ToggleButton value="input" data-testid="mark-input">
                  {t("design.input")}
                </ToggleButton>
                <ToggleButton value="required" data-testid="mark-required">
                  {t("design.required")}
                </ToggleButton>
              </ToggleButtonGroup>
              {focusMark && (
                <TextField
                  size="small"
                  label={t("design.label", { cell: `${sheet.name}!${focusAddress}` })}
                  value={focusLabel}
                  onChange={(e) => setLabel(e.target.value.slice(0, 100))}
                  slotProps={{ htmlInput: { "data-testid": "input-label" } }}
                />
              )}
            </>
          )}
          <NativeSelect
            label={t("editor.frozenRows")}
            value={String(sheet.frozenRows)}
            onChange={(rows) => act({ type: "frozenSet", sheetId: sheet.sheetId, rows: Number(rows) })}
            options={Array.from({ length: SHEET_LIMITS.frozenRows + 1 }, (_, n) => ({ value: String(n), label: String(n) }))}
            testId="template-frozen-rows"
          />
          <Box sx={{ flex: 1 }} />
          {props.actions?.(edited)}
        </Stack>
      )}
      {props.design && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="design-summary">
          {t("design.summary", { input: cells.length, required: cells.filter((c) => c.required).length })}
        </Typography>
      )}
      <FormulaBar
        address={focusAddress}
        input={inputOf(shownCell(state, sheet.sheetId, focusAddress))}
        editable={props.editable}
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
        revision={[state, cells]}
        editable={props.editable}
        {...(props.design ? { designed } : {})}
        apiRef={api}
        onFocused={(place, extend, byShiftClick) => act({ type: "select", place, extend, byShiftClick })}
        onEdit={editAt}
      />
      <SheetTabs
        sheets={state.workbook.sheets}
        activeSheetId={sheet.sheetId}
        onSelect={(sheetId) => act({ type: "selectSheet", sheetId })}
        {...(props.editable
          ? {
              onAdd: async () =>
                act({
                  type: "sheetAdded",
                  sheet: { sheetId: crypto.randomUUID(), name: nextSheetName(store.current.workbook), frozenRows: 1, rows: [] },
                }),
              onRename: async (sheetId: string, name: string) => act({ type: "sheetRenamed", sheetId, name }),
              onDelete: async (sheetId: string) => act({ type: "sheetDeleted", sheetId }),
            }
          : {})}
      />
      {props.editable && props.design && <DesignLegend />}
    </Box>
  );
}

function DesignLegend() {
  const { t } = useTranslation("spreadsheet-templates");
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
      <Button size="small" disabled className="sheet-input" sx={{ color: "text.primary !important" }}>
        {t("design.input")}
      </Button>
      <Button size="small" disabled className="sheet-input sheet-required" sx={{ color: "text.primary !important" }}>
        {t("design.required")}
      </Button>
    </Stack>
  );
}
