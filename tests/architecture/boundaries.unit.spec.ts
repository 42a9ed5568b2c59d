import { resolve } from "node:path";
import { cruise, type ICruiseResult } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const fixtures = resolve(import.meta.dirname, "fixtures");

interface Violation {
  readonly rule: string;
  readonly from: string;
  readonly to: string;
}

/** Cruises `folders` (relative to `baseDir`) with the repository's .dependency-cruiser.mjs and tsconfig.json. */
async function violations(baseDir: string, folders: string[]): Promise<Violation[]> {
  const options = await extractDepcruiseOptions(resolve(root, ".dependency-cruiser.mjs"));
  const tsConfig = extractTSConfig(resolve(root, "tsconfig.json"));
  const result = await cruise(folders, { ...options, baseDir, outputType: "json" }, {}, { tsConfig });
  const output = (typeof result.output === "string" ? JSON.parse(result.output) : result.output) as ICruiseResult;
  return output.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.cycle ? "(circle)" : v.to }));
}

describe("architecture boundaries (.dependency-cruiser.mjs)", () => {
  it("holds in the real tree", { timeout: 180_000 }, async () => {
    const found = await violations(root, ["libs", "services", "apps"]);
    expect(found).toEqual([]);
  });

  it("reports each forbidden import of the fixture tree, and none of the allowed ones", { timeout: 60_000 }, async () => {
    const found = await violations(fixtures, ["libs", "services", "apps"]);
    const reported = (rule: string, from: string, to: RegExp) =>
      found.some((v) => v.rule === rule && v.from === from && to.test(v.to));
    const domain = "libs/domain/src/forbidden.ts";

    expect(reported("domain-imports-node", domain, /^(node:)?crypto$/)).toBe(true);
    for (const framework of [/@nestjs\/common/, /(^|\/)express(\/|$)/, /(^|\/)react(\/|$)/]) {
      expect(reported("domain-imports-outside-events", domain, framework), String(framework)).toBe(true);
    }
    for (const workspace of ["services/command/src/handler.ts", "libs/adapters/src/adapter.ts", "libs/ports/src/port.ts"]) {
      expect(reported("domain-imports-outside-events", domain, new RegExp(`^${workspace}$`)), workspace).toBe(true);
    }
    expect(reported("browser-safe-imports-node-entry", domain, /^libs\/events\/src\/node\.ts$/)).toBe(true);
    expect(reported("no-circular", "libs/domain/src/circle-a.ts", /\(circle\)/)).toBe(true);
    expect(reported("events-imports-workspace", "libs/events/src/forbidden.ts", /^libs\/domain\/src\/rule\.ts$/)).toBe(true);
    expect(reported("browser-safe-imports-node", "libs/events/src/forbidden.ts", /^(node:)?fs$/)).toBe(true);
    expect(reported("browser-safe-imports-node", "apps/console/src/ui/uses-node.ts", /^(node:)?path$/)).toBe(true);
    expect(
      reported("console-feature-imports-feature", "apps/console/src/features/alpha/page.ts", /features\/beta\/page\.ts$/),
    ).toBe(true);

    // Allowed: the domain's pure libraries, the events main entry, its own files, a feature's own files,
    // and node:crypto in the events node-only entry.
    const allowedFrom = ["libs/domain/src/allowed.ts", "libs/events/src/node.ts", "libs/events/src/index.ts"];
    expect(found.filter((v) => allowedFrom.includes(v.from))).toEqual([]);
    expect(found.filter((v) => v.to.endsWith("features/alpha/own.ts"))).toEqual([]);
  });
});
