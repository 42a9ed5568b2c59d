import type { Workbook } from "@labledger/domain/module-kinds/spreadSheet/workbook";
import { describe, expect, it } from "vitest";
import { initialSheetState, inputOf, type SheetState, selectedCells, sheetReducer, shownCell } from "./sheet-state";

const book: Workbook = {
  sheets: [
    {
      sheetId: "sheet1",
      name: "Sheet1",
      frozenRows: 1,
      rows: [{ A: { value: "mass" } }, { A: { value: 2 } }, { A: { value: 3 } }, { A: { value: 5, formula: "=SUM(A2:A3)" } }],
    },
  ],
  charts: [],
};
const given = (...actions: Parameters<typeof sheetReducer>[1][]): SheetState =>
  actions.reduce(sheetReducer, initialSheetState(book));
const edit = (cell: string, input: string, format?: string | null) => ({
  sheetId: "sheet1",
  cell,
  input,
  ...(format === undefined ? {} : { format }),
});

describe("spreadsheet editor state", () => {
  it("given an edit, shows the typed value at once and is saving until the server answers", () => {
    const state = given({ type: "edited", edits: [edit("A2", "4")], via: "edit" });
    expect(shownCell(state, "sheet1", "A2")?.value).toBe(4);
    expect(state.status).toBe("saving");
    expect(inputOf(shownCell(state, "sheet1", "A4"))).toBe("=SUM(A2:A3)");
  });
  it("given the local engine's values, shows them until the server's answer, which is the truth", () => {
    const state = given(
      { type: "edited", edits: [edit("A2", "4")], via: "edit" },
      { type: "computed", cells: [{ sheetId: "sheet1", cell: "A4", value: 7 }] },
    );
    expect(shownCell(state, "sheet1", "A4")?.value).toBe(7);
    const answered = sheetReducer(state, {
      type: "confirmed",
      edits: [edit("A2", "4")],
      cells: [
        { sheetId: "sheet1", cell: "A2", value: 4, formula: null, format: null },
        { sheetId: "sheet1", cell: "A4", value: 7, formula: "=SUM(A2:A3)", format: null },
      ],
    });
    expect(answered.local).toEqual({});
    expect(answered.status).toBe("saved");
    expect(shownCell(answered, "sheet1", "A4")).toEqual({ value: 7, formula: "=SUM(A2:A3)" });
    expect(sheetReducer(answered, { type: "computed", cells: [{ sheetId: "sheet1", cell: "A4", value: 99 }] })).toBe(answered);
  });
  it("given a refusal because the cell changed, shows the current value and keeps the member's input in a conflict note", () => {
    const current = { sheetId: "sheet1", cell: "A2", value: 10, formula: null, format: null };
    const state = given(
      { type: "edited", edits: [edit("A2", "4")], via: "edit" },
      { type: "refused", edits: [edit("A2", "4")], current: [current] },
    );
    expect(shownCell(state, "sheet1", "A2")?.value).toBe(10);
    expect(state.conflicts).toEqual([{ sheetId: "sheet1", cell: "A2", input: "4", current }]);
    expect(state.status).toBe("conflict");
    expect(sheetReducer(state, { type: "dismissConflict", sheetId: "sheet1", cell: "A2" }).status).toBe("saved");
  });
  it("given a failed save, keeps the input as a note and says it was not saved", () => {
    const state = given({ type: "edited", edits: [edit("A3", "9")], via: "edit" }, { type: "failed", edits: [edit("A3", "9")] });
    expect(state.status).toBe("failed");
    expect(state.conflicts[0]).toMatchObject({ cell: "A3", input: "9", current: null });
    expect(shownCell(state, "sheet1", "A3")?.value).toBe(3);
  });
  it("undo gives the edit that puts the cell back, and redo the one that did it again; a new edit forgets redo", () => {
    const state = given({ type: "edited", edits: [edit("A2", "12.5%", "0.0%")], via: "edit" });
    expect(state.undo.at(-1)).toEqual([edit("A2", "2", null)]);
    const undone = sheetReducer(state, { type: "edited", edits: state.undo.at(-1)!, via: "undo" });
    expect(undone.undo).toHaveLength(0);
    expect(undone.redo.at(-1)).toEqual([edit("A2", "12.5%", "0.0%")]);
    const redone = sheetReducer(undone, { type: "edited", edits: undone.redo.at(-1)!, via: "redo" });
    expect(redone.redo).toHaveLength(0);
    expect(redone.undo).toHaveLength(1);
    expect(sheetReducer(undone, { type: "edited", edits: [edit("B1", "x")], via: "edit" }).redo).toHaveLength(0);
  });
  it("given another member's change, shows it unless this member's own edit of that cell is on its way", () => {
    const state = given(
      { type: "edited", edits: [edit("A2", "4")], via: "edit" },
      {
        type: "remote",
        cells: [
          { sheetId: "sheet1", cell: "A2", value: 8, formula: null, format: null },
          { sheetId: "sheet1", cell: "B9", value: "new", formula: null, format: null },
        ],
      },
    );
    expect(shownCell(state, "sheet1", "A2")?.value).toBe(4);
    expect(shownCell(state, "sheet1", "B9")?.value).toBe("new");
    expect(state.workbook.sheets[0]!.rows).toHaveLength(9);
  });
  it("selects a rectangle with shift and gives its cells for copying", () => {
    const state = given(
      { type: "select", place: { row: 2, column: 0 }, extend: false },
      { type: "select", place: { row: 4, column: 1 }, extend: true },
    );
    expect(selectedCells(state).map((row) => row.map((cell) => cell?.value ?? null))).toEqual([
      [2, null],
      [3, null],
      [5, null],
    ]);
  });
  it("given a shift+click the grid announced as a plain focus first, keeps the rectangle from the cell before", () => {
    const state = given(
      { type: "select", place: { row: 2, column: 0 }, extend: false },
      { type: "select", place: { row: 3, column: 1 }, extend: false },
      { type: "select", place: { row: 3, column: 1 }, extend: true, byShiftClick: true },
    );
    expect(state.anchor).toEqual({ row: 2, column: 0 });
    expect(state.focus).toEqual({ row: 3, column: 1 });
  });
  it("keeps sheets added, renamed, frozen and deleted, moving to another sheet when the shown one goes", () => {
    const added = given({ type: "sheetAdded", sheet: { sheetId: "s2", name: "Sheet2", frozenRows: 1, rows: [] } });
    expect(added.activeSheetId).toBe("s2");
    const renamed = sheetReducer(added, { type: "sheetRenamed", sheetId: "s2", name: "Yields" });
    const frozen = sheetReducer(renamed, { type: "frozenSet", sheetId: "s2", rows: 2 });
    expect(frozen.workbook.sheets[1]).toMatchObject({ name: "Yields", frozenRows: 2 });
    expect(sheetReducer(frozen, { type: "sheetDeleted", sheetId: "s2" }).activeSheetId).toBe("sheet1");
  });
});
