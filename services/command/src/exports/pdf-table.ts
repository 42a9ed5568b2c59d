import { once } from "node:events";
import type { Writable } from "node:stream";
import PDFDocument from "pdfkit";
import { cjkFont } from "./cjk-font";

export interface PdfColumn {
  readonly header: string;
  /** A share of the page's width, relative to the other columns. */
  readonly weight: number;
}

/** The part of the page a report's own content may fill: from `left`, `width` wide, down to `bottom`. */
export interface PdfFrame {
  readonly left: number;
  readonly width: number;
  readonly bottom: number;
}

/**
 * A landscape A4 report: a title, facts about it (who, when, what was searched), what the report
 * draws before its table (a summary, charts), then one table over as many pages as it needs.
 */
export interface TablePdf {
  readonly title: string;
  readonly facts: ReadonlyArray<readonly [label: string, value: string]>;
  readonly note?: string;
  /**
   * Draws after the facts and before the table, from `doc.y` on, adding pages as it needs (with the
   * registered fonts `body` and `bold`); the table starts where it leaves `doc.y`.
   */
  readonly beforeTable?: (doc: PDFKit.PDFDocument, frame: PdfFrame) => void;
  readonly columns: readonly PdfColumn[];
  readonly emptyText: string;
  /** The footer of each page, e.g. "page 3 of 12". */
  readonly pageLabel: (page: number, pages: number) => string;
  readonly author: string;
}

/** Where a table is drawn and how it goes on when a page is full. */
export interface TableDrawing {
  readonly columns: readonly PdfColumn[];
  readonly left: number;
  readonly width: number;
  /** Adds the page the table goes on with (default: a page like the document's first). */
  readonly newPage?: () => void;
  /**
   * For a cell too tall for one row: the words that say where its whole text is ("see note 3"); the
   * cell shows as much of its text as fits before them. Without it, such a cell ends in an ellipsis.
   */
  readonly wholeTextAt?: (cell: { readonly row: number; readonly column: number; readonly text: string }) => string;
}

const MARGIN = { top: 36, bottom: 42, left: 30, right: 30 };
const BODY = 7.5;
const PAD = 3;
/** No row may be taller than this: longer cells end in an ellipsis, or say where their whole text is. */
const MAX_ROW = 300;
const GRID = "#c8ccd2";
const STRIPE = "#f4f6f8";
const HEADER_FILL = "#e3e7ec";
const INK = "#1f2328";

/**
 * Draws a table from `doc.y` on (fonts `body` and `bold` registered), its header on every page it
 * runs over, each row whole on one page; leaves `doc.y` under it and answers how many rows it drew.
 */
