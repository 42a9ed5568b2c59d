import { createRequire } from "node:module";
import { dirname, join, sep } from "node:path";
import type { SearchableText } from "./searchable-text";

type PdfJs = typeof import("pdfjs-dist/legacy/build/pdf.mjs");

let pdfJs: Promise<PdfJs> | undefined;
/** Loaded on the first PDF, not with the adapters. */
const loadPdfJs = () => {
  pdfJs ??= import("pdfjs-dist/legacy/build/pdf.mjs");
  return pdfJs;
};

const packageDir = dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"));
/** pdf.js in Node reads these as file paths; they must end with a separator. */
const packagedFolder = (name: string) => join(packageDir, name) + sep;

/**
 * pdf.js runs in this thread (in Node it always uses its in-process "fake worker"). The
 * packaged CMaps decode text set in predefined CJK encodings (UniGB-UTF16-H and the like,
 * common in Chinese PDFs whose fonts are not embedded); the standard font data stands in for
 * the 14 standard fonts. No system fonts, no eval, no font faces: only the text is wanted.
 */
const DOCUMENT_OPTIONS = {
  cMapUrl: packagedFolder("cmaps"),
  cMapPacked: true,
  standardFontDataUrl: packagedFolder("standard_fonts"),
  wasmUrl: packagedFolder("wasm"),
  useSystemFonts: false,
  disableFontFace: true,
  isEvalSupported: false,
  verbosity: 0,
} as const;

/**
 * The text of a PDF's first `maxPages` pages in reading order as pdf.js gives it: items of a
 * line joined, a line break where pdf.js marks one (`hasEOL`) and between pages. A page that
 * fails to parse is skipped; a document that fails to open (broken, or needing a password)
 * rejects.
 */
export async function pdfText(bytes: Uint8Array, maxPages: number, text: SearchableText): Promise<void> {
  const { getDocument } = await loadPdfJs();
  // A copy: pdf.js transfers (detaches) the buffer it is given, and the caller's bytes are not ours to take.
  const task = getDocument({ ...DOCUMENT_OPTIONS, data: new Uint8Array(bytes) });
  try {
    const pdf = await task.promise;
    const pages = Math.min(pdf.numPages, maxPages);
    for (let number = 1; number <= pages && !text.truncated; number++) {
      await addPageText(pdf, number, text);
      text.add("\n");
    }
    if (pdf.numPages > pages) text.markTruncated();
  } finally {
    await task.destroy();
  }
}

type PdfDocument = Awaited<ReturnType<PdfJs["getDocument"]>["promise"]>;

async function addPageText(pdf: PdfDocument, number: number, text: SearchableText): Promise<void> {
  try {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    for (const item of content.items) {
      if (!("str" in item)) continue;
      text.add(item.str);
      if (item.hasEOL) text.add("\n");
    }
    page.cleanup();
  } catch {
    // A damaged page: the others may still be read.
  }
}
