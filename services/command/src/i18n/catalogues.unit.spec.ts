import { describe, expect, it } from "vitest";
import en from "./en.json" with { type: "json" };
import { negotiateLanguage, translate } from "./translate";
import zhCN from "./zh-CN.json" with { type: "json" };

const keys = (o: object, prefix = ""): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === "object" ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe("server messages", () => {
  it("has every key in both zh-CN and en", () => {
    expect(keys(en).sort()).toEqual(keys(zhCN).sort());
  });
  it("uses the same placeholders in both languages", () => {
    for (const key of keys(zhCN)) {
      const names = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
      expect({ key, p: names(translate("en", key)) }).toEqual({ key, p: names(translate("zh-CN", key)) });
    }
  });
  it("negotiates the language from Accept-Language, zh-CN by default", () => {
    expect(negotiateLanguage(undefined)).toBe("zh-CN");
    expect(negotiateLanguage("en-US,en;q=0.9")).toBe("en");
    expect(negotiateLanguage("fr-FR, en;q=0.5, zh;q=0.8")).toBe("zh-CN");
    expect(negotiateLanguage("de")).toBe("zh-CN");
  });
  it("fills placeholders", () => {
    expect(translate("en", "member.accountTaken", { account: "li" })).toBe('The account "li" is already taken');
  });
  it("fills a placeholder given per language with the reader's", () => {
    const column = { "column@zh-CN": "含水量", "column@en": "Water (ppm)" };
    expect(translate("en", "material.extra.missing", column)).toBe("“Water (ppm)” is required by the lot's category");
    expect(translate("zh-CN", "material.extra.missing", column)).toBe("物料所属类别要求填写“含水量”");
  });
});
