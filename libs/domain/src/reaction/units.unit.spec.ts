import { describe, expect, it } from "vitest";
import { convertUnit, MASS_UNITS, MOLE_UNITS, VOLUME_UNITS } from "./units";

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
