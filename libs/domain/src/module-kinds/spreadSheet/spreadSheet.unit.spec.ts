import { describe, expect, it } from "vitest";
import { kindInWords } from "../../audit/module-words";
import { en, moduleOf, ruleFor, zh } from "../testing";
import { spreadSheet } from ".";

describe("kind spreadSheet", () => {
  it("takes its content as saved, is named in both languages and keeps its content in a clone", () => {
    expect(ruleFor(spreadSheet, { sheet: { A1: 1 } }, [{ rowId: "r1", A: 1 }])).toBeNull();
    expect(kindInWords("spreadSheet", null, en)).toBe("Spreadsheet");
    expect(kindInWords("spreadSheet", null, zh)).toBe("电子表格");
    expect(spreadSheet.cloneReset({ fields: { sheet: "x" }, rows: [] })).toEqual({ fields: { sheet: "x" }, rows: [] });
  });
  it("exports its rows as cells", () => {
    expect(spreadSheet.toPlainRows(moduleOf(spreadSheet, { rows: [{ rowId: "r1", total: 1 }] }), en)).toEqual([
      { label: "row 1", value: "total: 1" },
    ]);
  });
});

describe("kind spreadSheet: its workbook", () => {
  const workbook = {
    sheets: [
      {
        sheetId: "sheet1",
        name: "Sheet1",
        frozenRows: 1,
        rows: [{ A: { value: "Conc" }, B: { value: "Abs" } }, { A: { value: 10 }, B: { value: 0.25, format: "0.00" } }, null],
      },
      {
        sheetId: "s2",
        name: "Fit",
        frozenRows: 1,
        rows: [{ A: { value: 0.025, formula: "=SLOPE(Sheet1!B2:B2,Sheet1!A2:A2)" } }],
      },
    ],
    charts: [],
  };
  const filled = moduleOf(spreadSheet, { workbook }, { required: true });

  it("is filled when any cell holds something, empty otherwise", () => {
    expect(spreadSheet.completeness(filled)).toEqual({ filled: true, incompleteRowIds: [] });
    expect(spreadSheet.completeness(moduleOf(spreadSheet, {}))).toEqual({ filled: false, incompleteRowIds: [] });
    const blank = {
      sheets: [{ sheetId: "sheet1", name: "Sheet1", frozenRows: 1, rows: [{ A: { value: null, format: "0.00" } }] }],
      charts: [],
    };
    expect(spreadSheet.completeness(moduleOf(spreadSheet, { workbook: blank })).filled).toBe(false);
  });

  it("lists its cells for a PDF by sheet name and address, formulas beside their values, and counts what it leaves out", () => {
    expect(spreadSheet.toPlainRows(filled, en)).toEqual([
      { label: "Sheet1!A1", value: "Conc" },
      { label: "Sheet1!B1", value: "Abs" },
      { label: "Sheet1!A2", value: "10" },
      { label: "Sheet1!B2", value: "0.25" },
      { label: "Fit!A1", value: "0.025 (formula =SLOPE(Sheet1!B2:B2,Sheet1!A2:A2))" },
    ]);
    const many = {
      sheets: [{ ...workbook.sheets[0]!, rows: Array.from({ length: 600 }, (_, i) => ({ A: { value: i } })) }],
      charts: [],
    };
    const rows = spreadSheet.toPlainRows(moduleOf(spreadSheet, { workbook: many }), zh);
    expect(rows).toHaveLength(501);
    expect(rows.at(-1)!.value).toBe("另有 100 个单元格（完整工作簿见记录）");
  });

  it("gives the search its cell texts and a report its columns by sheet", () => {
    expect(spreadSheet.searchText(filled).text).toBe("Conc Abs\n10 0.25\n0.025");
    expect(spreadSheet.reportValues(filled)).toEqual([
      { field: "Sheet1!A", values: ["Conc", 10] },
      { field: "Sheet1!B", values: ["Abs", 0.25] },
      { field: "Fit!A", values: [0.025] },
    ]);
  });

  it("keeps the whole workbook in a clone", () => {
    expect(spreadSheet.cloneReset({ fields: {}, rows: [], workbook })).toEqual({ fields: {}, rows: [], workbook });
  });
});
