import { REACTION_SOURCES } from "@labledger/domain/reaction/reaction-rows";
import { recalculate, withReference } from "@labledger/domain/reaction/stoichiometry";
import { type UnitField, withUnit } from "@labledger/domain/reaction/units";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import InfoIcon from "@mui/icons-material/InfoOutlined";
import InventoryIcon from "@mui/icons-material/Inventory2Outlined";
import UndoIcon from "@mui/icons-material/UndoOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import "../../i18n/catalogue";
import { useHistoryWords } from "../../../../ui/history-words";
import { announceUsage } from "../../inventory/announce-usage";
import { InventoryUseDialog } from "../../inventory/InventoryUseDialog";
import { UsageCorrectionDialog } from "../../inventory/UsageCorrectionDialog";
import { newRowId } from "../../model/grid-window";
import { linkedReactionRow, lotBarcodeOf, suggestedTaking, unlinkedReactionRow } from "../../model/inventory-rows";
import type { Row } from "../../model/types";
import { AmountInput, CELL_INPUT } from "./AmountInput";
import { Formula } from "./formula";
import { AMOUNT_SLOTS, COLUMNS_OF, type ReactionColumn } from "./reaction-columns";
import { newRowUnits, type ReactionSettings } from "./use-reaction-settings";

const TEMPLATE = `36px minmax(130px, 1.4fr) minmax(90px, 1fr) 76px 104px repeat(${AMOUNT_SLOTS}, minmax(104px, 1fr)) 100px`;
const cell = { px: 0.5, fontSize: 13, minWidth: 0 } as const;
/** The sections the spec names as lists (reactants, solvents, products); reagents and catalysts by their one name. */
const SECTION_HEADS: ReadonlySet<string> = new Set(["yldataSource", "rjdataSource", "cwdataSource"]);

const text = (value: unknown) => (typeof value === "string" ? value : "");
const figure = (value: unknown, digits: number) =>
  typeof value === "number" && Number.isFinite(value) ? value.toFixed(digits) : "";
/** A computed amount to at most `digits` decimals, without trailing zeros (8.8030 reads 8.803; 100 stays 100). */
const shownFigure = (value: unknown, digits: number) =>
  typeof value === "number" && Number.isFinite(value) ? String(Number(value.toFixed(digits))) : "";

/**
 * The reaction table (spec §3 Equation): a section each for reactants, reagents, catalysts,
 * solvents and products. Formulas and weights are the server's; typing one amount fills the rest
 * (the domain's `recalculate`); a unit chosen converts the amount exactly.
 */
