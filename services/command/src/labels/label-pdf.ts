import { once } from "node:events";
import type { Writable } from "node:stream";
import {
  type LabelLayout,
  type LabelPrimitive,
  labelSymbolRequest,
  type SymbolEncoding,
  type SymbolModules,
  symbolModules,
  symbolPlacement,
} from "@labledger/domain";
// The default export's `raw` encodes; the named `raw` is the "raw" symbology's encoder.
import bwipjs from "bwip-js/node";
import PDFDocument from "pdfkit";
import { cjkFont } from "../exports/cjk-font";
import { drawSvg } from "../exports/svg-figure";

/** One millimetre in PDF points. */
export const MM = 72 / 25.4;
const INK = "#000000";

/** pdfkit opens an image once for many uses; its types leave this out. */
interface PdfKitImages {
  openImage(src: Buffer): unknown;
}

type Coded = Extract<LabelPrimitive, { kind: "barcode" | "qrcode" }>;

/** A barcode or QR code's modules as bwip-js encodes them; nothing where the value cannot be encoded (too long for a QR code). */
function encoded(symbol: Coded): SymbolModules | undefined {
  try {
    return symbolModules(symbol.kind, bwipjs.raw(labelSymbolRequest(symbol)) as SymbolEncoding);
  } catch {
    return undefined;
  }
}

/** Draws the symbol's dark modules as one filled vector path, placed as the layout says. */
function drawSymbol(doc: PDFKit.PDFDocument, symbol: Coded, cache: Map<string, SymbolModules | undefined>) {
  const cacheKey = `${symbol.kind}\u0000${symbol.value}\u0000${symbol.kind === "qrcode" ? symbol.errorCorrection : ""}`;
  if (!cache.has(cacheKey)) cache.set(cacheKey, encoded(symbol));
  const modules = cache.get(cacheKey);
  if (!modules) return;
  const at = symbolPlacement(symbol, modules);
  doc.save();
  doc.translate(at.x * MM, at.y * MM).scale(at.scaleX * MM, at.scaleY * MM);
  for (const [x, y, w, h] of modules.rects) doc.rect(x, y, w, h);
  doc.fill(INK);
  doc.restore();
}

function drawImage(doc: PDFKit.PDFDocument, image: Extract<LabelPrimitive, { kind: "image" }>, opened: Map<string, unknown>) {
  const box = { x: image.x * MM, y: image.y * MM, width: image.width * MM, height: image.height * MM };
  if (image.mediaType === "image/svg+xml") {
    drawSvg(doc, Buffer.from(image.data, "base64").toString("utf8"), box);
    return;
  }
  let source = opened.get(image.data);
  if (!source) {
    // Opened once, so a thousand labels with one logo embed it once.
    source = (doc as unknown as PdfKitImages).openImage(Buffer.from(image.data, "base64"));
    opened.set(image.data, source);
  }
  doc.image(source as Buffer, box.x, box.y, { fit: [box.width, box.height], align: "center", valign: "center" });
}

function drawPrimitive(
  doc: PDFKit.PDFDocument,
  p: LabelPrimitive,
  cache: { symbols: Map<string, SymbolModules | undefined>; images: Map<string, unknown> },
) {
  switch (p.kind) {
    case "text":
      doc
        .font(p.bold ? "bold" : "body")
        .fontSize(p.fontSizePt)
        .fillColor(INK)
        .text(p.text, p.x * MM, p.y * MM, {
          width: p.width * MM,
          height: p.height * MM,
          align: p.align,
          lineBreak: p.wrap,
          ellipsis: !p.wrap,
          lineGap: 0,
        });
      return;
    case "barcode":
    case "qrcode":
      drawSymbol(doc, p, cache.symbols);
      return;
    case "image":
      drawImage(doc, p, cache.images);
      return;
    case "line":
      doc
        .moveTo(p.x1 * MM, p.y1 * MM)
        .lineTo(p.x2 * MM, p.y2 * MM)
        .lineWidth(p.thickness * MM)
        .stroke(INK);
      return;
    case "circle":
      doc
        .circle(p.cx * MM, p.cy * MM, p.r * MM)
        .lineWidth(p.thickness * MM)
        .stroke(INK);
      return;
  }
}

/**
 * Writes laid-out labels as a PDF into `out`, every page exactly the layout's size in mm (its
 * MediaBox), barcodes and QR codes as vector rectangles (bwip-js encodes, the layout places), text in the embedded Noto Sans SC so Chinese prints.
 * Resolves once it is all written.
 */
export async function writeLabelPdf(out: Writable, layout: LabelLayout, info: { title: string; author: string }): Promise<void> {
  const size: [number, number] = [layout.width * MM, layout.height * MM];
  const doc = new PDFDocument({
    size,
    margin: 0,
    autoFirstPage: false,
    info: { Title: info.title, Author: info.author, Creator: "LabLedger", Producer: "LabLedger" },
  });
  const finished = once(out, "finish");
  doc.pipe(out);
  doc.registerFont("body", cjkFont("regular"));
  doc.registerFont("bold", cjkFont("bold"));
  const cache = { symbols: new Map<string, SymbolModules | undefined>(), images: new Map<string, unknown>() };
  for (const [n, page] of layout.pages.entries()) {
    // A thousand labels take seconds of encoding: the server answers others in between.
    if (n % 20 === 19) await new Promise((resolve) => setImmediate(resolve));
    doc.addPage({ size, margin: 0 });
    for (const primitive of page) drawPrimitive(doc, primitive, cache);
  }
  doc.end();
  await finished;
}
