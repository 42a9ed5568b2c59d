import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../transport/api-error";
import { formatWhen } from "../../../ui/format-when";
import { showToast } from "../../../ui/toast-store";
import "../i18n/catalogue";
import { type ElnImportPreview, importEln, previewElnImport } from "../api/records";
import { noteWrite } from "../hooks/write-position";

/**
 * Import an .eln file (from eLabFTW, Kadi4Mat, PASTA, SampleDB or LabLedger) into a record book:
 * the file is read by the server first and what it would create is listed, with each record's
 * problems; importing is offered only when there are none.
 */
export function ImportElnDialog({ bookId, open, onClose }: { bookId: string; open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation("projects");
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ElnImportPreview | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const close = () => {
    setFile(null);
    setPreview(null);
    setError("");
    onClose();
  };
  const failed = (failure: unknown) => setError(failure instanceof ApiError ? failure.message : String(failure));
  const choose = async (chosen: File | undefined) => {
    setPreview(null);
    setError("");
    setFile(chosen ?? null);
    if (!chosen) return;
    setBusy(true);
    try {
      setPreview(await previewElnImport(bookId, chosen));
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
    }
  };
  const run = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const imported = await importEln(bookId, file);
      noteWrite(imported.position);
      await client.invalidateQueries({ queryKey: ["experiments"] });
      showToast(t("import.done", { count: imported.records.length }), "success");
      close();
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={close} maxWidth="lg" fullWidth data-testid="import-eln-dialog">
      <DialogTitle>{t("import.title")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography color="text.secondary">{t("import.hint")}</Typography>
          <Button variant="outlined" component="label" disabled={busy} sx={{ alignSelf: "flex-start" }}>
            {file ? file.name : t("import.choose")}
            <input
              hidden
              type="file"
              accept=".eln,application/zip"
              data-testid="import-eln-file"
              onChange={(e) => choose(e.target.files?.[0])}
            />
          </Button>
          {error && (
            <Alert severity="error" data-testid="import-eln-error">
              {error}
            </Alert>
          )}
          {preview && (
            <>
              <Typography data-testid="import-eln-source">
                {t("import.source", {
                  application: preview.application ?? t("import.unknownApplication"),
                  count: preview.records.length,
                })}
              </Typography>
              <Table size="small" data-testid="import-eln-preview">
                <TableHead>
                  <TableRow>
                    {["title", "createdAt", "authors", "modules", "files", "problems"].map((c) => (
                      <TableCell key={c}>{t(`import.columns.${c}`)}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {preview.records.map((record) => (
                    <TableRow key={record.id} data-testid="import-eln-record">
                      <TableCell>{record.title}</TableCell>
                      <TableCell>
                        {record.createdAt ? formatWhen(record.createdAt, i18n.language) || record.createdAt : "—"}
                      </TableCell>
                      <TableCell>{record.authors.join(t("import.list")) || "—"}</TableCell>
                      <TableCell>{record.modules.map((m) => m.kind).join(t("import.list")) || "—"}</TableCell>
                      <TableCell>{record.files.length}</TableCell>
                      <TableCell>
                        {record.problems.length === 0 ? (
                          t("import.noProblem")
                        ) : (
                          <Typography variant="body2" color="error" data-testid="import-eln-problem">
                            {record.problems.join(" ")}
                          </Typography>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              {!preview.importable && <Alert severity="warning">{t("import.blocked")}</Alert>}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t("import.cancel")}</Button>
        <Button variant="contained" disabled={busy || !preview?.importable} onClick={run} data-testid="import-eln-submit">
          {t("import.submit", { count: preview?.records.length ?? 0 })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
