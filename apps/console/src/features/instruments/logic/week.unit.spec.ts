import { describe, expect, it } from "vitest";
import { coveringSlot, fromLocalInput, hourSlot, labelledIn, shiftWeek, toLocalInput, weekDays, weekStart } from "./week";

describe("the booking calendar's week", () => {
  it("starts on Monday and has seven days", () => {
    const start = weekStart(new Date(2026, 10, 27, 15, 30)); // a Friday
    expect(toLocalInput(start)).toBe("2026-11-23T00:00");
    expect(weekDays(start).map((d) => d.getDate())).toEqual([23, 24, 25, 26, 27, 28, 29]);
    expect(toLocalInput(weekStart(new Date(2026, 10, 29, 23)))).toBe("2026-11-23T00:00");
    expect(toLocalInput(shiftWeek(start, 1))).toBe("2026-11-30T00:00");
  });

  it("draws a booking in every hour it covers, not in one it only touches", () => {
    const day = new Date(2026, 10, 30);
    const booking = { from: hourSlot(day, 9).from.toISOString(), to: hourSlot(day, 11).from.toISOString() };
    expect([8, 9, 10, 11].map((h) => coveringSlot([booking], hourSlot(day, h)).length)).toEqual([0, 1, 1, 0]);
    expect(labelledIn(booking, hourSlot(day, 9))).toBe(true);
    expect(labelledIn(booking, hourSlot(day, 10))).toBe(false);
  });

  it("reads and writes the datetime inputs in the browser's time", () => {
    const at = new Date(2026, 10, 30, 9, 0);
    expect(fromLocalInput(toLocalInput(at))).toBe(at.toISOString());
    expect(fromLocalInput("2026-11-30")).toBeUndefined();
  });
});
