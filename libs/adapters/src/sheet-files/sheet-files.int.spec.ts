import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { SHEET_LIMITS } from "@labledger/events/catalogue/sheets-values";
import ExcelJS from "exceljs";
import { unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { zipOf } from "../text-extraction/test-documents";
import { deflatedZeros, rawZip, withDeclaredSize } from "../zip/test-zips";
import { type FileSheet, readSheetFile, SpreadsheetRefusal } from "./read-sheet-file";
import { sheetCsv, type WorkbookToWrite, workbookXlsx } from "./write-sheet-file";

const utf8 = (text: string) => new TextEncoder().encode(text);

async function xlsxOf(build: (workbook: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  build(workbook);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const refusal = async (bytes: Uint8Array, name: string) => {
  try {
    await readSheetFile(bytes, name);
  } catch (error) {
    if (error instanceof SpreadsheetRefusal) return { key: error.key, params: error.params };
    throw error;
  }
  return undefined;
};

const cellsOf = (sheet: FileSheet | undefined) =>
  Object.fromEntries((sheet?.cells ?? []).map(({ cell, ...rest }) => [cell, rest]));

/** A small real workbook: two sheets, formulas (one shared down a column), a percentage, a date, an error, rich text, a frozen header. */
const calibrationXlsx = () =>
  xlsxOf((workbook) => {
    const data = workbook.addWorksheet("标准曲线", { views: [{ state: "frozen", ySplit: 1 }] });
    data.getCell("A1").value = "浓度";
    data.getCell("B1").value = "吸光度";
    data.getCell("A2").value = 1;
    data.getCell("A3").value = 2;
    data.getCell("B2").value = { formula: "A2*2", result: 2, shareType: "shared", ref: "B2:B3" } as ExcelJS.CellValue;
    data.getCell("B3").value = { sharedFormula: "B2", result: 4 } as ExcelJS.CellValue;
    data.getCell("C2").value = 0.125;
    data.getCell("C2").numFmt = "0.0%";
    data.getCell("D2").value = new Date(Date.UTC(2026, 10, 27));
    data.getCell("D2").numFmt = "yyyy-mm-dd";
    data.getCell("E2").value = { formula: "1/0", result: { error: "#DIV/0!" } } as ExcelJS.CellValue;
    data.getCell("F2").value = { richText: [{ text: "乙醇 " }, { text: "absolute", font: { bold: true } }] };
    data.getCell("G9").numFmt = "0.00"; // styled, empty: nothing
    const summary = workbook.addWorksheet("Summary");
    summary.getCell("A1").value = { formula: "_xlfn.STDEV.S('标准曲线'!B2:B3)", result: Math.SQRT2 } as ExcelJS.CellValue;
  });

describe("a spreadsheet file read as sheets to import", () => {
  it("reads every worksheet of an XLSX: values, formulas with their cached results, number formats, dates as serials, frozen rows", async () => {
    const sheets = await readSheetFile(await calibrationXlsx(), "曲线.xlsx");
    expect(sheets.map((s) => [s.name, s.frozenRows])).toEqual([
      ["标准曲线", 1],
      ["Summary", 0],
    ]);
    expect(cellsOf(sheets[0])).toEqual({
      A1: { value: "浓度", formula: null, format: null },
      B1: { value: "吸光度", formula: null, format: null },
      A2: { value: 1, formula: null, format: null },
      B2: { value: 2, formula: "=A2*2", format: null },
      C2: { value: 0.125, formula: null, format: "0.0%" },
      D2: { value: 46353, formula: null, format: "yyyy-mm-dd" },
      E2: { value: { error: "#DIV/0!" }, formula: "=1/0", format: null },
      F2: { value: "乙醇 absolute", formula: null, format: null },
      A3: { value: 2, formula: null, format: null },
      B3: { value: 4, formula: "=A3*2", format: null },
    });
    expect(cellsOf(sheets[1])).toEqual({
      A1: { value: Math.SQRT2, formula: "=STDEV.S('标准曲线'!B2:B3)", format: null },
    });
  });

  it("reads a CSV as one sheet named by its file, each cell its text as typed (the server's engine reads it as typing)", async () => {
    const text = "样品,质量 (mg),合计\r\nS-1,12.5,=SUM(B2:B3)\r\nS-2,007,TRUE\r\n,,\r\n";
    const [sheet, ...rest] = await readSheetFile(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)]), "C:\\data\\称量[1].csv");
    expect(rest).toEqual([]);
    expect(sheet!.name).toBe("称量 1");
    expect(sheet!.frozenRows).toBe(1);
    expect(sheet!.asTyped).toBe(true);
    expect(cellsOf(sheet)).toMatchObject({
      A1: { value: "样品", formula: null, format: null },
      B2: { value: "12.5", formula: null },
      C2: { value: "=SUM(B2:B3)", formula: null },
      B3: { value: "007" },
      C3: { value: "TRUE" },
    });
    expect(sheet!.cells).toHaveLength(9);
  });

  it("reads a real CSV of the corpus (a uniform design), when the corpus is there", async (context) => {
    const folder = "/work/shared/corpus/doe/unidoe";
    if (!existsSync(folder)) return context.skip("the shared corpus (doe/unidoe) is not on this machine");
    const name = readdirSync(folder).find((file) => file.includes("__new_") && file.endsWith(".csv"))!;
    const bytes = new Uint8Array(readFileSync(join(folder, name)));
    const lines = new TextDecoder().decode(bytes).trim().split(/\r?\n/);
    const [sheet] = await readSheetFile(bytes, name);
    const last = `${String.fromCharCode(64 + lines[0]!.split(",").length)}${lines.length}`;
    expect(sheet!.cells.at(-1)!.cell).toBe(last);
    expect(sheet!.cells.filter((c) => /^\d+$/.test(String(c.value))).length).toBeGreaterThan(lines.length);
  });
});

