import { type OfficeZip, UnzipBudgetExceeded } from "./office-zip";
import type { SearchableText } from "./searchable-text";
import { decodeXmlBytes, xmlTokens } from "./xml-scan";

const DOCUMENT = "word/document.xml";
const NOTES = ["word/footnotes.xml", "word/endnotes.xml"];
const HEADERS = /^word\/header\d*\.xml$/;
const FOOTERS = /^word\/footer\d*\.xml$/;

export const isDocx = (zip: OfficeZip): boolean => zip.has(DOCUMENT);

/**
 * A Word document's text: the body, then footnotes and endnotes, then headers and footers.
 * The body must fit the unzip budget; a later part that does not is left out and the text
 * marked as cut.
 */
export function docxText(zip: OfficeZip, text: SearchableText): void {
  const numbered = (pattern: RegExp) =>
    zip
      .names()
      .filter((name) => pattern.test(name))
      .sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  for (const part of [DOCUMENT, ...NOTES, ...numbered(HEADERS), ...numbered(FOOTERS)]) {
    if (text.truncated) return;
    let bytes: Uint8Array | undefined;
    try {
      bytes = zip.read(part);
    } catch (error) {
      if (part === DOCUMENT || !(error instanceof UnzipBudgetExceeded)) throw error;
      text.markTruncated();
      return;
    }
    if (bytes) addWordprocessingText(decodeXmlBytes(bytes), text);
    text.add("\n");
  }
}

/**
 * The text runs (`w:t`) of a WordprocessingML part: a paragraph ends a line, a tab or break
 * in a run is kept, a table's cells are separated by tabs and its rows by line breaks.
 * Deleted text (`w:delText`) and field codes (`w:instrText`) are not text anyone reads;
 * `mc:Fallback` repeats what its `mc:Choice` holds (text boxes), so it is skipped.
 */
function addWordprocessingText(xml: string, text: SearchableText): void {
  let inText = 0;
  let inRun = 0;
  let inCell = 0;
  let inFallback = 0;
  for (const token of xmlTokens(xml)) {
    if (text.truncated) return;
    if (inFallback > 0) {
      if (token.kind === "open" && token.name === "Fallback" && !token.selfClosing) inFallback++;
      if (token.kind === "close" && token.name === "Fallback") inFallback--;
      continue;
    }
    if (token.kind === "text") {
      if (inText > 0) text.add(token.text);
    } else if (token.kind === "open" && token.selfClosing) {
      if (inRun > 0 && token.name === "tab") text.add("\t");
      else if (inRun > 0 && (token.name === "br" || token.name === "cr")) text.add("\n");
      else if (inRun > 0 && token.name === "noBreakHyphen") text.add("-");
      else if (token.name === "p") text.add(inCell > 0 ? " " : "\n");
    } else if (token.kind === "open") {
      if (token.name === "t") inText++;
      else if (token.name === "r") inRun++;
      else if (token.name === "tc") inCell++;
      else if (token.name === "Fallback") inFallback++;
    } else {
      if (token.name === "t") inText = Math.max(0, inText - 1);
      else if (token.name === "r") inRun = Math.max(0, inRun - 1);
      else if (token.name === "p") text.add(inCell > 0 ? " " : "\n");
      else if (token.name === "tc") {
        inCell = Math.max(0, inCell - 1);
        text.add("\t");
      } else if (token.name === "tr") text.add("\n");
    }
  }
}
