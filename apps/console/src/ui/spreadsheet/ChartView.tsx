import { chartData } from "@labledger/domain/module-kinds/spreadSheet/charts";
import { chartFits, sheetChartOption } from "@labledger/domain/module-kinds/spreadSheet/sheet-chart-option";
import type { SheetChart, Workbook } from "@labledger/domain/module-kinds/spreadSheet/workbook";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { EChartsType } from "echarts/core";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

type DrawState = "loading" | "drawn" | "failed";

/**
 * A spreadsheet chart (line, bar or scatter) drawn by ECharts as SVG, loaded on first use in its own
 * chunk, from the same data, fit and option as the record's PDF. The title and each fit's
 * "y = a·x + b, R² = …" are words on the page above the drawing (read aloud, selectable). It follows
 * its box's size and lets go of the drawing when it leaves the page.
 */
export function ChartView({ workbook, chart, height = 320 }: { workbook: Workbook; chart: SheetChart; height?: number }) {
  const { t, i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [instance, setInstance] = useState<EChartsType | null>(null);
  const [state, setState] = useState<DrawState>("loading");
  const language = i18n.language;
  const data = useMemo(() => chartData(workbook, chart), [workbook, chart]);
  const fits = useMemo(() => chartFits(chart, data), [chart, data]);
  const drawable = data.series.some((s) => s.values.some((v) => v !== null));

  useEffect(() => {
    if (!drawable) return;
    let gone = false;
    let made: EChartsType | undefined;
    const resize = () => made?.resize();
    const observer = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(resize);
    import("./echarts-setup")
      .then(({ init }) => {
        if (gone || !box.current) return;
        made = init(box.current, undefined, { renderer: "svg", locale: language.startsWith("zh") ? "ZH" : "EN" });
        observer?.observe(box.current);
        setInstance(made);
      })
      .catch(() => {
        if (!gone) setState("failed");
      });
    return () => {
      gone = true;
      observer?.disconnect();
      made?.dispose();
      setInstance(null);
    };
  }, [drawable, language]);

  const option = useMemo(
    () => sheetChartOption(chart, data, { withTitle: false, fitName: t("sheetGrid.chart.fitLine") }),
    [chart, data, t],
  );
  // Drawn once this option's rendering and animation are done (not the empty chart's first frame).
  useEffect(() => {
    if (!instance) return;
    setState("loading");
    const drawn = () => setState("drawn");
    instance.on("finished", drawn);
    instance.setOption({ ...option }, { notMerge: true });
    return () => {
      instance.off("finished", drawn);
    };
  }, [instance, option]);

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
