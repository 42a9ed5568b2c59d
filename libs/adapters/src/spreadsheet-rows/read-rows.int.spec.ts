import { INVENTORY_IMPORT_LIMITS } from "@labledger/events/catalogue/inventory-import-values";
import { describe, expect, it } from "vitest";
import { zipOf } from "../text-extraction/test-documents";
import { deflatedZeros, rawZip } from "../zip/test-zips";
import { readRows, SpreadsheetRefusal } from "./read-rows";

const PROLOG = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const S = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

type XlsxCell = string | { number: string } | { day: number };
const columnOf = (i: number) => String.fromCharCode(65 + i);
const xmlText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/** The parts of a workbook written by hand: inline strings, numbers, and dates as serials in a date style (numFmt 14). */
function xlsxParts(rows: readonly (readonly XlsxCell[])[], sheetName = "库存"): Record<string, string> {
  const cell = (value: XlsxCell, ref: string) =>
    typeof value === "string"
      ? `<c r="${ref}" t="inlineStr"><is><t>${xmlText(value)}</t></is></c>`
      : "number" in value
        ? `<c r="${ref}"><v>${value.number}</v></c>`
        : `<c r="${ref}" s="1"><v>${value.day}</v></c>`;
  const sheetData = rows
    .map((row, r) => `<row r="${r + 1}">${row.map((v, c) => cell(v, `${columnOf(c)}${r + 1}`)).join("")}</row>`)
    .join("");
  return {
    "[Content_Types].xml": `${PROLOG}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    "_rels/.rels": `${PROLOG}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    "xl/workbook.xml": `${PROLOG}<workbook ${S} xmlns:r="${REL}"><sheets><sheet name="${sheetName}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    "xl/_rels/workbook.xml.rels": `${PROLOG}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    "xl/styles.xml": `${PROLOG}<styleSheet ${S}><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/></cellXfs></styleSheet>`,
    "xl/worksheets/sheet1.xml": `${PROLOG}<worksheet ${S}><sheetData>${sheetData}</sheetData></worksheet>`,
  };
}
const xlsxOf = (rows: readonly (readonly XlsxCell[])[]) => zipOf(xlsxParts(rows));

const refusal = async (bytes: Uint8Array, name: string) => {
  try {
    await readRows(bytes, name);
  } catch (error) {
    if (error instanceof SpreadsheetRefusal) return { key: error.key, params: error.params };
    throw error;
  }
  return undefined;
};
const utf8 = (text: string) => new TextEncoder().encode(text);

