import { SHEET_LIMITS } from "@labledger/events/catalogue/sheets-values";
import { describe, expect, it } from "vitest";
import { formulaReferences } from "./formula-references";

const block = (sheet: string | null, firstRow: number, firstColumn: number, lastRow = firstRow, lastColumn = firstColumn) => ({
  sheet,
  firstRow,
  lastRow,
  firstColumn,
  lastColumn,
});

describe("what a formula reads, told from its text", () => {
  it("cells and ranges of its own sheet, absolute or not, either corner first", () => {
    expect(formulaReferences("=A1+$B$2*C3")).toEqual([block(null, 1, 1), block(null, 2, 2), block(null, 3, 3)]);
    expect(formulaReferences("=SUM(B2:D9)")).toEqual([block(null, 2, 2, 9, 4)]);
    expect(formulaReferences("=average($d$9:b2)")).toEqual([block(null, 2, 2, 9, 4)]);
  });

  it("whole columns and whole rows", () => {
    expect(formulaReferences("=COUNT(A:C)")).toEqual([block(null, 1, 1, SHEET_LIMITS.rows, 3)]);
    expect(formulaReferences("=SUM(2:3)")).toEqual([block(null, 2, 1, 3, SHEET_LIMITS.columns)]);
  });

  it("cells of other sheets, named bare or quoted, matched without case", () => {
    expect(formulaReferences("=Data!A1+'Raw data 2'!B2:B5+'It''s'!C1")).toEqual([
      block("data", 1, 1),
      block("raw data 2", 2, 2, 5, 2),
      block("it's", 1, 3),
    ]);
  });

  it("never a function, a number, a text or an error for a cell", () => {
    expect(formulaReferences('=LOG10(A2)+1.5E3+ROUND(B1,2)&"A1 and C3:D4"')).toEqual([block(null, 2, 1), block(null, 1, 2)]);
    expect(formulaReferences("=IF(ISERROR(A1),#N/A,TRUE)")).toEqual([block(null, 1, 1)]);
    expect(formulaReferences("=STDEV.S(A1:A3)")).toEqual([block(null, 1, 1, 3, 1)]);
  });

  it("'any' for what picks its cells as it runs, changes each time it runs, or names what is not a cell", () => {
    for (const formula of ['=INDIRECT("A"&B1)', "=SUM(OFFSET(A1,1,1))", "=NOW()-A1", "=RAND()", "=Rate*A1", "=today()"])
      expect(formulaReferences(formula), formula).toBe("any");
  });
});
