import { describe, expect, it } from "vitest";
import { kindInWords } from "../../audit/module-words";
import { en, ruleFor, zh } from "../testing";
import { phone } from ".";

describe("kind phone", () => {
  it("given a number with spaces and dashes, when saved, then it is taken; words break the phone rule", () => {
    expect(ruleFor(phone, { value: "+86 138-0000-0000" })).toBeNull();
    expect(ruleFor(phone, { value: "call me" })).toBe("phone");
  });
  it("is named in both languages", () => {
    expect([kindInWords("phone", null, en), kindInWords("phone", null, zh)]).toEqual(["Phone", "电话"]);
  });
});