describe("a hostile or unfit spreadsheet file is refused before anything is read", () => {
  it("refuses content that is not what its name says: a text named .xlsx, a Word file, a program or image named .csv", async () => {
    const notWhat = { key: "spreadsheet.notWhatItsNameSays", params: {} };
    expect(await refusal(utf8("a,b\n1,2\n"), "x.xlsx")).toEqual(notWhat);
    expect(await refusal(zipOf({ "[Content_Types].xml": "<Types/>", "word/document.xml": "<w:document/>" }), "x.xlsx")).toEqual(
      notWhat,
    );
    const program = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const noise = new Uint8Array(4096).map((_, i) => (i * 7919) % 32);
    for (const bytes of [program, png, noise, await calibrationXlsx()]) expect(await refusal(bytes, "x.csv")).toEqual(notWhat);
  });

  it("refuses an XLSX zip bomb by its declared size, before inflating a byte", async () => {
    const parts = unzipSync(await calibrationXlsx());
    const honest = rawZip([
      ...Object.entries(parts).map(([name, content]) => ({ name, content })),
      { name: "xl/media/padding.bin", rawData: deflatedZeros(128 * 1024 * 1024), declaredSize: 128 * 1024 * 1024 },
    ]);
    expect(honest.byteLength).toBeLessThan(SHEET_LIMITS.importBytes);
    expect(await refusal(honest, "bomb.xlsx")).toMatchObject({ key: "spreadsheet.unsafeArchive" });
  });

  it("refuses an XLSX zip bomb that lies about its size, at the inflating limits", async () => {
    const parts = unzipSync(await calibrationXlsx());
    const bomb = rawZip([
      ...Object.entries(parts).map(([name, content]) => ({ name, content })),
      { name: "xl/media/padding.bin", rawData: deflatedZeros(128 * 1024 * 1024), declaredSize: 100 },
    ]);
    expect(await refusal(bomb, "bomb.xlsx")).toMatchObject({ key: "spreadsheet.unsafeArchive" });
    const sheetXml = zipSync({ ...parts, "xl/worksheets/sheet1.xml": new Uint8Array(64 * 1024 * 1024) });
    expect(await refusal(withDeclaredSize(sheetXml, "xl/worksheets/sheet1.xml", 10), "bomb.xlsx")).toMatchObject({
      key: "spreadsheet.unsafeArchive",
    });
  });

  it("refuses a damaged XLSX, an old .xls, other kinds, an empty file and one over 1 MB", async () => {
    const whole = await calibrationXlsx();
    expect((await refusal(whole.subarray(0, whole.length - 40), "cut.xlsx"))?.key).toMatch(
      /^spreadsheet\.(notWhatItsNameSays|unreadable)$/,
    );
    expect(await refusal(utf8("x"), "old.xls")).toMatchObject({ key: "spreadsheet.oldExcel" });
    expect(await refusal(utf8("x"), "notes.pdf")).toMatchObject({ key: "spreadsheet.unsupportedKind" });
    expect(await refusal(utf8("x"), "no-extension")).toMatchObject({ key: "spreadsheet.unsupportedKind" });
    expect(await refusal(new Uint8Array(), "x.csv")).toMatchObject({ key: "spreadsheet.empty" });
    expect(await refusal(utf8(" , \n\n"), "x.csv")).toMatchObject({ key: "spreadsheet.empty" });
    const big = new Uint8Array(SHEET_LIMITS.importBytes + 1).fill(0x31);
    expect(await refusal(big, "x.csv")).toEqual({ key: "spreadsheet.tooLarge", params: { maxMb: 1 } });
  });

  it("refuses more rows, columns, sheets or a longer cell than a spreadsheet module holds, saying where", async () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => String(i)).join("\n");
    expect((await readSheetFile(utf8(rows(SHEET_LIMITS.rows)), "x.csv"))[0]!.cells).toHaveLength(SHEET_LIMITS.rows);
    expect(await refusal(utf8(rows(SHEET_LIMITS.rows + 1)), "x.csv")).toEqual({
      key: "spreadsheet.tooManyRows",
      params: { max: SHEET_LIMITS.rows },
    });
    const wide = Array.from({ length: SHEET_LIMITS.columns + 1 }, () => "1").join(",");
    expect(await refusal(utf8(wide), "x.csv")).toEqual({
      key: "spreadsheet.tooManyColumns",
      params: { max: SHEET_LIMITS.columns },
    });
    const long = await xlsxOf((w) => {
      w.addWorksheet("S").getCell("C4").value = "y".repeat(SHEET_LIMITS.cellText + 1);
    });
    expect(await refusal(long, "x.xlsx")).toEqual({
      key: "spreadsheet.cellTooLong",
      params: { max: SHEET_LIMITS.cellText, line: 4, column: "C" },
    });
    const many = await xlsxOf((w) => {
      for (let i = 0; i <= SHEET_LIMITS.sheets; i++) w.addWorksheet(`S${i}`).getCell("A1").value = i;
    });
    expect(await refusal(many, "x.xlsx")).toEqual({ key: "spreadsheet.tooManySheets", params: { max: SHEET_LIMITS.sheets } });
  });

  it("reads an XLSX whose sheet declares entities (billion laughs) without expanding them", async () => {
    const parts = unzipSync(
      await xlsxOf((w) => {
        w.addWorksheet("S").getCell("A1").value = "x";
      }),
    );
    const sheetName = Object.keys(parts).find((name) => name.startsWith("xl/worksheets/sheet"))!;
    const entities = `<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "${"&lol;".repeat(10)}"><!ENTITY lol3 "${"&lol2;".repeat(10)}">]>`;
    const xml = new TextDecoder().decode(parts[sheetName]).replace("?>", `?>${entities}`);
    const laughs = zipSync({
      ...parts,
      [sheetName]: utf8(xml.replace(/<c r="A1"[\s\S]*?<\/c>/, '<c r="A1" t="inlineStr"><is><t>&lol3;</t></is></c>')),
    });
    const read = await readSheetFile(laughs, "laughs.xlsx").catch((error: unknown) => error);
    if (read instanceof SpreadsheetRefusal) expect(read.key).toBe("spreadsheet.unreadable");
    else expect(JSON.stringify(read).length).toBeLessThan(1000);
  });
});

