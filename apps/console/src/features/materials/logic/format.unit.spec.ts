import { describe, expect, it } from "vitest";
import { formatAmount, formatDay } from "./format";

describe("numbers and days in the reader's language", () => {
  it("groups thousands and keeps small fractions", () => {
    expect(formatAmount(1500, "en")).toBe("1,500");
    expect(formatAmount(0.25, "zh-CN")).toBe("0.25");
  });
  it("shows an expiry date as the same calendar day in either language", () => {
    expect(formatDay("2027-01-02", "en")).toBe("Jan 2, 2027");
    expect(formatDay("2027-01-02", "zh-CN")).toBe("2027年1月2日");
    expect(formatDay(null, "en")).toBe("");
  });
});
