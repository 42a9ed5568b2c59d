import { type ComputedCell, computedCells, computesColumns } from "@labledger/domain/tables/process-rows";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import EditIcon from "@mui/icons-material/EditOutlined";
import InventoryIcon from "@mui/icons-material/Inventory2Outlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "../../i18n/catalogue";
import { cellMark, NO_MARKS } from "../../../../ui/change-marks";
import { columnLabel, useHistoryWords } from "../../../../ui/history-words";
import { showToast } from "../../../../ui/toast-store";
import { announceUsage } from "../../inventory/announce-usage";
import { InstrumentUseDialog } from "../../inventory/InstrumentUseDialog";
import { InventoryUseDialog } from "../../inventory/InventoryUseDialog";
import { UsageCorrectionDialog } from "../../inventory/UsageCorrectionDialog";
import { newRowId, ROW_HEIGHT, visibleWindow } from "../../model/grid-window";
import { inventoryRow, isInventoryCell, lotBarcodeOf, takesInventory } from "../../model/inventory-rows";
import type { Row } from "../../model/types";
import { useWasHint } from "../ChangedField";
import type { ModuleBodyProps } from "../module-props";
import { MultiLevelGrid } from "./MultiLevelGrid";

const VIEWPORT = 440;
const MAX_DIGITS = 6;
/** A computed value as people read it: at most six decimals, no trailing zeros. */
const shownNumber = (value: number) => String(Number(value.toFixed(MAX_DIGITS)));

const CHANGED_CELL = "rgba(237, 108, 2, 0.16)";
const ADDED_ROW = "rgba(46, 125, 50, 0.10)";

/**
 * Grid modules (labMaterial, labSample, ...): rows of the sub-type's columns, required cells marked, rendered
 * windowed; on a rejected record, the cells changed and the rows added since the rejected version highlighted.
 */
export function GridModule(props: ModuleBodyProps) {
  return props.module.subType === "multiLevelTable" ? <MultiLevelGrid {...props} /> : <FlatGrid {...props} />;
}

