import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Chinese sentences use full-width punctuation (，：；！？（）): a half-width mark written next to
 * a Chinese character is a slip. Every zh-CN catalogue is read: the server's, the console
 * shell's and each console feature's.
 */
const ROOT = join(import.meta.dirname, "../..");
const FEATURES = join(ROOT, "apps/console/src/features");
const CATALOGUES = [
  "services/command/src/i18n/zh-CN.json",
  "apps/console/src/i18n/zh-CN.json",
  ...readdirSync(FEATURES).map((feature) => `apps/console/src/features/${feature}/i18n/zh-CN.json`),
];

const HAN = "\\p{Script=Han}";
/** A half-width , : ; ! ? ( ) touching a Chinese character (placeholders like {{x}} in between count as touching). */
const SLIP = new RegExp(`${HAN}(?:\\{\\{?\\w+\\}?\\})?[,:;!?()]|[,:;!?()](?:\\{\\{?\\w+\\}?\\})?${HAN}`, "u");

const messages = (node: unknown, path = ""): Array<[string, string]> =>
  typeof node === "string"
    ? [[path, node]]
    : Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => messages(value, path ? `${path}.${key}` : key));

describe("Chinese messages use full-width punctuation", () => {
  it("the rule catches a slip and passes a correct sentence", () => {
    expect(SLIP.test("保存失败,请重试")).toBe(true);
    expect(SLIP.test("文件(PDF)")).toBe(true);
    expect(SLIP.test("请填写{{name}}:")).toBe(true);
    expect(SLIP.test("保存失败，请重试")).toBe(false);
    expect(SLIP.test("21 CFR Part 11 (e)")).toBe(false);
  });

  it.each(CATALOGUES)("%s", (file) => {
    const catalogue = JSON.parse(readFileSync(join(ROOT, file), "utf8")) as unknown;
    const slips = messages(catalogue).filter(([, text]) => SLIP.test(text));
    expect(slips).toEqual([]);
  });
});