describe("a module's workbook written as a file", () => {
  const workbook: WorkbookToWrite = {
    sheets: [
      {
        name: "标准曲线",
        frozenRows: 2,
        rows: [
          { A: { value: "x" }, B: { value: 'y, "mg"' } },
          { A: { value: 1 }, B: { value: 2, formula: "=A2*2", format: "0.00" } },
          null,
          { A: { value: 0.125, format: "0.0%" }, B: { value: { error: "#DIV/0!" }, formula: "=A4/0" }, C: { value: true } },
        ],
      },
      { name: "Summary", frozenRows: 0, rows: [{ A: { value: 4.125, formula: "=SUM('标准曲线'!A2:A4)+2" } }] },
    ],
  };

  it("as an XLSX that reads back with the same sheets, formulas, values, formats and frozen rows", async () => {
    const sheets = await readSheetFile(await workbookXlsx(workbook), "export.xlsx");
    expect(sheets.map((s) => [s.name, s.frozenRows])).toEqual([
      ["标准曲线", 2],
      ["Summary", 0],
    ]);
    expect(cellsOf(sheets[0])).toEqual({
      A1: { value: "x", formula: null, format: null },
      B1: { value: 'y, "mg"', formula: null, format: null },
      A2: { value: 1, formula: null, format: null },
      B2: { value: 2, formula: "=A2*2", format: "0.00" },
      A4: { value: 0.125, formula: null, format: "0.0%" },
      B4: { value: { error: "#DIV/0!" }, formula: "=A4/0", format: null },
      C4: { value: true, formula: null, format: null },
    });
    expect(cellsOf(sheets[1])).toEqual({ A1: { value: 4.125, formula: "=SUM('标准曲线'!A2:A4)+2", format: null } });
  });

  it("one sheet as CSV: the values shown, up to the last row and column used, readable back", async () => {
    const csv = sheetCsv(workbook.sheets[0]!);
    expect(csv).toBe('\uFEFFx,"y, ""mg""",\r\n1,2,\r\n,,\r\n0.125,#DIV/0!,TRUE\r\n');
    const [back] = await readSheetFile(utf8(csv), "标准曲线.csv");
    expect(cellsOf(back)).toMatchObject({ B1: { value: 'y, "mg"' }, B2: { value: "2", formula: null }, C4: { value: "TRUE" } });
  });
});
