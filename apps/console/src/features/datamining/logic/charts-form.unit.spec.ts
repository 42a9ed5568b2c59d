import { describe, expect, it } from "vitest";
import { chartProblem, newChart, withSeries, withType } from "./charts-form";

const columns = [
  { columnId: "yield", module: "Yield", field: "value", label: "Yield", aggregate: "first" as const },
  { columnId: "mass", module: "Materials", field: "mass", label: "Mass", aggregate: "sum" as const },
];

describe("the charts of a report", () => {
  it("a new chart shows the first column by record, with an id no other chart has", () => {
    const first = newChart(columns, []);
    expect(first).toEqual({ chartId: "chart", type: "bar", title: "", x: "record", y: ["yield"] });
    expect(newChart(columns, [first]).chartId).toBe("chart2");
  });

  it("a pie shows one series: turning a chart into a pie keeps its first, choosing another replaces it", () => {
    const bar = { ...newChart(columns, []), y: ["yield", "mass"] };
    const pie = withType(bar, "pie");
    expect(pie.y).toEqual(["yield"]);
    expect(withSeries(pie, ["yield", "mass"]).y).toEqual(["mass"]);
    expect(chartProblem(pie, columns)).toBeNull();
    expect(chartProblem({ ...pie, y: ["yield", "mass"] }, columns)).toBe("pieOneSeries");
  });

  it("other charts show up to five series, each once", () => {
    const bar = newChart(columns, []);
    expect(withSeries(bar, ["yield", "mass", "yield"]).y).toEqual(["yield", "mass"]);
    expect(withSeries(bar, ["a", "b", "c", "d", "e", "f"]).y).toHaveLength(5);
  });

  it("needs a series, and columns the template has", () => {
    const bar = newChart(columns, []);
    expect(chartProblem({ ...bar, y: [] }, columns)).toBe("noSeries");
    expect(chartProblem({ ...bar, x: "gone" }, columns)).toBe("unknownColumn");
    expect(chartProblem({ ...bar, y: ["gone"] }, columns)).toBe("unknownColumn");
  });
});
