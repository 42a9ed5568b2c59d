import { describe, expect, it } from "vitest";
import { compactValue, showValue } from "./value-format";

describe("audit values shown readably", () => {
  it("shows strings as they are and JSON compactly", () => {
    expect(compactValue("81 %")).toBe("81 %");
    expect(compactValue(12.5)).toBe("12.5");
    expect(compactValue({ reason: "wrong-password" })).toBe('{"reason":"wrong-password"}');
    expect(compactValue([1, 2])).toBe("[1,2]");
    expect(compactValue(null)).toBe("");
  });

  it("truncates a long value with an ellipsis and keeps the whole value for the hover", () => {
    const long = "x".repeat(200);
    const shown = showValue(long, 20);
    expect(shown).toMatchObject({ truncated: true, full: long, empty: false });
    expect(shown.short).toHaveLength(20);
    expect(shown.short.endsWith("…")).toBe(true);
    expect(showValue("short", 20)).toMatchObject({ short: "short", truncated: false });
  });

  it("folds line breaks of a value into one line and marks nothing as empty", () => {
    expect(showValue("a\nb").short).toBe("a b");
    expect(showValue(undefined).empty).toBe(true);
  });

  it("counts characters, not UTF-16 units, so Han text and emoji are not cut in half", () => {
    expect(showValue("收率测定😀收率测定", 5).short).toBe("收率测定…");
  });
});
