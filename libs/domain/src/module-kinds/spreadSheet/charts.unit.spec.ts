import { describe, expect, it } from "vitest";
import { normalRange } from "./cell-range";
import { chartData, drawsFit, fitInWords, linearFit } from "./charts";
import { chartFits, sheetChartOption } from "./sheet-chart-option";
import type { Cell, SheetChart, SheetRow, Workbook } from "./workbook";

/** A workbook of one sheet from rows of values (a string starting with = is kept as a formula with the value after |). */
function workbookOf(rows: readonly (readonly (Cell["value"] | undefined)[])[]): Workbook {
  const sheetRows: SheetRow[] = rows.map((row) =>
    Object.fromEntries(row.flatMap((value, i) => (value === undefined ? [] : [[String.fromCharCode(65 + i), { value }]]))),
  );
  return { sheets: [{ sheetId: "s1", name: "Data", frozenRows: 1, rows: sheetRows }], charts: [] };
}

const chart = (over: Partial<SheetChart> = {}): SheetChart => ({
  chartId: "c1",
  kind: "scatter",
  title: "Calibration",
  sheetId: "s1",
  range: "A1:C6",
  headerRow: true,
  linearFit: true,
  xTitle: "",
  yTitle: "Absorbance",
  ...over,
});

// biome-ignore lint/suspicious/noExplicitAny: a test walks the option's plain parts by name.
type Json = any;

describe("a spreadsheet chart's data", () => {
  const calibration = workbookOf([
    ["Concentration", "Run 1", "Run 2"],
    [0, 0.01, 0.02],
    [1, 2.01, "n/a"],
    [2, 4.02, 3.9],
    [3, 6, { error: "#DIV/0!" }],
    [4, 7.99, 8.1],
  ]);

  it("given a range with a header row, when read, then the first column is x and every other column a named series", () => {
    const data = chartData(calibration, chart());
    expect(data.xName).toBe("Concentration");
    expect(data.categories).toEqual(["0", "1", "2", "3", "4"]);
    expect(data.numericX).toBe(true);
    expect(data.series.map((s) => [s.name, s.column])).toEqual([
      ["Run 1", "B"],
      ["Run 2", "C"],
    ]);
  });

  it("given texts and errors among the values, when read, then they are gaps, never zeros", () => {
    const [, run2] = chartData(calibration, chart()).series;
    expect(run2!.values).toEqual([0.02, null, 3.9, null, 8.1]);
    expect(run2!.points).toEqual([
      [0, 0.02],
      [2, 3.9],
      [4, 8.1],
    ]);
  });

  it("given no header row, when read, then every row is data and the series are named by their column", () => {
    const data = chartData(calibration, chart({ range: "A2:B3", headerRow: false }));
    expect(data.xName).toBe("");
    expect(data.series).toEqual([
      {
        name: "B",
        column: "B",
        values: [0.01, 2.01],
        points: [
          [0, 0.01],
          [1, 2.01],
        ],
      },
    ]);
  });

  it("given text categories, when read, then x is not numeric and the bars go by category", () => {
    const data = chartData(
      workbookOf([
        ["Batch", "Yield"],
        ["B-1", 72],
        [true, 80],
        [undefined, undefined],
      ]),
      chart({ kind: "bar", range: "A1:B9" }),
    );
    expect(data.categories).toEqual(["B-1", "TRUE"]);
    expect(data.numericX).toBe(false);
    expect(data.series[0]!.values).toEqual([72, 80]);
    expect(data.series[0]!.points).toEqual([]);
  });

  it("given a range written backwards, a deleted sheet or a range that does not read, then it reads the same or draws nothing", () => {
    expect(chartData(calibration, chart({ range: "C6:A1" }))).toEqual(chartData(calibration, chart()));
    expect(chartData(calibration, chart({ sheetId: "gone" })).series).toEqual([]);
    expect(chartData(calibration, chart({ range: "nonsense" })).series).toEqual([]);
  });
});

