import { inflateEntry } from "../zip/inflate-entry";
import { type DirectoryEntry, directoryEntries, locateEntry } from "../zip/zip-directory";
import { ZipRefusal } from "../zip/zip-refusal";
import { SpreadsheetRefusal } from "./spreadsheet-refusal";

/** How far an XLSX's parts may inflate: a workbook of 5,000 rows × 60 cells is a few MB of XML. */
export const XLSX_ARCHIVE_LIMITS = {
  entries: 500,
  entryBytes: 40 * 1024 * 1024,
  totalBytes: 60 * 1024 * 1024,
  /** Inflated bytes per compressed byte past the first MB: XML compresses 10–50×, a bomb 1000×. */
  ratio: 200,
  ratioFloorBytes: 1024 * 1024,
} as const;

const REQUIRED_PARTS = ["[Content_Types].xml", "xl/workbook.xml"];

/**
 * What the directory claims, refused before a byte is inflated: a total past the limit, or past
 * the ratio to the whole file. (A zip that lies about its sizes is still stopped while inflating.)
 */
function declaresTooMuch(entries: readonly DirectoryEntry[], fileBytes: number): boolean {
  const declared = entries.reduce((sum, entry) => sum + entry.declaredSize, 0);
  const { totalBytes, ratio, ratioFloorBytes } = XLSX_ARCHIVE_LIMITS;
  return declared > totalBytes || declared > ratioFloorBytes + ratio * fileBytes;
}

/**
 * An XLSX checked as the zip it must be before any reader inflates it: its directory read with a
 * limit on entries, the parts of a workbook present, and every entry inflated once (and thrown
 * away) against limits per entry, in total and per compressed byte, so a zip bomb stops at the
 * limit instead of inflating whole. Anything else is a refusal.
 */
export function checkXlsxArchive(bytes: Uint8Array): void {
  try {
    const entries = [...directoryEntries(bytes, XLSX_ARCHIVE_LIMITS.entries)];
    const names = new Set(entries.map((e) => e.name));
    if (!REQUIRED_PARTS.every((part) => names.has(part))) throw new SpreadsheetRefusal("notWhatItsNameSays");
    if (declaresTooMuch(entries, bytes.length)) throw new SpreadsheetRefusal("unsafeArchive");
    const inflated = { bytes: 0 };
    for (const entry of entries) {
      if (entry.isDirectory) continue;
      inflateEntry(
        bytes,
        locateEntry(bytes, entry),
        {
          maxBytes: XLSX_ARCHIVE_LIMITS.entryBytes,
          total: { inflated, maxBytes: XLSX_ARCHIVE_LIMITS.totalBytes },
          ratio: { max: XLSX_ARCHIVE_LIMITS.ratio, floorBytes: XLSX_ARCHIVE_LIMITS.ratioFloorBytes },
        },
        () => {},
      );
    }
  } catch (error) {
    if (!(error instanceof ZipRefusal)) throw error;
    throw error.kind === "notZip"
      ? new SpreadsheetRefusal("notWhatItsNameSays")
      : new SpreadsheetRefusal(error.kind === "damaged" ? "unreadable" : "unsafeArchive");
  }
}
