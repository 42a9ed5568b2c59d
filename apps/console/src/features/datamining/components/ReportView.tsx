import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { ExportButtons } from "../../../ui/ExportButtons";
import "../i18n/catalogue";
import { formatWhen } from "../../../ui/format-when";
import { exportPath, type Report, type ReportData } from "../api/datamining-calls";
import { ReportChart } from "./ReportChart";
import { ReportTable } from "./ReportTable";

/** A saved report as its readers see it: its summary, its charts, its table, when it was read, and its exports. */
export function ReportView({ report, data }: { report: Report; data: ReportData }) {
  const { t, i18n } = useTranslation("datamining");
  const fileName = (report.name.replace(/[\\/:*?"<>|]+/g, " ").trim() || t("report.fileName")).slice(0, 80);
  return (
    <Stack spacing={2} data-testid="report-view">
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }} data-testid="report-view-name">
          {report.name}
        </Typography>
        <ExportButtons
          pathOf={(format) => exportPath(report.id, format)}
          fallbackName={(format) => `${fileName}.${format}`}
          formats={["pdf", "xlsx"] as const}
          testId="report-export"
        />
      </Stack>
      {report.summary && (
        <Typography sx={{ whiteSpace: "pre-wrap" }} data-testid="report-view-summary">
          {report.summary}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" data-testid="report-view-facts">
        {t("report.template", { name: report.templateName })}
        {" · "}
        {data.total > data.rows.length
          ? t("report.showing", { shown: data.rows.length, total: data.total })
          : t("report.records", { count: data.total })}
        {" · "}
        <span data-testid="report-as-of">{t("report.asOf", { time: formatWhen(data.asOf, i18n.language) })}</span>
      </Typography>
      {data.charts.length > 0 && (
        <Box
          sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: data.charts.length > 1 ? "1fr 1fr" : "1fr" } }}
          data-testid="report-charts"
        >
          {data.charts.map((chart) => (
            <ReportChart key={chart.chartId} chart={chart} />
          ))}
        </Box>
      )}
      {/* Read again, the table starts again at its first page. */}
      <ReportTable key={data.asOf} data={data} />
    </Stack>
  );
}
