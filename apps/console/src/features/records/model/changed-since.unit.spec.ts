import { describe, expect, it } from "vitest";
import { hintValue } from "./changed-since";

describe("hintValue: what a changed item held in the rejected version, for its hover hint", () => {
  it("shows text as it is, choices joined, and nothing as null", () => {
    expect(hintValue("12.3 mL")).toBe("12.3 mL");
    expect(hintValue(21)).toBe("21");
    expect(hintValue(["a", "b"])).toBe("a, b");
    expect(hintValue(null)).toBeNull();
    expect(hintValue("")).toBeNull();
    expect(hintValue([])).toBeNull();
  });
});
