import type { SearchHit } from "@labledger/contracts";

export type Part = SearchHit["titleParts"][number];

/** Snippets shown under a hit: the first few places the words were found. */
export const SNIPPETS_SHOWN = 3;

/** The parts of a marked text, each keyed by where it starts in the whole text (stable, unique). */
export function keyedParts(parts: readonly Part[]): Array<Part & { readonly at: number }> {
  let at = 0;
  return parts.map((part) => {
    const keyed = { ...part, at };
    at += part.text.length;
    return keyed;
  });
}

/** The words the server marked, as a reader sees them. */
export function markedWords(parts: readonly Part[]): string[] {
  return parts.filter((p) => p.match && p.text.trim() !== "").map((p) => p.text);
}
