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

/**
 * A copy of a zip in which one entry's uncompressed size is stated as `declaredSize`, in its
 * local header and in the central directory (a zip that lies about how big an entry inflates).
 */
export function withDeclaredSize(zip: Uint8Array, entryName: string, declaredSize: number): Uint8Array {
  const forged = zip.slice();
  const view = new DataView(forged.buffer);
  const name = strToU8(entryName);
  const nameAt = (at: number) => forged.subarray(at, at + name.length).every((byte, i) => byte === name[i]);
  let patched = 0;
  for (let at = 0; at + 46 <= forged.length; at++) {
    const signature = view.getUint32(at, true);
    if (signature === 0x04034b50 && view.getUint16(at + 26, true) === name.length && nameAt(at + 30)) {
      view.setUint32(at + 22, declaredSize, true);
      patched++;
    } else if (signature === 0x02014b50 && view.getUint16(at + 28, true) === name.length && nameAt(at + 46)) {
      view.setUint32(at + 24, declaredSize, true);
      patched++;
    }
  }
  if (patched !== 2) throw new Error(`expected one local header and one directory entry for ${entryName}, patched ${patched}`);
  return forged;
}

/**
 * A zip of stored (uncompressed) entries in the zip64 layout: every size and offset in the
 * zip64 extra fields, the directory found through the zip64 end record, as writers that
 * always use zip64 (Info-ZIP's `zip -fz`, streaming writers) make them.
 */
export function zip64Of(files: Readonly<Record<string, string>>): Uint8Array {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [entryName, text] of Object.entries(files)) {
    const name = Buffer.from(entryName);
    const data = Buffer.from(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30 + name.length + 20);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(45, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(0xffffffff, 18);
    local.writeUInt32LE(0xffffffff, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(20, 28);
    name.copy(local, 30);
    local.writeUInt16LE(0x0001, 30 + name.length);
    local.writeUInt16LE(16, 32 + name.length);
    local.writeBigUInt64LE(BigInt(data.length), 34 + name.length);
    local.writeBigUInt64LE(BigInt(data.length), 42 + name.length);
    const entry = Buffer.alloc(46 + name.length + 28);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(45, 4);
    entry.writeUInt16LE(45, 6);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(0xffffffff, 20);
    entry.writeUInt32LE(0xffffffff, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt16LE(28, 30);
    entry.writeUInt32LE(0xffffffff, 42);
    name.copy(entry, 46);
    entry.writeUInt16LE(0x0001, 46 + name.length);
    entry.writeUInt16LE(24, 48 + name.length);
    entry.writeBigUInt64LE(BigInt(data.length), 50 + name.length);
    entry.writeBigUInt64LE(BigInt(data.length), 58 + name.length);
    entry.writeBigUInt64LE(BigInt(offset), 66 + name.length);
    locals.push(local, data);
    directory.push(entry);
    offset += local.length + data.length;
  }
  const directorySize = directory.reduce((sum, entry) => sum + entry.length, 0);
  const count = BigInt(directory.length);
  const end64 = Buffer.alloc(56);
  end64.writeUInt32LE(0x06064b50, 0);
  end64.writeBigUInt64LE(44n, 4);
  end64.writeUInt16LE(45, 12);
  end64.writeUInt16LE(45, 14);
  end64.writeBigUInt64LE(count, 24);
  end64.writeBigUInt64LE(count, 32);
  end64.writeBigUInt64LE(BigInt(directorySize), 40);
  end64.writeBigUInt64LE(BigInt(offset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(offset + directorySize), 8);
  locator.writeUInt32LE(1, 16);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(0xffff, 8);
  end.writeUInt16LE(0xffff, 10);
  end.writeUInt32LE(0xffffffff, 12);
  end.writeUInt32LE(0xffffffff, 16);
  return new Uint8Array(Buffer.concat([...locals, ...directory, end64, locator, end]));
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}
