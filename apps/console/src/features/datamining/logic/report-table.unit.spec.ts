import { describe, expect, it } from "vitest";
import { formatWhen } from "../../../ui/format-when";
import { cellText, numericColumns, type ReportRow, rowsOfPage } from "./report-table";

const row = (n: number, cells: ReportRow["cells"]): ReportRow => ({
  recordId: `r${n}`,
  number: `EXP-${n}`,
  title: `Batch ${n}`,
  status: "draft",
  cells,
});

describe("the report's table", () => {
  it("a column is numeric when every value it holds is a number, or one typed as text (records without one do not count)", () => {
    const rows = [
      row(1, { yield: 72, solvent: "THF", typed: 1, batch: "3 batches" }),
      row(2, { yield: null, solvent: "Toluene", typed: "81.5 %", batch: "B-2" }),
      row(3, { yield: 90, solvent: "2-MeTHF", typed: "1,250.5", batch: "4" }),
    ];
    expect([...numericColumns(["yield", "solvent", "typed", "batch", "empty"], rows)]).toEqual(["yield", "typed"]);
  });

  it("writes numbers the reader's way, words as they are, and nothing for no value", () => {
    expect(cellText(1250.5, "en")).toBe("1,250.5");
    expect(cellText(81.5, "zh-CN")).toBe("81.5");
    expect(cellText("81.5 %", "en")).toBe("81.5 %");
    expect(cellText(null, "en")).toBe("");
  });

  it("shows up to 200 rows whole, more a hundred a page", () => {
    const few = Array.from({ length: 200 }, (_, i) => i);
    expect(rowsOfPage(few, 2)).toHaveLength(200);
    const many = Array.from({ length: 250 }, (_, i) => i);
    expect(rowsOfPage(many, 1)).toEqual(many.slice(0, 100));
    expect(rowsOfPage(many, 3)).toEqual(many.slice(200));
    expect(rowsOfPage(many, 9)).toEqual(many.slice(200));
  });

  it("says when it was read, in the reader's language", () => {
    expect(formatWhen("2026-11-22T06:05:00.000Z", "en")).toMatch(/Nov \d+, 2026/);
    expect(formatWhen("2026-11-22T06:05:00.000Z", "zh-CN")).toMatch(/2026年11月\d+日/);
    expect(formatWhen("", "en")).toBe("");
  });
});
