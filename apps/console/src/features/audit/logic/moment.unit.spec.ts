import { describe, expect, it } from "vitest";
import { momentFromSearch, momentQueryString } from "./moment";

describe("the moment a time-travel URL asks for", () => {
  it("an event's global position", () => {
    expect(momentFromSearch(new URLSearchParams("position=42"))).toEqual({ position: 42 });
    expect(momentQueryString({ position: 42 })).toBe("position=42");
  });

  it("a time in the spec's format, sent encoded", () => {
    expect(momentFromSearch(new URLSearchParams("time=2026-11-23 10:00:00"))).toEqual({ time: "2026-11-23 10:00:00" });
    expect(momentQueryString({ time: "2026-11-23 10:00:00" })).toBe("time=2026-11-23%2010%3A00%3A00");
  });

  it("the latest when nothing valid is given", () => {
    for (const search of ["", "position=0", "position=abc", "position=1.5", "time=yesterday"]) {
      expect(momentFromSearch(new URLSearchParams(search)), search).toBe("latest");
    }
    expect(momentQueryString("latest")).toMatch(/^time=2999/);
  });
});
