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
