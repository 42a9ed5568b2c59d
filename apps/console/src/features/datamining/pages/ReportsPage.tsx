import AddIcon from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { PageFrame } from "../../../pages/PageFrame";
import "../i18n/catalogue";
import { listQuery, type Report } from "../api/datamining-calls";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { DefinitionList } from "../components/DefinitionList";
import { NewReportDialog } from "../components/NewReportDialog";
import { useBin } from "../components/use-bin";

const reportLink = (report: Pick<Report, "id">) => `/reportEdit?id=${encodeURIComponent(report.id)}`;

/** /datamining: the reports — name, template, owner, last change; a new one on a template, open one, or move it to the rubbish bin. */
export default function ReportsPage() {
  const { t } = useTranslation("datamining");
  const { t: shell } = useTranslation();
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: 20 });
  const reports = useQuery(listQuery("reports", { binned: false, ...paging }));
  const [creating, setCreating] = useState(false);
  const bin = useBin("reports");
  return (
    <PageFrame title={shell("pages.datamining")} testId="datamining-reports-page">
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: 2 }}>
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          {t("reports.intro")}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} data-testid="new-report">
          {t("reports.new")}
        </Button>
      </Stack>
      <DefinitionList
        rows={reports.data?.rows}
        total={reports.data?.total ?? 0}
        error={reports.error}
        name={(r) => (
          <Link component={RouterLink} to={reportLink(r)} data-testid="report-open-name">
            {r.name}
          </Link>
        )}
        extra={[{ key: "template", header: t("list.template"), cell: (r) => r.templateName }]}
        actions={(r) => (
          <>
            <Button size="small" component={RouterLink} to={reportLink(r)} data-testid="report-open">
              {t("actions.open")}
            </Button>
            <Button size="small" color="warning" onClick={() => bin.ask(r)} data-testid="report-bin">
              {t("actions.bin")}
            </Button>
          </>
        )}
        {...paging}
        onPage={(pageIndex, pageSize) => setPaging({ pageIndex, pageSize })}
        empty={t("reports.empty")}
        testId="report-list"
      />
      <NewReportDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={bin.asking !== null}
        title={t("bin.title")}
        message={t("bin.reportQuestion", { name: bin.asking?.name ?? "" })}
        confirm={t("actions.bin")}
        onConfirm={bin.bin}
        onClose={bin.cancel}
        testId="bin-dialog"
      />
    </PageFrame>
  );
}
