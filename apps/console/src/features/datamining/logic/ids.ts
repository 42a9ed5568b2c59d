import { RECORD_AXIS } from "@labledger/events/catalogue/reports-values";

/** What a column or chart id must be (the server's rule): 1–12 lower-case letters and digits. */
export const ID_SHAPE = /^[a-z0-9]{1,12}$/;
const MAX = 12;

/**
 * A new id for a column or chart, unique among `taken`: the Latin letters and digits of `base`
 * ("Yield %" → "yield"), else `fallback`, numbered when taken ("yield2"). Never `record`, which a
 * chart's X axis uses for the records themselves.
 */
export function newId(base: string, taken: Iterable<string>, fallback: string): string {
  const used = new Set(taken);
  used.add(RECORD_AXIS);
  const slug =
    base
      .normalize("NFKD")
      .toLowerCase()
      .replace(/[^a-z0-9]/g, "")
      .slice(0, 8) || fallback;
  if (!used.has(slug)) return slug;
  for (let n = 2; ; n++) {
    const suffix = String(n);
    const candidate = `${slug.slice(0, MAX - suffix.length)}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}
