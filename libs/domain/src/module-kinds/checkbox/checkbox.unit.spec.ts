import { describe, expect, it } from "vitest";
import { kindInWords } from "../../audit/module-words";
import { en, moduleOf, ruleFor, zh } from "../testing";
import { checkbox } from ".";

describe("kind checkbox (several choices)", () => {
  it("given a list of options, when saved, then it is taken; one option alone or a number in the list breaks its rule", () => {
    expect(ruleFor(checkbox, { value: ["a", "b"] })).toBeNull();
    expect(ruleFor(checkbox, { value: "a" })).toBe("choices");
    expect(ruleFor(checkbox, { value: ["a", 1] })).toBe("choices");
  });
  it("is named in both languages and exported as a list in the reader's style", () => {
    expect(kindInWords("checkbox", null, en)).toBe("Check boxes");
    expect(kindInWords("checkbox", null, zh)).toBe("复选框");
    expect(checkbox.toPlainRows(moduleOf(checkbox, { fields: { value: ["a", "b"] } }), en)[0]!.value).toBe("a, b");
  });
});
