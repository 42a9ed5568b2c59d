import { describe, expect, it } from "vitest";
import { kindInWords } from "../../audit/module-words";
import { en, moduleOf, ruleFor, zh } from "../testing";
import { multiple } from ".";

describe("kind multiple (several choices)", () => {
  it("given a list of options, when saved, then it is taken; one option alone or a number in the list breaks its rule", () => {
    expect(ruleFor(multiple, { value: ["a", "b"] })).toBeNull();
    expect(ruleFor(multiple, { value: "a" })).toBe("choices");
    expect(ruleFor(multiple, { value: ["a", 1] })).toBe("choices");
  });
  it("is named in both languages and exported as a list in the reader's style", () => {
    expect(kindInWords("multiple", null, en)).toBe("Multiple choice");
    expect(kindInWords("multiple", null, zh)).toBe("多选");
    expect(multiple.toPlainRows(moduleOf(multiple, { fields: { value: ["a", "b"] } }), en)[0]!.value).toBe("a, b");
  });
});
