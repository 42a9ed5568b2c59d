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
import { PageFrame } from "../../../pages/PageFrame";
import { DecisionCell } from "../../../ui/DecisionCell";
import { formatWhen } from "../../../ui/format-when";
import { SignatureDialog, type SignatureInput } from "../../../ui/SignatureDialog";
import { showToast } from "../../../ui/toast-store";
import { decideExport, exportQueue, type RecordExport } from "../api/export-calls";
import "../i18n/catalogue";
import { ExportWhat } from "./ExportWhat";

type Deciding = { approved: boolean; row: RecordExport };

/** The export approval queue (spec §4): exports waiting for me, or those I decided; each decision signed. */
export function ExportQueue({ state, route }: { state: "pending" | "decided"; route: string }) {
  const { t, i18n } = useTranslation("exports");
  const { t: shell } = useTranslation();
  const client = useQueryClient();
  const rows = useQuery({ queryKey: ["exports", "queue", state], queryFn: () => exportQueue(state) });
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const pending = state === "pending";
  const list = rows.data ?? [];

  const decide = async ({ password, comment, meaning }: SignatureInput) => {
    if (!deciding) return;
    await decideExport(deciding.row.id, { approved: deciding.approved, comment, password, meaning });
    showToast(t(deciding.approved ? "list.approvedToast" : "list.rejectedToast"), "success");
    await client.invalidateQueries({ queryKey: ["exports"] });
    await client.invalidateQueries({ queryKey: ["messages", "counts"] });
  };

  return (
    <PageFrame title={shell(`pages.${route}`)} testId={`export-queue-${state}`}>
      {rows.error && <Alert severity="error">{String((rows.error as Error).message)}</Alert>}
      <Table size="small" data-testid="export-queue-table">
        <TableHead>
          <TableRow>
            {["requester", "what", "format", "requestedAt", pending ? "actions" : "decision"].map((c) => (
              <TableCell key={c}>{t(`list.columns.${c}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((row) => (
            <TableRow key={row.id} data-testid="export-queue-row">
              <TableCell>{row.requesterName}</TableCell>
              <TableCell>
                <ExportWhat row={row} />
              </TableCell>
              <TableCell>{t(`list.formats.${row.format}`)}</TableCell>
              <TableCell>{formatWhen(row.requestedAt, i18n.language)}</TableCell>
              <TableCell>
                <DecisionCell
                  pending={pending}
                  approveLabel={t("list.approve")}
                  rejectLabel={t("list.reject")}
                  onApprove={() => setDeciding({ approved: true, row })}
                  onReject={() => setDeciding({ approved: false, row })}
                  decision={{
                    approved: row.status !== "rejected",
                    label: t("list.decided", {
                      decision: t(row.status === "rejected" ? "list.rejected" : "list.approved"),
                      name: row.reviewerName ?? "",
                      time: formatWhen(row.decidedAt ?? "", i18n.language),
                    }),
                    comment: row.comment ?? undefined,
                  }}
                  testId="export"
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {rows.isSuccess && list.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2 }} data-testid="export-queue-empty">
          {t("list.empty")}
        </Typography>
      )}
      <SignatureDialog
        open={deciding !== null}
        title={deciding?.approved === false ? t("list.reject") : t("list.approve")}
        subject={
          deciding ? (
            <>
              {deciding.row.requesterName} · <ExportWhat row={deciding.row} />
            </>
          ) : undefined
        }
        act={deciding?.approved === false ? "reject" : "approve"}
        comment={deciding?.approved === false ? "required" : "optional"}
        onClose={() => setDeciding(null)}
        onSign={decide}
        testId="export-signature"
      />
    </PageFrame>
  );
}