export function ReactionTable(props: {
  recordId: string;
  moduleId: string;
  rows: readonly Row[];
  editable: boolean;
  incompleteRows: readonly string[];
  settings: ReactionSettings;
  onRows: (rows: Row[]) => void;
  /** Rows changed with a usage the server already recorded (a component taken from a bottle): saved at once. */
  onCommitRows: (rows: Row[]) => void;
}) {
  const { recordId, moduleId, rows, editable, incompleteRows, settings, onRows, onCommitRows } = props;
  const [taking, setTaking] = useState<Row | null>(null);
  const [correcting, setCorrecting] = useState<{ row: Row; mode: "correct" | "remove" } | null>(null);
  const replaced = (changed: Row) => rows.map((r) => (r.rowId === changed.rowId ? changed : r));
  const { t } = useTranslation("records");
  const say = useHistoryWords();
  const [open, setOpen] = useState<string | null>(null);
  const label = (field: string) => say(`module.equation.${field}`);
  const setRow = (rowId: string, change: (row: Row) => Row, edit?: string) =>
    onRows(
      recalculate(
        rows.map((row) => (row.rowId === rowId ? change(row) : row)),
        edit ? { rowId, field: edit } : undefined,
        settings,
      ),
    );
  const flagged = new Set(incompleteRows);
  const sections = REACTION_SOURCES.filter(
    (source) => rows.some((row) => row.source === source) || source === "yldataSource" || source === "cwdataSource",
  );

  const amountCell = (row: Row, index: number, column: ReactionColumn) => {
    const testId = `reaction-${index}-${column.field}`;
    const value = row[column.field];
    const unit = column.unit;
    return (
      <Box key={column.field} sx={{ ...cell, display: "flex", gap: 0.25, alignItems: "center" }}>
        {column.typed && editable ? (
          <AmountInput
            value={value}
            label={label(column.field)}
            testId={testId}
            onNumber={(n) => setRow(row.rowId, (r) => ({ ...r, [column.field]: n }), column.field)}
          />
        ) : (
          <Box component="span" data-testid={testId} sx={{ fontVariantNumeric: "tabular-nums" }}>
            {shownFigure(value, column.field === "yield" ? settings.yieldDecimals : settings.amountDecimals)}
          </Box>
        )}
        {unit && (
          <Box
            component="select"
            aria-label={label(unit.field)}
            data-testid={`${testId}-unit`}
            disabled={!editable}
            value={text(row[unit.field]) || (unit.field === "moleUnit" ? "mmol" : unit.field === "volumeUnit" ? "mL" : "g")}
            onChange={(e: React.ChangeEvent<HTMLSelectElement>) =>
              setRow(row.rowId, (r) => withUnit(r, unit.field as UnitField, e.target.value))
            }
            sx={{ font: "inherit", fontSize: 12, height: 28, border: 0, bgcolor: "transparent" }}
          >
            {unit.choices.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </Box>
        )}
      </Box>
    );
  };

  return (
    <Box data-testid={`reaction-table-${moduleId}`} sx={{ overflowX: "auto" }}>
      {sections.map((source) => {
        const columns = COLUMNS_OF[source] ?? [];
        const inSection = rows.map((row, index) => ({ row, index })).filter(({ row }) => row.source === source);
        return (
          <Box key={source} data-testid={`reaction-section-${source}`} sx={{ minWidth: 1240, mb: 1 }}>
            <Box
              sx={{
                display: "grid",
                gridTemplateColumns: TEMPLATE,
                bgcolor: "action.hover",
                fontWeight: 600,
                fontSize: 13,
                py: 0.5,
              }}
            >
              <Box />
              <Box sx={cell}>{SECTION_HEADS.has(source) ? label(source) : say(`module.source.${source}`)}</Box>
              <Box sx={cell}>{label("formula")}</Box>
              <Box sx={cell}>{label("molecularWeight")}</Box>
              <Box sx={cell}>{label("source")}</Box>
              {columns.map((c) => (
                <Box key={c.field} sx={cell}>
                  {label(c.field)}
                </Box>
              ))}
              {columns.length < AMOUNT_SLOTS && <Box sx={{ gridColumn: `span ${AMOUNT_SLOTS - columns.length}` }} />}
              <Box />
            </Box>
            {inSection.length === 0 && (
              <Box sx={{ p: 1, fontSize: 13, color: "text.secondary" }} data-testid={`reaction-empty-${source}`}>
                {t("reaction.sectionEmpty")}
              </Box>
            )}
            {inSection.map(({ row, index }) => (
              <Fragment key={row.rowId}>
                <Box
                  data-testid={`reaction-row-${index}`}
                  data-source={source}
                  data-incomplete={flagged.has(row.rowId) ? "true" : undefined}
                  sx={{
                    display: "grid",
                    gridTemplateColumns: TEMPLATE,
                    alignItems: "center",
                    minHeight: 36,
                    borderBottom: 1,
                    borderColor: "divider",
                    bgcolor: flagged.has(row.rowId) ? "rgba(211, 47, 47, 0.12)" : undefined,
                  }}
                >
                  <Box sx={{ textAlign: "center" }}>
                    {source !== "rjdataSource" && source !== "cwdataSource" && (
                      <input
                        type="radio"
                        name={`reference-${moduleId}`}
                        aria-label={label("reference")}
                        title={label("reference")}
                        data-testid={`reaction-${index}-reference`}
                        disabled={!editable}
                        checked={
                          row.reference === true ||
                          (!rows.some((r) => r.reference === true) && rows.find((r) => r.source === "yldataSource") === row)
                        }
                        onChange={() => onRows(recalculate(withReference(rows, row.rowId), undefined, settings))}
                      />
                    )}
                  </Box>
                  <Box sx={cell}>
                    {editable ? (
                      <Box
                        component="input"
                        aria-label={label("name")}
                        data-testid={`reaction-${index}-name`}
                        value={text(row.name)}
                        placeholder={text(row.formula).replaceAll(" ", "")}
                        onChange={(e: React.ChangeEvent<HTMLInputElement>) =>
                          setRow(row.rowId, (r) => ({ ...r, name: e.target.value }))
                        }
                        sx={CELL_INPUT}
                      />
                    ) : (
                      <span data-testid={`reaction-${index}-name`}>{text(row.name)}</span>
                    )}
                    {lotBarcodeOf(row) && (
                      <Box sx={{ fontSize: 11, color: "text.secondary" }} data-testid={`reaction-${index}-bottle`}>
                        {t("inventory.taken", {
                          amount: String(row.inventoryAmount ?? ""),
                          unit: text(row.inventoryUnit),
                          barcode: lotBarcodeOf(row),
                        })}
                      </Box>
                    )}
                  </Box>
                  <Box sx={cell} data-testid={`reaction-${index}-formula`}>
                    <Formula text={text(row.formula)} />
                  </Box>
                  <Box sx={cell} data-testid={`reaction-${index}-molecularWeight`}>
                    {figure(row.molecularWeight, 2)}
                  </Box>
                  <Box sx={cell}>
                    <Box
                      component="select"
                      aria-label={label("source")}
                      data-testid={`reaction-${index}-source`}
                      disabled={!editable || source === "cwdataSource"}
                      value={source}
                      onChange={(e: React.ChangeEvent<HTMLSelectElement>) =>
                        setRow(row.rowId, (r) => ({ ...r, source: e.target.value }))
                      }
                      sx={{ font: "inherit", fontSize: 13, height: 28, width: "100%" }}
                    >
                      {(source === "cwdataSource" ? ["cwdataSource"] : REACTION_SOURCES.filter((s) => s !== "cwdataSource")).map(
                        (s) => (
                          <option key={s} value={s}>
                            {say(`module.source.${s}`)}
                          </option>
                        ),
                      )}
                    </Box>
                  </Box>
                  {columns.map((column) => amountCell(row, index, column))}
                  {columns.length < AMOUNT_SLOTS && <Box sx={{ gridColumn: `span ${AMOUNT_SLOTS - columns.length}` }} />}
                  <Box sx={{ display: "flex" }}>
                    {typeof row.inchiKey === "string" && row.inchiKey && (
                      <IconButton
                        size="small"
                        aria-label={t("reaction.figures")}
                        data-testid={`reaction-${index}-figures`}
                        onClick={() => setOpen(open === row.rowId ? null : row.rowId)}
                      >
                        <InfoIcon fontSize="small" />
                      </IconButton>
                    )}
                    {editable && source !== "cwdataSource" && recordId !== "" && (
                      <IconButton
                        size="small"
                        aria-label={t(lotBarcodeOf(row) ? "inventory.correctTitle" : "inventory.open")}
                        title={t(lotBarcodeOf(row) ? "inventory.correctTitle" : "inventory.open")}
                        data-testid={`reaction-${index}-inventory`}
                        onClick={() => (lotBarcodeOf(row) ? setCorrecting({ row, mode: "correct" }) : setTaking(row))}
                      >
                        <InventoryIcon fontSize="small" />
                      </IconButton>
                    )}
                    {editable && lotBarcodeOf(row) && (
                      <IconButton
                        size="small"
                        aria-label={t("inventory.giveBack")}
                        title={t("inventory.giveBack")}
                        data-testid={`reaction-${index}-give-back`}
                        onClick={() => setCorrecting({ row, mode: "remove" })}
                      >
                        <UndoIcon fontSize="small" />
                      </IconButton>
                    )}
                    {editable && !text(row.structure) && !lotBarcodeOf(row) && (
                      <IconButton
                        size="small"
                        aria-label={t("grid.deleteRow")}
                        data-testid={`reaction-${index}-delete`}
                        onClick={() =>
                          onRows(
                            recalculate(
                              rows.filter((r) => r.rowId !== row.rowId),
                              undefined,
                              settings,
                            ),
                          )
                        }
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    )}
                  </Box>
                </Box>
                {open === row.rowId && (
                  <Box
                    data-testid={`reaction-${index}-details`}
                    sx={{ px: 6, py: 1, fontSize: 12, color: "text.secondary", wordBreak: "break-all" }}
                  >
                    {(["monoisotopicMass", "smiles", "inchi", "inchiKey"] as const).map((field) => (
                      <div key={field}>
                        {t("reaction.figure", {
                          label: label(field),
                          value: field === "monoisotopicMass" ? figure(row[field], 4) : text(row[field]),
                        })}
                      </div>
                    ))}
                  </Box>
                )}
              </Fragment>
            ))}
          </Box>
        );
      })}
      {editable && (
        <Button
          size="small"
          startIcon={<AddIcon />}
          data-testid={`reaction-add-row-${moduleId}`}
          onClick={() =>
            onRows([
              ...rows,
              { ...newRowUnits(settings), rowId: newRowId(), source: rows.length === 0 ? "yldataSource" : "reagent", name: "" },
            ])
          }
        >
          {t("reaction.addByName")}
        </Button>
      )}
      {taking && (
        <InventoryUseDialog
          recordId={recordId}
          moduleId={moduleId}
          rowId={taking.rowId}
          suggested={suggestedTaking(taking)}
          onClose={() => setTaking(null)}
          onUsed={({ lot, amount, unit }, warnings) => {
            setTaking(null);
            onCommitRows(replaced(linkedReactionRow(taking, lot.barcode, amount, unit)));
            announceUsage(t, warnings);
          }}
        />
      )}
      {correcting && (
        <UsageCorrectionDialog
          moduleId={moduleId}
          subType="equation"
          row={correcting.row}
          mode={correcting.mode}
          onClose={() => setCorrecting(null)}
          onDone={(changed) => {
            setCorrecting(null);
            onCommitRows(replaced(changed ?? unlinkedReactionRow(correcting.row)));
          }}
        />
      )}
    </Box>
  );
}
