import { describe, expect, it } from "vitest";
import { addDays, daysUntil, dueState, instrumentStatus } from "./calibration";

describe("calibration and maintenance due states (issue 20: warnings before they lapse)", () => {
  const today = "2026-11-27";

  it("is valid beyond the warning days, due soon within them (the due day included), lapsed from the day after", () => {
    expect(dueState("2027-01-10", today, 30)).toBe("valid");
    expect(dueState("2026-12-27", today, 30)).toBe("dueSoon");
    expect(dueState(today, today, 30)).toBe("dueSoon");
    expect(dueState("2026-11-26", today, 30)).toBe("lapsed");
    expect(dueState(null, today, 30)).toBe("notScheduled");
  });

  it("follows the warning days given", () => {
    expect(dueState("2026-12-10", today, 7)).toBe("valid");
    expect(dueState("2026-12-10", today, 30)).toBe("dueSoon");
  });

  it("counts days across month and year ends", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(daysUntil("2027-01-01", "2026-12-31")).toBe(1);
    expect(daysUntil("2026-11-20", today)).toBe(-7);
  });

  it("says an instrument out of service before its calibration", () => {
    expect(instrumentStatus({ retired: true, calibration: { dueOn: "2030-01-01" } }, today, 30)).toBe("retired");
    expect(instrumentStatus({ retired: false, calibration: { dueOn: "2020-01-01" } }, today, 30)).toBe("lapsed");
  });
});
