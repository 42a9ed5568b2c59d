import { drawSvg } from "../svg-figure";
import { printableIn } from "./printable-text";

export type Layout = "portrait" | "landscape";

export const MARGINS = { top: 42, bottom: 50, left: 42, right: 42 } as const;
/** How wide an A4 page's content is (595.28 × 841.89 points). */
export const CONTENT_WIDTH = {
  portrait: 595.28 - MARGINS.left - MARGINS.right,
  landscape: 841.89 - MARGINS.left - MARGINS.right,
};
export const INK = "#1f2328";
export const MUTED = "#57606a";
const BODY = 9;
const CAPTION = 8;
const LABEL_WIDTH = 150;
const GAP = 10;
/** The tallest and widest a drawing is shown, in points. */
const FIGURE_MAX = { width: 460, height: 320 };

/**
 * Content flowing down A4 pages, portrait or landscape: headings kept with what follows, label and
 * value lines, paragraphs and drawings, each going on a new page of the same layout when the page is full.
 */
export interface PageFlow {
  readonly doc: PDFKit.PDFDocument;
  /** Text as the embedded fonts print it (printableIn): every text drawn goes through it. */
  readonly print: (text: string) => string;
  readonly layout: () => Layout;
  readonly left: () => number;
  readonly width: () => number;
  /** Starts a new page (by default of the current layout). */
  readonly newPage: (layout?: Layout) => void;
  /** Goes on in `layout`: on the current page when it already is, else on a new page. */
  readonly use: (layout: Layout) => void;
  /** Starts a new page unless `height` more points fit on this one. */
  readonly room: (height: number) => void;
  readonly heading: (text: string, size: number) => void;
  readonly paragraph: (
    text: string,
    options?: { size?: number; color?: string; font?: "body" | "bold"; indent?: number },
  ) => void;
  readonly lines: (lines: ReadonlyArray<{ readonly label: string; readonly value: string }>) => void;
  /** A drawing under its caption, the two kept on one page. */
  readonly figure: (svg: string, caption: string) => void;
  readonly space: (points: number) => void;
}

/** A flow over `doc`, whose fonts `body` and `bold` are registered. */
export function pageFlow(doc: PDFKit.PDFDocument): PageFlow {
  const print = printableIn(doc, "body");
  const layout = (): Layout => (doc.page.width > doc.page.height ? "landscape" : "portrait");
  const left = () => MARGINS.left;
  const width = () => doc.page.width - MARGINS.left - MARGINS.right;
  const bottom = () => doc.page.height - MARGINS.bottom;
  const newPage = (next: Layout = layout()) => {
    doc.addPage({ size: "A4", layout: next, margins: MARGINS });
  };
  const atTop = () => doc.y <= MARGINS.top + 0.5;
  const use = (next: Layout) => {
    if (layout() !== next) newPage(next);
  };
  const room = (height: number) => {
    if (!atTop() && doc.y + height > bottom()) newPage();
  };

  const heading = (given: string, size: number) => {
    const text = print(given);
    doc.font("bold").fontSize(size);
    // A heading keeps a few lines of what follows on its page.
    room(doc.heightOfString(text, { width: width() }) + 4 * BODY * 1.4);
    if (!atTop()) doc.y += size * 0.6;
    doc.fillColor(INK).text(text, left(), doc.y, { width: width() });
    doc.y += size * 0.25;
  };

  const paragraph: PageFlow["paragraph"] = (text, options = {}) => {
    const indent = options.indent ?? 0;
    doc
      .font(options.font ?? "body")
      .fontSize(options.size ?? BODY)
      .fillColor(options.color ?? INK);
    room(doc.currentLineHeight(true));
    doc.text(print(text), left() + indent, doc.y, { width: width() - indent });
  };

  /** A label at the left, its value beside it; a long value goes on over the next pages. */
  const lines: PageFlow["lines"] = (items) => {
    const valueLeft = left() + LABEL_WIDTH + GAP;
    const valueWidth = width() - LABEL_WIDTH - GAP;
    for (const item of items) {
      const [label, value] = [print(item.label), print(item.value)];
      doc.font("bold").fontSize(BODY);
      room(Math.max(doc.currentLineHeight(true), doc.heightOfString(label, { width: LABEL_WIDTH })));
      const [top, page] = [doc.y, doc.page];
      doc.fillColor(MUTED).text(label, left(), top, { width: LABEL_WIDTH });
      const labelBottom = doc.y;
      doc
        .font("body")
        .fillColor(INK)
        .text(value || " ", valueLeft, top, { width: valueWidth });
      if (doc.page === page) doc.y = Math.max(doc.y, labelBottom);
      doc.y += 2;
    }
    doc.x = left();
  };

  const figure = (svg: string, caption: string) => {
    const ratio = aspectOf(svg);
    const height = Math.min(FIGURE_MAX.height, Math.min(FIGURE_MAX.width, width()) * ratio);
    const figureWidth = height / ratio;
    doc.font("body").fontSize(CAPTION);
    room(doc.currentLineHeight(true) + height + 6);
    doc.fillColor(MUTED).text(print(caption), left(), doc.y, { width: width() });
    drawSvg(doc, svg, { x: left() + (width() - figureWidth) / 2, y: doc.y + 3, width: figureWidth, height });
    doc.x = left();
    doc.y += height + 6;
  };

  const space = (points: number) => {
    if (!atTop()) doc.y = Math.min(doc.y + points, bottom());
  };

  return { doc, print, layout, left, width, newPage, use, room, heading, paragraph, lines, figure, space };
}

/** An SVG's height over its width, from its viewBox or its width and height (a square when it says neither). */
function aspectOf(svg: string): number {
  const box = /viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(svg);
  const size = /<svg\b[^>]*\bwidth="([\d.]+)(?:px)?"[^>]*\bheight="([\d.]+)(?:px)?"/.exec(svg);
  const [w, h] = (box ?? size)?.slice(1).map(Number) ?? [1, 1];
  return w! > 0 && h! > 0 ? h! / w! : 1;
}
