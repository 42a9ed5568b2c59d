import type { StockUnit } from "@labledger/domain/inventory/stock";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { correctUsage, lotByBarcode } from "../api/inventory-calls";
import { correctedRow, type InventoryTable, lotBarcodeOf, usageIdOf, usedIn } from "../model/inventory-rows";
import type { Row } from "../model/types";
import { AmountAndUnit } from "./AmountAndUnit";

interface Props {
  readonly moduleId: string;
  readonly subType: InventoryTable;
  readonly row: Row;
  /** "remove": the row goes and what it used returns to the stock. */
  readonly mode: "correct" | "remove";
  readonly onClose: () => void;
  readonly onDone: (row: Row | null) => void;
}

const MASS_OR_VOLUME: readonly StockUnit[] = ["mg", "g", "kg", "µL", "mL", "L", "piece"];

/** A usage row's amount changed, or the row removed: the lot's stock follows by a correction event, never by an edit. */
export function UsageCorrectionDialog({ moduleId, subType, row, mode, onClose, onDone }: Props) {
  const { t } = useTranslation("records");
  const was = usedIn(subType, row);
  const rowUnit = (MASS_OR_VOLUME.includes(was.unit as StockUnit) ? was.unit : "mL") as StockUnit;
  const [amount, setAmount] = useState(String(was.amount));
  const [unit, setUnit] = useState<StockUnit>(rowUnit);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const barcode = lotBarcodeOf(row) ?? "";
  const submit = async () => {
    const value = mode === "remove" ? 0 : Number(amount);
    if (!(value >= 0) || amount.trim() === "") {
      setProblem(t("inventory.amountInvalid"));
      return;
    }
    setBusy(true);
    try {
      const lot = await lotByBarcode(barcode);
      await correctUsage(lot.id, usageIdOf(moduleId, row.rowId), value, unit);
      onDone(mode === "remove" ? null : correctedRow(subType, row, value, unit));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="usage-correction-dialog">
      <DialogTitle>{t(mode === "remove" ? "inventory.removeTitle" : "inventory.correctTitle")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {mode === "remove" ? (
            <span>{t("inventory.removeWhat", { amount: was.amount, unit: was.unit, barcode })}</span>
          ) : (
            <AmountAndUnit
              autoFocus
              amount={amount}
              unit={unit}
              kindOf={rowUnit}
              onAmount={setAmount}
              onUnit={setUnit}
              testId="usage-correction"
            />
          )}
          {problem && (
            <Alert severity="error" data-testid="usage-correction-problem">
              {problem}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("inventory.cancel")}</Button>
        <Button
          variant="contained"
          color={mode === "remove" ? "warning" : "primary"}
          disabled={busy}
          onClick={() => void submit()}
          data-testid="usage-correction-submit"
        >
          {t(mode === "remove" ? "inventory.remove" : "inventory.correct")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
