import { docxText, isDocx } from "./docx-text";
import { OfficeZip } from "./office-zip";
import { pdfText } from "./pdf-text";
import { decodePlainText, isTextFile } from "./plain-text";
import { type ExtractedText, SearchableText } from "./searchable-text";
import { isXlsx, xlsxText } from "./xlsx-text";

export type { ExtractedText } from "./searchable-text";

export interface ExtractionLimits {
  /** Larger files are not read. */
  maxInputBytes: number;
  /** The text is cut here (`truncated: true`). */
  maxChars: number;
  /** Pages past this are not read. */
  maxPdfPages: number;
  /** All the entries read from one DOCX or XLSX together, declared and inflated: stops zip bombs. */
  maxUnzippedBytes: number;
}

const MiB = 1024 * 1024;

export const DEFAULT_EXTRACTION_LIMITS: Readonly<ExtractionLimits> = {
  maxInputBytes: 50 * MiB,
  maxChars: 200_000,
  maxPdfPages: 500,
  maxUnzippedBytes: 100 * MiB,
};

/**
 * The text people would search for in a file, or undefined when the format holds none we read
 * (an image, an unknown or broken file). Never throws on the file's content.
 *
 * The content decides first (a PDF or a zip holding a Word document or a workbook, whatever the
 * name says), then the media type or extension says whether it is text.
 */
export async function extractText(
  bytes: Uint8Array,
  file: { name: string; mediaType?: string },
  limits?: Partial<ExtractionLimits>,
): Promise<ExtractedText | undefined> {
  const limit = withDefaults(limits);
  if (bytes.byteLength === 0 || bytes.byteLength > limit.maxInputBytes) return undefined;
  const text = new SearchableText(limit.maxChars);
  try {
    if (isPdf(bytes)) {
      await pdfText(bytes, limit.maxPdfPages, text);
    } else if (isZip(bytes)) {
      const zip = new OfficeZip(bytes, limit.maxUnzippedBytes);
      if (isDocx(zip)) docxText(zip, text);
      else if (isXlsx(zip)) xlsxText(zip, text);
    } else if (isTextFile(file)) {
      text.add(decodePlainText(bytes) ?? "");
    }
  } catch {
    return undefined;
  }
  return text.result();
}

function withDefaults(limits: Partial<ExtractionLimits> | undefined): ExtractionLimits {
  const given = Object.entries(limits ?? {}).filter(([, value]) => typeof value === "number" && !Number.isNaN(value));
  return { ...DEFAULT_EXTRACTION_LIMITS, ...Object.fromEntries(given) };
}

const isPdf = (bytes: Uint8Array) =>
  bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46 && bytes[4] === 0x2d;
const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
