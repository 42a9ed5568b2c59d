import { describe, expect, it } from "vitest";
import { kindInWords } from "../../audit/module-words";
import { en, moduleOf, ruleFor, zh } from "../testing";
import { textarea } from ".";

describe("kind textarea (multi-line text)", () => {
  it("given up to 5,000 characters, when saved, then it is taken; more breaks its rule", () => {
    expect(ruleFor(textarea, { value: "x".repeat(5000) })).toBeNull();
    expect(ruleFor(textarea, { value: "x".repeat(5001) })).toBe("≤ 5000");
  });
  it("is named in both languages and exported as its text", () => {
    expect([kindInWords("textarea", null, en), kindInWords("textarea", null, zh)]).toEqual(["Multi-line text", "多行文本"]);
    expect(textarea.toPlainRows(moduleOf(textarea, { fields: { value: "Line 1\nLine 2" } }), zh)).toEqual([
      { label: "多行文本", value: "Line 1\nLine 2" },
    ]);
  });
});
