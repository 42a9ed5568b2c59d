import { describe, expect, it } from "vitest";
import type { Row } from "../experiment/module-content";
import { recalculate, withReference } from "./stoichiometry";

// Fischer esterification worked by hand: acetic acid (60.052 g/mol) + ethanol (46.069 g/mol,
// 0.789 g/mL) with sulfuric acid (98.079 g/mol, 98 %) → ethyl acetate (88.106 g/mol).
// 6.0 g acid = 6.0 / 60.052 = 0.0999134 mol; 2 eq ethanol = 0.199827 mol = 9.20583 g = 11.6677 mL;
// 0.1 eq acid catalyst = 0.00999134 mol × 98.079 / 0.98 = 0.999944 g; theoretical ester
// 0.0999134 × 88.106 = 8.80297 g; 7.0 g isolated = 79.519 %.
const table = (): Row[] => [
  {
    rowId: "acid",
    source: "yldataSource",
    name: "acetic acid",
    molecularWeight: 60.052,
    cnum: 1,
    massUnit: "g",
    moleUnit: "mmol",
  },
  {
    rowId: "ethanol",
    source: "yldataSource",
    name: "ethanol",
    molecularWeight: 46.069,
    cnum: 2,
    density: 0.789,
    volumeUnit: "mL",
  },
  { rowId: "h2so4", source: "catalyst", name: "sulfuric acid", molecularWeight: 98.079, cnum: 0.1, purity: 98 },
  { rowId: "toluene", source: "rjdataSource", name: "toluene", liquidVolume: 50, volumeUnit: "mL" },
  {
    rowId: "ester",
    source: "cwdataSource",
    name: "ethyl acetate",
    molecularWeight: 88.106,
    actualMass: 7.0,
    actualMassUnit: "g",
  },
];
const byId = (rows: Row[]) => Object.fromEntries(rows.map((row) => [row.rowId, row]));

describe("stoichiometry", () => {
  it("given the reference reactant's mass, when typed, then every dosed row follows by equivalents and the product's yield shows", () => {
    const rows = byId(
      recalculate(
        table().map((row) => (row.rowId === "acid" ? { ...row, mass: 6.0 } : row)),
        { rowId: "acid", field: "mass" },
      ),
    );
    expect(rows.acid!.mass).toBe(6.0);
    expect(rows.acid!.moles).toBeCloseTo(99.9134, 3); // mmol
    expect(rows.ethanol!.mass).toBeCloseTo(9.20583, 4);
    expect(rows.ethanol!.liquidVolume).toBeCloseTo(11.6677, 3);
    expect(rows.h2so4!.mass).toBeCloseTo(0.999944, 5);
    expect(rows.toluene!.liquidVolume).toBe(50);
    expect(rows.ester!.theoreticalMass).toBeCloseTo(8.80297, 4);
    expect(rows.ester!.yield).toBeCloseTo(79.519, 2);
  });

  it("given the same mass typed in milligrams and moles asked in mol, then the figures are the same amounts in those units", () => {
    const start = table().map((row) => (row.rowId === "acid" ? { ...row, mass: 6000, massUnit: "mg", moleUnit: "mol" } : row));
    const rows = byId(recalculate(start, { rowId: "acid", field: "mass" }));
    expect(rows.acid!.moles).toBeCloseTo(0.0999134, 6);
    expect(rows.ethanol!.mass).toBeCloseTo(9.20583, 4);
  });

  it("given another reactant's mass typed, then its equivalents follow, not the reference", () => {
    const start = table().map((row) =>
      row.rowId === "acid" ? { ...row, mass: 6.0 } : row.rowId === "ethanol" ? { ...row, mass: 13.8087 } : row,
    );
    const rows = byId(recalculate(start, { rowId: "ethanol", field: "mass" }));
    expect(rows.ethanol!.cnum).toBeCloseTo(3.0, 3); // 13.8087 / 46.069 = 0.299740 mol = 3.0000 × 0.0999134
    expect(rows.ethanol!.mass).toBe(13.8087);
    expect(rows.acid!.mass).toBe(6.0);
  });

  it("given a solution dosed by molarity, then its volume comes from the moles (2 M, 1.5 eq → 74.935 mL)", () => {
    const start: Row[] = [
      { rowId: "acid", source: "yldataSource", molecularWeight: 60.052, mass: 6.0, name: "acetic acid" },
      { rowId: "naoh", source: "reagent", name: "sodium hydroxide", molecularWeight: 39.997, cnum: 1.5, molarity: 2 },
    ];
    expect(byId(recalculate(start)).naoh!.liquidVolume).toBeCloseTo(74.935, 2);
  });

  it("given the reference reactant typed by volume and density, then its moles come from them", () => {
    const start: Row[] = [
      { rowId: "ethanol", source: "yldataSource", name: "ethanol", molecularWeight: 46.069, density: 0.789, liquidVolume: 10 },
      { rowId: "ester", source: "cwdataSource", name: "ester", molecularWeight: 88.106 },
    ];
    const rows = byId(recalculate(start, { rowId: "ethanol", field: "liquidVolume" }));
    expect(rows.ethanol!.mass).toBeCloseTo(7.89, 6);
    expect(rows.ester!.theoreticalMass).toBeCloseTo((7.89 / 46.069) * 88.106, 3);
    expect(rows.ester!.yield).toBeNull();
  });

  it("given another row made the reference, then the amounts follow it", () => {
    const start = withReference(
      table().map((row) => (row.rowId === "ethanol" ? { ...row, mass: 9.20583 } : row)),
      "ethanol",
    );
    const rows = byId(recalculate(start, { rowId: "ethanol", field: "mass" }));
    // Ethanol 0.199827 mol at 2 eq: the acid (1 eq) is 0.0999134 mol = 6.0000 g.
    expect(rows.acid!.mass).toBeCloseTo(6.0, 3);
    expect(rows.acid!.reference).toBe(false);
  });

  it("given nothing typed yet, then the table stays as it is", () => {
    expect(recalculate(table())).toEqual(table());
  });

  it("given the organisation reads yields without purity, then a 90 % pure product's yield is its mass over the theoretical", () => {
    const start = table().map((row) =>
      row.rowId === "acid" ? { ...row, mass: 6.0 } : row.rowId === "ester" ? { ...row, purity: 90 } : row,
    );
    const byPurity = byId(recalculate(start, { rowId: "acid", field: "mass" }));
    const asWeighed = byId(recalculate(start, { rowId: "acid", field: "mass" }, { yieldByPurity: false }));
    expect(byPurity.ester!.yield).toBeCloseTo(79.519 * 0.9, 2);
    expect(asWeighed.ester!.yield).toBeCloseTo(79.519, 2);
  });
});
