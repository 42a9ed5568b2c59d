import { describe, expect, it } from "vitest";
import { dateRangeParam, formatTime, isTime, presetRange } from "./date-range";

describe("audit date ranges (spec §9: two dates joined by an ampersand; past 7 days, 1 month, 3 months)", () => {
  const today = new Date(2026, 2, 31, 15, 4, 5); // 2026-03-31

  it("the past 7 days are today and the six days before", () => {
    expect(presetRange("week", today)).toEqual({ from: "2026-03-25", to: "2026-03-31" });
  });

  it("a month and three months go back to the same day, clamped to a shorter month", () => {
    expect(presetRange("month", today)).toEqual({ from: "2026-02-28", to: "2026-03-31" });
    expect(presetRange("quarter", today)).toEqual({ from: "2025-12-31", to: "2026-03-31" });
    expect(presetRange("month", new Date(2026, 0, 15))).toEqual({ from: "2025-12-15", to: "2026-01-15" });
  });

  it("no range for any time or a custom choice", () => {
    expect(presetRange("all", today)).toBeNull();
    expect(presetRange("custom", today)).toBeNull();
  });

  it("joins two days with an ampersand, refuses a backwards or invalid range, and takes one day for both ends", () => {
    expect(dateRangeParam({ from: "2026-03-01", to: "2026-03-31" })).toBe("2026-03-01&2026-03-31");
    expect(dateRangeParam({ from: "2026-03-31", to: "2026-03-01" })).toBeNull();
    expect(dateRangeParam({ from: "2026-02-30", to: "2026-03-01" })).toBeNull();
    expect(dateRangeParam({ from: "2026-03-05" })).toBe("2026-03-05&2026-03-05");
    expect(dateRangeParam({})).toBeNull();
  });

  it("reads and writes the spec's time format YYYY-MM-DD HH:mm:ss", () => {
    expect(formatTime(today)).toBe("2026-03-31 15:04:05");
    expect(isTime("2026-03-31 15:04:05")).toBe(true);
    expect(isTime("2026-03-31 24:00:00")).toBe(false);
    expect(isTime("2026-02-30 10:00:00")).toBe(false);
    expect(isTime("2026-03-31T15:04:05")).toBe(false);
  });
});
