import { type StockUnit, unitsOfKind } from "@labledger/domain/inventory/stock";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { findLots, type InventoryLot, lotByBarcode, recordUsage } from "../api/inventory-calls";
import { newRowId } from "../model/grid-window";
import { usageIdOf } from "../model/inventory-rows";
import { AmountAndUnit } from "./AmountAndUnit";

interface Props {
  readonly recordId: string;
  readonly moduleId: string;
  /** The row the usage is of: an existing one (a reaction's component), or a new one the table adds. */
  readonly rowId?: string;
  /** What the row's own amounts suggest was taken. */
  readonly suggested?: { readonly amount: string; readonly unit: StockUnit } | null;
  readonly onClose: () => void;
  /** The lot taken from, how much, the row the usage is of, and what the settings let through in words. */
  readonly onUsed: (used: UsedLot, warnings: readonly string[]) => void;
}

export interface UsedLot {
  readonly lot: InventoryLot;
  readonly amount: number;
  readonly unit: StockUnit;
  readonly rowId: string;
}

const EXPIRY_COLOUR = { expired: "error", aboutToExpire: "warning", valid: "success" } as const;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Spec §3 material usage record: a lot is chosen by scanning its barcode (a scanner types it and
 * presses Enter) or by a word of its name, then the amount used; the usage is recorded on the lot at
 * once and the row added to the table. A refusal (not enough left, expired) keeps what was typed.
 */
export function InventoryUseDialog({ recordId, moduleId, rowId: givenRowId, suggested, onClose, onUsed }: Props) {
  const { t, i18n } = useTranslation("records");
  const [search, setSearch] = useState("");
  const [found, setFound] = useState<InventoryLot[] | null>(null);
  const [lot, setLot] = useState<InventoryLot | null>(null);
  const [amount, setAmount] = useState(suggested?.amount ?? "");
  const [unit, setUnit] = useState<StockUnit>("mL");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 6 });

  const choose = (chosen: InventoryLot) => {
    setLot(chosen);
    const fits = suggested && unitsOfKind(chosen.unit).includes(suggested.unit);
    setUnit(fits ? suggested.unit : chosen.unit);
    // A mass suggested for a lot kept by volume says nothing of the volume taken.
    if (suggested && !fits && amount === suggested.amount) setAmount("");
    setProblem(null);
  };
  const look = async () => {
    const text = search.trim();
    if (!text) return;
    setProblem(null);
    try {
      choose(await lotByBarcode(text));
    } catch (scanRefusal) {
      const lots = await findLots(text).catch(() => []);
      setFound(lots);
      if (lots.length === 1) choose(lots[0]!);
      else if (lots.length === 0) setProblem(messageOf(scanRefusal));
    }
  };
  const use = async () => {
    if (!lot) return;
    const value = Number(amount);
    if (!(value > 0)) {
      setProblem(t("inventory.amountInvalid"));
      return;
    }
    const rowId = givenRowId ?? newRowId();
    setBusy(true);
    try {
      const usageId = usageIdOf(moduleId, rowId);
      const recorded = await recordUsage(lot.id, { usageId, amount: value, unit, experimentId: recordId, moduleId, rowId });
      onUsed({ lot, amount: value, unit, rowId }, recorded.warnings);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="inventory-use-dialog">
      <DialogTitle>{t("inventory.title")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Stack direction="row" spacing={1}>
            <TextField
              autoFocus
              fullWidth
              size="small"
              label={t("inventory.scan")}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter") void look();
              }}
              slotProps={{ htmlInput: { "data-testid": "inventory-scan" } }}
            />
            <Button onClick={() => void look()} data-testid="inventory-find">
              {t("inventory.find")}
            </Button>
          </Stack>
          {found && found.length > 1 && !lot && (
            <List dense data-testid="inventory-found">
              {found.map((candidate) => (
                <ListItemButton key={candidate.id} onClick={() => choose(candidate)}>
                  <ListItemText
                    primary={`${candidate.name} · ${candidate.barcode}`}
                    secondary={t("inventory.left", { amount: number.format(candidate.quantity), unit: candidate.unit })}
                  />
                </ListItemButton>
              ))}
            </List>
          )}
          {lot && (
            <Stack spacing={1} data-testid="inventory-lot">
              <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
                <strong>{lot.name}</strong>
                <span>{lot.barcode}</span>
                {lot.details.lotNumber && <span>{t("inventory.lotNumber", { lot: lot.details.lotNumber })}</span>}
                <Chip size="small" color={EXPIRY_COLOUR[lot.expiryState]} label={t(`inventory.expiry.${lot.expiryState}`)} />
              </Stack>
              <span data-testid="inventory-left">
                {t("inventory.left", { amount: number.format(lot.quantity), unit: lot.unit })}
              </span>
              <AmountAndUnit
                amount={amount}
                unit={unit}
                kindOf={lot.unit}
                onAmount={setAmount}
                onUnit={setUnit}
                testId="inventory"
              />
            </Stack>
          )}
          {problem && (
            <Alert severity="error" data-testid="inventory-problem">
              {problem}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("inventory.cancel")}</Button>
        <Button variant="contained" disabled={!lot || busy} onClick={() => void use()} data-testid="inventory-use">
          {t("inventory.use")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
