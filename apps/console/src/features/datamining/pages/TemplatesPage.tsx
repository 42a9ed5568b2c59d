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
import { listQuery, type ReportTemplate } from "../api/datamining-calls";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { DefinitionList } from "../components/DefinitionList";
import { useBin } from "../components/use-bin";

const editLink = (template: Pick<ReportTemplate, "id">) => `/datamining/edit/${encodeURIComponent(template.id)}`;

/** /datamining/reportTemplate: the report templates — new, edit, a report on one, or move one to the rubbish bin. */
export default function TemplatesPage() {
  const { t } = useTranslation("datamining");
  const { t: shell } = useTranslation();
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: 20 });
  const templates = useQuery(listQuery("templates", { binned: false, ...paging }));
  const bin = useBin("templates");
  return (
    <PageFrame title={shell("pages.dataminingReportTemplate")} testId="datamining-templates-page">
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: 2 }}>
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          {t("templates.intro")}
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          component={RouterLink}
          to="/datamining/add"
          data-testid="new-template"
        >
          {t("templates.new")}
        </Button>
      </Stack>
      <DefinitionList
        rows={templates.data?.rows}
        total={templates.data?.total ?? 0}
        error={templates.error}
        name={(r) => (
          <Link component={RouterLink} to={editLink(r)}>
            {r.name}
          </Link>
        )}
        extra={[
          {
            key: "description",
            header: t("list.description"),
            cell: (r) => (
              <Typography variant="body2" color="text.secondary" noWrap sx={{ maxWidth: 360 }} title={r.description}>
                {r.description}
              </Typography>
            ),
          },
          { key: "columns", header: t("list.columns"), cell: (r) => t("list.columnCount", { count: r.columns.length }) },
        ]}
        actions={(r) => (
          <>
            <Button size="small" component={RouterLink} to={editLink(r)} data-testid="template-edit">
              {t("actions.edit")}
            </Button>
            <Button
              size="small"
              component={RouterLink}
              to={`/reportEdit?templateId=${encodeURIComponent(r.id)}`}
              data-testid="template-new-report"
            >
              {t("templates.newReport")}
            </Button>
            <Button size="small" color="warning" onClick={() => bin.ask(r)} data-testid="template-bin">
              {t("actions.bin")}
            </Button>
          </>
        )}
        {...paging}
        onPage={(pageIndex, pageSize) => setPaging({ pageIndex, pageSize })}
        empty={t("templates.empty")}
        testId="template-list"
      />
      <ConfirmDialog
        open={bin.asking !== null}
        title={t("bin.title")}
        message={t("bin.templateQuestion", { name: bin.asking?.name ?? "" })}
        confirm={t("actions.bin")}
        onConfirm={bin.bin}
        onClose={bin.cancel}
        testId="bin-dialog"
      />
    </PageFrame>
  );
}
