import { describe, expect, it } from "vitest";
import { readDay, readUnit } from "./import-values";
import { barcodesInRows, type ImportRow, readInventoryRows } from "./inventory-import";

const solvents = {
  categoryId: "cat-solvents",
  name: "Solvents",
  columns: [
    { key: "waterPpm", label: { "zh-CN": "含水量", en: "Water ppm" }, type: "number" as const, required: true, options: [] },
    { key: "grade", label: { "zh-CN": "等级", en: "Grade" }, type: "choice" as const, required: false, options: ["HPLC", "AR"] },
    { key: "driedOn", label: { "zh-CN": "干燥日期", en: "Dried on" }, type: "date" as const, required: false, options: [] },
  ],
};
const TODAY = "2026-11-27";
const read = (rows: string[][], existing: string[] = []) => readInventoryRows(rows, [solvents], new Set(existing), TODAY);
const problemsOf = (row: ImportRow | undefined) => (row && "problems" in row ? row.problems.map((p) => [p.column, p.key]) : []);

const ZH_HEADER = ["条码", "名称", "类别", "初始数量", "单位", "有效期", "CAS", "批号", "含水量", "等级"];

describe("inventory import: reading a sheet's rows as material lots", () => {
  it("reads a Chinese sheet into the lots to register, category columns by their labels", () => {
    const { rows, unknownColumns } = read([
      ZH_HEADER,
      ["B-001", "乙醇", "Solvents", "500", "毫升", "2027/6/30", "64-17-5", "L2026", "30", "HPLC"],
    ]);
    expect(unknownColumns).toEqual([]);
    expect(rows).toEqual([
      {
        line: 2,
        warnings: [],
        material: {
          barcode: "B-001",
          name: "乙醇",
          categoryId: "cat-solvents",
          details: { cas: "64-17-5", lotNumber: "L2026" },
          extra: { waterPpm: "30", grade: "HPLC" },
          molFile: null,
          quantity: 500,
          unit: "mL",
          expiresOn: "2027-06-30",
        },
      },
    ]);
  });

  it("matches English headers whatever their case, width, spaces, marks and units", () => {
    const { rows, unknownColumns } = read([
      ["ＢＡＲＣＯＤＥ*", "Name", "Initial Quantity (g)", "UNIT", "Lot No.", "cas_no", "Storage Conditions", "Colour"],
      ["B-1", "Sodium chloride", "1000", "克", "S1", "7647-14-5", "Dry", "white"],
    ]);
    expect(unknownColumns).toEqual(["Colour"]);
    expect(rows[0]).toMatchObject({
      material: { quantity: 1000, unit: "g", details: { lotNumber: "S1", cas: "7647-14-5", storage: "Dry" }, categoryId: null },
    });
  });

  it.each([
    ["a barcode missing", ["", "乙醇", "", "1", "mL", "", "", "", "", ""], [["条码", "inventoryImport.barcodeMissing"]]],
    ["a name missing", ["B-9", " ", "", "1", "mL", "", "", "", "", ""], [["名称", "inventoryImport.nameMissing"]]],
    [
      "a negative quantity",
      ["B-9", "乙醇", "", "-1", "mL", "", "", "", "", ""],
      [["初始数量", "inventoryImport.quantityNotNumber"]],
    ],
    [
      "a quantity in words",
      ["B-9", "乙醇", "", "half", "mL", "", "", "", "", ""],
      [["初始数量", "inventoryImport.quantityNotNumber"]],
    ],
    ["an unknown unit", ["B-9", "乙醇", "", "1", "桶", "", "", "", "", ""], [["单位", "inventoryImport.unitUnknown"]]],
    [
      "an expiry not a date",
      ["B-9", "乙醇", "", "1", "mL", "2027-02-30", "", "", "", ""],
      [["有效期", "inventoryImport.expiryNotDate"]],
    ],
    [
      "a CAS number with a wrong check digit",
      ["B-9", "乙醇", "", "1", "mL", "", "64-17-6", "", "", ""],
      [["CAS", "inventoryImport.casInvalid"]],
    ],
    [
      "an unknown category",
      ["B-9", "乙醇", "Acids", "1", "mL", "", "", "", "", ""],
      [["类别", "inventoryImport.categoryUnknown"]],
    ],
    [
      "its category's required column empty, and a choice not offered",
      ["B-9", "乙醇", "solvents", "1", "mL", "", "", "", "", "GR"],
      [
        ["含水量", "inventoryImport.extra.missing"],
        ["等级", "inventoryImport.extra.notOption"],
      ],
    ],
  ])("refuses a row with %s, naming the column as written", (_, cells, expected) => {
    expect(problemsOf(read([ZH_HEADER, cells]).rows[0])).toEqual(expected);
  });

  it("refuses a barcode given twice in the file (naming the first line) or already in the inventory", () => {
    const row = (barcode: string) => [barcode, "乙醇", "", "1", "mL", "", "", "", "", ""];
    const { rows } = read([ZH_HEADER, row("B-1"), row("B-2"), row("B-1"), row("B-OLD")], ["B-OLD"]);
    expect(rows.map((r) => r.line)).toEqual([2, 3, 4, 5]);
    expect(rows[2]).toEqual({
      line: 4,
      problems: [{ column: "条码", field: "barcode", key: "inventoryImport.barcodeRepeated", params: { line: 2 } }],
    });
    expect(problemsOf(rows[3])).toEqual([["条码", "inventoryImport.barcodeExists"]]);
  });

  it("gives every problem of a row at once, says a missing column as none, and skips blank rows", () => {
    const { rows } = read([["名称"], [""], ["  "], ["乙醇"]]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.line).toBe(4);
    expect(problemsOf(rows[0])).toEqual([
      [null, "inventoryImport.barcodeMissing"],
      [null, "inventoryImport.quantityNotNumber"],
      [null, "inventoryImport.unitUnknown"],
    ]);
  });

  it("names a category column the file lacks by its labels", () => {
    const { rows } = read([
      ["条码", "名称", "类别", "数量", "单位"],
      ["B-1", "乙醇", "Solvents", "1", "mL"],
    ]);
    expect(rows[0]).toEqual({
      line: 2,
      problems: [
        { column: null, field: "waterPpm", key: "inventoryImport.extra.missing", params: {}, label: solvents.columns[0]!.label },
      ],
    });
  });

  it("reads a category's date column as dates elsewhere, and warns of a lot already expired", () => {
    const { rows } = read([
      ["条码", "名称", "类别", "数量", "单位", "有效期", "含水量", "Dried on"],
      ["B-1", "乙醇", "Solvents", "1", "L", "2026-01-01", "10", "2026/3/4"],
    ]);
    expect(rows[0]).toMatchObject({
      material: { extra: { waterPpm: "10", driedOn: "2026-03-04" } },
      warnings: ["inventoryImport.expired"],
    });
  });
});

