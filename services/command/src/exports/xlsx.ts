import { strToU8, zipSync } from "fflate";

/** A cell: a number is a numeric cell, text a string cell, null an empty one. */
export type XlsxCell = string | number | null;

export interface XlsxSheet {
  /** Its tab's name (cut to Excel's 31 characters, without the characters Excel refuses there). */
  readonly name: string;
  readonly rows: Iterable<readonly XlsxCell[]>;
  /** The first row is a header: bold, and frozen while the rest scrolls. */
  readonly header?: boolean;
  /** Every text cell wraps within its column (long texts read down, not across). */
  readonly wrapText?: boolean;
  /** The narrowest a column may be, in characters (a column is otherwise as wide as its widest cell, up to 60). */
  readonly minWidths?: readonly number[];
}

/** Excel keeps at most this many characters in a cell; a longer text is cut with an ellipsis. */
export const XLSX_CELL_MAX = 32_767;
const MAX_WIDTH = 60;
const MIN_WIDTH = 6;

const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const RELATIONSHIPS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PACKAGE_RELATIONSHIPS = "http://schemas.openxmlformats.org/package/2006/relationships";
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** The styles cells refer to by index (xl/styles.xml's cellXfs, in this order). */
const STYLE = { plain: 0, header: 1, wrap: 2, text: 3, wrapText: 4 } as const;

/**
 * A workbook (Office Open XML, SpreadsheetML) from its sheets: the minimal parts Excel,
 * LibreOffice and WPS open, zipped with fflate. Every value is written as data, never as a
 * formula: text is a string cell (a text beginning with = + - @ is also marked "quote prefix",
 * so editing it in Excel keeps it text), and XML 1.0's forbidden characters are left out.
 */
export function xlsxBytes(sheets: readonly XlsxSheet[]): Uint8Array {
  const names = sheetNames(sheets.map((s) => s.name));
  const files: Record<string, Uint8Array> = {
    "[Content_Types].xml": strToU8(contentTypes(sheets.length)),
    "_rels/.rels": strToU8(
      `${XML}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    "xl/workbook.xml": strToU8(
      `${XML}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><bookViews><workbookView activeTab="0"/></bookViews><sheets>${names
        .map((name, i) => `<sheet name="${escapeXml(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
        .join("")}</sheets></workbook>`,
    ),
    "xl/_rels/workbook.xml.rels": strToU8(
      `${XML}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">${sheets
        .map((_, i) => `<Relationship Id="rId${i + 1}" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`)
        .join(
          "",
        )}<Relationship Id="rId${sheets.length + 1}" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/></Relationships>`,
    ),
    "xl/styles.xml": strToU8(STYLES),
  };
  sheets.forEach((sheet, i) => {
    files[`xl/worksheets/sheet${i + 1}.xml`] = strToU8(worksheet(sheet, i === 0));
  });
  return zipSync(files, { level: 6 });
}

function contentTypes(sheets: number): string {
  const sheet = (i: number) =>
    `<Override PartName="/xl/worksheets/sheet${i}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`;
  return `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${Array.from(
    { length: sheets },
    (_, i) => sheet(i + 1),
  ).join("")}</Types>`;
}

/** Fonts: the default, bold. Cell formats: plain, header (bold), wrapped, text kept as text, both. */
const STYLES = `${XML}<styleSheet xmlns="${MAIN}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment wrapText="1" vertical="top"/></xf><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"/><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1" applyAlignment="1"><alignment wrapText="1" vertical="top"/></xf></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

function worksheet(sheet: XlsxSheet, selected: boolean): string {
  const widths: number[] = [];
  const rows: string[] = [];
  let r = 0;
  for (const cells of sheet.rows) {
    r += 1;
    const header = sheet.header === true && r === 1;
    const xml: string[] = [];
    cells.forEach((value, c) => {
      if (value === null || value === "") return;
      const ref = `${columnName(c)}${r}`;
      if (typeof value === "number" && Number.isFinite(value)) {
        widths[c] = Math.max(widths[c] ?? 0, String(value).length);
        xml.push(`<c r="${ref}"${header ? ` s="${STYLE.header}"` : ""}><v>${value}</v></c>`);
        return;
      }
      const text = cellText(String(value));
      widths[c] = Math.max(widths[c] ?? 0, displayWidth(text));
      xml.push(
        `<c r="${ref}" t="inlineStr"${styleOf(text, header, sheet.wrapText === true)}><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`,
      );
    });
    rows.push(`<row r="${r}">${xml.join("")}</row>`);
  }
  const columns = Math.max(widths.length, sheet.minWidths?.length ?? 0);
  const cols = Array.from({ length: columns }, (_, c) => {
    const width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, sheet.minWidths?.[c] ?? 0, (widths[c] ?? 0) + 2));
    return `<col min="${c + 1}" max="${c + 1}" width="${width}" customWidth="1"/>`;
  }).join("");
  const view = sheet.header
    ? `<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/>`
    : "";
  return `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheetViews><sheetView workbookViewId="0"${
    selected ? ' tabSelected="1"' : ""
  }>${view}</sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>${cols ? `<cols>${cols}</cols>` : ""}<sheetData>${rows.join(
    "",
  )}</sheetData></worksheet>`;
}

function styleOf(text: string, header: boolean, wrap: boolean): string {
  if (header) return ` s="${STYLE.header}"`;
  const lines = wrap || text.includes("\n");
  // What Excel would read as a formula, were it typed (the CSV-injection characters): kept as text on editing too.
  const formulaLike = /^[=+\-@\t\r]/.test(text);
  if (formulaLike) return ` s="${lines ? STYLE.wrapText : STYLE.text}"`;
  return lines ? ` s="${STYLE.wrap}"` : "";
}

/** XML 1.0 allows tab, line feed, carriage return and these ranges only (lone surrogates are not characters). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * A text as a cell holds it: the characters XML 1.0 forbids left out, `_xHHHH_` (which Excel reads
 * as an escaped character) escaped so it reads as typed, and at most XLSX_CELL_MAX characters.
 */
export function cellText(value: string): string {
  let text = value.replace(NOT_XML, "");
  if (text.length > XLSX_CELL_MAX) text = `${text.slice(0, XLSX_CELL_MAX - 1).replace(/[\uD800-\uDBFF]$/, "")}…`;
  return text.replace(/_(x[0-9A-Fa-f]{4}_)/g, "_x005F_$1");
}

export const escapeXml = (text: string): string =>
  text.replace(NOT_XML, "").replace(/[&<>"]/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : "&quot;"));

/** A, B, …, Z, AA, AB, … */
export function columnName(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

const WIDE =
  /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]|[\u{20000}-\u{3FFFD}]/u;

/** About how many character widths a text takes in a cell: East Asian wide characters count two; the longest line counts. */
function displayWidth(text: string): number {
  let widest = 0;
  for (const line of text.split("\n")) {
    let width = 0;
    for (const ch of line) width += WIDE.test(ch) ? 2 : 1;
    widest = Math.max(widest, width);
    if (widest >= MAX_WIDTH) break;
  }
  return widest;
}

/** Sheet names as Excel takes them: without [ ] : * ? / \, at most 31 characters, none empty or twice. */
function sheetNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((raw, i) => {
    const base =
      [
        ...raw
          .replace(NOT_XML, "")
          .replace(/[[\]:*?/\\]/g, " ")
          .replace(/^'+|'+$/g, "")
          .trim(),
      ]
        .slice(0, 31)
        .join("") || `Sheet${i + 1}`;
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${[...base].slice(0, 28).join("")} (${n})`;
    taken.add(name.toLowerCase());
    return name;
  });
}
