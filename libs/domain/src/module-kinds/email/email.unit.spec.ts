import { describe, expect, it } from "vitest";
import { kindInWords } from "../../audit/module-words";
import { en, ruleFor, zh } from "../testing";
import { email } from ".";

describe("kind email", () => {
  it("given an address, when saved, then it is taken; anything else breaks the e-mail rule", () => {
    expect(ruleFor(email, { value: "li.wei@lab.cn" })).toBeNull();
    expect(ruleFor(email, { value: "li.wei@lab" })).toBe("email");
    expect(ruleFor(email, { value: 7 })).toBe("email");
    expect(ruleFor(email, { value: null })).toBeNull();
  });
  it("is named in both languages", () => {
    expect([kindInWords("email", null, en), kindInWords("email", null, zh)]).toEqual(["E-mail", "电子邮箱"]);
  });
});
