/**
 * Search terms for Chinese and English alike. Words come from Intl.Segmenter (dictionary
 * segmentation for Chinese, not white space); runs of Han characters are also indexed as
 * character bigrams (and single characters), so a query matches whatever way the
 * segmenter happened to cut the document. Latin words are lower-cased.
 */
const segmenter = new Intl.Segmenter("zh-CN", { granularity: "word" });
const HAN_RUN = /\p{Script=Han}+/gu;

function hanGrams(run: string): string[] {
  const chars = [...run];
  if (chars.length === 1) return chars;
  const grams: string[] = [];
  for (let i = 0; i < chars.length - 1; i++) grams.push(chars[i]! + chars[i + 1]!);
  return grams;
}

function words(text: string): string[] {
  const out: string[] = [];
  for (const s of segmenter.segment(text.normalize("NFKC").toLowerCase())) {
    if (s.isWordLike) out.push(s.segment);
  }
  return out;
}

/** Every term a document with this text should be found by. */
export function documentTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const word of words(text)) {
    terms.add(word);
    for (const run of word.match(HAN_RUN) ?? []) {
      for (const ch of run) terms.add(ch);
      for (const gram of hanGrams(run)) terms.add(gram);
    }
  }
  return [...terms];
}

/** The terms a document must all have to match the query. */
export function queryTerms(query: string): string[] {
  const terms = new Set<string>();
  for (const word of words(query)) {
    const han = word.match(HAN_RUN);
    if (han && han.join("") === word) for (const run of han) for (const gram of hanGrams(run)) terms.add(gram);
    else terms.add(word);
  }
  return [...terms];
}
