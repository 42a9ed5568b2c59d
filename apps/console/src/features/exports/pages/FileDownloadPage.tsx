import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import LinearProgress from "@mui/material/LinearProgress";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../pages/PageFrame";
import { ApiError } from "../../../transport/api-error";
import { formatWhen } from "../../../ui/format-when";
import { showToast } from "../../../ui/toast-store";
import { downloadExport, myExports, type RecordExport } from "../api/export-calls";
import { ExportWhat } from "../components/ExportWhat";
import "../i18n/catalogue";
import { inFlight, percentDone, sizeInWords } from "../logic/export-progress";

const COLOURS = {
  ready: "success",
  failed: "error",
  rejected: "error",
  expired: "default",
  pending: "warning",
  queued: "info",
} as const;

/** /FileDownload — the member's exports: progress while written, then the file, its downloads left and validity. */
export default function FileDownloadPage() {
  const { t, i18n } = useTranslation("exports");
  const { t: shell } = useTranslation();
  const client = useQueryClient();
  const rows = useQuery({
    queryKey: ["exports", "mine"],
    queryFn: myExports,
    refetchInterval: (query) => ((query.state.data ?? []).some(inFlight) ? 1000 : false),
  });
  const download = async (row: RecordExport) => {
    try {
      const name = await downloadExport(row);
      showToast(t("list.downloaded", { name }), "success");
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : String(error), "error");
    }
    await client.invalidateQueries({ queryKey: ["exports", "mine"] });
  };
  const list = rows.data ?? [];
  return (
    <PageFrame title={shell("pages.fileDownload")} testId="file-download-page">
      {rows.error && <Alert severity="error">{String((rows.error as Error).message)}</Alert>}
      <Table size="small" data-testid="export-table">
        <TableHead>
          <TableRow>
            {["requestedAt", "what", "format", "status", "progress", "file", "expiresAt", "remaining", "actions"].map((c) => (
              <TableCell key={c}>{t(`list.columns.${c}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((row) => (
            <TableRow key={row.id} data-testid="export-row" data-status={row.status} data-format={row.format}>
              <TableCell>{formatWhen(row.requestedAt, i18n.language)}</TableCell>
              <TableCell>
                <ExportWhat row={row} />
              </TableCell>
              <TableCell>{t(`list.formats.${row.format}`)}</TableCell>
              <TableCell>
                <Chip size="small" color={COLOURS[row.status]} label={row.statusText} data-testid="export-status" />
                {row.failure && (
                  <Typography variant="body2" color="error" data-testid="export-failure">
                    {row.failure}
                  </Typography>
                )}
                {row.status === "rejected" && row.comment && <Typography variant="body2">{row.comment}</Typography>}
              </TableCell>
              <TableCell sx={{ minWidth: 120 }}>
                <LinearProgress variant="determinate" value={percentDone(row)} aria-label={t("list.columns.progress")} />
                <Typography variant="caption" data-testid="export-progress">
                  {t("list.progress", { done: row.status === "ready" ? row.total : row.done, total: row.total })}
                </Typography>
              </TableCell>
              <TableCell>{row.fileName ? `${row.fileName} · ${sizeInWords(row.size ?? 0)}` : "—"}</TableCell>
              <TableCell>{row.expiresAt ? formatWhen(row.expiresAt, i18n.language) : "—"}</TableCell>
              <TableCell data-testid="export-remaining">{row.remaining ?? "—"}</TableCell>
              <TableCell>
                {row.status === "ready" && (
                  <Button size="small" variant="contained" onClick={() => download(row)} data-testid="export-download">
                    {t("list.download")}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {rows.isSuccess && list.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2 }} data-testid="export-empty">
          {t("list.empty")}
        </Typography>
      )}
    </PageFrame>
  );
}
