import { stemmer } from "stemmer";

/**
 * How text becomes search terms, the same for every search adapter and for the snippets, so a
 * word is found, and marked, alike everywhere.
 *
 * - Chinese, Japanese and Korean runs have no spaces between words: a run is indexed as its
 *   overlapping character pairs (bigrams), followed by its last character alone, so any
 *   substring of two or more characters is the phrase of its bigrams, and any single character
 *   begins some term ("合成路线" → 合成 成路 路线 线).
 * - Other words (letters and digits) are lower-cased, width-folded (NFKC) and stemmed (Porter:
 *   "reactions", "reacted" → "react"); a query word also finds the words it begins ("suzu" →
 *   "suzuki").
 */
const CJK = "\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}";
// A run of CJK characters, or of other letters and digits: "用HPLC测定" is 用, hplc, 测定.
const TOKEN = new RegExp(`[${CJK}]+|(?:(?![${CJK}])[\\p{L}\\p{N}])+`, "gu");
const IS_CJK = new RegExp(`^[${CJK}]`, "u");

/** Longest word indexed as it is; a longer one (a sequence, a hash) is cut there. */
export const MAX_WORD = 40;

export const normalise = (text: string): string => text.normalize("NFKC").toLowerCase();

function cjkTerms(run: string): string[] {
  const chars = [...run];
  const terms: string[] = [];
  for (let i = 0; i < chars.length - 1; i++) terms.push(chars[i]! + chars[i + 1]!);
  terms.push(chars[chars.length - 1]!);
  return terms;
}

export const stem = (word: string): string => (/^[a-z]+$/.test(word) ? stemmer(word) : word);

/** The terms of a document's text, in order (a phrase of them is a substring of the text). */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  for (const [token] of normalise(text).matchAll(TOKEN)) {
    if (IS_CJK.test(token)) terms.push(...cjkTerms(token));
    else terms.push(stem(token.slice(0, MAX_WORD)));
  }
  return terms;
}

/**
 * One part of a query that a document must contain: either a phrase of CJK bigrams (exact
 * substring), or a single term that a document's term must equal or begin with (`prefix`).
 */
export type QueryPart = { readonly phrase: readonly string[] } | { readonly prefix: string };

/** What a query asks for: every part must be found. Empty when it holds no word at all. */
export function queryParts(query: string): QueryPart[] {
  const parts: QueryPart[] = [];
  const seen = new Set<string>();
  for (const [token] of normalise(query).matchAll(TOKEN)) {
    const part: QueryPart = IS_CJK.test(token)
      ? [...token].length === 1
        ? { prefix: token }
        : { phrase: cjkTerms(token).slice(0, -1) }
      : { prefix: stem(token.slice(0, MAX_WORD)) };
    const key = JSON.stringify(part);
    if (!seen.has(key)) parts.push(part);
    seen.add(key);
  }
  return parts;
}
