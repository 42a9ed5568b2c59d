import type { Translate } from "./change-words";
import { type Catalogue, EN } from "./words/en";
import { ZH_CN } from "./words/zh-CN";

/** The languages a person reads LabLedger in; zh-CN by default. */
export type Language = "zh-CN" | "en";
export const LANGUAGES: readonly Language[] = ["zh-CN", "en"];

const CATALOGUES: Record<Language, Catalogue> = { "zh-CN": ZH_CN, en: EN };

/** zh-CN or en from any tag ("en-US", "zh"); zh-CN when unknown. */
export const languageOf = (tag: string | null | undefined): Language => (tag?.toLowerCase().startsWith("en") ? "en" : "zh-CN");

function lookup(catalogue: Catalogue, key: string): unknown {
  let node: unknown = catalogue;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * The history words of one language: a key's message with its {placeholders} filled, or the key
 * itself when there is none (the history's unit test fails on any key that reaches the page).
 */
export function wordsIn(language: Language): Translate {
  const catalogue = CATALOGUES[language];
  return (key, params = {}) => {
    const template = lookup(catalogue, key);
    if (typeof template !== "string") return key;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  };
}

/** Whether a key has a message (a column or field label, say), so the caller may fall back to something else. */
export const hasWords = (key: string): boolean => typeof lookup(EN, key) === "string";

/** Every key of a catalogue, for the tests that keep both languages alike. */
export const catalogueKeys = (language: Language): string[] => {
  const keys = (node: object, prefix: string): string[] =>
    Object.entries(node).flatMap(([key, value]) =>
      typeof value === "string" ? [`${prefix}${key}`] : keys(value as object, `${prefix}${key}.`),
    );
  return keys(CATALOGUES[language], "");
};
