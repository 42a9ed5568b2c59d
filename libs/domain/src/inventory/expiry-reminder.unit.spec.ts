import { describe, expect, it } from "vitest";
import { reminderSlot } from "../notification/reminders";
import { expiryReminderRecipients, expiryReminderSchedule, lastWarnedDay } from "./expiry-reminder";

describe("the daily reminder of lots about to expire (issue 20)", () => {
  it("tells administrators of every lot and each member of the lots they registered", () => {
    const lots = [{ registeredById: "chen" }, { registeredById: "chen" }, { registeredById: "admin" }, {}];
    const ids = expiryReminderRecipients(lots, ["admin"]);
    expect(ids.filter((id) => id === "admin")).toHaveLength(4);
    expect(ids.filter((id) => id === "chen")).toHaveLength(2);
    expect(lastWarnedDay("2026-11-27", 30)).toBe("2026-12-27");
  });

  it("tells no one when no lot is about to expire", () => {
    expect(expiryReminderRecipients([], ["admin"])).toEqual([]);
  });

  it("falls due once a day at its time, and never when switched off", () => {
    const daily = expiryReminderSchedule({ expiryReminder: true, reminderTime: "08:30" });
    expect(reminderSlot(daily, new Date(2026, 10, 27, 8, 29))).toBe("2026-11-26T08:30");
    expect(reminderSlot(daily, new Date(2026, 10, 27, 8, 30))).toBe("2026-11-27T08:30");
    expect(reminderSlot(expiryReminderSchedule({ expiryReminder: false, reminderTime: "08:30" }), new Date())).toBeNull();
  });
});
