import { extractText } from "@labledger/adapters/text-extraction/extract-text";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { cellText, columnName, XLSX_CELL_MAX, xlsxBytes } from "./xlsx";

const NAME = { name: "report.xlsx" };
const read = async (bytes: Uint8Array) => (await extractText(bytes, NAME))?.text ?? "";
const part = (bytes: Uint8Array, name: string) => strFromU8(unzipSync(bytes)[name]!);

describe("a workbook written as XLSX", () => {
  it("opens: the project's own XLSX reader finds each sheet by name and every cell, row by row", async () => {
    const bytes = xlsxBytes([
      {
        name: "数据表",
        header: true,
        rows: [
          ["记录编号", "标题", "收率 %"],
          ["EXP-1", "批次 1", 82.5],
          ["EXP-2", 'Batch <2> & "co"', null],
        ],
      },
      { name: "Summary", rows: [["Report", "收率汇总"]] },
    ]);
    const text = await read(bytes);
    expect(text.split("\n")).toEqual([
      "数据表",
      "记录编号\t标题\t收率 %",
      "EXP-1\t批次 1\t82.5",
      'EXP-2\tBatch <2> & "co"',
      "Summary",
      "Report\t收率汇总",
    ]);
  });

  it("writes numbers as numeric cells and text as string cells, never a formula", () => {
    const bytes = xlsxBytes([{ name: "S", rows: [[1.25, '=HYPERLINK("http://x")', "+1", "-2", "@SUM(A1)", "plain"]] }]);
    const sheet = part(bytes, "xl/worksheets/sheet1.xml");
    expect(sheet).toContain('<c r="A1"><v>1.25</v></c>');
    expect(sheet).not.toContain("<f>");
    for (const ref of ["B1", "C1", "D1", "E1"]) expect(sheet).toMatch(new RegExp(`<c r="${ref}" t="inlineStr" s="3">`));
    expect(sheet).toContain('<c r="F1" t="inlineStr"><is><t xml:space="preserve">plain</t></is></c>');
    expect(part(bytes, "xl/styles.xml")).toContain('quotePrefix="1"');
  });

  it("freezes the header row and sizes the columns to their widest cell, Chinese counting double", () => {
    const sheet = part(
      xlsxBytes([
        {
          name: "S",
          header: true,
          rows: [
            ["编号", "A much longer header"],
            ["收率收率收率收率收率", "x"],
          ],
        },
      ]),
      "xl/worksheets/sheet1.xml",
    );
    expect(sheet).toContain('<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>');
    expect(sheet).toContain('<col min="1" max="1" width="22" customWidth="1"/>');
    expect(sheet).toContain('<col min="2" max="2" width="22" customWidth="1"/>');
    expect(sheet).toContain('<c r="A1" t="inlineStr" s="1">');
  });

  it("leaves out the characters XML 1.0 forbids, and keeps a cell within Excel's 32,767 characters", async () => {
    expect(cellText("a\u0000b\u0007c\uFFFEd\uD800e😀")).toBe("abcde😀");
    expect(cellText("_x0041_")).toBe("_x005F_x0041_");
    const long = cellText("长".repeat(40_000));
    expect(long).toHaveLength(XLSX_CELL_MAX);
    expect(long.endsWith("…")).toBe(true);
    const bytes = xlsxBytes([{ name: "S", rows: [["ok\u0001", "\uDC00fine"]] }]);
    expect(await read(bytes)).toBe("S\nok\tfine");
  });

  it("names the sheets as Excel accepts them: no [ ] : * ? / \\, at most 31 characters, none twice", () => {
    const workbook = part(
      xlsxBytes([
        { name: "a/b:c", rows: [] },
        { name: "x".repeat(40), rows: [] },
        { name: "A/B:C", rows: [] },
      ]),
      "xl/workbook.xml",
    );
    expect(workbook).toContain('<sheet name="a b c" sheetId="1" r:id="rId1"/>');
    expect(workbook).toContain(`<sheet name="${"x".repeat(31)}" sheetId="2"`);
    expect(workbook).toContain('<sheet name="A B C (2)" sheetId="3"');
  });

  it("names columns A to Z, then AA", () => {
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(["A", "Z", "AA", "AB", "ZZ", "AAA"]);
  });
});
