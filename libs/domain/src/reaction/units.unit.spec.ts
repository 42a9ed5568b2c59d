import { REACTION_UNITS } from "@labledger/events";
import { describe, expect, it } from "vitest";
import { convertUnit, MASS_UNITS, MOLE_UNITS, VOLUME_UNITS, withUnit } from "./units";

describe("reaction units", () => {
  it("convert exactly between the table's units, both ways", () => {
    expect(convertUnit(0.1, "g", "mg", MASS_UNITS)).toBe(100);
    expect(convertUnit(1.1, "g", "mg", MASS_UNITS)).toBe(1100);
    expect(convertUnit(1500, "mg", "g", MASS_UNITS)).toBe(1.5);
    expect(convertUnit(0.3, "kg", "mg", MASS_UNITS)).toBe(300000);
    expect(convertUnit(7, "mg", "kg", MASS_UNITS)).toBe(0.000007);
    expect(convertUnit(250, "µL", "mL", VOLUME_UNITS)).toBe(0.25);
    expect(convertUnit(0.35, "L", "mL", VOLUME_UNITS)).toBe(350);
    expect(convertUnit(12.5, "mmol", "mol", MOLE_UNITS)).toBe(0.0125);
    expect(convertUnit(0.0125, "mol", "µmol", MOLE_UNITS)).toBe(12500);
  });
});

describe("a row in another unit", () => {
  it("given 1.5 g and a theoretical 8.80297 g, when mg is chosen, then both read in mg exactly and nothing else changes", () => {
    const row = { rowId: "r", mass: 1.5, theoreticalMass: 8.80297, actualMass: 7, cnum: 2 };
    expect(withUnit(row, "massUnit", "mg")).toEqual({ ...row, massUnit: "mg", mass: 1500, theoreticalMass: 8802.97 });
    expect(withUnit({ rowId: "r", moles: 99.9134, moleUnit: "mmol" }, "moleUnit", "mol")).toEqual({
      rowId: "r",
      moles: 0.0999134,
      moleUnit: "mol",
    });
    expect(withUnit({ rowId: "r", liquidVolume: 250 }, "volumeUnit", "µL")).toEqual({
      rowId: "r",
      liquidVolume: 250000,
      volumeUnit: "µL",
    });
  });
  it("ignores a unit the table does not offer", () => {
    expect(withUnit({ rowId: "r", mass: 1 }, "massUnit", "lb")).toEqual({ rowId: "r", mass: 1 });
  });
});

describe("the units the settings offer", () => {
  it("are the units the table converts between", () => {
    expect(REACTION_UNITS.mass).toEqual(Object.keys(MASS_UNITS));
    expect(REACTION_UNITS.volume).toEqual(Object.keys(VOLUME_UNITS));
    expect(REACTION_UNITS.moles).toEqual(Object.keys(MOLE_UNITS));
  });
});
