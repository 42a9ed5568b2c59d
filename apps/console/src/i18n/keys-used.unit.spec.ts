import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every message key the console's code asks for exists in both languages of the catalogue it
 * reads: a missing key would show as the raw key (e.g. `messages.cycles.weekly`) on screen.
 * Keys are read from the source: `t("a.b")` is checked whole, `t(`a.b.${x}`)` by its fixed
 * prefix (which must name a group of messages), in the namespace the `t` came from.
 */
const SOURCE = join(import.meta.dirname, "..");
const FEATURES = join(SOURCE, "features");

type Catalogue = Record<string, unknown>;
const readJson = (path: string) => JSON.parse(readFileSync(path, "utf8")) as Catalogue;
const catalogues = (dir: string) => ({ "zh-CN": readJson(join(dir, "zh-CN.json")), en: readJson(join(dir, "en.json")) });
const NAMESPACES: Record<string, ReturnType<typeof catalogues>> = {
  translation: catalogues(join(SOURCE, "i18n")),
  ...Object.fromEntries(readdirSync(FEATURES).map((feature) => [feature, catalogues(join(FEATURES, feature, "i18n"))] as const)),
};

const lookup = (catalogue: Catalogue, key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (node as Catalogue | undefined)?.[part], catalogue);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

interface KeyUse {
  readonly file: string;
  readonly namespace: string;
  readonly key: string;
  /** A template key: only its fixed start is known. */
  readonly prefix: boolean;
}

interface Binding {
  readonly name: string;
  readonly namespace: string;
  readonly at: number;
}

/** The `t` functions a file binds with useTranslation (each call read in the nearest binding above it), and their keys. */
function keyUses(file: string): KeyUse[] {
  const text = readFileSync(file, "utf8");
  const bindings: Binding[] = [{ name: "i18n.t", namespace: "translation", at: 0 }];
  for (const m of text.matchAll(/const \{([^}]*)\} = useTranslation\((?:"(\w+)"|(NAMESPACE))?\)/g)) {
    const namespace = m[2] ?? (m[3] ? "?" : "translation");
    for (const part of m[1]!.split(",")) {
      const [name, alias] = part.split(":").map((s) => s.trim());
      if (name === "t") bindings.push({ name: alias ?? "t", namespace, at: m.index });
    }
  }
  const uses: KeyUse[] = [];
  for (const name of new Set(bindings.map((b) => b.name))) {
    const call = new RegExp(`(?<![\\w.])${name.replace(".", "\\.")}\\(\\s*(?:"([^"]+)"|\`([^\`$]*)(\\$\\{)?)`, "g");
    for (const m of text.matchAll(call)) {
      const binding = bindings.filter((b) => b.name === name && b.at <= m.index).at(-1);
      if (!binding || binding.namespace === "?") continue;
      const key = m[1] ?? m[2]!;
      uses.push({ file: relative(SOURCE, file), namespace: binding.namespace, key, prefix: m[3] !== undefined });
    }
  }
  return uses;
}

/** A message, or a plural's forms (`key_other`), or — for a template key — a group of messages. */
function exists(catalogue: Catalogue, { key, prefix }: KeyUse): boolean {
  if (prefix) {
    // A key that starts with a value (`${name}.title`) has no fixed part to check here; the Chromium sweep sees it rendered.
    if (key === "") return true;
    const group = lookup(catalogue, key.replace(/\.$/, ""));
    return typeof group === "object" && group !== null;
  }
  return typeof lookup(catalogue, key) === "string" || typeof lookup(catalogue, `${key}_other`) === "string";
}

const USES = sourceFiles(SOURCE).flatMap(keyUses);

describe("message keys the console uses", () => {
  it("are found in the source (the scan itself works)", () => {
    expect(USES.length).toBeGreaterThan(500);
    expect(USES.some((u) => u.prefix)).toBe(true);
  });

  it.each(["zh-CN", "en"] as const)("exist in the %s catalogue of their namespace", (language) => {
    const missing = USES.filter((use) => !exists(NAMESPACES[use.namespace]![language], use)).map(
      (u) => `${u.file}: ${u.namespace}:${u.key}${u.prefix ? "…" : ""}`,
    );
    expect(missing).toEqual([]);
  });
});
