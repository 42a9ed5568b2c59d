import { INSTRUMENT_LIMITS } from "@labledger/events/catalogue/instruments-values";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { showToast } from "../../../ui/toast-store";
import { INSTRUMENTS_KEY, registerInstrument } from "../api/instrument-calls";
import { EMPTY_INSTRUMENT, type InstrumentForm, instrumentProblems, registerBodyOf } from "../logic/instrument-form";

const TEXT_FIELDS = ["code", "name", "model", "manufacturer", "serialNumber", "location", "department"] as const;
const DATE_FIELDS = ["calibrationLastOn", "calibrationDueOn", "maintenanceLastOn", "maintenanceDueOn"] as const;

/** Registers an instrument: its description and its calibration and maintenance dates. A refusal (a taken asset number) shows here. */
export function RegisterDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("instruments");
  const client = useQueryClient();
  const [form, setForm] = useState<InstrumentForm>(EMPTY_INSTRUMENT);
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);
  const needs = instrumentProblems(form);
  const save = async () => {
    setBusy(true);
    setProblem("");
    try {
      await registerInstrument(registerBodyOf(form));
      await client.invalidateQueries({ queryKey: INSTRUMENTS_KEY });
      showToast(t("register.saved"), "success");
      onClose();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" data-testid="instrument-register-dialog">
      <DialogTitle>{t("register.title")}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 2, pt: 1 }}>
          {TEXT_FIELDS.map((field) => (
            <TextField
              key={field}
              size="small"
              label={t(`field.${field}`)}
              required={field === "code" || field === "name"}
              value={form[field]}
              onChange={(e) => setForm({ ...form, [field]: e.target.value })}
              slotProps={{
                htmlInput: {
                  maxLength: field === "code" ? INSTRUMENT_LIMITS.code : INSTRUMENT_LIMITS.short,
                  "data-testid": `instrument-${field}`,
                },
              }}
            />
          ))}
          {DATE_FIELDS.map((field) => (
            <TextField
              key={field}
              size="small"
              type="date"
              label={t(`field.${field}`)}
              value={form[field]}
              onChange={(e) => setForm({ ...form, [field]: e.target.value })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { "data-testid": `instrument-${field}` } }}
            />
          ))}
          <TextField
            size="small"
            label={t("field.notes")}
            multiline
            minRows={2}
            value={form.notes}
            onChange={(e) => setForm({ ...form, notes: e.target.value })}
            slotProps={{ htmlInput: { maxLength: INSTRUMENT_LIMITS.notes, "data-testid": "instrument-notes" } }}
            sx={{ gridColumn: "1 / -1" }}
          />
          {problem && (
            <Alert severity="error" data-testid="instrument-problem" sx={{ gridColumn: "1 / -1" }}>
              {problem}
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        {needs.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1, px: 2 }} data-testid="instrument-needs">
            {needs.map((n) => t(`register.needs.${n}`)).join(" ")}
          </Typography>
        )}
        <Button onClick={onClose} disabled={busy}>
          {t("common.cancel")}
        </Button>
        <Button
          variant="contained"
          loading={busy}
          disabled={needs.length > 0}
          onClick={() => void save()}
          data-testid="instrument-save"
        >
          {t("register.save")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
