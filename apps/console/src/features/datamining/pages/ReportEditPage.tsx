import { REPORT_LIMITS } from "@labledger/events/catalogue/reports-values";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import Alert from "@mui/material/Alert";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Collapse from "@mui/material/Collapse";
import Divider from "@mui/material/Divider";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router";
import { Loading } from "../../../app/Loading";
import { DebouncedButton } from "../../../ui/DebouncedButton";
import { showToast } from "../../../ui/toast-store";
import "../i18n/catalogue";
import {
  DATAMINING_KEY,
  type Report,
  type ReportTemplate,
  reportDataQuery,
  reportQuery,
  saveReport,
  templateQuery,
} from "../api/datamining-calls";
import { ChartsEditor } from "../components/ChartsEditor";
import { CriteriaFields } from "../components/CriteriaFields";
import { ReportView } from "../components/ReportView";
import { chartProblem, type ReportChart } from "../logic/charts-form";
import {
  type CriteriaForm,
  criteriaOfForm,
  daysProblem,
  EMPTY_CRITERIA_FORM,
  formOfCriteria,
  narrows,
} from "../logic/criteria-form";

const BACK = "/datamining";

/** The report's definition: name, summary, the records it narrows its template's to, and its charts. */
function ReportForm({
  saved,
  template,
  onCreated,
}: {
  saved?: Report;
  template: ReportTemplate;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation("datamining");
  const client = useQueryClient();
  const [name, setName] = useState(saved?.name ?? "");
  const [summary, setSummary] = useState(saved?.summary ?? "");
  const initialCriteria = saved ? formOfCriteria(saved.criteria) : EMPTY_CRITERIA_FORM;
  const [criteria, setCriteria] = useState<CriteriaForm>(initialCriteria);
  const [narrowing, setNarrowing] = useState(narrows(initialCriteria));
  const [charts, setCharts] = useState<ReportChart[]>(saved ? [...saved.charts] : []);
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const nameProblem = name.trim() === "" ? t("report.nameRequired") : null;
  const chartsWrong = charts.some((chart) => chartProblem(chart, template.columns) !== null);
  const blocked = nameProblem !== null || chartsWrong || daysProblem(criteria) !== null;

  const save = async () => {
    setTried(true);
    setRefusal(null);
    if (blocked) return;
    let id: string;
    try {
      ({ id } = await saveReport(saved?.id, {
        templateId: template.id,
        name: name.trim(),
        summary: summary.trim(),
        criteria: criteriaOfForm(criteria, saved?.criteria.templateIds),
        charts: charts.map((chart) => ({ ...chart, title: chart.title.trim() })),
      }));
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : t("report.saveFailed"));
      return;
    }
    await client.invalidateQueries({ queryKey: DATAMINING_KEY });
    showToast(t("report.saved"), "success");
    if (!saved) onCreated(id);
  };

  return (
    <Paper variant="outlined" sx={{ p: 3 }} data-testid="report-editor">
      <Stack spacing={3}>
        {refusal && (
          <Alert severity="error" data-testid="report-refusal">
            {t("report.refused", { message: refusal })}
          </Alert>
        )}
        <Typography variant="body2" color="text.secondary" data-testid="report-editor-template">
          {t("report.onTemplate", { name: template.name, count: template.columns.length })}
        </Typography>
        <TextField
          size="small"
          label={t("report.name")}
          value={name}
          required
          error={tried && nameProblem !== null}
          helperText={tried && nameProblem ? nameProblem : t("report.nameHint", { limit: REPORT_LIMITS.name })}
          onChange={(e) => setName(e.target.value)}
          slotProps={{ htmlInput: { maxLength: REPORT_LIMITS.name, "data-testid": "report-name" } }}
          sx={{ maxWidth: 560 }}
        />
        <TextField
          label={t("report.summary")}
          value={summary}
          multiline
          minRows={3}
          helperText={t("report.summaryHint", { count: [...summary].length, limit: REPORT_LIMITS.summary })}
          onChange={(e) => setSummary(e.target.value)}
          slotProps={{ htmlInput: { maxLength: REPORT_LIMITS.summary, "data-testid": "report-summary" } }}
        />
        <Box>
          <Button onClick={() => setNarrowing((open) => !open)} aria-expanded={narrowing} data-testid="report-narrow-toggle">
            {t(narrowing ? "report.narrowHide" : "report.narrowShow")}
          </Button>
          <Collapse in={narrowing}>
            <Stack spacing={1} sx={{ pt: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {t("report.narrowHint")}
              </Typography>
              <CriteriaFields value={criteria} onChange={setCriteria} testId="report-criteria" />
            </Stack>
          </Collapse>
        </Box>
        <Divider />
        <Stack spacing={1}>
          <Typography variant="h6" component="h2">
            {t("charts.heading")}
          </Typography>
          <ChartsEditor charts={charts} columns={template.columns} onChange={setCharts} />
          {tried && chartsWrong && (
            <Typography color="error" variant="body2" data-testid="charts-problem">
              {t("charts.fixFirst")}
            </Typography>
          )}
        </Stack>
        <Box>
          <DebouncedButton variant="contained" onClick={save} data-testid="report-save">
            {t("actions.save")}
          </DebouncedButton>
        </Box>
      </Stack>
    </Paper>
  );
}

/** The saved report as it reads now: its summary, charts and table. */
function SavedReport({ id }: { id: string }) {
  const { t } = useTranslation("datamining");
  const data = useQuery(reportDataQuery(id));
  return (
    <Paper variant="outlined" sx={{ p: 3 }} data-testid="report-section">
      <Box sx={{ minHeight: 4, mb: 1 }}>{data.isFetching && <LinearProgress aria-label={t("report.loading")} />}</Box>
      {data.error ? (
        <Alert severity="error" data-testid="report-data-error">
          {t("report.dataError", { message: data.error.message })}
        </Alert>
      ) : data.data ? (
        <ReportView report={data.data.report} data={data.data.data} />
      ) : (
        <Typography color="text.secondary">{t("report.loading")}</Typography>
      )}
    </Paper>
  );
}

/**
 * /reportEdit?id=… (a saved report) or ?templateId=… (a new one on that template), with the main
 * header hidden: its own bar back to the data-mining list, the report's definition, and below it
 * the report itself once saved.
 */
export default function ReportEditPage() {
  const { t } = useTranslation("datamining");
  const [address, setAddress] = useSearchParams();
  const id = address.get("id") ?? "";
  const report = useQuery(reportQuery(id));
  const templateId = id ? (report.data?.templateId ?? "") : (address.get("templateId") ?? "");
  const template = useQuery(templateQuery(templateId));
  const failed = report.error ?? template.error;
  const title = id ? (report.data?.name ?? t("report.titleLoading")) : t("report.newTitle");
  return (
    <Box data-testid="report-edit-page" sx={{ pb: 6 }}>
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar variant="dense" sx={{ gap: 1 }}>
          <Button component={RouterLink} to={BACK} startIcon={<ArrowBackIcon />} data-testid="report-back">
            {t("report.back")}
          </Button>
          <Typography variant="h6" component="h1" noWrap sx={{ flex: 1 }} data-testid="page-title">
            {title}
          </Typography>
        </Toolbar>
      </AppBar>
      <Stack spacing={2} sx={{ p: 2, maxWidth: 1400, mx: "auto" }}>
        {!id && !templateId ? (
          <Alert severity="info" data-testid="report-edit-nothing">
            {t("report.nothingChosen")}
          </Alert>
        ) : failed ? (
          <Alert severity="error" data-testid="report-load-error">
            {failed.message}
          </Alert>
        ) : template.data && (!id || report.data) ? (
          <ReportForm
            key={id || `new:${templateId}`}
            saved={id ? report.data : undefined}
            template={template.data}
            onCreated={(created) => setAddress({ id: created }, { replace: true })}
          />
        ) : (
          <Loading />
        )}
        {id && !failed && <SavedReport id={id} />}
      </Stack>
    </Box>
  );
}
