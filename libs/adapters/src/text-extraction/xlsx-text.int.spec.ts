import { describe, expect, it } from "vitest";
import { extractText } from "./extract-text";
import { type SheetSource, xlsxOf, zipOf } from "./test-documents";

const asXlsx = { name: "yields.xlsx" };

const row = (number: number, ...cells: string[]) => `<row r="${number}">${cells.join("")}</row>`;

describe("text of a workbook (XLSX)", () => {
  it("reads each sheet under its name: rows as lines, cells tab-separated, shared and inline strings, numbers and formula results", async () => {
    const sharedStrings = [
      "<si><t>Compound</t></si>",
      "<si><t>Yield</t></si>",
      "<si><r><t>Aspi</t></r><r><rPr><b/></rPr><t>rin</t></r></si>",
    ];
    const sheets: SheetSource[] = [
      {
        name: "Run 1",
        rows:
          row(1, '<c r="A1" t="s"><v>0</v></c>', '<c r="B1" t="s"><v>1</v></c>') +
          row(2, '<c r="A2" t="s"><v>2</v></c>', '<c r="B2"><v>0.92</v></c>', '<c r="C2"><f>B2*100</f><v>92</v></c>'),
      },
      {
        name: "Notes &amp; QC",
        rows:
          row(1, '<c r="A1" t="inlineStr"><is><t>Dried over MgSO&#x2084;</t></is></c>', '<c r="B1" t="b"><v>1</v></c>') +
          row(3, '<c r="A3" t="str"><f>"p"&amp;"H"</f><v>pH</v></c>', '<c r="B3" t="e"><v>#DIV/0!</v></c>'),
      },
    ];
    expect(await extractText(xlsxOf(sheets, sharedStrings), asXlsx)).toEqual({
      text: "Run 1\nCompound\tYield\nAspirin\t0.92\t92\nNotes & QC\nDried over MgSO₄\tTRUE\npH\t#DIV/0!",
      truncated: false,
    });
  });

  it("leaves out phonetic readings of shared strings", async () => {
    const sharedStrings = ['<si><t>東京</t><rPh sb="0" eb="2"><t>トウキョウ</t></rPh></si>'];
    const xlsx = xlsxOf([{ name: "Sheet1", rows: row(1, '<c r="A1" t="s"><v>0</v></c>') }], sharedStrings);
    expect((await extractText(xlsx, asXlsx))?.text).toBe("Sheet1\n東京");
  });

  it("finds each sheet's part through the workbook's relationships, in the workbook's order", async () => {
    const S = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
    const xlsx = zipOf({
      "xl/workbook.xml": `<workbook ${S} xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="First" sheetId="7" r:id="rId9"/><sheet name="Second" sheetId="3" r:id="rId2"/></sheets></workbook>`,
      "xl/_rels/workbook.xml.rels":
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId2" Target="/xl/worksheets/sheet1.xml"/><Relationship Id="rId9" Target="worksheets/../worksheets/data.xml"/></Relationships>',
      "xl/worksheets/sheet1.xml": `<worksheet ${S}><sheetData>${row(1, '<c r="A1" t="inlineStr"><is><t>second sheet</t></is></c>')}</sheetData></worksheet>`,
      "xl/worksheets/data.xml": `<worksheet ${S}><sheetData>${row(1, '<c r="A1" t="inlineStr"><is><t>first sheet</t></is></c>')}</sheetData></worksheet>`,
    });
    expect((await extractText(xlsx, asXlsx))?.text).toBe("First\nfirst sheet\nSecond\nsecond sheet");
  });
});
