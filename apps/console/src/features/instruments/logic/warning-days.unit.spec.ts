import { describe, expect, it } from "vitest";
import { warningDaysOf } from "./warning-days";

describe("the instrument warning days as typed", () => {
  it("takes a whole number of days from 0 to 365", () => {
    expect(warningDaysOf("30")).toBe(30);
    expect(warningDaysOf(" 0 ")).toBe(0);
    expect(warningDaysOf("366")).toBeNull();
    expect(warningDaysOf("7.5")).toBeNull();
    expect(warningDaysOf("")).toBeNull();
  });
});
