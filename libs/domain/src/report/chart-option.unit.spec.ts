import { describe, expect, it } from "vitest";
import { type ChartLook, chartOption, hasValues } from "./chart-option";
import type { ChartData } from "./report-table";

/** The option read the way a test reads it: any part by name, as JSON would give it. */
// biome-ignore lint/suspicious/noExplicitAny: a test walks the option's plain parts by name.
type Json = any;
const draw = (chart: ChartData, look?: ChartLook): Json => chartOption(chart, look);

const bar: ChartData = {
  chartId: "c1",
  type: "bar",
  title: "收率",
  xLabel: "记录",
  categories: ["EXP-1", "EXP-2", ""],
  series: [{ name: "收率 %", data: [72, null, 90] }],
};

describe("a report chart's ECharts option", () => {
  it("is plain data: what JSON keeps of it is all of it, so the console and the server draw the same chart", () => {
    for (const type of ["bar", "line", "pie"] as const) {
      const option = chartOption({ ...bar, type }, { fontFamily: "Noto Sans SC", animation: false, emptyText: "无数据" });
      expect(JSON.parse(JSON.stringify(option))).toEqual(option);
    }
  });

  it("draws bar and line over the categories, one series per column, a gap where a record holds no number", () => {
    const option = draw(bar, { blankCategory: "（空）" });
    expect(option.title.text).toBe("收率");
    expect(option.xAxis).toMatchObject({ type: "category", name: "记录", data: ["EXP-1", "EXP-2", "（空）"] });
    expect(option.yAxis).toMatchObject({ type: "value", name: "收率 %" });
    expect(option.series).toEqual([expect.objectContaining({ type: "bar", name: "收率 %", data: [72, null, 90] })]);
    expect(option.legend).toBeUndefined();
    expect(option.animation).toBe(true);
    const line = draw({ ...bar, type: "line", series: [...bar.series, { name: "纯度", data: [1, 2, 3] }] });
    expect(line.series.map((s: { type: string }) => s.type)).toEqual(["line", "line"]);
    expect(line.legend).toBeDefined();
  });

  it("writes the values on a few bars, and draws thousands of bars as one shape", () => {
    expect(draw(bar).series[0].label.show).toBe(true);
    const many = Array.from({ length: 5_000 }, (_, i) => `R${i}`);
    const big = draw({ ...bar, categories: many, series: [{ name: "y", data: many.map((_, i) => i) }] });
    expect(big.series[0]).toMatchObject({ large: true, sampling: "lttb", label: { show: false } });
    expect(big.xAxis.axisLabel).toMatchObject({ hideOverlap: true, rotate: 40 });
  });

  it("draws a pie of the one series by category, leaving out categories without a number", () => {
    const option = draw({ ...bar, type: "pie" }, { blankCategory: "(blank)" });
    expect(option.series).toHaveLength(1);
    expect(option.series[0].data).toEqual([
      { name: "EXP-1", value: 72 },
      { name: "(blank)", value: 90 },
    ]);
    expect(option.xAxis).toBeUndefined();
  });

  it("draws a scatter of [x, y] points on two value axes", () => {
    const option = draw({
      chartId: "c3",
      type: "scatter",
      title: "",
      xLabel: "Mass (g)",
      categories: [],
      series: [{ name: "Yield", data: [[3.5, 72] as const, [2, 90] as const] }],
    });
    expect(option.xAxis).toMatchObject({ type: "value", name: "Mass (g)" });
    expect(option.yAxis).toMatchObject({ type: "value", name: "Yield" });
    expect(option.series[0]).toMatchObject({
      type: "scatter",
      data: [
        [3.5, 72],
        [2, 90],
      ],
    });
  });

  it("says there is nothing to draw, in the reader's words, when no record holds a number", () => {
    const option = draw({ ...bar, categories: [], series: [{ name: "y", data: [] }] }, { emptyText: "No data" });
    expect(option.graphic[0].style.text).toBe("No data");
    expect(draw(bar, { emptyText: "No data" }).graphic).toBeUndefined();
  });

  it("leaves the title to the page that sets it above the chart, and says whether there is anything to draw", () => {
    expect(draw(bar).title).toMatchObject({ text: bar.title });
    expect(draw(bar, { withTitle: false }).title).toBeUndefined();
    expect(hasValues(bar)).toBe(true);
    expect(hasValues({ series: [{ name: "y", data: [null, null] }] })).toBe(false);
  });
});
