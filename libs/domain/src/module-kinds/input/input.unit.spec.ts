import { describe, expect, it } from "vitest";
import { fieldLabel, fieldValueInWords, kindInWords } from "../../audit/module-words";
import { en, moduleOf, ruleFor, zh } from "../testing";
import { input } from ".";

describe("kind input (single-line text)", () => {
  it("given text of 300 characters, when saved, then it is taken; 301 or a number breaks its rule", () => {
    expect(ruleFor(input, { value: "字".repeat(300) })).toBeNull();
    expect(ruleFor(input, { value: "x".repeat(301) })).toBe("≤ 300");
    expect(ruleFor(input, { value: 5 })).toBe("text");
  });
  it("given nothing entered, when saved, then it is taken, and submission finds a required one empty", () => {
    expect(ruleFor(input, { value: "" })).toBeNull();
    expect(input.completeness(moduleOf(input, { fields: { value: "" } }, { required: true })).filled).toBe(false);
    expect(input.completeness(moduleOf(input, { fields: { value: "Aim" } })).filled).toBe(true);
  });
  it("reads its value by the kind's name in both languages", () => {
    expect(kindInWords("input", null, en)).toBe("Single-line text");
    expect(kindInWords("input", null, zh)).toBe("单行文本");
    expect(fieldLabel(moduleOf(input), "value", zh)).toBe("单行文本");
    expect(fieldValueInWords(moduleOf(input), "value", "N/A", en).text).toBe("N/A");
  });
  it("keeps its value in a clone, without the highlight", () => {
    expect(input.cloneReset({ fields: { value: "Aim", highlight: ["value"] }, rows: [] })).toEqual({
      fields: { value: "Aim" },
      rows: [],
    });
  });
  it("exports one PDF line and one property value", () => {
    const module = moduleOf(input, { fields: { value: "Aim" } });
    expect(input.toPlainRows(module, en)).toEqual([{ label: "Single-line text", value: "Aim" }]);
    const { entity, parts, files } = input.toElnEntity(module);
    expect(entity).toMatchObject({ "@id": "#module-m1", "@type": "CreativeWork", name: "Module", additionalType: "input" });
    expect(entity.variableMeasured).toEqual([{ "@type": "PropertyValue", propertyID: "value", value: "Aim" }]);
    expect([parts, files]).toEqual([[], []]);
  });
});
