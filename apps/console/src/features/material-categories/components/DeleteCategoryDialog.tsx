import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import type { MaterialCategory } from "../api/material-category-calls";

/** Asks before a category is deleted; a refusal (lots are in it) is the server's toast. */
export function DeleteCategoryDialog(props: { category: MaterialCategory; onDelete: () => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation("material-categories");
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await props.onDelete();
    } finally {
      setBusy(false);
      props.onClose();
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : props.onClose} data-testid="category-delete-dialog">
      <DialogTitle>{t("confirm.title")}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t("confirm.text", { name: props.category.name })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={busy}>
          {t("confirm.cancel")}
        </Button>
        <Button
          color="error"
          variant="contained"
          loading={busy}
          onClick={() => void remove()}
          data-testid="category-delete-confirm"
        >
          {t("confirm.delete")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
