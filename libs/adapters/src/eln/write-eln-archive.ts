import { once } from "node:events";
import type { Writable } from "node:stream";
import { finished } from "node:stream/promises";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { collisionKey, pathSegments } from "./entry-paths";
import { METADATA_FILE } from "./read-eln-archive";

/** A file to write under the root folder: stored bytes by their SHA-256, text, or bytes made for it (the domain's `ElnFile`). */
export type ElnArchiveFile =
  | { readonly path: string; readonly sha256: string }
  | { readonly path: string; readonly text: string; readonly mediaType: string }
  | { readonly path: string; readonly bytes: Uint8Array; readonly mediaType: string };

/** The stored bytes of a SHA-256 (the blob store's `open`, a Readable); undefined when there are none. */
export type OpenBlob = (sha256: string) => Promise<AsyncIterable<Uint8Array> | Iterable<Uint8Array> | undefined>;

/** Formats that are compressed already: stored as they are, deflating them again costs time and gains nothing. */
const COMPRESSED = new Set(
  [
    "jpg",
    "jpeg",
    "png",
    "gif",
    "webp",
    "avif",
    "heic",
    "jp2",
    "mp3",
    "mp4",
    "m4a",
    "m4v",
    "mov",
    "avi",
    "mkv",
    "webm",
    "ogg",
  ].concat([
    "flac",
    "aac",
    "zip",
    "gz",
    "tgz",
    "bz2",
    "xz",
    "zst",
    "7z",
    "rar",
    "docx",
    "xlsx",
    "pptx",
    "odt",
    "ods",
    "odp",
    "eln",
  ]),
);
const isCompressed = (path: string) => COMPRESSED.has(path.slice(path.lastIndexOf(".") + 1).toLowerCase());

/**
 * Writes an .eln archive to `out`, streaming: `<rootFolder>/ro-crate-metadata.json`, then each
 * file, its stored bytes read through `openBlob` one file at a time (a thousand attachments never
 * sit in memory together), waiting whenever `out` asks to. Ends `out` and resolves once it has
 * taken everything. Throws on an
 * unsafe or repeated path (`ElnArchiveError` or Error: the exporter's mistake), a missing blob, or
 * an output closed before the end.
 */
export async function writeElnArchive(
  rootFolder: string,
  metadataJson: string,
  files: readonly ElnArchiveFile[],
  openBlob: OpenBlob,
  out: Writable,
  options: { readonly modifiedAt?: Date } = {},
): Promise<void> {
  checkPaths(rootFolder, files);
  let waitForDrain = false;
  let failure: Error | null = null;
  const zip = new Zip();
  const written = new Promise<void>((resolve) => {
    zip.ondata = (error, chunk, final) => {
      if (error) failure ??= error;
      else if (!out.write(chunk)) waitForDrain = true;
      if (final || error) resolve();
    };
  });
  const flowControl = async () => {
    if (failure) throw failure;
    if (!waitForDrain) return;
    waitForDrain = false;
    await drained(out);
  };
  const add = async (path: string, chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>) => {
    const name = `${rootFolder}/${path}`;
    const entry = isCompressed(path) ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 6 });
    entry.mtime = options.modifiedAt ?? new Date();
    zip.add(entry);
    for await (const chunk of chunks) {
      entry.push(chunk);
      await flowControl();
    }
    entry.push(new Uint8Array(0), true);
    await flowControl();
  };

  const encode = (text: string) => [new TextEncoder().encode(text)];
  await add(METADATA_FILE, encode(metadataJson));
  for (const file of files) {
    if ("text" in file) await add(file.path, encode(file.text));
    else if ("bytes" in file) await add(file.path, [file.bytes]);
    else {
      const blob = await openBlob(file.sha256);
      if (!blob) throw new Error(`no stored bytes for ${file.sha256} (${file.path})`);
      await add(file.path, blob);
    }
  }
  zip.end();
  await written;
  if (failure) throw failure;
  out.end();
  await finished(out);
}

/** Until `out` drains; an output closed meanwhile ends the writing. */
async function drained(out: Writable): Promise<void> {
  if (out.destroyed) throw new Error("the .eln output was closed");
  const stop = new AbortController();
  const closed = once(out, "close", { signal: stop.signal }).then(() => {
    throw new Error("the .eln output was closed");
  });
  try {
    await Promise.race([once(out, "drain", { signal: stop.signal }), closed]);
  } finally {
    stop.abort();
  }
}

/** The root folder one safe segment, every path safe and unique, no file where a folder must be (as the reader judges them). */
function checkPaths(rootFolder: string, files: readonly ElnArchiveFile[]): void {
  if (pathSegments(rootFolder).join("/") !== rootFolder || rootFolder.includes("/"))
    throw new Error(`unsafe root folder: ${rootFolder}`);
  const taken = new Set([collisionKey(METADATA_FILE)]);
  const folders = new Set<string>();
  for (const { path } of files) {
    const segments = pathSegments(path);
    if (segments.join("/") !== path) throw new Error(`unsafe path in an .eln archive: ${path}`);
    if (taken.has(collisionKey(path))) throw new Error(`two files at one path in an .eln archive: ${path}`);
    taken.add(collisionKey(path));
    for (let i = 1; i < segments.length; i++) folders.add(collisionKey(segments.slice(0, i).join("/")));
  }
  const clash = [...taken].find((path) => folders.has(path));
  if (clash) throw new Error(`a file where a folder must be in an .eln archive: ${clash}`);
}
