import { describe, expect, it } from "vitest";
import { applicationStateKey, startOfToday } from "./share-lists";

describe("resource-sharing lists", () => {
  it("'today' starts at the reader's local midnight", () => {
    const start = new Date(startOfToday(new Date(2026, 10, 28, 15, 30)));
    expect([start.getFullYear(), start.getMonth(), start.getDate(), start.getHours(), start.getMinutes()]).toEqual([
      2026, 10, 28, 0, 0,
    ]);
  });
  it("an approved share revoked later reads as revoked", () => {
    expect(applicationStateKey({ state: "approved", revoked: true })).toBe("state.revoked");
    expect(applicationStateKey({ state: "rejected" })).toBe("applicationState.rejected");
  });
});
