import { describe, expect, it } from "vitest";
import { expiryState } from "./expiry";

describe("expiry labels (spec §9)", () => {
  it("is expired from the day after the date, about to expire within the warning days, else valid", () => {
    expect(expiryState("2026-11-26", "2026-11-27", 30)).toBe("expired");
    expect(expiryState("2026-11-27", "2026-11-27", 30)).toBe("aboutToExpire");
    expect(expiryState("2026-12-27", "2026-11-27", 30)).toBe("aboutToExpire");
    expect(expiryState("2026-12-28", "2026-11-27", 30)).toBe("valid");
    expect(expiryState(null, "2026-11-27", 30)).toBe("valid");
  });
});
