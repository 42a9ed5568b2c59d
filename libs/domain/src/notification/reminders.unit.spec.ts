import { describe, expect, it } from "vitest";
import { overdueBefore, type ReminderSchedule, reminderSlot } from "./reminders";

const schedule: ReminderSchedule = { enabled: true, cycle: "daily", weekday: 1, dayOfMonth: 1, time: "09:00", afterDays: 3 };
// Monday 23 November 2026, local time.
const monday = (h: number, m = 0) => new Date(2026, 10, 23, h, m);

describe("reminder schedules (spec §9: daily, weekly, monthly with weekday and time)", () => {
  it("daily: today's time once it has passed, else yesterday's", () => {
    expect(reminderSlot(schedule, monday(9, 0))).toBe("2026-11-23T09:00");
    expect(reminderSlot(schedule, monday(8, 59))).toBe("2026-11-22T09:00");
  });

  it("weekly: the last chosen weekday at the time", () => {
    expect(reminderSlot({ ...schedule, cycle: "weekly", weekday: 1 }, monday(10))).toBe("2026-11-23T09:00");
    expect(reminderSlot({ ...schedule, cycle: "weekly", weekday: 1 }, monday(8))).toBe("2026-11-16T09:00");
    expect(reminderSlot({ ...schedule, cycle: "weekly", weekday: 5 }, monday(10))).toBe("2026-11-20T09:00");
    expect(reminderSlot({ ...schedule, cycle: "weekly", weekday: 7 }, monday(10))).toBe("2026-11-22T09:00");
  });

  it("monthly: the chosen day of this month once passed, else of the last", () => {
    expect(reminderSlot({ ...schedule, cycle: "monthly", dayOfMonth: 23 }, monday(10))).toBe("2026-11-23T09:00");
    expect(reminderSlot({ ...schedule, cycle: "monthly", dayOfMonth: 28 }, monday(10))).toBe("2026-10-28T09:00");
    expect(reminderSlot({ ...schedule, cycle: "monthly", dayOfMonth: 1 }, new Date(2026, 0, 1, 8))).toBe("2025-12-01T09:00");
  });

  it("off: no slot; overdue means older than the days set", () => {
    expect(reminderSlot({ ...schedule, enabled: false }, monday(10))).toBeNull();
    expect(overdueBefore(schedule, new Date("2026-11-23T00:00:00.000Z"))).toBe("2026-11-20T00:00:00.000Z");
  });
});
