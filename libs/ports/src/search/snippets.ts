import { normalise, type QueryPart, stem } from "./analysis";
import type { SearchDocument, SearchField, SearchHit, SearchQuery, Snippet, SnippetPart } from "./port";

const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/u;
const TOKEN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+|(?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])[\p{L}\p{N}])+/gu;

/** Characters of context kept before and after the first match of a field. */
const BEFORE = 40;
const AFTER = 120;
/** Snippets a hit shows at most. */
export const MAX_SNIPPETS = 3;

type Range = readonly [number, number];

/** Where a query's words are in a text, as [start, end) ranges in order; the same matching as the index's. */
export function matchRanges(text: string, parts: readonly QueryPart[]): Range[] {
  const ranges: Range[] = [];
  const cjk = parts.flatMap((p) =>
    "phrase" in p
      ? [p.phrase.map((gram, i) => (i === 0 ? gram : gram.slice(-1))).join("")]
      : CJK_RUN.test(p.prefix)
        ? [p.prefix]
        : [],
  );
  const words = parts.flatMap((p) => ("prefix" in p && !CJK_RUN.test(p.prefix) ? [p.prefix] : []));
  for (const token of text.matchAll(TOKEN)) {
    const start = token.index;
    const value = token[0];
    if (CJK_RUN.test(value)) {
      // Character by character, so positions in the normalised run are positions in the text.
      const run = [...value].map((c) => normalise(c).slice(0, 1) || c).join("");
      for (const needle of cjk) {
        for (let at = run.indexOf(needle); at >= 0; at = run.indexOf(needle, at + 1)) {
          ranges.push([start + at, start + at + needle.length]);
        }
      }
    } else if (words.some((w) => stem(normalise(value)).startsWith(w) || normalise(value).startsWith(w))) {
      ranges.push([start, start + value.length]);
    }
  }
  return merge(ranges);
}

function merge(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const out: [number, number][] = [];
  for (const [s, e] of sorted) {
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

/** The text as runs, the matched ones marked. */
export function markedParts(text: string, ranges: readonly Range[], from = 0, to = text.length): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let at = from;
  for (const [s, e] of ranges) {
    if (e <= from || s >= to) continue;
    const start = Math.max(s, from);
    if (start > at) parts.push({ text: text.slice(at, start), match: false });
    const end = Math.min(e, to);
    parts.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < to) parts.push({ text: text.slice(at, to), match: false });
  return parts;
}

/** How many different query parts a text holds: the fields holding most of them come first. */
function partsFound(text: string, parts: readonly QueryPart[]): number {
  return parts.filter((p) => matchRanges(text, [p]).length > 0).length;
}

/**
 * The snippets of a hit: the fields where the query's words are, best first, each cut around its
 * first match (with "…" where it was cut), its matches marked. Plain text: never markup.
 */
export function snippetsOf(fields: readonly SearchField[], parts: readonly QueryPart[]): Snippet[] {
  const found = fields
    .map((field, index) => ({ field, index, ranges: matchRanges(field.text, parts) }))
    .filter((f) => f.ranges.length > 0)
    .map((f) => ({ ...f, score: partsFound(f.field.text, parts) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, MAX_SNIPPETS);
  return found.map(({ field, ranges }) => {
    const text = field.text.replace(/\s+/g, " ");
    const squeezed = text === field.text ? ranges : matchRanges(text, parts);
    const first = squeezed[0] ?? [0, 0];
    const from = Math.max(0, first[0] - BEFORE);
    const to = Math.min(text.length, first[1] + AFTER);
    const body = markedParts(text, squeezed, from, to);
    return {
      label: field.label,
      parts: [
        ...(from > 0 ? [{ text: "…", match: false }] : []),
        ...body,
        ...(to < text.length ? [{ text: "…", match: false }] : []),
      ],
    };
  });
}

/** A stored document as a hit of the query: its title marked, and (searching everything) its snippets. */
export function hitOf(doc: SearchDocument, parts: readonly QueryPart[], scope: SearchQuery["scope"]): SearchHit {
  return {
    id: doc.id,
    type: doc.type,
    title: doc.title,
    titleParts: markedParts(doc.title, matchRanges(doc.title, parts)),
    code: doc.code,
    facets: doc.facets,
    updatedAt: doc.updatedAt,
    snippets: scope === "all" ? snippetsOf(doc.fields, parts) : [],
  };
}
