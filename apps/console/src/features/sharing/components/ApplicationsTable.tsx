import Alert from "@mui/material/Alert";
import Chip from "@mui/material/Chip";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../pages/PageFrame";
import { formatWhen } from "../../../ui/format-when";
import { receiversInWords } from "../../../ui/share-receivers";
import { type ApplicationRow, listMyApplications } from "../api/share-calls";
import "../i18n/catalogue";
import { applicationStateKey, startOfToday } from "../logic/share-lists";

/** My share and template-publish requests, today or all, with where each stands and the reviewer's decision (spec §2 todayApply, allApply). */
export function ApplicationsTable({ route, today }: { route: string; today: boolean }) {
  const { t, i18n } = useTranslation("sharing");
  const { t: shell } = useTranslation();
  const rows = useQuery({
    queryKey: ["shares", "applications", today],
    queryFn: () => listMyApplications(today ? startOfToday() : undefined),
  });
  const words = { list: t("list"), unknownMember: t("unknownMember"), unknownDepartment: t("unknownDepartment") };
  const subject = (row: ApplicationRow) =>
    row.queue === "publish" ? (row.templateName ?? "—") : `${row.number ?? ""} ${row.title ?? t("recordGone")}`.trim();
  const decision = (row: ApplicationRow) => {
    const last = row.decisions.at(-1);
    if (!last) return t("noDecision");
    return t("decision", {
      signer: last.printedName,
      verdict: t(last.approved ? "verdict.approved" : "verdict.rejected"),
      time: formatWhen(last.signTime, i18n.language),
      comment: last.comment ? t("suffix", { text: last.comment }) : "",
    });
  };
  const data = rows.data ?? [];
  return (
    <PageFrame title={shell(`pages.${route}`)} testId={`sharing-page-${route}`}>
      {rows.error && <Alert severity="error">{String((rows.error as Error).message)}</Alert>}
      <Table size="small" data-testid="application-table">
        <TableHead>
          <TableRow>
            <TableCell>{t("columns.kind")}</TableCell>
            <TableCell>{t("columns.record")}</TableCell>
            <TableCell>{t("columns.receivers")}</TableCell>
            <TableCell>{t("columns.right")}</TableCell>
            <TableCell>{t("columns.reason")}</TableCell>
            <TableCell>{t("columns.state")}</TableCell>
            <TableCell>{t("columns.requested")}</TableCell>
            <TableCell>{t("columns.decision")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((row) => (
            <TableRow key={row.id} data-testid="application-row">
              <TableCell>{t(`kind.${row.queue}`)}</TableCell>
              <TableCell>{subject(row)}</TableCell>
              <TableCell>{row.queue === "share" ? receiversInWords(row, words) : "—"}</TableCell>
              <TableCell>{row.attribute === undefined ? "—" : t(`right.${row.attribute}`)}</TableCell>
              <TableCell>{row.reason ?? "—"}</TableCell>
              <TableCell>
                <Chip size="small" label={t(applicationStateKey(row))} data-testid="application-state" />
              </TableCell>
              <TableCell>{formatWhen(row.createdAt, i18n.language)}</TableCell>
              <TableCell data-testid="application-decision">{decision(row)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {rows.isSuccess && data.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2 }} data-testid="application-empty">
          {t("empty")}
        </Typography>
      )}
    </PageFrame>
  );
}
