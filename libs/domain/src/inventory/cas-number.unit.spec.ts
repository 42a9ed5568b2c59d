import { describe, expect, it } from "vitest";
import { isValidCas } from "./cas-number";

describe("CAS Registry Numbers", () => {
  it("takes numbers whose check digit is right", () => {
    // Acetic acid, ethanol, water, sodium chloride, aspirin, caffeine.
    for (const cas of ["64-19-7", "64-17-5", "7732-18-5", "7647-14-5", "50-78-2", "58-08-2"]) expect(isValidCas(cas)).toBe(true);
  });
  it("refuses a wrong check digit or shape", () => {
    for (const cas of ["64-19-8", "7732-18-4", "64197", "1-19-7", "12345678-12-1", "64-1-7", "", "abc-de-f"])
      expect(isValidCas(cas)).toBe(false);
  });
});
