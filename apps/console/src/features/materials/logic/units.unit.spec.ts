import { describe, expect, it } from "vitest";
import { amountOf, unitsLike } from "./units";

describe("receiving more of a lot", () => {
  it("offers the units of the lot's own kind: a mass in masses, a volume in volumes, pieces in pieces", () => {
    expect(unitsLike("g")).toEqual(["mg", "g", "kg"]);
    expect(unitsLike("mL")).toEqual(["µL", "mL", "L"]);
    expect(unitsLike("piece")).toEqual(["piece"]);
  });

  it("takes an amount above zero", () => {
    expect(amountOf(" 1.5 ")).toBe(1.5);
    expect(amountOf("0")).toBeNull();
    expect(amountOf("-2")).toBeNull();
    expect(amountOf("a lot")).toBeNull();
    expect(amountOf("")).toBeNull();
  });
});
