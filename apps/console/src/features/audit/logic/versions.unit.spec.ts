import { describe, expect, it } from "vitest";
import { canRollBack, compareLayout, compareTarget, orderedPair } from "./versions";

describe("the version page's decisions", () => {
  it("offers the roll-back only on a record that can be edited", () => {
    for (const status of ["draft", "rejected", "recalled"]) expect(canRollBack({ status, isReadOnly: false })).toBe(true);
    for (const status of ["submitted", "approved", "recalling"]) expect(canRollBack({ status, isReadOnly: false })).toBe(false);
    expect(canRollBack({ status: "draft", isReadOnly: true })).toBe(false);
    expect(canRollBack({ status: "draft", isReadOnly: false, locked: true })).toBe(false);
  });

  it("reads ?compare= as another version or current", () => {
    expect(compareTarget(null, "1")).toBeNull();
    expect(compareTarget("current", "1")).toBe("current");
    expect(compareTarget("2", "1")).toBe("2");
    expect(compareTarget("1", "1")).toBeNull();
    expect(compareTarget("latest", "1")).toBeNull();
    expect(compareTarget("0", "1")).toBeNull();
  });

  it("compares the earlier to the later", () => {
    expect(orderedPair("1", "2")).toEqual({ from: "1", to: "2" });
    expect(orderedPair("2", "1")).toEqual({ from: "1", to: "2" });
    expect(orderedPair("2", "current")).toEqual({ from: "2", to: "current" });
  });
});

describe("compareLayout: ?layout= keeps the chosen comparison layout", () => {
  it("is side by side unless the changes only were asked for", () => {
    expect(compareLayout(null)).toBe("side");
    expect(compareLayout("side")).toBe("side");
    expect(compareLayout("bogus")).toBe("side");
    expect(compareLayout("changes")).toBe("changes");
  });
});
