import SVGtoPDF from "svg-to-pdfkit";

/** Where a figure goes on the page, in PDF points. */
export interface FigureBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Draws an SVG document into the PDF as vector shapes and real text (svg-to-pdfkit), scaled to
 * the box. Every text is set in the document's embedded fonts `body` and `bold` (Noto Sans SC,
 * registered by the table writer), whatever family the SVG names, so Chinese labels print and
 * can be searched and copied. What the converter cannot draw is left out, never an error.
 */
export function drawSvg(doc: PDFKit.PDFDocument, svg: string, box: FigureBox): void {
  SVGtoPDF(doc, withoutTextHalos(svg), box.x, box.y, {
    width: box.width,
    height: box.height,
    preserveAspectRatio: "xMidYMid meet",
    fontCallback: (_family: string, bold: boolean) => (bold ? "bold" : "body"),
    warningCallback: () => {},
  });
}

/**
 * A text drawn with a halo (a stroke painted under its fill, `paint-order="stroke"`: ECharts' value
 * labels) loses the halo: svg-to-pdfkit knows no paint-order and would stroke over the letters.
 */
export const withoutTextHalos = (svg: string): string =>
  svg.replace(/<text\b[^>]*\bpaint-order="stroke"[^>]*>/g, (tag) =>
    tag.replace(/\s(?:stroke|stroke-width|stroke-miterlimit|paint-order)="[^"]*"/g, ""),
  );
