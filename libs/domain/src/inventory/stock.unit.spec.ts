import { describe, expect, it } from "vitest";
import { decideUsage, inUnit, type Lot, type UsagePolicy, unitsOfKind } from "./stock";

const lot: Lot = { quantity: 5, unit: "mL", expiresOn: "2027-06-30", available: true };
const strict: UsagePolicy = { overdraw: "refuse", expired: "refuse", warningDays: 30 };
const lenient: UsagePolicy = { overdraw: "warn", expired: "warn", warningDays: 30 };
const today = "2026-11-27";
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { key: string }).key;
  }
  return undefined;
};

describe("material usage (spec §4, §8)", () => {
  it("takes a usage in any unit of the lot's kind, and says what is left", () => {
    expect(decideUsage(lot, { amount: 2.5, unit: "mL" }, strict, today)).toEqual({ used: 2.5, remaining: 2.5, warnings: [] });
    expect(decideUsage(lot, { amount: 500, unit: "µL" }, strict, today).remaining).toBe(4.5);
    expect(decideUsage({ ...lot, quantity: 0.1, unit: "L" }, { amount: 25, unit: "mL" }, strict, today).remaining).toBe(0.075);
    expect(inUnit(1500, "mg", "g")).toBe(1.5);
    expect(refusal(() => inUnit(1, "g", "mL"))).toBe("material.unitMismatch");
    expect(unitsOfKind("mL")).toEqual(expect.arrayContaining(["µL", "mL", "L"]));
    expect(unitsOfKind("mL")).not.toContain("g");
    expect(unitsOfKind("piece")).toEqual(["piece"]);
  });

  it("refuses more than is left, or takes only what is left with a warning: never below zero", () => {
    expect(refusal(() => decideUsage(lot, { amount: 6, unit: "mL" }, strict, today))).toBe("material.restAmountInUse");
    expect(decideUsage(lot, { amount: 6, unit: "mL" }, lenient, today)).toEqual({
      used: 5,
      remaining: 0,
      warnings: ["overdrawn"],
    });
  });

  it("refuses an unavailable lot always, an expired one as the policy says, and warns before expiry", () => {
    expect(refusal(() => decideUsage({ ...lot, available: false }, { amount: 1, unit: "mL" }, lenient, today))).toBe(
      "material.unavailable",
    );
    const expired = { ...lot, expiresOn: "2026-11-01" };
    expect(refusal(() => decideUsage(expired, { amount: 1, unit: "mL" }, strict, today))).toBe("material.expired");
    expect(decideUsage(expired, { amount: 1, unit: "mL" }, lenient, today).warnings).toEqual(["expiredUsed"]);
    expect(decideUsage({ ...lot, expiresOn: "2026-12-10" }, { amount: 1, unit: "mL" }, strict, today).warnings).toEqual([
      "aboutToExpire",
    ]);
    expect(refusal(() => decideUsage(lot, { amount: 0, unit: "mL" }, strict, today))).toBe("material.amountInvalid");
  });
});
