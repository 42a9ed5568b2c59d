import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { strToU8, zipSync } from "fflate";
import PDFDocument from "pdfkit";

/** Files built for the tests, so that no binary fixture is committed. */

const require = createRequire(import.meta.url);
const notoSansSc = () => readFileSync(require.resolve("@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf"));

export interface PdfOptions {
  /** Noto Sans SC (embedded, as the project's exports write Chinese), else the standard Helvetica. */
  readonly chinese?: boolean;
  readonly userPassword?: string;
  readonly ownerPassword?: string;
}

/** A PDF written by pdfkit, one page per string (long strings wrap into several lines). */
export function pdfOf(pages: readonly string[], options: PdfOptions = {}): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      autoFirstPage: false,
      ...(options.userPassword || options.ownerPassword
        ? { userPassword: options.userPassword, ownerPassword: options.ownerPassword, pdfVersion: "1.7" as const }
        : {}),
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
    if (options.chinese) doc.registerFont("noto", notoSansSc());
    for (const page of pages) {
      doc.addPage();
      doc.font(options.chinese ? "noto" : "Helvetica").text(page);
    }
    doc.end();
  });
}

/**
 * A PDF whose Chinese text is set in a font that is not embedded (STSong-Light) in the
 * predefined encoding UniGB-UTF16-H, as Chinese office software writes them: reading it
 * needs pdf.js's packaged CMaps. Written by hand, since pdfkit always embeds its fonts.
 */
export function pdfInPredefinedChineseEncoding(text: string): Uint8Array {
  const utf16 = [...text].map((c) => c.codePointAt(0)!.toString(16).padStart(4, "0")).join("");
  const content = `BT /F1 24 Tf 72 700 Td <${utf16}> Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UTF16-H /DescendantFonts [6 0 R] >>",
    "<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light" +
      " /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 7 0 R >>",
    "<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880]" +
      " /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>",
  ];
  let pdf = "%PDF-1.7\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, "latin1"));
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const XML_PROLOG = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** A Word document: `body` is the inside of `<w:body>`; `parts` adds e.g. headers, named as in the zip. */
export function docxOf(body: string, parts: Readonly<Record<string, string>> = {}): Uint8Array {
  return zipOf({
    "[Content_Types].xml": `${XML_PROLOG}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    "_rels/.rels": `${XML_PROLOG}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
    "word/document.xml": `${XML_PROLOG}<w:document ${W}><w:body>${body}</w:body></w:document>`,
    ...parts,
  });
}

/** A WordprocessingML part other than the body (header, footer, footnotes) holding `inner`. */
export const wordPart = (root: string, inner: string) => `${XML_PROLOG}<w:${root} ${W}>${inner}</w:${root}>`;

/** A paragraph of one run per string. */
export const paragraph = (...runs: string[]) =>
  `<w:p>${runs.map((run) => `<w:r><w:t xml:space="preserve">${run}</w:t></w:r>`).join("")}</w:p>`;

export interface SheetSource {
  readonly name: string;
  /** The inside of `<sheetData>`. */
  readonly rows: string;
}

/** A workbook: sheets in order (sheet N is `xl/worksheets/sheetN.xml`), and `<si>` elements for the shared strings. */
export function xlsxOf(sheets: readonly SheetSource[], sharedStrings: readonly string[] = []): Uint8Array {
  const S = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
  const R = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
  const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
  const files: Record<string, string> = {
    "[Content_Types].xml": `${XML_PROLOG}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>`,
    "xl/workbook.xml": `${XML_PROLOG}<workbook ${S} ${R}><sheets>${sheets
      .map((sheet, i) => `<sheet name="${sheet.name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
      .join("")}</sheets></workbook>`,
    "xl/_rels/workbook.xml.rels": `${XML_PROLOG}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets
      .map((_, i) => `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`)
      .join("")}</Relationships>`,
  };
  sheets.forEach((sheet, i) => {
    files[`xl/worksheets/sheet${i + 1}.xml`] = `${XML_PROLOG}<worksheet ${S}><sheetData>${sheet.rows}</sheetData></worksheet>`;
  });
  if (sharedStrings.length > 0) {
    files["xl/sharedStrings.xml"] =
      `${XML_PROLOG}<sst ${S} count="${sharedStrings.length}" uniqueCount="${sharedStrings.length}">${sharedStrings.join("")}</sst>`;
  }
  return zipOf(files);
}

/** Deflated zip entries, text or bytes. */
export function zipOf(files: Readonly<Record<string, string | Uint8Array>>): Uint8Array {
  return zipSync(
    Object.fromEntries(Object.entries(files).map(([name, data]) => [name, typeof data === "string" ? strToU8(data) : data])),
  );
}

/** Deterministic bytes that look like nothing (a linear congruential generator). */
export function noise(length: number, seed = 1): Uint8Array {
  const bytes = new Uint8Array(length);
  let state = seed >>> 0;
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}
