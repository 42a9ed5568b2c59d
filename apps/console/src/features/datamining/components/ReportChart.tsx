import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import type { ReportData } from "@labledger/contracts";
import { chartOption, hasValues } from "@labledger/domain/report/chart-option";
import { useEChart } from "../../../ui/use-echart";

/**
 * One chart of a report, drawn by ECharts (loaded on first use, in its own chunk). It follows the
 * size of its box (and so the window's), and lets go of its canvas when it leaves the page.
 */
export function ReportChart({ chart }: { chart: ReportData["charts"][number] }) {
  const { t } = useTranslation("datamining");
  const drawable = hasValues(chart);
  const option = useMemo(
    () => chartOption(chart, { withTitle: false, blankCategory: t("chart.noValue"), emptyText: t("chart.nothing") }),
    [chart, t],
  );
  const { box, state } = useEChart({ drawable, load: () => import("./echarts-setup"), renderer: "canvas", option });

  const title = chart.title || t(`chartTypes.${chart.type}`);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="report-chart" data-chart-type={chart.type}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500 }} data-testid="report-chart-title">
        {title}
      </Typography>
      {!drawable ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: "center" }} data-testid="report-chart-empty">
          {t("chart.nothing")}
        </Typography>
      ) : state === "failed" ? (
        <Alert severity="error">{t("chart.failed")}</Alert>
      ) : (
        <Box
          ref={box}
          role="img"
          aria-label={t("chart.described", {
            title,
            type: t(`chartTypes.${chart.type}`),
            series: chart.series.map((s) => s.name).join(t("chart.listSeparator")),
          })}
          data-testid="report-chart-canvas"
          data-state={state}
          sx={{ width: "100%", height: 360 }}
        />
      )}
    </Paper>
  );
}
