import { describe, expect, it } from "vitest";
import { type ChartData, chartOption, hasData } from "./chart-option";

const words = { noValue: "(no value)" };
const bar: ChartData = {
  chartId: "c1",
  type: "bar",
  title: "Yield by record",
  xLabel: "Record",
  categories: ["EXP-1", "EXP-2", "EXP-3"],
  series: [{ name: "Yield", data: [72, 81.5, 90] }],
};

describe("a chart the server sent, as ECharts draws it", () => {
  it("bar: a category per record on the X axis named by the server, a bar series per column", () => {
    const option = chartOption(bar, words);
    expect(option.xAxis).toMatchObject({ type: "category", data: ["EXP-1", "EXP-2", "EXP-3"], name: "Record" });
    expect(option.yAxis).toMatchObject({ type: "value", name: "Yield" });
    expect(option.series).toEqual([{ type: "bar", name: "Yield", data: [72, 81.5, 90] }]);
    expect(option.tooltip).toMatchObject({ trigger: "axis" });
  });

  it("line: the same categories, lines joined across records without a value; the Y axis unnamed for two series", () => {
    const option = chartOption({ ...bar, type: "line", series: [...bar.series, { name: "Mass", data: [3.5, null, 2] }] }, words);
    expect(option.series).toEqual([
      { type: "line", name: "Yield", data: [72, 81.5, 90], connectNulls: true },
      { type: "line", name: "Mass", data: [3.5, null, 2], connectNulls: true },
    ]);
    expect(option.yAxis).not.toHaveProperty("name");
  });

  it("scatter: [x, y] points on two value axes", () => {
    const option = chartOption(
      {
        ...bar,
        type: "scatter",
        xLabel: "Mass",
        categories: [],
        series: [
          {
            name: "Yield",
            data: [
              [3.5, 72],
              [3, 81.5],
            ],
          },
        ],
      },
      words,
    );
    expect(option.xAxis).toMatchObject({ type: "value", name: "Mass", scale: true });
    expect(option.series).toEqual([
      {
        type: "scatter",
        name: "Yield",
        symbolSize: 10,
        data: [
          [3.5, 72],
          [3, 81.5],
        ],
      },
    ]);
  });

  it("pie: the one series' value per category, those without a value left out, an empty category named in words", () => {
    const option = chartOption(
      {
        ...bar,
        type: "pie",
        xLabel: "Solvent",
        categories: ["THF", "", "Toluene"],
        series: [{ name: "Mass", data: [5.5, 1, null] }],
      },
      words,
    );
    expect(option.series).toEqual([
      expect.objectContaining({
        type: "pie",
        name: "Mass",
        data: [
          { name: "THF", value: 5.5 },
          { name: "(no value)", value: 1 },
        ],
      }),
    ]);
    expect(option).not.toHaveProperty("xAxis");
    expect(option).toHaveProperty("legend");
  });

  it("a pie of many slices names them on the slices, not in a legend that would cover it", () => {
    const many = Array.from({ length: 13 }, (_, i) => `S${i}`);
    const option = chartOption(
      { ...bar, type: "pie", categories: many, series: [{ name: "Mass", data: many.map(() => 1) }] },
      words,
    );
    expect(option).not.toHaveProperty("legend");
  });

  it("many records are drawn at once, without the opening animation", () => {
    const many = Array.from({ length: 600 }, (_, i) => `EXP-${i}`);
    expect(chartOption(bar, words).animation).toBe(true);
    expect(chartOption({ ...bar, categories: many, series: [{ name: "Yield", data: many.map(() => 1) }] }, words).animation).toBe(
      false,
    );
  });

  it("knows when there is nothing to draw", () => {
    expect(hasData(bar)).toBe(true);
    expect(hasData({ ...bar, categories: [], series: [{ name: "Yield", data: [] }] })).toBe(false);
    expect(hasData({ ...bar, series: [{ name: "Yield", data: [null, null, null] }] })).toBe(false);
  });
});
