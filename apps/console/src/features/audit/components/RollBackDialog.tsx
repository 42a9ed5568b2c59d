import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { rollBack } from "../api/audit-api";

export const REASON_MAX = 500;

/**
 * Asks the reason of a roll-back (required, at most 500 characters) and confirms it; the
 * server's refusal (signed content, a record that cannot be edited) is shown in its words.
 */
export function RollBackDialog({
  open,
  recordId,
  version,
  onClose,
  onDone,
}: {
  open: boolean;
  recordId: string;
  version: number;
  onClose: () => void;
  onDone: (reason: string) => void;
}) {
  const { t } = useTranslation("audit");
  const [reason, setReason] = useState("");
  const [touched, setTouched] = useState(false);
  const mutation = useMutation({
    mutationFn: (why: string) => rollBack(recordId, version, why),
    onSuccess: (_result, why) => onDone(why),
  });
  const { reset } = mutation;
  useEffect(() => {
    if (open) {
      setReason("");
      setTouched(false);
      reset();
    }
  }, [open, reset]);
  const trimmed = reason.trim();
  const missing = trimmed.length === 0;
  const tooLong = reason.length > REASON_MAX;
  const invalid = missing || tooLong;
  const confirm = () => {
    setTouched(true);
    if (invalid) return;
    mutation.mutate(trimmed);
  };
  return (
    <Dialog open={open} onClose={mutation.isPending ? undefined : onClose} fullWidth maxWidth="sm" data-testid="rollback-dialog">
      <DialogTitle>{t("versions.rollbackTitle", { version })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t("versions.rollbackExplain", { version })}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          required
          label={t("versions.rollbackReason")}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && invalid}
          helperText={
            touched && missing
              ? t("versions.reasonRequired")
              : tooLong
                ? t("versions.reasonTooLong", { max: REASON_MAX })
                : `${reason.length} / ${REASON_MAX}`
          }
          slotProps={{ htmlInput: { "data-testid": "rollback-reason" } }}
          data-testid="rollback-reason-field"
        />
        {mutation.error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="rollback-error">
            {mutation.error instanceof Error && mutation.error.message ? mutation.error.message : t("versions.rollbackFailed")}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={mutation.isPending} data-testid="rollback-cancel">
          {t("versions.cancel")}
        </Button>
        <Button
          variant="contained"
          color="warning"
          onClick={confirm}
          disabled={mutation.isPending}
          data-testid="rollback-confirm"
        >
          {t("versions.rollbackConfirm", { version })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
