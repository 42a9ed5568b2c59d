import { describe, expect, it } from "vitest";
import type { NumberingRule } from "../api/types";
import { ruleBody, validateNumberingRule } from "./numbering";

const rule: NumberingRule = {
  target: "experiment",
  prefix: "EXP",
  relatedKey: "date",
  dateFormat: "YYMM",
  serialDigits: 4,
  mode: "restart",
};

describe("numbering rule checks (spec §5: prefix ≤ 4 English letters, serial digits 1–6)", () => {
  it("accepts a valid rule and an empty prefix", () => {
    expect(validateNumberingRule(rule)).toEqual({});
    expect(validateNumberingRule({ ...rule, prefix: "" })).toEqual({});
  });

  it("refuses digits, symbols, non-English letters and more than 4 letters in the prefix", () => {
    for (const prefix of ["EXP1", "E-X", "ABCDE", "实验"])
      expect(validateNumberingRule({ ...rule, prefix }).prefix).toBe("prefixInvalid");
  });

  it("refuses serial digits outside 1 to 6", () => {
    for (const serialDigits of [0, 7, 2.5, Number.NaN])
      expect(validateNumberingRule({ ...rule, serialDigits }).serialDigits).toBe("serialDigitsInvalid");
    expect(validateNumberingRule({ ...rule, serialDigits: 6 })).toEqual({});
  });

  it("trims the prefix it sends", () => {
    expect(ruleBody({ ...rule, prefix: " AB " }).prefix).toBe("AB");
  });
});
