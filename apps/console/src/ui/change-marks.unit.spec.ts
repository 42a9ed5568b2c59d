import { describe, expect, it } from "vitest";
import { cellMark, changeMarks, hasMarks, NO_MARKS } from "./change-marks";

describe("changeMarks: what changed in a module, by key (compare API changes)", () => {
  const marks = changeMarks([
    { action: 2, field: "value", rowId: null, oldValue: "12.3 mL", newValue: "12.5 mL" },
    { action: 2, field: "amount", rowId: "r1", oldValue: "1 g", newValue: "1.5 g" },
    { action: 1, field: null, rowId: "r3", oldValue: null, newValue: { rowId: "r3" } },
    { action: 3, field: null, rowId: "r2", oldValue: { rowId: "r2", name: "HCl" }, newValue: null },
    { action: 2, field: "$rowOrder", rowId: null, oldValue: ["r1", "r2"], newValue: ["r2", "r1"] },
  ]);

  it("keeps a form field's value before and after", () => {
    expect(marks.fields.get("value")).toEqual({ action: 2, before: "12.3 mL", after: "12.5 mL" });
    expect(marks.fields.has("$rowOrder")).toBe(false);
  });

  it("marks the changed cell only, and rows added or deleted whole", () => {
    expect(cellMark(marks, "r1", "amount")).toEqual({ action: 2, before: "1 g", after: "1.5 g" });
    expect(cellMark(marks, "r1", "name")).toBeUndefined();
    expect([...marks.addedRows]).toEqual(["r3"]);
    expect(marks.removedRows.get("r2")).toEqual({ rowId: "r2", name: "HCl" });
    expect(marks.orderChanged).toBe(true);
  });

  it("marks nothing without changes", () => {
    expect(changeMarks([])).toBe(NO_MARKS);
    expect(changeMarks(undefined)).toBe(NO_MARKS);
    expect(hasMarks(NO_MARKS)).toBe(false);
    expect(hasMarks(marks)).toBe(true);
  });
});
