import { describe, expect, it } from "vitest";
import { kindInWords } from "../../audit/module-words";
import { en, moduleOf, ruleFor, zh } from "../testing";
import { spreadDesign } from ".";

describe("kind spreadDesign", () => {
  it("takes its content as saved, is named in both languages and keeps its content in a clone", () => {
    expect(ruleFor(spreadDesign, { sheet: { A1: 1 } }, [{ rowId: "r1", A: 1 }])).toBeNull();
    expect(kindInWords("spreadDesign", null, en)).toBe("Spreadsheet design");
    expect(kindInWords("spreadDesign", null, zh)).toBe("表格设计");
    expect(spreadDesign.cloneReset({ fields: { sheet: "x" }, rows: [] })).toEqual({ fields: { sheet: "x" }, rows: [] });
  });
  it("exports its rows as cells", () => {
    expect(spreadDesign.toPlainRows(moduleOf(spreadDesign, { rows: [{ rowId: "r1", total: 1 }] }), en)).toEqual([
      { label: "row 1", value: "total: 1" },
    ]);
  });
});
