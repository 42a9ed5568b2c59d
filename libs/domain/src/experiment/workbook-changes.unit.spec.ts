import { describe, expect, it } from "vitest";
import { EMPTY_WORKBOOK, type Workbook } from "../module-kinds/spreadSheet/workbook";
import { evolveWorkbook } from "../module-kinds/spreadSheet/workbook-fold";
import { compareRecords } from "./compare";
import type { ExperimentState, Module } from "./experiment-state";
import { rollBackEvents } from "./rollback";
import { workbookChangeEvents } from "./workbook-changes";

const on = { experimentId: "e1", moduleId: "m1", cacheTime: 1 };
const chart = {
  chartId: "c1",
  kind: "bar" as const,
  title: "Yields",
  sheetId: "sheet1",
  range: "A1:B4",
  headerRow: true,
  linearFit: false,
  xTitle: "",
  yTitle: "",
};
const before: Workbook = {
  sheets: [
    { sheetId: "sheet1", name: "Sheet1", frozenRows: 1, rows: [{ A: { value: 1 }, B: { value: 2, formula: "=A1*2" } }] },
    { sheetId: "old", name: "Old", frozenRows: 1, rows: [{ A: { value: "x" } }] },
  ],
  charts: [chart],
};
const after: Workbook = {
  sheets: [
    { sheetId: "new", name: "New", frozenRows: 3, rows: [null, { C: { value: 0.5, format: "0%" } }] },
    { sheetId: "sheet1", name: "Data", frozenRows: 1, rows: [{ A: { value: 4 }, B: { value: 8, formula: "=A1*2" } }] },
  ],
  charts: [{ ...chart, kind: "line" }],
};
const applied = (from: Workbook, to: Workbook) => workbookChangeEvents(on, from, to).reduce(evolveWorkbook, from);

describe("the sheet events between two workbooks", () => {
  it("turn one into the other, either way, and nothing into the same", () => {
    expect(applied(before, after)).toEqual(after);
    expect(applied(after, before)).toEqual(before);
    expect(applied(EMPTY_WORKBOOK, after)).toEqual(after);
    expect(workbookChangeEvents(on, after, after)).toEqual([]);
  });

  const module = (workbook: Workbook, cacheTime: number): Module => ({
    moduleId: "m1",
    type: "spreadSheet",
    subType: null,
    title: "Data",
    required: false,
    columns: [],
    content: { fields: {}, rows: [], workbook },
    cacheTime,
    isCheck: false,
    signatures: [],
  });
  const state = (workbook: Workbook, cacheTime: number) =>
    ({ record: { experimentId: "e1" }, details: {}, modules: [module(workbook, cacheTime)] }) as unknown as ExperimentState;

  it("roll a spreadsheet back to the workbook of the version", () => {
    const events = rollBackEvents(state(after, 9), state(before, 5), 1, new Date(100));
    expect(events[0]!.type).toBe("ExperimentRolledBack");
    const restored = events.slice(1).reduce((w, e) => evolveWorkbook(w, e as Parameters<typeof evolveWorkbook>[1]), after);
    expect(restored).toEqual(before);
  });

  it("show in a comparison what changed in the cells, sheets and charts", () => {
    const { modules } = compareRecords(state(before, 5), state(after, 9));
    expect(modules[0]!.status).toBe("changed");
    expect(modules[0]!.changes.map((c) => c.field)).toEqual(expect.arrayContaining(["$sheet", "$frozenRows", "$cell", "$chart"]));
  });
});
