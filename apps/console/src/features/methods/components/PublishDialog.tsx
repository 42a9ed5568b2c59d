import { METHOD_LIMITS } from "@labledger/events/catalogue/methods-values";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { today } from "../logic/method-status";

/** Publishing the draft as the next version: in effect from a date, with a summary of what changed (both required). */
export function PublishDialog({
  version,
  onPublish,
  onClose,
}: {
  version: number;
  onPublish: (effectiveDate: string, changeSummary: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation("methods");
  const [effectiveDate, setEffectiveDate] = useState(today());
  const [changeSummary, setChangeSummary] = useState("");
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);
  const publish = async () => {
    setBusy(true);
    setProblem("");
    try {
      await onPublish(effectiveDate, changeSummary.trim());
      onClose();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" data-testid="publish-dialog">
      <DialogTitle>{t("publish.title", { version })}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: "grid", gap: 2, pt: 1 }}>
          <TextField
            type="date"
            label={t("publish.effectiveDate")}
            value={effectiveDate}
            required
            onChange={(e) => setEffectiveDate(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { "data-testid": "publish-date" } }}
          />
          <TextField
            label={t("publish.changeSummary")}
            value={changeSummary}
            required
            multiline
            minRows={2}
            onChange={(e) => setChangeSummary(e.target.value)}
            helperText={changeSummary.trim() ? undefined : t("publish.needsSummary")}
            slotProps={{ htmlInput: { maxLength: METHOD_LIMITS.changeSummary, "data-testid": "publish-summary" } }}
          />
          {problem && (
            <Alert severity="error" data-testid="publish-problem">
              {problem}
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t("publish.cancel")}
        </Button>
        <Button
          variant="contained"
          onClick={() => void publish()}
          disabled={busy || !changeSummary.trim() || !effectiveDate}
          data-testid="publish-confirm"
        >
          {t("publish.confirm")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
