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
import { findInstruments, type InstrumentRow, recordInstrumentUse } from "../api/inventory-calls";
import { newRowId } from "../model/grid-window";
import { usageIdOf } from "../model/inventory-rows";
import type { Row } from "../model/types";

interface Props {
  readonly recordId: string;
  readonly moduleId: string;
  readonly onClose: () => void;
  /** The row the use adds to the instruments table. */
  readonly onUsed: (row: Row) => void;
}

const STATUS_COLOUR = {
  valid: "success",
  dueSoon: "warning",
  lapsed: "error",
  notScheduled: "default",
  retired: "error",
} as const;
/** Out of calibration or out of service: used only with a reason, kept in the event. */
const needsReason = (instrument: InstrumentRow) => instrument.status === "lapsed" || instrument.status === "retired";

/** An instrument used in a record's instruments table (issue 20): found by asset number or name, its use recorded on it at once. */
export function InstrumentUseDialog({ recordId, moduleId, onClose, onUsed }: Props) {
  const { t } = useTranslation("records");
  const [search, setSearch] = useState("");
  const [found, setFound] = useState<InstrumentRow[] | null>(null);
  const [chosen, setChosen] = useState<InstrumentRow | null>(null);
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const look = async () => {
    setProblem(null);
    setChosen(null);
    const rows = await findInstruments(search).catch((error: unknown) => {
      setProblem(error instanceof Error ? error.message : String(error));
      return [];
    });
    setFound(rows);
    if (rows.length === 1) setChosen(rows[0]!);
  };
  const use = async () => {
    if (!chosen) return;
    if (needsReason(chosen) && !reason.trim()) {
      setProblem(t("instrumentUse.reasonNeeded"));
      return;
    }
    const rowId = newRowId();
    setBusy(true);
    try {
      await recordInstrumentUse(chosen.id, {
        usageId: usageIdOf(moduleId, rowId),
        experimentId: recordId,
        moduleId,
        rowId,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      });
      onUsed({
        rowId,
        name: chosen.name,
        model: chosen.model,
        instrumentNo: chosen.code,
        calibrationDue: chosen.calibration.dueOn ?? "",
      });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="instrument-use-dialog">
      <DialogTitle>{t("instrumentUse.title")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Stack direction="row" spacing={1}>
            <TextField
              autoFocus
              fullWidth
              size="small"
              label={t("instrumentUse.search")}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter") void look();
              }}
              slotProps={{ htmlInput: { "data-testid": "instrument-use-search" } }}
            />
            <Button onClick={() => void look()}>{t("inventory.find")}</Button>
          </Stack>
          {found && found.length === 0 && <Alert severity="info">{t("instrumentUse.none")}</Alert>}
          {found && found.length > 1 && (
            <List dense>
              {found.map((instrument) => (
                <ListItemButton key={instrument.id} selected={chosen?.id === instrument.id} onClick={() => setChosen(instrument)}>
                  <ListItemText primary={`${instrument.code} · ${instrument.name}`} secondary={instrument.model} />
                </ListItemButton>
              ))}
            </List>
          )}
          {chosen && (
            <Stack direction="row" spacing={1} sx={{ alignItems: "center" }} data-testid="instrument-use-chosen">
              <strong>{chosen.name}</strong>
              <span>{chosen.code}</span>
              <Chip size="small" color={STATUS_COLOUR[chosen.status]} label={t(`instrumentUse.status.${chosen.status}`)} />
            </Stack>
          )}
          {chosen && needsReason(chosen) && (
            <TextField
              size="small"
              label={t("instrumentUse.reason")}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              slotProps={{ htmlInput: { "data-testid": "instrument-use-reason" } }}
            />
          )}
          {problem && (
            <Alert severity="error" data-testid="instrument-use-problem">
              {problem}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("inventory.cancel")}</Button>
        <Button variant="contained" disabled={!chosen || busy} onClick={() => void use()} data-testid="instrument-use-submit">
          {t("instrumentUse.use")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
