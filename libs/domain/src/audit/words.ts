import type { KindWords } from "../module-kinds/module-kind";
import { MODULE_KINDS } from "../module-kinds/registry";
import type { Translate } from "./change-words";
import { EN } from "./words/en";
import { ZH_CN } from "./words/zh-CN";

/** The languages a person reads LabLedger in; zh-CN by default. */
export type Language = "zh-CN" | "en";
export const LANGUAGES: readonly Language[] = ["zh-CN", "en"];

type Catalogue = Readonly<Record<string, unknown>>;
type Tree = Record<string, unknown>;

/** Each module kind's words (../module-kinds): its name as `module.kind.<type>`, its labels merged under `module.`. */
function withKindWords(base: Catalogue, language: Language): Catalogue {
  const module: Tree = { ...(base.module as Tree), kind: {} };
  const merge = (into: Tree, from: Readonly<Record<string, unknown>>) => {
    for (const [key, value] of Object.entries(from))
      into[key] = typeof value === "string" ? value : { ...(into[key] as Tree | undefined), ...(value as Tree) };
  };
  for (const kind of MODULE_KINDS) {
    const words: KindWords = kind.words[language];
    merge(module, { kind: { [kind.type]: words.name } });
    merge(module, words.catalogue ?? {});
  }
  return { ...base, module };
}

const CATALOGUES: Record<Language, Catalogue> = { "zh-CN": withKindWords(ZH_CN, "zh-CN"), en: withKindWords(EN, "en") };

/** zh-CN or en from any tag ("en-US", "zh"); zh-CN when unknown. */
export const languageOf = (tag: string | null | undefined): Language => (tag?.toLowerCase().startsWith("en") ? "en" : "zh-CN");

/** Messages by key, flattened once per catalogue: a history of many thousand changes looks keys up often. */
const flattened = new WeakMap<Catalogue, Map<string, string>>();

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let messages = flattened.get(catalogue);
  if (!messages) {
    messages = new Map();
    const walk = (node: object, prefix: string) => {
      for (const [part, value] of Object.entries(node))
        if (typeof value === "string") messages!.set(`${prefix}${part}`, value);
        else walk(value as object, `${prefix}${part}.`);
    };
    walk(catalogue, "");
    flattened.set(catalogue, messages);
  }
  return messages.get(key);
}

/**
 * The history words of one language: a key's message with its {placeholders} filled, or the key
 * itself when there is none (the history's unit test fails on any key that reaches the page).
 */
export function wordsIn(language: Language): Translate {
  const catalogue = CATALOGUES[language];
  return (key, params = {}) => {
    const template = lookup(catalogue, key);
    if (template === undefined) return key;
    if (!template.includes("{")) return template;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  };
}

/** Whether a key has a message (a column or field label, say), so the caller may fall back to something else. */
export const hasWords = (key: string): boolean => lookup(CATALOGUES.en, key) !== undefined;

/** Every key of a catalogue, for the tests that keep both languages alike. */
export const catalogueKeys = (language: Language): string[] => {
  lookup(CATALOGUES[language], "");
  return [...flattened.get(CATALOGUES[language])!.keys()];
};
