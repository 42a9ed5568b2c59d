import { once } from "node:events";
import { Writable } from "node:stream";
import PDFDocument from "pdfkit";
import { translate } from "../../i18n/translate";
import { cjkFont } from "../cjk-font";
import type { RecordDocument } from "./document-shape";
import { MARGINS, MUTED, pageFlow } from "./page-flow";
import { drawRecord, type ExportFacts } from "./record-pages";

export type { ExportFacts } from "./record-pages";

/** Called as the export goes on: `done` of `total` parts (each record's facts, modules, signatures, approvals and trail, laid out then written). */
export type ExportProgress = (done: number, total: number) => void;

/**
 * Writes records as one PDF/A-2b file into `output` (21 CFR 11.10(b): a copy an inspector can
 * read), each from a new page, its pages numbered "page x of y" with its number in the footer.
 * Resolves once the file is all written; rejects, writing nothing, when given no record. No page is
 * kept: the records are laid out once to count each one's pages, then written, every page going out
 * as soon as the next begins.
 */
export async function writeRecordPdf(
  output: Writable,
  documents: readonly RecordDocument[],
  meta: ExportFacts,
  onProgress?: ExportProgress,
): Promise<void> {
  // A PDF must have a page: the caller asks for at least one record.
  if (documents.length === 0) throw new RangeError("writeRecordPdf: no record to write");
  const parts = documents.reduce((sum, record) => sum + record.modules.length + 4, 0);
  let done = 0;
  const progress = () => onProgress?.(++done, 2 * parts);
  const pages = await render(discarding(), documents, meta, null, progress);
  await render(output, documents, meta, pages, progress);
}

/** Renders the records into `out`; answers how many pages each one took. `pages` null: a layout run, footers say no totals. */
async function render(
  out: Writable,
  documents: readonly RecordDocument[],
  meta: ExportFacts,
  pages: readonly number[] | null,
  progress: () => void,
): Promise<number[]> {
  const doc = new PDFDocument({
    size: "A4",
    margins: MARGINS,
    autoFirstPage: false,
    pdfVersion: "1.7",
    subset: "PDF/A-2b",
    lang: meta.language,
    displayTitle: true,
    compress: pages !== null,
    info: {
      Title: metadataText(meta.title),
      Author: metadataText(meta.exportedBy),
      Subject: metadataText(meta.organisation),
      Creator: "LabLedger",
      Producer: "LabLedger",
    },
  });
  const finished = once(out, "finish");
  doc.pipe(out);
  doc.registerFont("body", cjkFont("regular"));
  doc.registerFont("bold", cjkFont("bold"));

  const flow = pageFlow(doc);
  const counted: number[] = [];
  let record = 0;
  doc.on("pageAdded", () => {
    counted[record] = (counted[record] ?? 0) + 1;
    const number = documents[record]!.number;
    const label = translate(meta.language, "recordPdf.footer", {
      number,
      page: counted[record]!,
      pages: pages?.[record] ?? counted[record]!,
    });
    drawFooter(doc, flow.print(`${meta.organisation} · ${meta.title}`), flow.print(label));
  });
  documents.forEach((document, i) => {
    record = i;
    flow.newPage("portrait");
    drawRecord(flow, document, meta, progress);
  });
  doc.end();
  await finished;
  return counted;
}

/**
 * The footer of a page just begun, drawn before its content. pdfkit keeps the font, size and
 * colour of a text running over from the last page in its own fields; they are put back after.
 */
function drawFooter(doc: PDFKit.PDFDocument, left: string, right: string): void {
  const state = doc as unknown as { _font: unknown; _fontSize: number; _fillColor?: [string, number] };
  const kept = { x: doc.x, y: doc.y, font: state._font, size: state._fontSize, fill: state._fillColor };
  const width = doc.page.width - MARGINS.left - MARGINS.right;
  const y = doc.page.height - MARGINS.bottom + 18;
  doc.save();
  doc.font("body").fontSize(7).fillColor(MUTED);
  // A height keeps pdfkit from opening another page for text below the bottom margin.
  const options = { width, height: 12, lineBreak: false, ellipsis: true } as const;
  doc.text(right, MARGINS.left, y, { ...options, align: "right" });
  doc.text(left, MARGINS.left, y, { ...options, width: width * 0.55, align: "left" });
  doc.restore();
  doc.x = kept.x;
  doc.y = kept.y;
  state._font = kept.font;
  state._fontSize = kept.size;
  if (kept.fill) doc.fillColor(...kept.fill);
  else state._fillColor = undefined;
}

/** The document's metadata is written into XMP as it is: characters XML reserves would spoil it (PDF/A requires it well formed). */
const metadataText = (text: string) => text.replace(/[<>&]/g, (c) => ({ "<": "‹", ">": "›", "&": "＆" })[c]!);

/** Where the layout run's bytes go: nowhere. */
const discarding = () =>
  new Writable({
    write(_chunk, _encoding, callback) {
      callback();
    },
  });
