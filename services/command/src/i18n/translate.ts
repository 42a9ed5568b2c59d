import en from "./en.json" with { type: "json" };
import zhCN from "./zh-CN.json" with { type: "json" };

export type Language = "zh-CN" | "en";
export const DEFAULT_LANGUAGE: Language = "zh-CN";
const catalogues: Record<Language, Record<string, unknown>> = { "zh-CN": zhCN, en };

/** Picks zh-CN or en from an Accept-Language header (q-values honoured); zh-CN by default. */
export function negotiateLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((l) => l.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag.startsWith("zh")) return "zh-CN";
    if (tag.startsWith("en")) return "en";
  }
  return DEFAULT_LANGUAGE;
}

export function hasMessage(key: string): boolean {
  return typeof lookup(catalogues[DEFAULT_LANGUAGE], key) === "string";
}

function lookup(catalogue: Record<string, unknown>, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>(
      (node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined),
      catalogue,
    );
}

/**
 * The message for a stable key, with {placeholders} filled; the key itself if none exists. A
 * placeholder may be given once per language (`column@zh-CN`, `column@en`): a name the reader reads
 * in their own language, such as a category column's label.
 */
export function translate(language: Language, key: string, params: Readonly<Record<string, string | number>> = {}): string {
  const template = lookup(catalogues[language], key);
  if (typeof template !== "string") return key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name] ?? params[`${name}@${language}`];
    return value === undefined ? whole : String(value);
  });
}

/** The message for a key, or `fallback` when the catalogue has none (e.g. an event type added later). */
export function translateOr(language: Language, key: string, fallback: string): string {
  const text = translate(language, key);
  return text === key ? fallback : text;
}
