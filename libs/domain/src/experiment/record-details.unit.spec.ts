import { describe, expect, it } from "vitest";
import { HUMIDITY_RANGE, outOfRange, TEMPERATURE_RANGE } from "./record-details";

describe("record details limits (spec §5, §9; the console imports them)", () => {
  it("keeps temperature within −60…60 ℃ and humidity within 0…100 %, N/A and empty always allowed", () => {
    expect(outOfRange(-60, TEMPERATURE_RANGE)).toBe(false);
    expect(outOfRange(60.5, TEMPERATURE_RANGE)).toBe(true);
    expect(outOfRange(-0.1, HUMIDITY_RANGE)).toBe(true);
    expect(outOfRange(100, HUMIDITY_RANGE)).toBe(false);
    expect(outOfRange("N/A", HUMIDITY_RANGE)).toBe(false);
    expect(outOfRange(null, TEMPERATURE_RANGE)).toBe(false);
  });
});
