/**
 * What must never reach a person reading the history (21 CFR 11.10(b), Annex 11 §9: an audit
 * trail in a generally intelligible form): each a pattern and what it would be. Shared by the
 * domain's unit test, the API tests and the browser tests.
 */
const UNREADABLE: ReadonlyArray<readonly [RegExp, string]> = [
  [/[{[]\s*"/, "raw JSON"],
  [/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i, "a UUID"],
  [/\b[0-9a-f]{16,}\b/i, "a long hexadecimal id"],
  [/\br(?=[0-9a-z]*\d)[0-9a-z]{12,24}\b/, "a console row id"],
  [/\b[a-z]{2,}[A-Z][a-z]+[A-Za-z]*\b/, "a camelCase key"],
  [/\b[A-Za-z_]+(\.[A-Za-z0-9_-]+){2,}\b/, "an i18n key"],
  [/<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i, "an HTML tag"],
  [/\bundefined\b|\bnull\b|\[object Object\]|\bNaN\b/, "a programming leftover"],
];

/** The first unreadable thing in a text, named and quoted with where it stood, or null. */
export function unreadable(text: string): string | null {
  for (const [pattern, what] of UNREADABLE) {
    const found = pattern.exec(text);
    if (found) {
      const from = Math.max(0, found.index - 40);
      return `${what}: "${found[0]}" in "…${text.slice(from, found.index + found[0].length + 40)}…"`;
    }
  }
  return null;
}

/** A console row id, as the grid makes one (features/records/model/grid-window.ts). */
export const consoleRowId = () => `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
