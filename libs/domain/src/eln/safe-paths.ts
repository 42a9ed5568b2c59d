/**
 * Names of folders and files inside an .eln archive. A path is written as its `@id` too, so it
 * holds only characters a URI path takes as they are (letters and digits of any script, `._-()+~`):
 * no percent-encoding is needed, no importer has to decode, and nothing can climb out of the
 * root folder. The File entity's `name` keeps the name as the person wrote it.
 */

const KEPT = /[\p{L}\p{M}\p{N}._\-()+~]/u;
const MAX_SEGMENT = 120;
/** Names Windows refuses for a file, whatever the extension. */
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i;

/** One path segment: unsafe characters as `_`, never empty, `.` or `..`, at most 120 characters (the extension kept). */
export function safeSegment(name: string, fallback: string): string {
  const replaced = [...name.normalize("NFC")].map((c) => (KEPT.test(c) ? c : "_")).join("");
  const trimmed = replaced.replace(/^\.+/, "").replace(/\.+$/, "");
  const chosen = trimmed === "" ? fallback : trimmed;
  const reservedSafe = RESERVED.test(chosen) ? `_${chosen}` : chosen;
  return cut(reservedSafe, MAX_SEGMENT);
}

function cut(segment: string, max: number): string {
  const chars = [...segment];
  if (chars.length <= max) return segment;
  const dot = segment.lastIndexOf(".");
  const extension = dot > 0 && segment.length - dot <= 16 ? segment.slice(dot) : "";
  return chars.slice(0, max - [...extension].length).join("") + extension;
}

/** A relative path with each segment made safe. */
export const safePath = (path: string, fallback: string) =>
  path
    .split(/[/\\]+/)
    .filter((segment) => segment !== "")
    .map((segment, i) => safeSegment(segment, `${fallback}-${i + 1}`))
    .join("/");

/** How two names compare on a case-insensitive file system. */
export const nameKey = (path: string) => path.normalize("NFC").toLowerCase();

/**
 * Hands out names no one holds yet (case-insensitively): a taken name gets `-2`, `-3`, ... before
 * its extension.
 */
export class UniqueNames {
  readonly #taken = new Set<string>();

  claim(path: string): string {
    let candidate = path;
    for (let n = 2; this.#taken.has(nameKey(candidate)); n++) candidate = numbered(path, n);
    this.#taken.add(nameKey(candidate));
    return candidate;
  }
}

function numbered(path: string, n: number): string {
  const slash = path.lastIndexOf("/");
  const dot = path.lastIndexOf(".");
  return dot > slash + 1 ? `${path.slice(0, dot)}-${n}${path.slice(dot)}` : `${path}-${n}`;
}
