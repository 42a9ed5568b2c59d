import MoreVertIcon from "@mui/icons-material/MoreVert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SubmitModal } from "../../../ui/SubmitModal";
import "../i18n/catalogue";
import type { RecordModule } from "../model/types";
import { MODULE_TITLE_MAX } from "../model/validation";

/** Rename, move up or down, delete (after a confirmation) one module. */
export function ModuleMenu(props: {
  module: RecordModule;
  first: boolean;
  last: boolean;
  onRename: (title: string) => Promise<unknown>;
  onMove: (by: -1 | 1) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
}) {
  const { t } = useTranslation("records");
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [title, setTitle] = useState(props.module.title);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={t("modules.actions")}
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="module-menu"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem
          data-testid="module-rename"
          onClick={() => {
            close();
            setTitle(props.module.title);
            setRenaming(true);
          }}
        >
          {t("modules.rename")}
        </MenuItem>
        <MenuItem disabled={props.first} data-testid="module-up" onClick={() => void props.onMove(-1).finally(close)}>
          {t("modules.moveUp")}
        </MenuItem>
        <MenuItem disabled={props.last} data-testid="module-down" onClick={() => void props.onMove(1).finally(close)}>
          {t("modules.moveDown")}
        </MenuItem>
        <MenuItem
          data-testid="module-delete"
          onClick={() => {
            close();
            setDeleting(true);
          }}
        >
          {t("modules.delete")}
        </MenuItem>
      </Menu>
      <SubmitModal
        open={renaming}
        title={t("modules.rename")}
        onClose={() => setRenaming(false)}
        onSubmit={async () => {
          if (!title.trim()) throw new Error("title");
          await props.onRename(title.trim());
        }}
      >
        <TextField
          fullWidth
          size="small"
          sx={{ mt: 1 }}
          label={t("modules.title")}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          slotProps={{ htmlInput: { maxLength: MODULE_TITLE_MAX, "data-testid": "module-rename-title" } }}
        />
      </SubmitModal>
      <Dialog open={deleting} onClose={() => setDeleting(false)}>
        <DialogTitle>{t("modules.delete")}</DialogTitle>
        <DialogContent>{t("modules.deleteConfirm", { title: props.module.title })}</DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(false)}>{t("common.cancel")}</Button>
          <Button
            color="error"
            variant="contained"
            data-testid="module-delete-confirm"
            onClick={() => {
              setDeleting(false);
              void props.onDelete().catch(() => undefined);
            }}
          >
            {t("modules.delete")}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
