import { type OfficeZip, UnzipBudgetExceeded } from "./office-zip";
import type { SearchableText } from "./searchable-text";
import { attribute, decodeXmlBytes, xmlTokens } from "./xml-scan";

const WORKBOOK = "xl/workbook.xml";
const WORKBOOK_RELATIONSHIPS = "xl/_rels/workbook.xml.rels";
const SHARED_STRINGS = "xl/sharedStrings.xml";

export const isXlsx = (zip: OfficeZip): boolean => zip.has(WORKBOOK);

interface Sheet {
  readonly name: string;
  readonly part: string;
}

/**
 * A workbook's text, sheet by sheet in the workbook's order: the sheet's name on a line, then
 * one line per row with its cells' values separated by tabs (shared and inline strings, numbers
 * and formula results as stored, booleans as TRUE/FALSE). The workbook and its shared strings
 * must fit the unzip budget; a sheet that does not ends the text, marked as cut.
 */
export function xlsxText(zip: OfficeZip, text: SearchableText): void {
  const sheets = sheetsOf(zip);
  const sharedStrings = sharedStringsOf(zip);
  for (const sheet of sheets) {
    if (text.truncated) return;
    let bytes: Uint8Array | undefined;
    try {
      bytes = zip.read(sheet.part);
    } catch (error) {
      if (!(error instanceof UnzipBudgetExceeded)) throw error;
      text.markTruncated();
      return;
    }
    if (!bytes) continue;
    text.add(`\n${sheet.name}\n`);
    addCells(decodeXmlBytes(bytes), sharedStrings, text);
  }
}

function sheetsOf(zip: OfficeZip): Sheet[] {
  const targets = relationshipTargets(zip);
  const sheets: Sheet[] = [];
  for (const token of xmlTokens(decodeXmlBytes(zip.read(WORKBOOK) ?? new Uint8Array()))) {
    if (token.kind !== "open" || token.name !== "sheet") continue;
    const relationship = attribute(token.attributes, "id");
    // Without relationships, sheets are conventionally numbered in workbook order.
    const part = (relationship && targets.get(relationship)) ?? `xl/worksheets/sheet${sheets.length + 1}.xml`;
    if (part.startsWith("xl/worksheets/")) sheets.push({ name: attribute(token.attributes, "name") ?? "", part });
  }
  return sheets;
}

/** Relationship id → part name inside the zip (targets are relative to `xl/`, or absolute from the root). */
function relationshipTargets(zip: OfficeZip): Map<string, string> {
  const targets = new Map<string, string>();
  const rels = zip.read(WORKBOOK_RELATIONSHIPS);
  if (!rels) return targets;
  for (const token of xmlTokens(decodeXmlBytes(rels))) {
    if (token.kind !== "open" || token.name !== "Relationship") continue;
    const id = attribute(token.attributes, "Id");
    const target = attribute(token.attributes, "Target");
    if (id && target) targets.set(id, partName(target));
  }
  return targets;
}

function partName(target: string): string {
  const segments: string[] = target.startsWith("/") ? [] : ["xl"];
  for (const segment of target.split("/")) {
    if (segment === "..") segments.pop();
    else if (segment && segment !== ".") segments.push(segment);
  }
  return segments.join("/");
}

/** Each `<si>`'s text, its runs joined; phonetic readings (`<rPh>`) left out. */
function sharedStringsOf(zip: OfficeZip): string[] {
  const bytes = zip.read(SHARED_STRINGS);
  if (!bytes) return [];
  const strings: string[] = [];
  let current: string[] | undefined;
  let inText = 0;
  let inPhonetic = 0;
  for (const token of xmlTokens(decodeXmlBytes(bytes))) {
    if (token.kind === "text") {
      if (current && inText > 0 && inPhonetic === 0) current.push(token.text);
    } else if (token.kind === "open") {
      if (token.name === "si") {
        current = [];
        if (token.selfClosing) strings.push("");
      } else if (!token.selfClosing && token.name === "t") inText++;
      else if (!token.selfClosing && token.name === "rPh") inPhonetic++;
    } else if (token.name === "si" && current) {
      strings.push(current.join(""));
      current = undefined;
    } else if (token.name === "t") inText = Math.max(0, inText - 1);
    else if (token.name === "rPh") inPhonetic = Math.max(0, inPhonetic - 1);
  }
  return strings;
}

function addCells(xml: string, sharedStrings: readonly string[], text: SearchableText): void {
  let cellType: string | undefined;
  let value: string[] | undefined;
  let inlineText: string[] | undefined;
  let inValue = 0;
  let inText = 0;
  let inPhonetic = 0;
  for (const token of xmlTokens(xml)) {
    if (text.truncated) return;
    if (token.kind === "text") {
      if (value && inValue > 0) value.push(token.text);
      else if (inlineText && inText > 0 && inPhonetic === 0) inlineText.push(token.text);
    } else if (token.kind === "open") {
      if (token.selfClosing) continue;
      if (token.name === "c") {
        cellType = attribute(token.attributes, "t");
        value = [];
        inlineText = [];
      } else if (token.name === "v") inValue++;
      else if (token.name === "t") inText++;
      else if (token.name === "rPh") inPhonetic++;
    } else if (token.name === "c" && value && inlineText) {
      const shown = cellText(cellType, value.join(""), inlineText.join(""), sharedStrings);
      if (shown) text.add(`${shown}\t`);
      value = undefined;
      inlineText = undefined;
    } else if (token.name === "v") inValue = Math.max(0, inValue - 1);
    else if (token.name === "t") inText = Math.max(0, inText - 1);
    else if (token.name === "rPh") inPhonetic = Math.max(0, inPhonetic - 1);
    else if (token.name === "row") text.add("\n");
  }
}

function cellText(type: string | undefined, value: string, inlineText: string, sharedStrings: readonly string[]): string {
  switch (type) {
    case "s":
      return /^\d+$/.test(value.trim()) ? (sharedStrings[Number(value)] ?? "") : "";
    case "inlineStr":
      return inlineText;
    case "b":
      return value.trim() === "1" ? "TRUE" : value.trim() === "0" ? "FALSE" : value;
    default:
      return value;
  }
}
