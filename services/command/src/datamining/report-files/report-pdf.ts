import type { ReportData } from "@labledger/contracts";
import { chartOption } from "@labledger/domain";
import type { ReadStore } from "@labledger/ports";
import type { Response } from "express";
import { chartSvg } from "../../exports/chart-svg";
import type { PdfColumn, PdfFrame } from "../../exports/pdf-table";
import { PDF_VALUE_MAX, pdfText } from "../../exports/pdf-value";
import { type DownloadName, sendPdfReport } from "../../exports/report";
import { drawSvg } from "../../exports/svg-figure";
import type { AuthenticatedRequest } from "../../http/access.guard";
import { type Language, translate } from "../../i18n/translate";
import { cellWords, type ReportFile, reportFacts, statusInWords, tableHeader } from "./report-words";

/** A chart's height on the page, and the space between charts, in points. */
const CHART_HEIGHT = 250;
const GAP = 14;
/** The table writer's page: landscape A4 less its side margins (pdf-table.ts). */
const CONTENT_WIDTH = 841.89 - 60;
/** svg-to-pdfkit reads the SVG's units as CSS pixels, 72/96 of a point. */
const PX = 96 / 72;

interface DrawnChart {
  readonly svg: string;
  readonly width: number;
}

/**
 * Every chart of the report drawn as SVG before anything is sent (a chart that fails to draw then
 * answers with a message, not a cut file): two side by side, one alone across the page.
 */
export async function reportCharts(data: ReportData, language: Language): Promise<DrawnChart[]> {
  const width = data.charts.length === 1 ? CONTENT_WIDTH : (CONTENT_WIDTH - GAP) / 2;
  const look = {
    fontFamily: "Noto Sans SC",
    animation: false,
    emptyText: translate(language, "datamining.export.noData"),
    blankCategory: translate(language, "datamining.export.blank"),
  };
  const drawn: DrawnChart[] = [];
  for (const chart of data.charts)
    drawn.push({ svg: await chartSvg(chartOption(chart, look), Math.round(width * PX), Math.round(CHART_HEIGHT * PX)), width });
  return drawn;
}

/** The summary under its heading, then the charts as vector drawings, row by row, a new page where a row does not fit. */
export function drawSummaryAndCharts(summary: { heading: string; text: string }, charts: readonly DrawnChart[]) {
  return (doc: PDFKit.PDFDocument, frame: PdfFrame) => {
    doc.font("bold").fontSize(10).fillColor("#1f2328").text(summary.heading, frame.left, doc.y, { width: frame.width });
    doc.moveDown(0.2);
    doc.font("body").fontSize(9).fillColor("#1f2328").text(summary.text, { width: frame.width });
    doc.moveDown(0.8);
    for (let i = 0; i < charts.length; i += 2) {
      if (doc.y + CHART_HEIGHT > frame.bottom) doc.addPage();
      const top = doc.y;
      charts.slice(i, i + 2).forEach((chart, j) => {
        drawSvg(doc, chart.svg, { x: frame.left + j * (chart.width + GAP), y: top, width: chart.width, height: CHART_HEIGHT });
      });
      doc.x = frame.left;
      doc.y = top + CHART_HEIGHT + GAP;
    }
  };
}

export const reportPdfColumns = (data: ReportData, language: Language): PdfColumn[] =>
  tableHeader(data, language).map((header, i) => ({ header, weight: i === 0 ? 1.3 : i === 1 ? 2.2 : 1 }));

export const reportPdfCells = (row: ReportData["rows"][number], data: ReportData, language: Language): string[] => [
  row.number,
  pdfText(row.title),
  statusInWords(row.status, language),
  ...data.columns.map((c) => pdfText(cellWords(row.cells[c.columnId]))),
];

/** The report as a PDF: the facts, its summary, its charts, then its table over as many pages as it needs. */
export async function sendReportPdf(
  response: Response,
  request: AuthenticatedRequest,
  readStore: ReadStore,
  file: ReportFile,
  fileName: DownloadName,
  language: Language,
): Promise<void> {
  const { report, data } = file;
  const [facts, charts] = await Promise.all([reportFacts(readStore, file, language), reportCharts(data, language)]);
  const say = (key: string) => translate(language, `datamining.export.${key}`);
  await sendPdfReport(response, request, readStore, language, {
    fileName,
    title: report.name,
    facts,
    note: translate(language, "datamining.export.valuesShortened", { max: PDF_VALUE_MAX }),
    beforeTable: drawSummaryAndCharts({ heading: say("summary"), text: report.summary || say("noSummary") }, charts),
    columns: reportPdfColumns(data, language),
    emptyText: say("empty"),
    rows: data.rows.map((row) => reportPdfCells(row, data, language)),
  });
}
