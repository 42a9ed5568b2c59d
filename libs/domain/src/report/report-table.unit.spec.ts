import { describe, expect, it } from "vitest";
import type { RecordValues } from "./record-values";
import { cellOf, chartData, numberIn, reportRows } from "./report-table";

const record = (id: string, values: RecordValues["values"]): RecordValues => ({
  id,
  number: `EXP-${id}`,
  title: `Batch ${id}`,
  status: "approved",
  ownerId: "m1",
  departmentId: null,
  projectId: "p1",
  taskId: null,
  notebookId: "n1",
  templateId: null,
  viewerIds: [],
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  values,
});

describe("a report's table and charts", () => {
  it("reads numbers typed as text", () => {
    expect(["82 %", "1,250.5", "3.2e-4", "-7", ".5 g", "n/a", "x1"].map(numberIn)).toEqual([
      82,
      1250.5,
      0.00032,
      -7,
      0.5,
      null,
      null,
    ]);
  });

  it("reads a field held many times (a grid column) as its first value, sum, mean, extremes, count or list", () => {
    const cells = ["12.5", 7.5, "n/a"];
    expect(["first", "sum", "mean", "min", "max", "count", "list"].map((a) => cellOf(cells, a as never))).toEqual([
      "12.5",
      20,
      10,
      7.5,
      12.5,
      3,
      "12.5; 7.5; n/a",
    ]);
    expect(cellOf([], "sum")).toBeNull();
    expect(cellOf(["none"], "mean")).toBeNull();
  });

  const columns = [
    { columnId: "y", module: "Yield", field: "value", label: "Yield %", aggregate: "first" as const },
    { columnId: "m", module: "Materials", field: "mass", label: "Mass (g)", aggregate: "sum" as const },
    { columnId: "s", module: "Conditions", field: "solvent", label: "Solvent", aggregate: "first" as const },
  ];
  const records = [
    record("1", [
      { module: "Yield", field: "value", values: ["82%"] },
      { module: "Materials", field: "mass", values: [1.5, 2] },
      { module: "Conditions", field: "solvent", values: ["THF"] },
    ]),
    record("2", [
      { module: "Yield", field: "value", values: [64] },
      { module: "Conditions", field: "solvent", values: ["Toluene"] },
    ]),
    record("3", [
      { module: "Yield", field: "value", values: ["90"] },
      { module: "Materials", field: "mass", values: ["4"] },
      { module: "Conditions", field: "solvent", values: ["THF"] },
    ]),
  ];

  it("makes a row per record and a cell per column; a module the record lacks is an empty cell", () => {
    expect(reportRows(columns, records).map((r) => [r.number, r.cells])).toEqual([
      ["EXP-1", { y: "82%", m: 3.5, s: "THF" }],
      ["EXP-2", { y: 64, m: null, s: "Toluene" }],
      ["EXP-3", { y: "90", m: 4, s: "THF" }],
    ]);
  });

  it("charts yields by record, sums per category, a pie of one series, and points of a scatter", () => {
    const rows = reportRows(columns, records);
    expect(chartData({ chartId: "a", type: "bar", title: "", x: "record", y: ["y"] }, columns, rows, "Record")).toMatchObject({
      xLabel: "Record",
      categories: ["EXP-1", "EXP-2", "EXP-3"],
      series: [{ name: "Yield %", data: [82, 64, 90] }],
    });
    expect(chartData({ chartId: "b", type: "pie", title: "", x: "s", y: ["m"] }, columns, rows, "Record")).toMatchObject({
      xLabel: "Solvent",
      categories: ["THF", "Toluene"],
      series: [{ name: "Mass (g)", data: [7.5, null] }],
    });
    expect(chartData({ chartId: "c", type: "scatter", title: "", x: "m", y: ["y"] }, columns, rows, "Record").series).toEqual([
      {
        name: "Yield %",
        data: [
          [3.5, 82],
          [4, 90],
        ],
      },
    ]);
  });
});
