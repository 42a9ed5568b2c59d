/** Text helpers of the history reading: pure, so the console and the server read values alike. */

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ensp: " ",
  emsp: " ",
  thinsp: " ",
  copy: "©",
  reg: "®",
  trade: "™",
  deg: "°",
  plusmn: "±",
  micro: "µ",
  times: "×",
  divide: "÷",
  middot: "·",
  hellip: "…",
  mdash: "—",
  ndash: "–",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  laquo: "«",
  raquo: "»",
  bull: "•",
  para: "¶",
  sect: "§",
  le: "≤",
  ge: "≥",
  ne: "≠",
  asymp: "≈",
  rarr: "→",
  larr: "←",
  harr: "↔",
  alpha: "α",
  beta: "β",
  gamma: "γ",
  delta: "δ",
  mu: "μ",
  pi: "π",
  sigma: "σ",
  omega: "ω",
  Delta: "Δ",
  Omega: "Ω",
  sup2: "²",
  sup3: "³",
  frac12: "½",
  frac14: "¼",
  frac34: "¾",
};

const codePoint = (code: number, whole: string) =>
  Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;

/** HTML character references decoded (named, decimal, hexadecimal); an unknown one stays as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, body: string) => {
    if (body[0] === "#")
      return codePoint(body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1)), whole);
    return NAMED_ENTITIES[body] ?? whole;
  });
}

/**
 * Rich text as plain text for files (CSV, PDF) and hover hints: scripts and styles dropped,
 * block ends and line breaks as spaces, tags removed, entities decoded, white space collapsed.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<br\s*\/?>/gi, " ")
    .replace(/<\/(p|div|li|tr|td|th|h[1-6]|table|ul|ol|blockquote|pre|section|article)\s*>/gi, " ")
    .replace(/<[^>]*>/g, "");
  return decodeEntities(text).replace(/\s+/g, " ").trim();
}

/**
 * Rich text as paragraphs of plain text, for a document that keeps its shape (a record's PDF): each
 * block (paragraph, heading, list item, table row, line break) one paragraph, list items bulleted,
 * a table row's cells separated by " | ", empty ones left out; line breaks in the source are spaces, as a browser shows them.
 */
export function htmlToParagraphs(html: string): string[] {
  const marked = html
    .replace(/\s+/g, " ")
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<li\b[^>]*>/gi, "\n• ")
    .replace(/<\/(td|th)\s*>\s*(?=<(td|th)\b)/gi, " | ")
    .replace(/<br\s*\/?>|<\/(p|div|li|tr|h[1-6]|table|ul|ol|blockquote|pre|section|article)\s*>/gi, "\n")
    .replace(/<[^>]*>/g, "");
  return marked
    .split("\n")
    .map((line) => decodeEntities(line).replace(/\s+/g, " ").trim())
    .filter((line) => line !== "" && line !== "•");
}

/** Whether a string is rich text (has a tag), not plain text that happens to hold "<". */
export const isHtml = (text: string): boolean => /<\/?[a-z][a-z0-9-]*(\s[^>]*)?\/?>/i.test(text);

/** A key nobody translated, as words: "solventVolume" → "solvent volume", "_RegMSCode" → "reg MS code". */
export function humanise(key: string): string {
  const words = key
    .replace(/^[^A-Za-z0-9\u0080-\uffff]+/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .replace(/([A-Za-z])(\d)/g, "$1 $2")
    .split(/[\s_.-]+/)
    .filter(Boolean)
    .map((word) => (/^[A-Z0-9]+$/.test(word) && word.length > 1 ? word : word.toLowerCase()));
  return words.join(" ");
}

/**
 * Identifiers a person cannot read: UUIDs (v7 included), long hexadecimal digests, and the row ids
 * the console makes ("r" + base-36 time and randomness). A value that is one of these is never shown.
 */
export const OPAQUE_ID =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{16,}|r(?=[0-9a-z]*\d)[0-9a-z]{12,24})$/i;
export const isOpaqueId = (value: unknown): boolean => typeof value === "string" && OPAQUE_ID.test(value);

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
export const isInstant = (value: unknown): value is string => typeof value === "string" && ISO_INSTANT.test(value);

/** Spec §9 time format: YYYY-MM-DD HH:mm:ss, in the reader's (or the server's) time zone. */
export function formatTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

/** Cut to `max` characters with an ellipsis: a label that names a row, not its whole content. */
export function shorten(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join("")}…`;
}
