import { describe, expect, it } from "vitest";
import { changedModuleIds, formatSignTime } from "./manifestation";

describe("signature manifestation", () => {
  it("shows the time as YYYY-MM-DD HH:mm:ss", () => {
    expect(formatSignTime("2026-11-23T05:06:07.000Z")).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(formatSignTime("nonsense")).toBe("nonsense");
  });
  it("names the modules added or changed since a version", () => {
    expect(
      changedModuleIds([
        { moduleId: "a", status: "changed" },
        { moduleId: "b", status: "unchanged" },
        { moduleId: "c", status: "added" },
        { moduleId: "d", status: "removed" },
      ]),
    ).toEqual(new Set(["a", "c"]));
  });
});
