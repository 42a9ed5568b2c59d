import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/** Asks before something is done (moving to the rubbish bin); the button waits for it, and the dialog closes when it is done. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirm,
  onConfirm,
  onClose,
  testId,
}: {
  open: boolean;
  title: string;
  message: string;
  confirm: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // The call has said why (a toast): the dialog stays, to try again or cancel.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} data-testid={testId} maxWidth="xs" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t("common.cancel")}
        </Button>
        <Button variant="contained" color="warning" loading={busy} onClick={run} data-testid={`${testId}-confirm`}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
