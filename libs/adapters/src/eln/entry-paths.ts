import { ElnArchiveError } from "./eln-archive-error";

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL and the other control characters are what is refused.
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * An entry's name as path segments, or `eln.unsafePath`: no NUL or control character, no
 * backslash, not absolute (`/`, a drive letter), no `..`. Empty and `.` segments (`a//b`, which
 * eLabFTW writes) say nothing and are dropped.
 */
export function pathSegments(name: string): string[] {
  if (CONTROL.test(name) || name.includes("\\") || name.startsWith("/") || /^[A-Za-z]:/.test(name))
    throw new ElnArchiveError("eln.unsafePath", { name: printable(name) });
  const segments = name.split("/").filter((segment) => segment !== "" && segment !== ".");
  if (segments.includes("..")) throw new ElnArchiveError("eln.unsafePath", { name: printable(name) });
  return segments;
}

/** A name fit for a message: control characters shown as `?`, at most 200 characters. */
export const printable = (name: string) => [...name.replace(new RegExp(CONTROL.source, "g"), "?")].slice(0, 200).join("");

/** How two names compare where they would be extracted: after Unicode NFC, case-insensitively. */
export const collisionKey = (path: string) => path.normalize("NFC").toLowerCase();

interface NamedEntry {
  readonly name: string;
  readonly isDirectory: boolean;
}

/**
 * The one folder every entry is in (`eln.rootFolder` when there are none or several, or a file
 * sits beside the folder), and each entry's path inside it, in NFC. Two entries that are one
 * file once extracted (the same name up to case or Unicode normalisation, or a file where
 * another entry needs a folder) are `eln.duplicateName`.
 */
export function entriesUnderRoot<E extends NamedEntry>(entries: readonly E[]): { rootFolder: string; paths: Map<E, string> } {
  const segmentsOf = new Map(entries.map((entry) => [entry, pathSegments(entry.name)]));
  const roots = new Set([...segmentsOf.values()].map((segments) => segments[0]));
  const looseFile = entries.some((entry) => !entry.isDirectory && segmentsOf.get(entry)!.length < 2);
  if (roots.size !== 1 || roots.has(undefined) || looseFile) throw new ElnArchiveError("eln.rootFolder", { folders: roots.size });
  const rootFolder = [...roots][0]!;
  const paths = new Map<E, string>();
  const seen = new Set<string>();
  const files = new Set<string>();
  const folders = new Set<string>();
  for (const entry of entries) {
    const inside = segmentsOf.get(entry)!.slice(1);
    if (inside.length === 0) continue;
    const path = inside.join("/").normalize("NFC");
    const key = collisionKey(path);
    // A folder and a file of one name are told apart here; below, a file where a folder must be is refused.
    const marked = entry.isDirectory ? `${key}/` : key;
    if (seen.has(marked)) throw new ElnArchiveError("eln.duplicateName", { name: printable(path) });
    seen.add(marked);
    (entry.isDirectory ? folders : files).add(key);
    for (let i = 1; i < inside.length; i++) folders.add(collisionKey(inside.slice(0, i).join("/")));
    if (!entry.isDirectory) paths.set(entry, path);
  }
  const clash = [...files].find((file) => folders.has(file));
  if (clash !== undefined) throw new ElnArchiveError("eln.duplicateName", { name: printable(clash) });
  return { rootFolder, paths };
}
