import { indexTerms, type QueryPart, type SearchDocument } from "@labledger/ports";
import { escapeRegex } from "../escape-regex";

/**
 * The terms of the texts, each once, as one string with a space before and after each term
 * (" suzuki coupl 合成 成路 路线 线 "). A string, not an array: FerretDB 1.24 decodes every document
 * of the collection for each search, and an array of terms decodes about ten times slower than the
 * same terms in one string (see MongoSearchIndex).
 */
export function termString(...texts: readonly string[]): string {
  return ` ${[...new Set(texts.flatMap((text) => indexTerms(text)))].join(" ")} `;
}

/** What a document is found by: its head (title and number), and all of it (the fields too). */
export function documentTermStrings(doc: SearchDocument): { head: string; all: string } {
  return {
    head: termString(doc.title, doc.code),
    all: termString(doc.title, doc.code, ...doc.fields.map((field) => field.text)),
  };
}

/**
 * One pattern per query part that a term string must hold: a prefix begins some term (a single
 * Chinese character begins one of the bigrams it is in, or is the run's last), each bigram of a
 * phrase is a whole term. A phrase so matched is looser than the text's order: its bigrams may
 * be apart.
 */
export function partPatterns(parts: readonly QueryPart[]): string[] {
  const patterns = parts.flatMap((part) => ("phrase" in part ? part.phrase.map((gram) => ` ${gram} `) : [` ${part.prefix}`]));
  return [...new Set(patterns)].map(escapeRegex);
}
