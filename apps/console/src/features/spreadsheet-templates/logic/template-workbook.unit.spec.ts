import type { Workbook } from "@labledger/domain/module-kinds/spreadSheet/workbook";
import { describe, expect, it } from "vitest";
import { initialSheetState, sheetReducer } from "../../../ui/spreadsheet/sheet-state";
import { cellsOnSheets, editedWorkbook, markCells, markOf } from "./template-workbook";

const workbook: Workbook = {
  sheets: [{ sheetId: "s1", name: "Data", frozenRows: 1, rows: [{ A: { value: 2 }, B: { value: 4, formula: "=A1*2" } }] }],
  charts: [],
};

describe("a template in the editor", () => {
  it("is the stored workbook with the member's edits and the engine's values", () => {
    let state = initialSheetState(workbook);
    state = sheetReducer(state, { type: "edited", edits: [{ sheetId: "s1", cell: "A1", input: "5" }], via: "edit" });
    state = sheetReducer(state, { type: "computed", cells: [{ sheetId: "s1", cell: "B1", value: 10 }] });
    expect(editedWorkbook(state).sheets[0]!.rows[0]).toEqual({ A: { value: 5 }, B: { value: 10, formula: "=A1*2" } });
  });

  it("marks chosen cells input or required, never a formula cell, and unmarks them", () => {
    const marked = markCells([], workbook, "s1", ["A1", "B1", "A2"], "required");
    expect(marked.formulas).toBe(1);
    expect(marked.cells.map((c) => [c.cell, c.required])).toEqual([
      ["A1", true],
      ["A2", true],
    ]);
    expect(markOf(marked.cells, "s1", "A2")).toBe("required");
    const input = markCells(marked.cells, workbook, "s1", ["A2"], "input").cells;
    expect(markOf(input, "s1", "A2")).toBe("input");
    expect(markCells(input, workbook, "s1", ["A1", "A2"], null).cells).toEqual([]);
    expect(cellsOnSheets([{ sheetId: "gone", cell: "A1", required: false, label: "" }], workbook)).toEqual([]);
  });
});
