import { describe, expect, it } from "vitest";
import { warningDaysOf } from "./inventory-settings";

describe("the days before expiry a lot is about to expire", () => {
  it("takes whole days from 1 to 365", () => {
    expect(warningDaysOf("30")).toBe(30);
    expect(warningDaysOf(" 1 ")).toBe(1);
    expect(warningDaysOf("365")).toBe(365);
    expect(warningDaysOf("0")).toBeNull();
    expect(warningDaysOf("366")).toBeNull();
    expect(warningDaysOf("7.5")).toBeNull();
    expect(warningDaysOf("")).toBeNull();
  });
});