/** Rows under one set of columns; a column a table definition hides is not shown. */
function FlatGrid({ recordId, module, content, editable, onChange, onCommit, incompleteRows, since }: ModuleBodyProps) {
  const { t } = useTranslation("records");
  const marks = since?.marks ?? NO_MARKS;
  const was = useWasHint(since);
  const [scrollTop, setScrollTop] = useState(0);
  const rows = content.rows;
  const { first, last, padTop, padBottom } = visibleWindow(scrollTop, VIEWPORT, rows.length);
  const setRows = (next: readonly Row[]) => onChange({ ...content, rows: next });
  // Rows filled from the inventory record usages on their lots: such a change is saved at once.
  const commitRows = (next: readonly Row[]) => (onCommit ?? onChange)({ ...content, rows: next });
  const inventory = takesInventory(module.subType) ? module.subType : null;
  const [using, setUsing] = useState(false);
  const [usingInstrument, setUsingInstrument] = useState(false);
  const [correcting, setCorrecting] = useState<{ row: Row; mode: "correct" | "remove" } | null>(null);
  const fromInventory = (row: Row) => inventory !== null && lotBarcodeOf(row) !== null;
  const setCell = (rowId: string, field: string, value: string) =>
    setRows(rows.map((r) => (r.rowId === rowId ? { ...r, [field]: value } : r)));
  const flagged = new Set(incompleteRows);
  const columns = module.columns.filter((c) => !/(?:^|\s)hidden(?:\s|$)/.test(c.className));
  const template = `48px repeat(${columns.length}, minmax(120px, 1fr)) ${editable ? (inventory ? "88px" : "48px") : ""}`;
  const say = useHistoryWords();
  const label = (field: string) => columnLabel(field, say);
  // A data-processing table computes its formula columns live with the server's function (the server stores its own).
  const computes = computesColumns(module.columns);
  const computedText = (cell: ComputedCell | undefined) =>
    cell === undefined ? "" : "value" in cell ? shownNumber(cell.value) : t(`grid.problem.${cell.problem}`);
  return (
    <Box data-testid={`grid-${module.moduleId}`} data-rows={rows.length}>
      <Box sx={{ display: "grid", gridTemplateColumns: template, bgcolor: "action.hover", fontWeight: 600, fontSize: 14 }}>
        <Box sx={{ p: 1 }}>#</Box>
        {columns.map((c) => (
          <Box key={c.field} sx={{ p: 1 }} className={c.className}>
            {label(c.field)}
            {c.required && (
              <Box component="span" sx={{ color: "error.main" }} title={t("grid.required")}>
                {" *"}
              </Box>
            )}
          </Box>
        ))}
        {editable && <Box />}
      </Box>
      <Box
        sx={{ maxHeight: VIEWPORT, overflowY: "auto" }}
        onScroll={(e) => setScrollTop((e.target as HTMLElement).scrollTop)}
        data-testid={`grid-scroll-${module.moduleId}`}
      >
        <Box sx={{ height: padTop }} />
        {rows.slice(first, last).map((row, i) => {
          const index = first + i;
          const computed = computes ? computedCells(module.columns, row) : {};
          const bad = flagged.has(row.rowId);
          const added = marks.addedRows.has(row.rowId);
          return (
            <Box
              key={row.rowId}
              data-testid={`grid-row-${index}`}
              data-incomplete={bad ? "true" : undefined}
              data-changed={added ? "true" : undefined}
              title={added && since ? t("rejection.rowAdded", { version: since.version }) : undefined}
              sx={{
                display: "grid",
                gridTemplateColumns: template,
                height: ROW_HEIGHT,
                alignItems: "center",
                borderBottom: 1,
                borderColor: "divider",
                bgcolor: bad ? "rgba(211, 47, 47, 0.12)" : added ? ADDED_ROW : undefined,
                boxShadow: added ? "inset 4px 0 0 #2e7d32" : undefined,
              }}
            >
              <Box sx={{ px: 1, color: "text.secondary", fontSize: 13, display: "flex", alignItems: "center", gap: 0.5 }}>
                {index + 1}
                {fromInventory(row) && (
                  <InventoryIcon
                    fontSize="inherit"
                    titleAccess={t("inventory.rowFrom", { barcode: lotBarcodeOf(row) })}
                    data-testid={`grid-inventory-${index}`}
                  />
                )}
              </Box>
              {columns.map((c) => {
                const value = row[c.field];
                const text = value === undefined || value === null ? "" : String(value);
                const missing = c.required && text === "";
                const mark = cellMark(marks, row.rowId, c.field);
                const changed = mark ? "true" : undefined;
                const cellSx = {
                  mx: 0.5,
                  height: 30,
                  px: 1,
                  font: "inherit",
                  fontSize: 14,
                  border: 1,
                  borderRadius: 1,
                  borderColor: mark ? "warning.main" : missing ? "warning.main" : "divider",
                  borderWidth: mark ? 2 : 1,
                  bgcolor: mark ? CHANGED_CELL : undefined,
                  minWidth: 0,
                };
                const options = c.options ?? [];
                const formula = c.process?.expression ?? "";
                if (formula !== "") {
                  const cell = computed[c.field];
                  return (
                    <Box
                      key={c.field}
                      sx={{
                        px: 1,
                        fontSize: 14,
                        bgcolor: "action.hover",
                        borderRadius: 1,
                        color: cell && "problem" in cell ? "text.secondary" : undefined,
                      }}
                      title={t("grid.computed", { expression: formula })}
                      data-testid={`grid-cell-${index}-${c.field}`}
                      data-problem={cell && "problem" in cell ? cell.problem : undefined}
                    >
                      {computedText(cell)}
                    </Box>
                  );
                }
                return editable && options.length > 0 ? (
                  // An information table's choice column: one of the definition's options (the server refuses others).
                  <Box
                    key={c.field}
                    component="select"
                    aria-label={label(c.field)}
                    data-testid={`grid-cell-${index}-${c.field}`}
                    data-changed={changed}
                    title={was(mark)}
                    value={text}
                    onChange={(e: React.ChangeEvent<HTMLSelectElement>) => setCell(row.rowId, c.field, e.target.value)}
                    sx={cellSx}
                  >
                    <option value="">{t("grid.choose")}</option>
                    {text !== "" && !options.includes(text) && <option value={text}>{text}</option>}
                    {options.map((option) => (
                      <option key={option} value={option}>
                        {option}
                      </option>
                    ))}
                  </Box>
                ) : editable && !(inventory && isInventoryCell(inventory, row, c.field)) ? (
                  <Box
                    key={c.field}
                    component="input"
                    // A column an information table declares a date or a number takes one (its class says so).
                    type={/(?:^|\s)kind-date(?:\s|$)/.test(c.className) ? "date" : "text"}
                    inputMode={/(?:^|\s)kind-number(?:\s|$)/.test(c.className) ? "decimal" : undefined}
                    aria-label={label(c.field)}
                    data-testid={`grid-cell-${index}-${c.field}`}
                    data-changed={changed}
                    title={was(mark)}
                    value={text}
                    onChange={(e: React.ChangeEvent<HTMLInputElement>) => setCell(row.rowId, c.field, e.target.value)}
                    sx={cellSx}
                  />
                ) : (
                  <Box
                    key={c.field}
                    sx={{ px: 1, fontSize: 14, bgcolor: mark ? CHANGED_CELL : undefined, borderRadius: 1 }}
                    data-testid={`grid-cell-${index}-${c.field}`}
                    data-changed={changed}
                    title={was(mark)}
                  >
                    {text}
                  </Box>
                );
              })}
              {editable && (
                <Box sx={{ display: "flex" }}>
                  {fromInventory(row) && (
                    <IconButton
                      size="small"
                      aria-label={t("inventory.correctTitle")}
                      data-testid={`grid-correct-${index}`}
                      onClick={() => setCorrecting({ row, mode: "correct" })}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                  )}
                  <IconButton
                    size="small"
                    aria-label={t("grid.deleteRow")}
                    data-testid={`grid-delete-${index}`}
                    onClick={() =>
                      fromInventory(row)
                        ? setCorrecting({ row, mode: "remove" })
                        : setRows(rows.filter((r) => r.rowId !== row.rowId))
                    }
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Box>
              )}
            </Box>
          );
        })}
        <Box sx={{ height: padBottom }} />
      </Box>
      {since && marks.removedRows.size > 0 && (
        <Box sx={{ p: 1, color: "error.main", fontSize: 14 }} data-testid={`grid-rows-deleted-${module.moduleId}`}>
          {t("rejection.rowsDeleted", { version: since.version, count: marks.removedRows.size })}
        </Box>
      )}
      {rows.length === 0 && (
        <Box sx={{ p: 1, color: "text.secondary", fontSize: 14 }} data-testid="grid-empty">
          {t("grid.empty")}
        </Box>
      )}
      {editable && (
        <Button
          size="small"
          startIcon={<AddIcon />}
          sx={{ mt: 1 }}
          data-testid={`grid-add-row-${module.moduleId}`}
          onClick={() => setRows([...rows, { rowId: newRowId() }])}
        >
          {t("grid.addRow")}
        </Button>
      )}
      {/* A template's table (no record) takes nothing from the stock: records do. */}
      {editable && inventory && recordId !== "" && (
        <Button
          size="small"
          startIcon={<InventoryIcon />}
          sx={{ mt: 1, ml: 1 }}
          data-testid={`grid-from-inventory-${module.moduleId}`}
          onClick={() => setUsing(true)}
        >
          {t("inventory.open")}
        </Button>
      )}
      {editable && module.subType === "labInstrument" && recordId !== "" && (
        <Button
          size="small"
          startIcon={<InventoryIcon />}
          sx={{ mt: 1, ml: 1 }}
          data-testid={`grid-use-instrument-${module.moduleId}`}
          onClick={() => setUsingInstrument(true)}
        >
          {t("instrumentUse.open")}
        </Button>
      )}
      {usingInstrument && (
        <InstrumentUseDialog
          recordId={recordId}
          moduleId={module.moduleId}
          onClose={() => setUsingInstrument(false)}
          onUsed={(row) => {
            setUsingInstrument(false);
            commitRows([...rows, row]);
            showToast(t("instrumentUse.used"), "success");
          }}
        />
      )}
      {using && inventory && (
        <InventoryUseDialog
          recordId={recordId}
          moduleId={module.moduleId}
          onClose={() => setUsing(false)}
          onUsed={({ lot, amount, unit, rowId }, warnings) => {
            setUsing(false);
            commitRows([...rows, inventoryRow(inventory, rowId, lot, amount, unit)]);
            announceUsage(t, warnings);
          }}
        />
      )}
      {correcting && inventory && (
        <UsageCorrectionDialog
          moduleId={module.moduleId}
          subType={inventory}
          row={correcting.row}
          mode={correcting.mode}
          onClose={() => setCorrecting(null)}
          onDone={(changed) => {
            setCorrecting(null);
            commitRows(
              changed === null
                ? rows.filter((r) => r.rowId !== correcting.row.rowId)
                : rows.map((r) => (r.rowId === changed.rowId ? changed : r)),
            );
          }}
        />
      )}
    </Box>
  );
}
