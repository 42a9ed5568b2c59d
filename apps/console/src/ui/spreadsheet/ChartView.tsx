import { chartData } from "@labledger/domain/module-kinds/spreadSheet/charts";
import { chartFits, sheetChartOption } from "@labledger/domain/module-kinds/spreadSheet/sheet-chart-option";
import type { SheetChart, Workbook } from "@labledger/domain/module-kinds/spreadSheet/workbook";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useEChart } from "../use-echart";

/**
 * A spreadsheet chart (line, bar or scatter) drawn by ECharts as SVG, loaded on first use in its own
 * chunk, from the same data, fit and option as the record's PDF. The title and each fit's
 * "y = a·x + b, R² = …" are words on the page above the drawing (read aloud, selectable). It follows
 * its box's size and lets go of the drawing when it leaves the page.
 */
export function ChartView({ workbook, chart, height = 320 }: { workbook: Workbook; chart: SheetChart; height?: number }) {
  const { t } = useTranslation();
  const data = useMemo(() => chartData(workbook, chart), [workbook, chart]);
  const fits = useMemo(() => chartFits(chart, data), [chart, data]);
  const drawable = data.series.some((s) => s.values.some((v) => v !== null));
  const option = useMemo(
    () => sheetChartOption(chart, data, { withTitle: false, fitName: t("sheetGrid.chart.fitLine") }),
    [chart, data, t],
  );
  const { box, state } = useEChart({ drawable, load: () => import("./echarts-setup"), renderer: "svg", option });

  const title = chart.title || t(`sheetGrid.chart.kinds.${chart.kind}`);
  return (
    <Box data-testid="sheet-chart" data-chart-kind={chart.kind} data-state={drawable ? state : "empty"}>
      <Typography
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 500, textAlign: "center" }}
        data-testid="sheet-chart-title"
      >
        {title}
      </Typography>
      {fits.map((fit) => (
        <Typography
          key={fit.index}
          variant="body2"
          color="text.secondary"
          sx={{ textAlign: "center" }}
          data-testid="sheet-chart-fit"
        >
          {fit.words}
        </Typography>
      ))}
      {!drawable ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: "center" }} data-testid="sheet-chart-empty">
          {t("sheetGrid.chart.nothing")}
        </Typography>
      ) : state === "failed" ? (
        <Alert severity="error">{t("sheetGrid.chart.failed")}</Alert>
      ) : (
        <Box
          ref={box}
          role="img"
          aria-label={t("sheetGrid.chart.described", {
            title,
            kind: t(`sheetGrid.chart.kinds.${chart.kind}`),
            series: data.series.map((s) => s.name).join(t("sheetGrid.chart.listSeparator")),
          })}
          data-testid="sheet-chart-drawing"
          sx={{ width: "100%", height }}
        />
      )}
    </Box>
  );
}