describe("the barcodes a sheet gives", () => {
  it("are read from its barcode column, each once, for the inventory to be asked which it has", () => {
    expect(
      barcodesInRows([
        ["名称", "Barcode"],
        ["乙醇", " B-1 "],
        ["甲醇", "B-2"],
        ["乙醇", "B-1"],
        ["水", ""],
      ]),
    ).toEqual(["B-1", "B-2"]);
    expect(barcodesInRows([["名称"], ["乙醇"]])).toEqual([]);
  });
});

describe("units and days as sheets write them", () => {
  it.each([
    ["ml", "mL"],
    ["ML", "mL"],
    ["毫升", "mL"],
    ["克", "g"],
    ["µl", "µL"],
    ["μL", "µL"],
    ["ｋｇ", "kg"],
    ["瓶", "piece"],
    ["L", "L"],
  ])("%s is %s", (text, unit) => expect(readUnit(text)).toBe(unit));
  it("does not take a unit it does not know", () => expect(readUnit("gallon")).toBeUndefined());
  it.each([
    ["2027-06-30", "2027-06-30"],
    ["2027/6/30", "2027-06-30"],
    ["2027.6.3", "2027-06-03"],
    ["2027年6月30日", "2027-06-30"],
    ["46568", "2027-06-30"],
    ["46568.5", "2027-06-30"],
    ["２０２７－０６－３０", "2027-06-30"],
    ["2027", undefined],
    ["2027-13-01", undefined],
    ["30/06/2027", undefined],
  ])("%s is the day %s", (text, day) => expect(readDay(text)).toBe(day));
});
