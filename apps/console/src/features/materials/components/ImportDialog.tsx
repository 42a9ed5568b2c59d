import { INVENTORY_IMPORT_EXTENSIONS, INVENTORY_IMPORT_LIMITS } from "@labledger/events/catalogue/inventory-import-values";
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
import "../i18n/catalogue";
import { showToast } from "../../../ui/toast-store";
import { importInventory, MATERIALS_KEY, previewImport } from "../api/material-calls";

type Preview = Awaited<ReturnType<typeof previewImport>>;
const ACCEPT = INVENTORY_IMPORT_EXTENSIONS.map((extension) => `.${extension}`).join(",");
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Import an inventory from CSV or XLSX (issue 20): the file is read by the server and every row
 * shown as the lot it becomes, or what must be mended in it; the import registers them all, and is
 * offered only once no row has a problem.
 */
export function ImportDialog({ onClose }: { readonly onClose: () => void }) {
  const { t } = useTranslation("materials");
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setPreview(null);
    setProblem(null);
    setBusy(true);
    try {
      setPreview(await previewImport(chosen));
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  const run = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const { registered } = await importInventory(file);
      await client.invalidateQueries({ queryKey: MATERIALS_KEY });
      showToast(t("import.done", { count: registered }), "success");
      onClose();
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  const faulty = preview?.rows.filter((row) => row.problems.length > 0).length ?? 0;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" data-testid="material-import-dialog">
      <DialogTitle>{t("import.title")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Typography color="text.secondary">
            {t("import.intro", { mb: INVENTORY_IMPORT_LIMITS.bytes / 1024 / 1024, rows: INVENTORY_IMPORT_LIMITS.rows })}
          </Typography>
          <Button variant="outlined" component="label" disabled={busy} sx={{ alignSelf: "flex-start" }}>
            {file ? t("import.another") : t("import.choose")}
            <input
              hidden
              type="file"
              accept={ACCEPT}
              data-testid="material-import-file"
              onChange={(e) => void choose(e.target.files?.[0])}
            />
          </Button>
          {problem && (
            <Alert severity="error" data-testid="material-import-problem">
              {problem}
            </Alert>
          )}
          {preview && (
            <>
              <Alert severity={faulty ? "warning" : "success"} data-testid="material-import-summary">
                {faulty
                  ? t("import.faulty", { count: faulty, total: preview.rows.length })
                  : t("import.ready", { count: preview.rows.length })}
              </Alert>
              {preview.unknownColumns.length > 0 && (
                <Alert severity="info">
                  {t("import.unknownColumns", { columns: preview.unknownColumns.join(t("import.list")) })}
                </Alert>
              )}
              <Table size="small" data-testid="material-import-rows">
                <TableHead>
                  <TableRow>
                    <TableCell>{t("import.line")}</TableCell>
                    <TableCell>{t("field.barcode")}</TableCell>
                    <TableCell>{t("field.name")}</TableCell>
                    <TableCell>{t("field.quantity")}</TableCell>
                    <TableCell>{t("field.expiresOn")}</TableCell>
                    <TableCell>{t("import.check")}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {preview.rows.map((row) => (
                    <TableRow key={row.line} data-testid={`material-import-line-${row.line}`}>
                      <TableCell>{row.line}</TableCell>
                      <TableCell>{row.barcode}</TableCell>
                      <TableCell>{row.name}</TableCell>
                      <TableCell>{row.quantity === null ? "" : `${row.quantity} ${row.unit}`}</TableCell>
                      <TableCell>{row.expiresOn ?? ""}</TableCell>
                      <TableCell sx={{ color: row.problems.length ? "error.main" : "text.secondary" }}>
                        {[...row.problems, ...row.warnings].join(t("import.list")) || t("import.ok")}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("import.cancel")}</Button>
        <Button
          variant="contained"
          disabled={busy || !preview?.importable}
          onClick={() => void run()}
          data-testid="material-import-run"
        >
          {t("import.run", { count: preview?.rows.length ?? 0 })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