export function drawTable(doc: PDFKit.PDFDocument, table: TableDrawing, rows: Iterable<readonly string[]>): number {
  const { left, width } = table;
  const newPage = table.newPage ?? (() => doc.addPage());
  const total = table.columns.reduce((sum, c) => sum + c.weight, 0);
  const widths = table.columns.map((c) => (c.weight / total) * width);
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const inner = (column: number) => widths[column]! - 2 * PAD;

  const textHeight = (text: string, column: number) => {
    if (!text.includes("\n") && doc.widthOfString(text) <= inner(column)) return doc.currentLineHeight(true);
    return doc.heightOfString(text, { width: inner(column) });
  };
  /** The longest start of `text` that fits one row together with `marker`. */
  const shortened = (text: string, column: number, marker: string) => {
    const chars = [...text];
    const withMarker = (n: number) => `${chars.slice(0, n).join("")}… ${marker}`;
    let [fits, tooLong] = [0, chars.length];
    while (tooLong - fits > 1) {
      const middle = Math.floor((fits + tooLong) / 2);
      if (textHeight(withMarker(middle), column) <= MAX_ROW - 2 * PAD) fits = middle;
      else tooLong = middle;
    }
    return withMarker(fits);
  };

  const drawRow = (row: number, given: readonly string[], font: string, fill?: string, header = false) => {
    doc.font(font).fontSize(BODY);
    const cells = given.map((text, column) => {
      if (!table.wholeTextAt || textHeight(text, column) <= MAX_ROW - 2 * PAD) return text;
      return shortened(text, column, table.wholeTextAt({ row, column, text }));
    });
    const height = Math.min(MAX_ROW, Math.max(...cells.map(textHeight)) + 2 * PAD);
    // The header row wants a first row under it; a row that does not fit goes on a new page under the header.
    if (doc.y + height * (header ? 2 : 1) > bottom()) {
      newPage();
      if (!header) drawHeader();
    }
    const top = doc.y;
    if (fill) doc.rect(left, top, width, height).fill(fill);
    doc.fillColor(INK).font(font).fontSize(BODY);
    let x = left;
    cells.forEach((text, i) => {
      const w = widths[i]!;
      doc.text(text, x + PAD, top + PAD, { width: w - 2 * PAD, height: height - 2 * PAD, ellipsis: true });
      x += w;
    });
    doc
      .moveTo(left, top + height)
      .lineTo(left + width, top + height)
      .lineWidth(0.4)
      .strokeColor(GRID)
      .stroke();
    doc.x = left;
    doc.y = top + height;
  };

  const drawHeader = () =>
    drawRow(
      -1,
      table.columns.map((c) => c.header),
      "bold",
      HEADER_FILL,
      true,
    );

  drawHeader();
  let count = 0;
  for (const cells of rows) {
    drawRow(count, cells, "body", count % 2 === 1 ? STRIPE : undefined);
    count += 1;
  }
  return count;
}

/**
 * Writes the report as a PDF into `out` and resolves once it is all written. The pages are
 * kept until the end, for the "page N of M" footers.
 */
export async function writeTablePdf(out: Writable, report: TablePdf, rows: Iterable<readonly string[]>): Promise<void> {
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margins: MARGIN,
    bufferPages: true,
    info: { Title: report.title, Author: report.author, Creator: "LabLedger", Producer: "LabLedger" },
  });
  const finished = once(out, "finish");
  doc.pipe(out);
  doc.registerFont("body", cjkFont("regular"));
  doc.registerFont("bold", cjkFont("bold"));

  const left = MARGIN.left;
  const width = doc.page.width - MARGIN.left - MARGIN.right;
  const bottom = () => doc.page.height - MARGIN.bottom;

  doc.font("bold").fontSize(14).fillColor(INK).text(report.title, left, MARGIN.top, { width });
  doc.moveDown(0.4);
  for (const [label, value] of report.facts) {
    doc.font("bold").fontSize(8.5).text(`${label}: `, { continued: true, width });
    doc.font("body").text(value, { width });
  }
  if (report.note) doc.font("body").fontSize(7.5).fillColor("#57606a").text(report.note, { width });
  doc.moveDown(0.6);
  if (report.beforeTable) {
    report.beforeTable(doc, { left, width, bottom: bottom() });
    doc.x = left;
  }

  const count = drawTable(doc, { columns: report.columns, left, width }, rows);
  if (count === 0)
    doc
      .font("body")
      .fontSize(9)
      .fillColor("#57606a")
      .text(report.emptyText, left, doc.y + 6, { width });

  const { start, count: pages } = doc.bufferedPageRange();
  for (let i = start; i < start + pages; i++) {
    doc.switchToPage(i);
    // Writing into the bottom margin would otherwise open a new page.
    doc.page.margins.bottom = 0;
    doc
      .font("body")
      .fontSize(7)
      .fillColor("#57606a")
      .text(report.pageLabel(i + 1, pages), left, doc.page.height - MARGIN.bottom + 14, { width, align: "right" });
    doc.page.margins.bottom = MARGIN.bottom;
  }
  doc.end();
  await finished;
}
