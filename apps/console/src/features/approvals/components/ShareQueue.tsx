import Alert from "@mui/material/Alert";
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
import { meQuery } from "../../../transport/queries";
import { DecisionCell } from "../../../ui/DecisionCell";
import { SignatureDialog, type SignatureMeaning } from "../../../ui/SignatureDialog";
import { receiversInWords } from "../../../ui/share-receivers";
import { showToast } from "../../../ui/toast-store";
import { approveShare, listShareApprovals, type QueueState, rejectShare, type ShareApprovalRow } from "../api/approval-calls";
import "../i18n/catalogue";
import { formatTime, myDecision } from "../logic/queue";

/** The share queue (spec §2 /team/approvingRecord, /team/approvedShareRecord; §4): pending for me, or decided by me. */
export function ShareQueue({ state, route }: { state: QueueState; route: string }) {
  const { t } = useTranslation("approvals");
  const { t: shell } = useTranslation();
  const client = useQueryClient();
  const me = useQuery(meQuery);
  const rows = useQuery({ queryKey: ["approvals", "share", state], queryFn: () => listShareApprovals(state) });
  const [deciding, setDeciding] = useState<{ kind: "approve" | "reject"; row: ShareApprovalRow } | null>(null);
  const pending = state === "pending";
  const list = rows.data ?? [];
  const words = {
    list: t("share.list"),
    unknownMember: t("share.unknownMember"),
    unknownDepartment: t("share.unknownDepartment"),
  };
  const label = (row: ShareApprovalRow) => `${row.number ?? ""} ${row.title ?? ""}`.trim();

  const decide = async ({ password, comment, meaning }: { password: string; comment: string; meaning: SignatureMeaning }) => {
    if (!deciding) return;
    const sign = deciding.kind === "approve" ? approveShare : rejectShare;
    await sign(deciding.row.id, { password, comment, meaning });
    await client.invalidateQueries({ queryKey: ["approvals"] });
    await client.invalidateQueries({ queryKey: ["messages", "counts"] });
    showToast(t(deciding.kind === "approve" ? "done.approved" : "done.rejected", { count: 1 }), "success");
  };

  return (
    <PageFrame title={shell(`pages.${route}`)} testId={`approvals-page-${route}`}>
      {rows.error && <Alert severity="error">{String((rows.error as Error).message)}</Alert>}
      <Table size="small" data-testid="approval-table">
        <TableHead>
          <TableRow>
            <TableCell>{t("columns.number")}</TableCell>
            <TableCell>{t("columns.title")}</TableCell>
            <TableCell>{t("share.receivers")}</TableCell>
            <TableCell>{t("share.right")}</TableCell>
            <TableCell>{t("columns.applicant")}</TableCell>
            <TableCell>{t("columns.reason")}</TableCell>
            <TableCell>{t("share.asked")}</TableCell>
            <TableCell>{pending ? t("columns.actions") : t("columns.decision")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((row) => {
            const mine = myDecision(row, me.data?.id);
            return (
              <TableRow key={row.id} data-testid="approval-row" data-title={row.title ?? ""}>
                <TableCell>{row.number ?? "—"}</TableCell>
                <TableCell>
                  <Link to={`/previewRecord/${row.experimentId}`} data-testid="approval-open">
                    {row.title ?? t("share.recordGone")}
                  </Link>
                </TableCell>
                <TableCell data-testid="share-receivers">{receiversInWords(row, words)}</TableCell>
                <TableCell>{row.attribute === 1 ? t("share.readWrite") : t("share.readOnly")}</TableCell>
                <TableCell>{row.applicantName}</TableCell>
                <TableCell>{row.reason ?? "—"}</TableCell>
                <TableCell>{formatTime(row.createdAt)}</TableCell>
                <TableCell>
                  <DecisionCell
                    pending={pending}
                    approveLabel={t("actions.approve")}
                    rejectLabel={t("actions.reject")}
                    onApprove={() => setDeciding({ kind: "approve", row })}
                    onReject={() => setDeciding({ kind: "reject", row })}
                    decision={
                      mine && {
                        approved: mine.approved,
                        label: `${mine.approved ? t("decision.approved") : t("decision.rejected")} · ${formatTime(mine.signTime)}`,
                        comment: mine.comment,
                      }
                    }
                    testId="approval"
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {rows.isSuccess && list.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2 }} data-testid="approval-empty">
          {t("empty")}
        </Typography>
      )}
      <SignatureDialog
        open={deciding !== null}
        title={deciding?.kind === "reject" ? t("share.reject") : t("share.approve")}
        subject={deciding ? label(deciding.row) : undefined}
        act={deciding?.kind === "reject" ? "reject" : "approve"}
        comment="optional"
        onClose={() => setDeciding(null)}
        onSign={decide}
      />
    </PageFrame>
  );
}
