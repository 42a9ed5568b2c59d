import { describe, expect, it } from "vitest";
import { kindInWords } from "../../audit/module-words";
import { en, moduleOf, ruleFor, zh } from "../testing";
import { radio } from ".";

describe("kind radio (one choice)", () => {
  it("given one option, when saved, then it is taken; a list breaks its rule", () => {
    expect(ruleFor(radio, { value: "THF" })).toBeNull();
    expect(ruleFor(radio, { value: ["THF", "DMF"] })).toBe("one choice");
  });
  it("is named in both languages; its options are its columns, so a required one is complete once chosen", () => {
    expect(kindInWords("radio", null, en)).toBe("Single choice");
    expect(kindInWords("radio", null, zh)).toBe("单选");
    const options = [{ field: "THF", required: false }];
    expect(radio.completeness(moduleOf(radio, { fields: { value: "THF" } }, { required: true, columns: options }))).toEqual({
      filled: true,
      incompleteRowIds: [],
    });
  });
});
