import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROUTES } from "../app/route-table";
import { BELL_LINKS } from "../shell/bell-links";
import { HELP_GROUPS } from "../shell/help-steps";
import { SIDE_MENUS } from "../shell/side-menus";
import { TOP_MENU } from "../shell/top-menu";
import en from "./en.json";
import zhCN from "./zh-CN.json";

const keysOf = (catalogue: object, prefix = ""): string[] =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === "object" && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

const valueAt = (catalogue: object, key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);

/** The shell's catalogues, then each feature's own (features/<name>/i18n, loaded with its pages). */
const FEATURES = join(import.meta.dirname, "../features");
const readJson = (path: string) => JSON.parse(readFileSync(path, "utf8")) as object;
const CATALOGUE_PAIRS: ReadonlyArray<readonly [string, { en: object; zhCN: object }]> = [
  ["shell", { en, zhCN }],
  ...readdirSync(FEATURES)
    .filter((feature) => existsSync(join(FEATURES, feature, "i18n/en.json")))
    .map(
      (feature) =>
        [
          feature,
          { en: readJson(join(FEATURES, feature, "i18n/en.json")), zhCN: readJson(join(FEATURES, feature, "i18n/zh-CN.json")) },
        ] as const,
    ),
];

describe.each(CATALOGUE_PAIRS)("console catalogues of %s (zh-CN default, English complete)", (_name, { en, zhCN }) => {
  it("zh-CN and en have exactly the same keys", () => {
    expect(keysOf(en).sort()).toEqual(keysOf(zhCN).sort());
  });

  it("no message is empty in either language", () => {
    for (const catalogue of [en, zhCN]) for (const key of keysOf(catalogue)) expect(valueAt(catalogue, key), key).not.toBe("");
  });

  it("keep the same {{placeholders}} in both languages", () => {
    const placeholders = (text: unknown) => [...String(text).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const key of keysOf(en)) expect(placeholders(valueAt(zhCN, key)), key).toEqual(placeholders(valueAt(en, key)));
  });
});

describe("the shell's catalogues", () => {
  it("name every page, top-menu entry, side-menu entry, bell count and help step the shell shows", () => {
    const used = [
      ...ROUTES.map((r) => `pages.${r.name}`),
      ...["projectHome", "teamAuditTrailSearch", "userCentre", "notFound"].map((name) => `pages.${name}`),
      ...TOP_MENU.map((e) => `topMenu.${e.section}`),
      ...Object.values(SIDE_MENUS).flatMap((groups) =>
        groups.flatMap((g) => [...(g.key ? [`sideMenu.groups.${g.key}`] : []), ...g.items.map((i) => `sideMenu.items.${i.key}`)]),
      ),
      ...BELL_LINKS.map((l) => `bell.${l.key}`),
      ...HELP_GROUPS.flatMap((g) => [`help.groups.${g.key}`, ...g.steps.map((s) => `help.steps.${s.key}`)]),
    ];
    for (const catalogue of [en, zhCN]) for (const key of used) expect(typeof valueAt(catalogue, key), key).toBe("string");
  });
});
