import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { IMPORT_FILE_TYPES } from "./import-formats";

export interface ImportDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Hands the text to Ketcher; false when Ketcher cannot read it (the drawing is then unchanged). */
  readonly onImport: (text: string) => Promise<boolean>;
}

/** Paste or open a structure (SMILES, molfile, RXN V2000/V3000, SDF, KET, CDXML): it replaces the drawing. */
export function ImportDialog({ open, onClose, onImport }: ImportDialogProps) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setText("");
    setProblem(null);
    onClose();
  };
  const openFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      setText(await file.text());
      setProblem(null);
    } catch {
      setProblem(t("structure.fileUnreadable"));
    }
  };
  const submit = async () => {
    if (text.trim() === "") {
      setProblem(t("structure.importEmpty"));
      return;
    }
    setBusy(true);
    try {
      if (await onImport(text)) close();
      else setProblem(t("structure.importUnreadable"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : close} fullWidth maxWidth="sm" data-testid="structure-import-dialog">
      <DialogTitle>{t("structure.importTitle")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t("structure.importHint")}
          </Typography>
          <TextField
            multiline
            minRows={6}
            maxRows={16}
            label={t("structure.importText")}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setProblem(null);
            }}
            slotProps={{ htmlInput: { "data-testid": "structure-import-text", spellCheck: false } }}
            sx={{ "& textarea": { fontFamily: "monospace", fontSize: 13 } }}
          />
          <input
            ref={picker}
            type="file"
            hidden
            accept={IMPORT_FILE_TYPES.join(",")}
            data-testid="structure-import-file"
            onChange={(e) => {
              void openFile(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
          <div>
            <Button size="small" onClick={() => picker.current?.click()}>
              {t("structure.chooseFile")}
            </Button>
          </div>
          {problem && (
            <Alert severity="error" data-testid="structure-import-error">
              {problem}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {t("common.cancel")}
        </Button>
        <Button variant="contained" loading={busy} onClick={() => void submit()} data-testid="structure-import-submit">
          {t("structure.importConfirm")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
