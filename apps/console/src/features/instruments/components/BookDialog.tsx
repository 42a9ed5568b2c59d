import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { ApiError } from "../../../transport/api-error";
import { showToast } from "../../../ui/toast-store";
import { bookInstrument, INSTRUMENTS_KEY, type InstrumentRow } from "../api/instrument-calls";
import { fromLocalInput, type TimeWindow, toLocalInput } from "../logic/week";

/** Refusals a reason overcomes: the server asks for one when calibration has lapsed or the instrument is out of service. */
const NEEDS_REASON = new Set(["instrument.calibrationLapsed", "instrument.retired"]);

/**
 * Books the slot chosen (its times can be changed). The server decides: an overlap comes back in
 * its words; lapsed calibration or out of service asks for a reason, then books with it.
 */
export function BookDialog({ instrument, slot, onClose }: { instrument: InstrumentRow; slot: TimeWindow; onClose: () => void }) {
  const { t } = useTranslation("instruments");
  const client = useQueryClient();
  const [from, setFrom] = useState(toLocalInput(slot.from));
  const [to, setTo] = useState(toLocalInput(slot.to));
  const [purpose, setPurpose] = useState("");
  const [reason, setReason] = useState<string | null>(null);
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);
  const [fromAt, toAt] = [fromLocalInput(from), fromLocalInput(to)];
  const book = async () => {
    if (!fromAt || !toAt) return;
    setBusy(true);
    setProblem("");
    try {
      await bookInstrument(instrument.id, {
        from: fromAt,
        to: toAt,
        purpose,
        ...(reason?.trim() ? { reason: reason.trim() } : {}),
      });
      await client.invalidateQueries({ queryKey: INSTRUMENTS_KEY });
      showToast(t("book.booked"), "success");
      onClose();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      if (error instanceof ApiError && NEEDS_REASON.has(error.key)) setReason((r) => r ?? "");
    } finally {
      setBusy(false);
    }
  };
  const when = (label: string, value: string, set: (v: string) => void, testId: string) => (
    <TextField
      size="small"
      type="datetime-local"
      label={label}
      value={value}
      onChange={(e) => set(e.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { "data-testid": testId, step: 900 } }}
    />
  );
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" data-testid="booking-dialog">
      <DialogTitle>{t("book.title", { name: instrument.name })}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: "grid", gap: 2, pt: 1 }}>
          {when(t("book.from"), from, setFrom, "booking-from")}
          {when(t("book.to"), to, setTo, "booking-to")}
          <TextField
            size="small"
            label={t("book.purpose")}
            value={purpose}
            onChange={(e) => setPurpose(e.target.value)}
            slotProps={{ htmlInput: { "data-testid": "booking-purpose" } }}
          />
          {problem && (
            <Alert severity={reason === null ? "error" : "warning"} data-testid="booking-problem">
              {problem}
            </Alert>
          )}
          {reason !== null && (
            <TextField
              size="small"
              label={t("book.reason")}
              required
              multiline
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              slotProps={{ htmlInput: { "data-testid": "booking-reason" } }}
            />
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t("common.cancel")}
        </Button>
        <Button
          variant="contained"
          loading={busy}
          disabled={!fromAt || !toAt || (reason !== null && !reason.trim())}
          onClick={() => void book()}
          data-testid="booking-save"
        >
          {t("book.save")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
