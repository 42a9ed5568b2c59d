import { describe, expect, it } from "vitest";
import { kindInWords } from "../../audit/module-words";
import { en, ruleFor, zh } from "../testing";
import { date } from ".";

describe("kind date", () => {
  it("given YYYY-MM-DD of a real day, when saved, then it is taken; other forms and impossible days break its rule", () => {
    expect(ruleFor(date, { value: "2026-11-22" })).toBeNull();
    expect(ruleFor(date, { value: "22/11/2026" })).toBe("YYYY-MM-DD");
    expect(ruleFor(date, { value: "2026-13-45" })).toBe("YYYY-MM-DD");
  });
  it("is named in both languages", () => {
    expect([kindInWords("date", null, en), kindInWords("date", null, zh)]).toEqual(["Date", "日期"]);
  });
});
