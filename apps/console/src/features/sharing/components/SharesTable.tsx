import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageFrame } from "../../../pages/PageFrame";
import { formatWhen } from "../../../ui/format-when";
import { receiversInWords } from "../../../ui/share-receivers";
import { showToast } from "../../../ui/toast-store";
import { listMyShares, listSharedWithMe, revokeShare, type ShareRow } from "../api/share-calls";
import "../i18n/catalogue";
import { shareStateKey, startOfToday } from "../logic/share-lists";

/** What I share (with revoke), or what is shared with me (today or all): spec §2 /resource/share, todayShare, allShare. */
export function SharesTable({ route, list }: { route: string; list: "mine" | "withMeToday" | "withMe" }) {
  const { t, i18n } = useTranslation("sharing");
  const { t: shell } = useTranslation();
  const client = useQueryClient();
  const rows = useQuery({
    queryKey: ["shares", list],
    queryFn: () => (list === "mine" ? listMyShares() : listSharedWithMe(list === "withMeToday" ? startOfToday() : undefined)),
  });
  const [revoking, setRevoking] = useState<ShareRow | null>(null);
  const mine = list === "mine";
  const when = (iso: string | null | undefined) => (iso ? formatWhen(iso, i18n.language) : "—");
  const words = { list: t("list"), unknownMember: t("unknownMember"), unknownDepartment: t("unknownDepartment") };
  const record = (row: ShareRow) => row.subjectTitle ?? t("recordGone");
  const revoke = async () => {
    if (!revoking) return;
    await revokeShare(revoking.id);
    setRevoking(null);
    showToast(t("revoked"), "success");
    await client.invalidateQueries({ queryKey: ["shares"] });
  };
  const data = rows.data ?? [];
  return (
    <PageFrame title={shell(`pages.${route}`)} testId={`sharing-page-${route}`}>
      {rows.error && <Alert severity="error">{String((rows.error as Error).message)}</Alert>}
      <Table size="small" data-testid="share-table">
        <TableHead>
          <TableRow>
            <TableCell>{t("columns.number")}</TableCell>
            <TableCell>{t("columns.record")}</TableCell>
            <TableCell>{mine ? t("columns.receivers") : t("columns.sharer")}</TableCell>
            <TableCell>{t("columns.right")}</TableCell>
            <TableCell>{t("columns.reason")}</TableCell>
            <TableCell>{t("columns.state")}</TableCell>
            <TableCell>{mine ? t("columns.requested") : t("columns.decided")}</TableCell>
            {mine && <TableCell>{t("columns.actions")}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((row) => (
            <TableRow key={row.id} data-testid="share-row" data-title={row.subjectTitle ?? ""}>
              <TableCell>{row.subjectNumber ?? "—"}</TableCell>
              <TableCell>
                <Link to={`/editRecord/${row.subjectId}`} data-testid="share-open">
                  {record(row)}
                </Link>
              </TableCell>
              <TableCell>{mine ? receiversInWords(row, words) : row.sharerName}</TableCell>
              <TableCell data-testid="share-right">{t(`right.${row.attribute}`)}</TableCell>
              <TableCell>{row.reason}</TableCell>
              <TableCell>
                <Chip size="small" label={t(shareStateKey(row.state))} data-testid="share-state" />
              </TableCell>
              <TableCell>{when(mine ? row.requestedAt : row.decidedAt)}</TableCell>
              {mine && (
                <TableCell>
                  {row.state === "active" && (
                    <Button size="small" color="error" onClick={() => setRevoking(row)} data-testid="share-revoke">
                      {t("revoke")}
                    </Button>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {rows.isSuccess && data.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2 }} data-testid="share-empty">
          {t("empty")}
        </Typography>
      )}
      <Dialog open={revoking !== null} onClose={() => setRevoking(null)}>
        <DialogContent>{revoking ? t("revokeConfirm", { record: record(revoking) }) : ""}</DialogContent>
        <DialogActions>
          <Button onClick={() => setRevoking(null)}>{t("cancel")}</Button>
          <Button color="error" variant="contained" onClick={revoke} data-testid="share-revoke-confirm">
            {t("revoke")}
          </Button>
        </DialogActions>
      </Dialog>
    </PageFrame>
  );
}
