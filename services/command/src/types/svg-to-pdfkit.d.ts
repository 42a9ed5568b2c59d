/** svg-to-pdfkit 0.1.8 ships no types: the part LabLedger calls (exports/svg-figure.ts). */
declare module "svg-to-pdfkit" {
  interface SvgToPdfOptions {
    width?: number;
    height?: number;
    preserveAspectRatio?: string;
    /** true: the SVG's units are points; false (default): CSS pixels, 72/96 of a point. */
    assumePt?: boolean;
    precision?: number;
    useCSS?: boolean;
    /** The name of a font registered in the document (or a standard font) for a text's family and style. */
    fontCallback?: (
      family: string,
      bold: boolean,
      italic: boolean,
      options: { fauxBold: boolean; fauxItalic: boolean },
    ) => string;
    warningCallback?: (warning: string) => void;
    imageCallback?: (link: string) => string;
    colorCallback?: (color: [number[], number]) => [number[], number];
  }
  export default function SVGtoPDF(doc: PDFKit.PDFDocument, svg: string, x?: number, y?: number, options?: SvgToPdfOptions): void;
}
