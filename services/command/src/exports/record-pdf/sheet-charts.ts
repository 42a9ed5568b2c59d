import { chartData } from "@labledger/domain/module-kinds/spreadSheet/charts";
import { sheetChartOption } from "@labledger/domain/module-kinds/spreadSheet/sheet-chart-option";
import type { Workbook } from "@labledger/domain/module-kinds/spreadSheet/workbook";
import { type Language, translate } from "../../i18n/translate";
import { chartSvg } from "../chart-svg";
import type { ModuleBlock } from "./document-shape";

/** A chart's size as drawn, in CSS pixels (the page scales it into its figure box, 460 × 320 points at most). */
const CHART_PX = { width: 640, height: 400 };

/**
 * A spreadsheet module's charts as figures of the record's PDF: each drawn from the same data, fit
 * and ECharts option as on the screen (chartData, linearFit), through ECharts' server-side SVG into
 * vector shapes and real text — axes, ticks, series, the fit line and its "y = a·x + b, R² = …" line.
 */
export async function sheetChartBlocks(workbook: Workbook | undefined, language: Language): Promise<ModuleBlock[]> {
  const blocks: ModuleBlock[] = [];
  for (const chart of workbook?.charts ?? []) {
    const option = sheetChartOption(chart, chartData(workbook!, chart), {
      fitName: translate(language, "recordPdf.chart.fit"),
      emptyText: translate(language, "recordPdf.chart.empty"),
      fontFamily: "Noto Sans SC",
      animation: false,
    });
    const caption = translate(language, "recordPdf.chart.caption", {
      title: chart.title || translate(language, "recordPdf.chart.untitled"),
    });
    blocks.push({ type: "figure", caption, svg: await chartSvg(option, CHART_PX.width, CHART_PX.height) });
  }
  return blocks;
}
