export interface ExtractedText {
  readonly text: string;
  /** cut at the limit */
  readonly truncated: boolean;
}

type Gap = "" | " " | "\t" | "\n";

/** The stronger of two gaps wins: a line break over a tab over a space. */
const GAP_STRENGTH: Readonly<Record<Gap, number>> = { "": 0, " ": 1, "\t": 2, "\n": 3 };
const stronger = (a: Gap, b: Gap): Gap => (GAP_STRENGTH[a] >= GAP_STRENGTH[b] ? a : b);
const gapOf = (whitespace: string): Gap =>
  whitespace.includes("\n") ? "\n" : whitespace.includes("\t") ? "\t" : whitespace ? " " : "";

const LINE_BREAKS = /\r\n?|[\v\f\u0085\u2028\u2029]/g;
/** Zero bytes (left by UTF-16 read as bytes, or padding) and byte-order marks are nothing. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters dropped.
const DROPPED = /[\u0000\ufeff]/g;
/** Other control characters separate what is on either side of them, like any other space. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters turned into spaces.
const CONTROLS_AND_SPACES = /[\u0001-\u0008\u000e-\u001f\u007f-\u009f]|[^\S\t\n]/g;
const WHITESPACE_RUN = /[ \t\n]{2,}/g;

/**
 * Text as the search index reads it, built piece by piece and held to a number of characters:
 * no zero bytes, no control characters but tab and line break, every run of white space one
 * space, tab or line break (the strongest in the run), nothing at either end. Extractors add
 * what they read and stop once it is `truncated`.
 */
export class SearchableText {
  readonly #maxChars: number;
  readonly #parts: string[] = [];
  #length = 0;
  #pendingGap: Gap = "";
  #truncated = false;

  constructor(maxChars: number) {
    this.#maxChars = Math.max(0, Math.floor(maxChars));
  }

  /** Text was cut at the limit (or marked so): an extractor can stop reading. */
  get truncated(): boolean {
    return this.#truncated;
  }

  add(raw: string): void {
    if (raw === "" || this.#truncated) return;
    const cleaned = raw.replace(LINE_BREAKS, "\n").replace(DROPPED, "").replace(CONTROLS_AND_SPACES, " ");
    let start = 0;
    while (start < cleaned.length && isGapChar(cleaned.charCodeAt(start))) start++;
    if (start === cleaned.length) {
      this.#pendingGap = stronger(this.#pendingGap, gapOf(cleaned));
      return;
    }
    let end = cleaned.length;
    while (isGapChar(cleaned.charCodeAt(end - 1))) end--;
    const body = cleaned.slice(start, end).replace(WHITESPACE_RUN, gapOf);
    const gap = this.#length > 0 ? stronger(this.#pendingGap, gapOf(cleaned.slice(0, start))) : "";
    this.#append(gap + body);
    this.#pendingGap = gapOf(cleaned.slice(end));
  }

  /** The source held more than was read (pages or parts past a limit). */
  markTruncated(): void {
    this.#truncated = true;
  }

  /** Undefined when nothing but white space was read. */
  result(): ExtractedText | undefined {
    if (this.#parts.length === 0) return undefined;
    return { text: this.#parts.join(""), truncated: this.#truncated };
  }

  #append(piece: string): void {
    const room = this.#maxChars - this.#length;
    if (piece.length <= room) {
      this.#parts.push(piece);
      this.#length += piece.length;
      return;
    }
    this.#truncated = true;
    let end = room;
    // Never keep half of a surrogate pair.
    if (end > 0 && isHighSurrogate(piece.charCodeAt(end - 1))) end -= 1;
    while (end > 0 && isGapChar(piece.charCodeAt(end - 1))) end--;
    if (end > 0) this.#parts.push(piece.slice(0, end));
    // Full from here on, even when the cut left a few characters of room.
    this.#length = this.#maxChars;
  }
}

const isGapChar = (code: number) => code === 0x20 || code === 0x09 || code === 0x0a;
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
