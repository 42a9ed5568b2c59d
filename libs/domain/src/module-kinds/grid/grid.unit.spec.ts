import { describe, expect, it } from "vitest";
import { columnLabel, kindInWords } from "../../audit/module-words";
import { en, moduleOf, zh } from "../testing";
import { grid } from ".";

const columns = grid.subTypes.labSample;
const rows = [
  { rowId: "r1", sampleName: "Batch A", sampleId: "S-1", BottleCode: "B7", quantity: 2 },
  { rowId: "r2", sampleName: "", quantity: 1 },
];

describe("kind grid (tables by sub-type)", () => {
  it("declares every spec §3 sub-type (and the data-processing table); those the editor offers have a required column", () => {
    expect(Object.keys(grid.subTypes)).toHaveLength(11);
    for (const [subType, declared] of Object.entries(grid.subTypes))
      if (declared.length > 0)
        expect(
          declared.some((c) => c.required),
          subType,
        ).toBe(true);
  });
  it("names each sub-type and column in both languages", () => {
    expect(kindInWords("grid", "labMaterial", en)).toBe("Materials");
    expect(kindInWords("grid", "labMaterial", zh)).toBe("物料");
    expect(kindInWords("grid", null, zh)).toBe("表格");
    expect(kindInWords("grid", "processTable", en)).toBe("Data-processing table");
    expect(kindInWords("grid", "processTable", zh)).toBe("数据处理表");
    expect(columnLabel("casNo", zh)).toBe("CAS 号");
  });
  it("given a row with a blank required cell, when checked for submission, then that row is named", () => {
    expect(grid.completeness(moduleOf(grid, { rows }, { columns }))).toEqual({ filled: true, incompleteRowIds: ["r2"] });
  });
  it("given a clone, then sample codes are cleared and the rest of each row kept", () => {
    expect(grid.cloneReset({ fields: { highlight: ["r1"] }, rows: [rows[0]!] })).toEqual({
      fields: {},
      rows: [{ rowId: "r1", sampleName: "Batch A", quantity: 2 }],
    });
  });
  it("exports each row as column pairs in the columns' order, and as a part with its cells", () => {
    const module = moduleOf(grid, { rows: [rows[0]!] }, { columns, subType: "labSample" });
    expect(grid.toPlainRows(module, en)).toEqual([
      { label: "row 1", value: "Sample name: Batch A; Sample ID: S-1; Quantity: 2; Bottle code: B7" },
    ]);
    const { entity, parts } = grid.toElnEntity(module);
    expect(entity).toMatchObject({ additionalType: "grid/labSample", hasPart: [{ "@id": "#module-m1/row-r1" }] });
    expect(parts[0]).toMatchObject({
      position: 1,
      variableMeasured: expect.arrayContaining([{ "@type": "PropertyValue", propertyID: "sampleName", value: "Batch A" }]),
    });
  });
});
