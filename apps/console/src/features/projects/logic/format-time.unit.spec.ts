import { describe, expect, it } from "vitest";
import { formatDateTime, todayIso } from "./format-time";

describe("spec §9 time format YYYY-MM-DD HH:mm:ss", () => {
  it("formats a timestamp with zero-padded fields in local time", () => {
    const at = new Date(2026, 0, 5, 7, 3, 9);
    expect(formatDateTime(at.toISOString())).toBe("2026-01-05 07:03:09");
  });

  it("gives an empty text for a missing or unreadable value", () => {
    expect(formatDateTime(null)).toBe("");
    expect(formatDateTime("not a date")).toBe("");
  });

  it("today is a plain date", () => {
    expect(todayIso(new Date(2026, 10, 23, 23, 59))).toBe("2026-11-23");
  });
});
