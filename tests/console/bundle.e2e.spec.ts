import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { KETCHER_MARKERS, ketcherFiles, readConsoleBuild } from "./ketcher-build";

const ROOT = join(import.meta.dirname, "../..");
const CONSOLE = join(ROOT, "apps/console/src");

/** What zod's own code cannot do without: its `$Zod…` constructors and the `_zod` internals of every schema. */
const ZOD_CODE = /\$Zod[A-Z]\w+|\._zod\b/;
/** Words only the contracts' schemas hold (a refinement message, a description). */
const CONTRACT_WORDS = ["digits, spaces and + ( ) - only", "The module's whole content: a save replaces it"];

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

describe("the console takes the server's contracts as types only", () => {
  it("imports @labledger/contracts only with `import type` / `export type`", () => {
    const valueImports = filesUnder(CONSOLE)
      .filter((file) => /\.tsx?$/.test(file))
      .flatMap((file) =>
        [...readFileSync(file, "utf8").matchAll(/^(import|export)\s+(?!type\b)[^;]*?from\s+"@labledger\/contracts[^"]*"/gms)].map(
          ([statement]) => `${file}: ${statement}`,
        ),
      );
    expect(valueImports).toEqual([]);
  });

  // The domain's module-kind content schemas (zod/mini, libs/domain/src/module-kinds) are rules the
  // console runs on purpose, in the lazily loaded record chunks; the contracts' schemas never ship.
  it("ships none of the contracts' schemas, and no zod in the entry every page loads", () => {
    execFileSync(process.execPath, [join(ROOT, "scripts/ensure-console-built.mjs")], { cwd: ROOT, stdio: "inherit" });
    // The markers are real: zod's own code has them.
    expect(readFileSync(join(ROOT, "node_modules/zod/v4/core/core.js"), "utf8")).toMatch(ZOD_CODE);
    const assets = join(ROOT, "apps/console/dist/assets");
    const scripts = readdirSync(assets).filter((name) => name.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    const entry = /assets\/(index-[\w-]+\.js)/.exec(readFileSync(join(ROOT, "apps/console/dist/index.html"), "utf8"))?.[1];
    expect(entry).toBeDefined();
    for (const name of scripts) {
      const code = readFileSync(join(assets, name), "utf8");
      if (name === entry) expect(ZOD_CODE.exec(code)?.[0], name).toBeUndefined();
      for (const words of CONTRACT_WORDS) expect(code.includes(words), `${name}: ${words}`).toBe(false);
    }
  });

  // ECharts (about 190 kB gzipped) is for charts alone: its own chunk, imported dynamically by a
  // report's chart (the report editor's page) and a spreadsheet's chart (a lazy chunk of its own), each
  // by a small `echarts-setup` chunk of its own; never by the entry or what it preloads.
  it("keeps ECharts out of the entry: one chunk, imported only where a report's or a spreadsheet's chart is drawn", () => {
    execFileSync(process.execPath, [join(ROOT, "scripts/ensure-console-built.mjs")], { cwd: ROOT, stdio: "inherit" });
    const assets = join(ROOT, "apps/console/dist/assets");
    const html = readFileSync(join(ROOT, "apps/console/dist/index.html"), "utf8");
    const scripts = readdirSync(assets).filter((name) => name.endsWith(".js"));
    const withECharts = scripts.filter((name) => readFileSync(join(assets, name), "utf8").includes("_echarts_instance_"));
    expect(withECharts).toHaveLength(1);
    const chunk = withECharts[0]!;
    expect(html).not.toContain(chunk);
    const importers = scripts.filter((name) => name !== chunk && readFileSync(join(assets, name), "utf8").includes(chunk));
    // A chunk's name less its 8-character hash ("echarts-setup-_Xfd1PKp.js" → "echarts-setup").
    const pages = importers.map((name) => name.replace(/-[\w-]{8}\.js$/, "")).filter((name) => name !== "echarts-setup");
    expect(pages).toContain("ReportEditPage");
    // A spreadsheet's chart is drawn by one lazy chunk shared by the editor, the read view, time travel and
    // the side-by-side compare (the build names it after ChartView, or after the editor when only it uses it).
    expect(pages.filter((name) => !["ReportEditPage", "SheetEditor", "ChartView"].includes(name))).toEqual([]);
    for (const importer of importers) expect(html).not.toContain(importer);
  });

  // Ketcher (the reaction structure editor: ketcher-react, ketcher-core, the Indigo worker and its
  // WASM, about 20 MB) comes only with a reaction module: nothing of it in what index.html loads, in
  // any page's chunk or in the record pages' module registry, which imports its two lazy parts.
  it("keeps Ketcher out of the entry and of every page: only the structure editor's lazy parts load it", () => {
    execFileSync(process.execPath, [join(ROOT, "scripts/ensure-console-built.mjs")], { cwd: ROOT, stdio: "inherit" });
    const build = readConsoleBuild();
    const ketcher = ketcherFiles(build);
    // The markers are real: Ketcher's own code has them, and the build holds each.
    for (const marker of KETCHER_MARKERS)
      expect(
        build.scripts.some((name) => build.codeOf(name).includes(marker)),
        marker,
      ).toBe(true);
    expect(ketcher.parts.map((name) => name.replace(/-[\w-]+\.js$/, "")).sort()).toEqual(["KetcherDrawing"]);
    expect(ketcher.css).toHaveLength(1);
    expect(ketcher.worker).toHaveLength(1);

    // Indigo is one .wasm file of its own (11.8 MB), fetched by the worker, never base64 inside a script ("\0asm" = "AGFzbQ").
    expect(ketcher.wasm).toHaveLength(1);
    expect(build.sizeOf(ketcher.wasm[0]!)).toBeGreaterThan(10_000_000);
    expect(build.scripts.filter((name) => build.codeOf(name).includes("AGFzbQ"))).toEqual([]);
    expect(build.scripts.filter((name) => build.codeOf(name).includes(ketcher.wasm[0]!))).toEqual(ketcher.worker);

    // What index.html loads (entry, modulepreloads and all they import) holds none of it.
    const initial = build.staticClosure(build.initial);
    expect(build.initial.length).toBeGreaterThan(0);
    expect([...initial].filter((name) => ketcher.all.has(name) || build.withMarker(name))).toEqual([]);
    for (const name of ketcher.all) expect(build.html).not.toContain(name);

    // Ketcher's scripts are imported by one another and by the two parts only; no page chunk names them.
    const outside = build.scripts.filter((name) => !ketcher.all.has(name));
    const behindTheParts = ketcher.code.filter((name) => !ketcher.parts.includes(name));
    const importing = outside.filter((name) =>
      [...build.staticImports(name), ...build.dynamicImports(name)].some((next) => behindTheParts.includes(next)),
    );
    expect(importing).toEqual([]);
    expect(outside.filter(build.withMarker)).toEqual([]);

    // The parts are imported by the shared structure editor (apps/console/src/ui/structure-editor) alone,
    // dynamically; the record pages' module registry and the common reactions page load that editor,
    // and what it loads with it holds nothing of Ketcher.
    const chunkName = (name: string) => name.replace(/-[\w-]{8}\.js$/, "");
    const importers = outside.filter((name) => build.dynamicImports(name).some((next) => ketcher.parts.includes(next)));
    expect(importers.map(chunkName)).toEqual(["structure-editor"]);
    const editorUsers = outside.filter((name) => build.staticImports(name).some((next) => importers.includes(next)));
    expect(editorUsers.map(chunkName).sort()).toEqual(["ReactionFormulasPage", "registry"]);
    expect(outside.filter((name) => build.staticImports(name).some((next) => ketcher.parts.includes(next)))).toEqual([]);
    expect([...build.staticClosure(importers)].filter((name) => ketcher.all.has(name))).toEqual([]);
  });
});
