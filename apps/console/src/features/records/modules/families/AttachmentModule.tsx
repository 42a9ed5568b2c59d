import UploadIcon from "@mui/icons-material/UploadFile";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiError } from "../../../../transport/api-error";
import { showToast } from "../../../../ui/toast-store";
import { getAttachmentLink, getFileSettings, uploadAttachments } from "../../api/record-calls";
import "../../i18n/catalogue";
import { fileProblems, isPdf, viewable } from "../../model/file-checks";
import type { AttachmentRow } from "../../model/types";
import type { ModuleBodyProps } from "../module-props";

// pdf.js comes with the first PDF viewed, never with the editor.
const PdfView = lazy(() => import("./PdfView"));

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/**
 * Attachment modules: checked, uploaded (multipart, signed), listed, and viewed through a
 * 10-minute link for that attachment row: pictures as images, PDFs drawn by pdf.js. No frame
 * shows a file, so nothing a file holds runs on the console's origin.
 */
export function AttachmentModule({ recordId, module, content, editable, onServerChange }: ModuleBodyProps) {
  const { t } = useTranslation("records");
  const input = useRef<HTMLInputElement>(null);
  const settings = useQuery({ queryKey: ["settings", "files"], queryFn: getFileSettings });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [viewing, setViewing] = useState<{ name: string; url: string } | null>(null);
  const rows = content.rows as readonly AttachmentRow[];

  const upload = async (files: File[]) => {
    setProblem(null);
    if (files.length === 0 || !settings.data) return;
    const found = fileProblems(files, settings.data);
    if (found) {
      setProblem(t(found.key, found.values));
      return;
    }
    setBusy(true);
    try {
      await uploadAttachments(recordId, module.moduleId, files);
      showToast(t("upload.done"), "success");
      onServerChange();
    } catch (error) {
      setProblem((error as ApiError).message);
    } finally {
      setBusy(false);
    }
  };

  const open = async (row: AttachmentRow, download: boolean) => {
    const { url } = await getAttachmentLink(recordId, row.sha256, row.rowId);
    if (download) window.open(`${url}&download=true`, "_blank");
    else setViewing({ name: row.name, url });
  };

  return (
    <Box>
      {rows.length === 0 && (
        <Typography color="text.secondary" variant="body2">
          {t("upload.none")}
        </Typography>
      )}
      <Stack spacing={0.5} data-testid={`attachments-${module.moduleId}`}>
        {rows.map((row) => (
          <Stack key={row.rowId} direction="row" spacing={2} sx={{ alignItems: "center" }} data-testid="attachment-row">
            <Typography variant="body2" sx={{ flex: 1 }}>
              {row.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {sizeText(row.size)}
            </Typography>
            {viewable(row.name) && (
              <Link component="button" onClick={() => void open(row, false)} data-testid="attachment-view">
                {t("upload.view")}
              </Link>
            )}
            <Link component="button" onClick={() => void open(row, true)}>
              {t("upload.download")}
            </Link>
          </Stack>
        ))}
      </Stack>
      {problem && (
        <Alert severity="error" sx={{ mt: 1 }} data-testid="upload-problem">
          {problem}
        </Alert>
      )}
      {editable && (
        <>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            data-testid={`upload-input-${module.moduleId}`}
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = "";
              void upload(files);
            }}
          />
          <Button
            size="small"
            sx={{ mt: 1 }}
            startIcon={<UploadIcon />}
            loading={busy}
            disabled={!settings.data}
            onClick={() => input.current?.click()}
          >
            {t("upload.choose")}
          </Button>
        </>
      )}
      <Dialog open={viewing !== null} onClose={() => setViewing(null)} maxWidth="lg" fullWidth>
        <DialogTitle>{viewing?.name}</DialogTitle>
        <DialogContent data-testid="attachment-viewer">
          {viewing &&
            (isPdf(viewing.name) ? (
              <Suspense fallback={<Typography color="text.secondary">{t("upload.viewerLoading")}</Typography>}>
                <PdfView url={viewing.url} title={viewing.name} />
              </Suspense>
            ) : (
              <PictureView url={viewing.url} name={viewing.name} />
            ))}
        </DialogContent>
      </Dialog>
    </Box>
  );
}

/** A picture; a format the browser cannot draw (TIFF outside Safari) says so and points to the download. */
function PictureView({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation("records");
  const [failed, setFailed] = useState(false);
  if (failed) return <Alert severity="warning">{t("upload.viewerFailed")}</Alert>;
  return <Box component="img" src={url} alt={name} sx={{ maxWidth: "100%" }} onError={() => setFailed(true)} />;
}