describe("a least-squares line", () => {
  it("given points on y = 2x + 1, when fitted, then slope 2, intercept 1, R² 1", () => {
    expect(
      linearFit([
        [0, 1],
        [1, 3],
        [2, 5],
      ]),
    ).toEqual({ slope: 2, intercept: 1, r2: 1 });
  });

  it("given scattered points, when fitted, then it gives Excel's SLOPE, INTERCEPT and RSQ", () => {
    // By hand: mean x 3, mean y 4, Sxy 6, Sxx 10, Syy 6 → slope 0.6, intercept 2.2, R² 36/60.
    const fit = linearFit([
      [1, 2],
      [2, 4],
      [3, 5],
      [4, 4],
      [5, 5],
    ])!;
    expect(fit.slope).toBeCloseTo(0.6, 12);
    expect(fit.intercept).toBeCloseTo(2.2, 12);
    expect(fit.r2).toBeCloseTo(0.6, 12);
  });

  it("given fewer than two points, or every x the same (vertical), then there is no fit", () => {
    expect(linearFit([])).toBeNull();
    expect(linearFit([[1, 2]])).toBeNull();
    expect(
      linearFit([
        [3, 1],
        [3, 5],
      ]),
    ).toBeNull();
  });

  it("given every y the same, then the flat line fits every point: slope 0, R² 1", () => {
    expect(
      linearFit([
        [1, 4],
        [2, 4],
        [3, 4],
      ]),
    ).toEqual({ slope: 0, intercept: 4, r2: 1 });
  });

  it("says the fit as people write it", () => {
    expect(fitInWords({ slope: 1.99734, intercept: 0.01812, r2: 0.99812 })).toBe("y = 1.997·x + 0.01812, R² = 0.998");
    expect(fitInWords({ slope: -2, intercept: -0.5, r2: 1 })).toBe("y = -2·x - 0.5, R² = 1.000");
    expect(fitInWords({ slope: 3, intercept: -1e-20, r2: 1 })).toBe("y = 3·x + 0, R² = 1.000");
  });
});

describe("a spreadsheet chart drawn (its ECharts option)", () => {
  const linear = workbookOf([
    ["x", "y"],
    [1, 3],
    [2, 5],
    [3, 7],
  ]);
  const look = { fitName: "Linear fit", animation: false };

  it("given a scatter with a fit, then it draws the points, the dashed fit line across x and its equation under the title", () => {
    const c = chart({ range: "A1:B4" });
    const option: Json = sheetChartOption(c, chartData(linear, c), look);
    expect(option.title).toMatchObject({ text: "Calibration", subtext: "y = 2·x + 1, R² = 1.000" });
    expect(option.xAxis).toMatchObject({ type: "value", name: "x" });
    expect(option.yAxis).toMatchObject({ type: "value", name: "Absorbance" });
    expect(option.series).toEqual([
      expect.objectContaining({
        type: "scatter",
        name: "y",
        data: [
          [1, 3],
          [2, 5],
          [3, 7],
        ],
      }),
      expect.objectContaining({
        type: "line",
        name: "Linear fit",
        data: [
          [1, 3],
          [3, 7],
        ],
      }),
    ]);
    expect(JSON.parse(JSON.stringify(option))).toEqual(option);
  });

  it("given a bar chart, or a line over text categories, then no fit is drawn even when asked", () => {
    const bar = chart({ kind: "bar", range: "A1:B4" });
    expect(drawsFit(bar, chartData(linear, bar))).toBe(false);
    const option: Json = sheetChartOption(bar, chartData(linear, bar), look);
    expect(option.xAxis).toMatchObject({ type: "category", data: ["1", "2", "3"] });
    expect(option.series).toEqual([expect.objectContaining({ type: "bar", data: [3, 5, 7] })]);
    const words = workbookOf([
      ["day", "n"],
      ["Mon", 1],
      ["Tue", 2],
    ]);
    const line = chart({ kind: "line", range: "A1:B3" });
    expect(chartFits(line, chartData(words, line))).toEqual([]);
  });

  it("given two series, then each fit is named by its series, and the page may set the title itself", () => {
    const two = workbookOf([
      ["x", "a", "b"],
      [0, 0, 1],
      [1, 1, 3],
    ]);
    const c = chart({ kind: "line", range: "A1:C3" });
    expect(chartFits(c, chartData(two, c)).map((f) => f.words)).toEqual([
      "a: y = 1·x + 0, R² = 1.000",
      "b: y = 2·x + 1, R² = 1.000",
    ]);
    const option: Json = sheetChartOption(c, chartData(two, c), { ...look, withTitle: false });
    expect(option.title).toBeUndefined();
    expect(option.series.map((s: { name: string }) => s.name)).toEqual(["a", "b", "Linear fit (a)", "Linear fit (b)"]);
  });
});

describe("a chart's range", () => {
  it("given either corner first or lower case, then it reads as the same range, top-left corner first", () => {
    expect(normalRange("c6:A1")).toBe("A1:C6");
    expect(normalRange("AZ20000:A1")).toBe("A1:AZ20000");
    expect(normalRange("A0:B2")).toBeUndefined();
    expect(normalRange("BA1:A1")).toBeUndefined();
  });
});
