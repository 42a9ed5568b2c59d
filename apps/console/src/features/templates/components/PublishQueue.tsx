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
import { formatWhen } from "../../../ui/format-when";
import { SignatureDialog, type SignatureInput } from "../../../ui/SignatureDialog";
import { showToast } from "../../../ui/toast-store";
import { decidePublish, listPublishRequests, type PublishQueueState, type TemplatePublishRequest } from "../api/template-calls";
import "../i18n/catalogue";

type Deciding = { granted: boolean; request: TemplatePublishRequest };

/**
 * The template publish queue (spec §2 /team/publish, /team/approvedPublish; §4 Approval queues):
 * requests waiting for me, approved or rejected with the same electronic signature a record's approval uses;
 * or the ones I decided.
 */
export function PublishQueue({ state, route }: { state: PublishQueueState; route: string }) {
  const { t, i18n } = useTranslation("templates");
  const { t: shell } = useTranslation();
  const client = useQueryClient();
  const me = useQuery(meQuery);
  const rows = useQuery({ queryKey: ["templates", "publish-queue", state], queryFn: () => listPublishRequests(state) });
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const pending = state === "pending";
  const list = rows.data ?? [];
  const scopeText = (request: TemplatePublishRequest) =>
    request.scope === "department" && request.departmentName
      ? t("queue.departmentScope", { department: request.departmentName })
      : t(`scope.${request.scope}`);
  const sign = async ({ password, meaning, comment }: SignatureInput) => {
    if (!deciding) return;
    await decidePublish(deciding.request, deciding.granted, { password, meaning, comment });
    showToast(t(deciding.granted ? "queue.approved" : "queue.rejected"), "success");
    await client.invalidateQueries({ queryKey: ["templates"] });
    await client.invalidateQueries({ queryKey: ["messages", "counts"] });
  };
  return (
    <PageFrame title={shell(`pages.${route}`)} testId={`publish-queue-${state}`}>
      {rows.error && <Alert severity="error">{(rows.error as Error).message}</Alert>}
      <Table size="small" data-testid="publish-queue">
        <TableHead>
          <TableRow>
            <TableCell>{t("columns.name")}</TableCell>
            <TableCell>{t("columns.version")}</TableCell>
            <TableCell>{t("columns.scope")}</TableCell>
            <TableCell>{t("queue.applicant")}</TableCell>
            <TableCell>{t("queue.requested")}</TableCell>
            <TableCell>{pending ? t("columns.actions") : t("queue.decision")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((request) => {
            const mine = [...request.decisions].reverse().find((d) => d.signerId === me.data?.id);
            return (
              <TableRow key={request.id} data-testid="publish-request" data-name={request.templateName}>
                <TableCell>
                  <Link to={`/previewTemplate/${encodeURIComponent(request.templateId)}`}>{request.templateName}</Link>
                </TableCell>
                <TableCell>{request.version}</TableCell>
                <TableCell>{scopeText(request)}</TableCell>
                <TableCell>{request.applicantName}</TableCell>
                <TableCell>{formatWhen(request.createdAt, i18n.language)}</TableCell>
                <TableCell>
                  <DecisionCell
                    pending={pending}
                    approveLabel={t("queue.approve")}
                    rejectLabel={t("queue.reject")}
                    onApprove={() => setDeciding({ granted: true, request })}
                    onReject={() => setDeciding({ granted: false, request })}
                    decision={
                      mine && {
                        approved: mine.approved,
                        label: t(mine.approved ? "queue.approvedAt" : "queue.rejectedAt", {
                          time: formatWhen(mine.signTime, i18n.language),
                        }),
                        comment: mine.comment,
                      }
                    }
                    testId="publish"
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {rows.isSuccess && list.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2 }} data-testid="publish-queue-empty">
          {t("queue.empty")}
        </Typography>
      )}
      <SignatureDialog
        open={deciding !== null}
        title={deciding?.granted === false ? t("queue.reject") : t("queue.approve")}
        subject={
          deciding
            ? t("queue.subject", {
                name: deciding.request.templateName,
                version: deciding.request.version,
                scope: scopeText(deciding.request),
              })
            : undefined
        }
        act={deciding?.granted === false ? "reject" : "approve"}
        comment={deciding?.granted === false ? "required" : "optional"}
        onClose={() => setDeciding(null)}
        onSign={sign}
      />
    </PageFrame>
  );
}
