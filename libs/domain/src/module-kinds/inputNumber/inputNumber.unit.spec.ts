import { describe, expect, it } from "vitest";
import { fieldValueInWords, kindInWords } from "../../audit/module-words";
import { en, moduleOf, ruleFor, zh } from "../testing";
import { inputNumber } from ".";

describe("kind inputNumber (spec §5 number check)", () => {
  it("given a finite number or N/A, when saved, then it is taken; text breaks the number rule", () => {
    expect(ruleFor(inputNumber, { value: 3.25 })).toBeNull();
    expect(ruleFor(inputNumber, { value: "N/A" })).toBeNull();
    expect(ruleFor(inputNumber, { value: "3.2.5" })).toBe("number");
    expect(ruleFor(inputNumber, { value: "3" })).toBe("number");
  });
  it("reads N/A in the reader's language, in any of its fields", () => {
    expect(fieldValueInWords(moduleOf(inputNumber), "value", "N/A", zh).text).toBe(zh("notApplicable"));
    expect(fieldValueInWords(moduleOf(inputNumber), "min", "N/A", en).text).toBe("N/A");
    expect([kindInWords("inputNumber", null, en), kindInWords("inputNumber", null, zh)]).toEqual(["Number", "数字"]);
  });
  it("exports N/A as words, a number as written", () => {
    expect(inputNumber.toPlainRows(moduleOf(inputNumber, { fields: { value: 3.25 } }), en)).toEqual([
      { label: "Number", value: "3.25" },
    ]);
    expect(inputNumber.toPlainRows(moduleOf(inputNumber, { fields: { value: "N/A" } }), zh)[0]!.value).toBe(zh("notApplicable"));
  });
});
