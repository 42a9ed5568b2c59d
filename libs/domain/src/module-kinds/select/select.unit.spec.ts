import { describe, expect, it } from "vitest";
import { kindInWords } from "../../audit/module-words";
import { en, moduleOf, ruleFor, zh } from "../testing";
import { select } from ".";

describe("kind select (one choice)", () => {
  it("given one option, when saved, then it is taken; a list breaks its rule", () => {
    expect(ruleFor(select, { value: "THF" })).toBeNull();
    expect(ruleFor(select, { value: ["THF", "DMF"] })).toBe("one choice");
  });
  it("is named in both languages; its options are its columns, so a required one is complete once chosen", () => {
    expect(kindInWords("select", null, en)).toBe("Drop-down");
    expect(kindInWords("select", null, zh)).toBe("下拉选择");
    const options = [{ field: "THF", required: false }];
    expect(select.completeness(moduleOf(select, { fields: { value: "THF" } }, { required: true, columns: options }))).toEqual({
      filled: true,
      incompleteRowIds: [],
    });
  });
});