describe("spreadsheet rows: an inventory import file read as rows of text", () => {
  it("reads the first sheet of an XLSX: strings, numbers as written, date cells as YYYY-MM-DD", async () => {
    const bytes = xlsxOf([
      ["条码", "名称", "初始数量", "有效期"],
      ["B-001", "乙醇 <无水>", { number: "500.50" }, { day: 46568 }],
    ]);
    expect(await readRows(bytes, "库存.XLSX")).toEqual({
      sheet: "库存",
      rows: [
        ["条码", "名称", "初始数量", "有效期"],
        ["B-001", "乙醇 <无水>", "500.50", "2027-06-30"],
      ],
    });
  });

  it("reads a CSV with a byte-order mark, separated by commas, semicolons or tabs", async () => {
    const rows = [
      ["barcode", "name", "quantity"],
      ["B-1", "Ethanol, absolute", "1.5"],
    ];
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('barcode,name,quantity\r\nB-1,"Ethanol, absolute",1.5\r\n')]);
    expect(await readRows(withBom, "lots.csv")).toEqual({ sheet: "lots", rows });
    expect((await readRows(utf8('barcode;name;quantity\nB-1;"Ethanol, absolute";1.5\n'), "lots.csv")).rows).toEqual(rows);
    expect((await readRows(utf8("barcode\tname\tquantity\nB-1\tEthanol, absolute\t1.5\n"), "lots.tsv")).rows).toEqual(rows);
  });

  it("reads a CSV as Chinese Excel saves it, in GB18030, and one saved as Unicode (UTF-16 LE)", async () => {
    const text = "条码,名称,单位\r\nB-1,乙醇,毫升\r\n";
    const expected = [
      ["条码", "名称", "单位"],
      ["B-1", "乙醇", "毫升"],
    ];
    const gb18030 = new Uint8Array([
      ...[0xcc, 0xf5, 0xc2, 0xeb, 0x2c, 0xc3, 0xfb, 0xb3, 0xc6, 0x2c, 0xb5, 0xa5, 0xce, 0xbb, 0x0d, 0x0a],
      ...[0x42, 0x2d, 0x31, 0x2c, 0xd2, 0xd2, 0xb4, 0xbc, 0x2c, 0xba, 0xc1, 0xc9, 0xfd, 0x0d, 0x0a],
    ]);
    expect(new TextDecoder("gb18030").decode(gb18030)).toBe(text);
    expect((await readRows(gb18030, "库存.csv")).rows).toEqual(expected);
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from(text.replace(/,/g, "\t"), "utf16le")]);
    expect((await readRows(utf16, "库存.txt")).rows).toEqual(expected);
  });

  it("drops blank rows at the end and empty cells at the end of a row", async () => {
    expect((await readRows(utf8("a,b,,\n1,2,,\n,,,\n\n"), "x.csv")).rows).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });

  it("refuses a file that is not what its name says: a renamed program, a CSV that is a zip, an XLSX that is text", async () => {
    const program = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]);
    expect(await refusal(program, "lots.csv")).toEqual({ key: "spreadsheet.notWhatItsNameSays", params: {} });
    expect(await refusal(program, "lots.xlsx")).toEqual({ key: "spreadsheet.notWhatItsNameSays", params: {} });
    expect(await refusal(xlsxOf([["a"]]), "lots.csv")).toEqual({ key: "spreadsheet.notWhatItsNameSays", params: {} });
    expect(await refusal(utf8("a,b\n1,2\n"), "lots.xlsx")).toEqual({ key: "spreadsheet.notWhatItsNameSays", params: {} });
    const docx = zipOf({ "[Content_Types].xml": "<Types/>", "word/document.xml": "<w:document/>" });
    expect(await refusal(docx, "lots.xlsx")).toEqual({ key: "spreadsheet.notWhatItsNameSays", params: {} });
  });

  it("refuses an old .xls, other kinds, an empty file and one over the spec's 1 MB", async () => {
    expect(await refusal(utf8("x"), "lots.xls")).toMatchObject({ key: "spreadsheet.oldExcel" });
    expect(await refusal(utf8("x"), "lots.pdf")).toMatchObject({ key: "spreadsheet.unsupportedKind" });
    expect(await refusal(new Uint8Array(), "lots.csv")).toMatchObject({ key: "spreadsheet.empty" });
    expect(await refusal(utf8("\n\n"), "lots.csv")).toMatchObject({ key: "spreadsheet.empty" });
    const big = new Uint8Array(INVENTORY_IMPORT_LIMITS.bytes + 1).fill(0x61);
    expect(await refusal(big, "lots.csv")).toEqual({ key: "spreadsheet.tooLarge", params: { maxMb: 1 } });
  });

  it("refuses an XLSX zip bomb (128 MB of zeros in 800 KB) at the archive's limits, before inflating it whole", async () => {
    const BOMB = 128 * 1024 * 1024;
    const parts = xlsxParts([["a"]]);
    const bomb = rawZip([
      ...Object.entries(parts).map(([name, content]) => ({ name, content })),
      { name: "xl/media/padding.bin", rawData: deflatedZeros(BOMB), declaredSize: BOMB },
    ]);
    expect(bomb.byteLength).toBeLessThan(INVENTORY_IMPORT_LIMITS.bytes);
    expect(await refusal(bomb, "bomb.xlsx")).toMatchObject({ key: "spreadsheet.unsafeArchive" });
  });

  it("reads an XLSX whose sheet declares entities (billion laughs) without expanding them", async () => {
    const entities = `<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "${"&lol;".repeat(10)}"><!ENTITY lol3 "${"&lol2;".repeat(10)}">]>`;
    const parts = xlsxParts([]);
    parts["xl/worksheets/sheet1.xml"] =
      `${PROLOG}${entities}<worksheet ${S}><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&lol3;</t></is></c></row></sheetData></worksheet>`;
    expect((await readRows(zipOf(parts), "laughs.xlsx")).rows).toEqual([["&lol3;"]]);
  });

  it("refuses a damaged XLSX", async () => {
    const bytes = xlsxOf([["a"]]);
    expect(await refusal(bytes.subarray(0, bytes.length - 30), "cut.xlsx")).toMatchObject({
      key: "spreadsheet.notWhatItsNameSays",
    });
  });

  it("refuses more than 5,000 rows, more than 60 columns, or a cell over 200 characters, saying where", async () => {
    const lines = (n: number) => ["h", ...Array.from({ length: n }, (_, i) => `r${i}`)].join("\n");
    expect((await readRows(utf8(lines(5000)), "x.csv")).rows).toHaveLength(5001);
    expect(await refusal(utf8(lines(5001)), "x.csv")).toEqual({ key: "spreadsheet.tooManyRows", params: { max: 5000 } });
    const wide = Array.from({ length: 61 }, (_, i) => `c${i}`).join(",");
    expect(await refusal(utf8(`${wide}\n`), "x.csv")).toEqual({ key: "spreadsheet.tooManyColumns", params: { max: 60 } });
    const long = xlsxOf([
      ["a", "b"],
      ["x", "y".repeat(201)],
    ]);
    expect(await refusal(long, "x.xlsx")).toEqual({
      key: "spreadsheet.cellTooLong",
      params: { max: 200, line: 2, column: "B" },
    });
  });
});
