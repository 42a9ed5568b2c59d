import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const DIST = join(import.meta.dirname, "../../apps/console/dist");
const ASSETS = join(DIST, "assets");

/** Words only Ketcher's own code holds: its UI (ketcher-react), its core (ketcher-core), its standalone Indigo service. */
export const KETCHER_MARKERS = [
  "Click to add to canvas",
  "The structure cannot be saved as *.RXN",
  "struct-service-initialized",
] as const;

/** The built console's scripts and how they import one another (static `from"./x.js"`, dynamic `import(\`./x.js\`)`). */
export function readConsoleBuild() {
  const html = readFileSync(join(DIST, "index.html"), "utf8");
  const names = readdirSync(ASSETS);
  const scripts = names.filter((name) => name.endsWith(".js"));
  const code = new Map(scripts.map((name) => [name, readFileSync(join(ASSETS, name), "utf8")]));
  const codeOf = (name: string) => code.get(name) ?? "";
  const importsOf = (name: string, pattern: RegExp) => [...codeOf(name).matchAll(pattern)].map((m) => m[1]!);
  const staticImports = (name: string) => importsOf(name, /(?:\bfrom|\bimport)\s*["'`]\.\/([\w.-]+\.js)["'`]/g);
  const dynamicImports = (name: string) => importsOf(name, /\bimport\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g);
  /** What index.html loads before the first page: its entry script and modulepreloads. */
  const initial = [...html.matchAll(/(?:src|href)="\/assets\/([\w.-]+\.js)"/g)].map((m) => m[1]!);
  /** Every script these load with them (static imports, followed). */
  const staticClosure = (roots: readonly string[]) => {
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      for (const next of staticImports(name)) visit(next);
    };
    for (const root of roots) visit(root);
    return seen;
  };
  const withMarker = (name: string) => KETCHER_MARKERS.some((marker) => codeOf(name).includes(marker));
  return {
    html,
    names,
    scripts,
    codeOf,
    staticImports,
    dynamicImports,
    initial,
    staticClosure,
    withMarker,
    sizeOf: (name: string) => statSync(join(ASSETS, name)).size,
  };
}

export type ConsoleBuild = ReturnType<typeof readConsoleBuild>;

/**
 * Ketcher's files in the build: the scripts holding its code and the ones those load lazily
 * (its 3D viewer, its macromolecules editor), its CSS, the Indigo worker and its .wasm; and the
 * structure editor's own two lazy parts (the editable drawing, the read-only picture).
 */
export function ketcherFiles(build: ConsoleBuild) {
  const code = new Set(build.scripts.filter(build.withMarker));
  const pending = [...code];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const next of build.dynamicImports(name)) {
      if (code.has(next)) continue;
      code.add(next);
      pending.push(next);
    }
  }
  const parts = build.scripts.filter((name) => /^KetcherDrawing-[\w-]+\.js$/.test(name));
  const css = build.names.filter((name) => /^KetcherDrawing-[\w-]+\.css$/.test(name));
  const worker = build.names.filter((name) => /^indigoWorker-[\w-]+\.js$/.test(name));
  // Indigo's .wasm (the spreadsheet's formula engine, IronCalc, brings a .wasm of its own).
  const wasm = build.names.filter((name) => /^indigo-[\w.-]+\.wasm$/.test(name));
  return { code: [...code], parts, css, worker, wasm, all: new Set([...code, ...parts, ...css, ...worker, ...wasm]) };
}
