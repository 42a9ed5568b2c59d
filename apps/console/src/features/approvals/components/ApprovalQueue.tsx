import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Stack from "@mui/material/Stack";
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
import { showToast } from "../../../ui/toast-store";
import { type ApprovalRow, approve, listApprovals, type Queue, type QueueState, reject } from "../api/approval-calls";
import "../i18n/catalogue";
import { formatTime, myDecision, nodeName, signInTurn } from "../logic/queue";

type Deciding = { kind: "approve" | "reject"; rows: readonly ApprovalRow[] };

/** One approval queue (spec §2, §4): pending for me, or decided by me; record approvals or recalls. */
export function ApprovalQueue({ queue, state, route }: { queue: Queue; state: QueueState; route: string }) {
  const { t } = useTranslation("approvals");
  const { t: shell } = useTranslation();
  const client = useQueryClient();
  const me = useQuery(meQuery);
  const key = ["approvals", queue, state];
  const rows = useQuery({ queryKey: key, queryFn: () => listApprovals(queue, state) });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [failures, setFailures] = useState<ReadonlyArray<{ row: ApprovalRow; message: string }>>([]);
  const pending = state === "pending";
  const list = rows.data ?? [];
  const refresh = async () => {
    setSelected(new Set());
    await client.invalidateQueries({ queryKey: ["approvals"] });
    await client.invalidateQueries({ queryKey: ["messages", "counts"] });
  };
  const label = (row: ApprovalRow) => `${row.number ?? ""} ${row.title ?? ""}`.trim();

  const decide = async ({ password, comment, meaning }: { password: string; comment: string; meaning: SignatureMeaning }) => {
    if (!deciding) return;
    const call = deciding.kind === "approve" ? approve : reject;
    // Spec §8: a failure on one record is reported and the next one goes on.
    const outcome = await signInTurn(deciding.rows, (row) => call(row.id, { password, comment, meaning }));
    // One record: the dialog shows the refusal itself; a batch lists what was not signed.
    setFailures(deciding.rows.length > 1 ? outcome.failed : []);
    await refresh();
    if (outcome.done.length > 0)
      showToast(t(deciding.kind === "approve" ? "done.approved" : "done.rejected", { count: outcome.done.length }), "success");
    if (outcome.done.length === 0 && outcome.failed.length > 0) throw outcome.failed[0]!.error;
  };

  return (
    <PageFrame title={shell(`pages.${route}`)} testId={`approvals-page-${route}`}>
      {pending && (
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <Button
            variant="contained"
            disabled={selected.size === 0}
            onClick={() => setDeciding({ kind: "approve", rows: list.filter((r) => selected.has(r.id)) })}
            data-testid="batch-approve"
          >
            {t("actions.batchApprove", { count: selected.size })}
          </Button>
        </Stack>
      )}
      {failures.length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="batch-failures" onClose={() => setFailures([])}>
          {failures.map((f) => (
            <Box key={f.row.id}>{t("failed", { record: label(f.row), message: f.message })}</Box>
          ))}
        </Alert>
      )}
      {rows.error && <Alert severity="error">{String((rows.error as Error).message)}</Alert>}
      <Table size="small" data-testid="approval-table">
        <TableHead>
          <TableRow>
            {pending && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={list.length > 0 && selected.size === list.length}
                  indeterminate={selected.size > 0 && selected.size < list.length}
                  onChange={(e) => setSelected(new Set(e.target.checked ? list.map((r) => r.id) : []))}
                  slotProps={{ input: { "aria-label": t("actions.selectAll") } }}
                />
              </TableCell>
            )}
            <TableCell>{t("columns.number")}</TableCell>
            <TableCell>{t("columns.title")}</TableCell>
            <TableCell>{t("columns.version")}</TableCell>
            <TableCell>{t("columns.applicant")}</TableCell>
            <TableCell>{queue === "recall" ? t("columns.reason") : t("columns.node")}</TableCell>
            <TableCell>{t("columns.submitted")}</TableCell>
            <TableCell>{pending ? t("columns.actions") : t("columns.decision")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((row) => {
            const mine = myDecision(row, me.data?.id);
            return (
              <TableRow key={row.id} data-testid="approval-row" data-approval-id={row.id} data-title={row.title ?? ""}>
                {pending && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected.has(row.id)}
                      onChange={(e) => {
                        const next = new Set(selected);
                        if (e.target.checked) next.add(row.id);
                        else next.delete(row.id);
                        setSelected(next);
                      }}
                      slotProps={{ input: { "aria-label": label(row), "data-testid": "approval-select" } as object }}
                    />
                  </TableCell>
                )}
                <TableCell>{row.number ?? "—"}</TableCell>
                <TableCell>
                  <Link to={`/previewRecord/${row.experimentId}`} data-testid="approval-open">
                    {row.title ?? "—"}
                  </Link>
                </TableCell>
                <TableCell>{row.version}</TableCell>
                <TableCell>{row.applicantName}</TableCell>
                <TableCell>{queue === "recall" ? (row.reason ?? "—") : nodeName(row)}</TableCell>
                <TableCell>{formatTime(row.createdAt)}</TableCell>
                <TableCell>
                  <DecisionCell
                    pending={pending}
                    approveLabel={queue === "recall" ? t("actions.grant") : t("actions.approve")}
                    rejectLabel={queue === "recall" ? t("actions.refuse") : t("actions.reject")}
                    onApprove={() => setDeciding({ kind: "approve", rows: [row] })}
                    onReject={() => setDeciding({ kind: "reject", rows: [row] })}
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
        title={
          deciding?.kind === "reject"
            ? queue === "recall"
              ? t("actions.refuse")
              : t("actions.reject")
            : queue === "recall"
              ? t("actions.grant")
              : t("actions.approve")
        }
        subject={deciding ? deciding.rows.map(label).join(", ") : undefined}
        act={
          deciding?.kind === "reject"
            ? queue === "recall"
              ? "refuseRecall"
              : "reject"
            : queue === "recall"
              ? "grantRecall"
              : "approve"
        }
        comment={deciding?.kind === "reject" ? "required" : "optional"}
        onClose={() => setDeciding(null)}
        onSign={decide}
      />
    </PageFrame>
  );
}
