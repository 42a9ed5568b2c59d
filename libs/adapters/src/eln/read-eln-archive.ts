import { createHash } from "node:crypto";
import { setImmediate } from "node:timers/promises";
import { type InflatedTotal, isReadableMethod } from "../zip/inflate-entry";
import { readZipDirectory, type ZipEntry } from "../zip/zip-directory";
import { ZipRefusal } from "../zip/zip-refusal";
import { ELN_ARCHIVE_LIMITS, type ElnArchiveLimits, type EntryLimit } from "./archive-limits";
import { ElnArchiveError, sizeLimit } from "./eln-archive-error";
import { inflateEntry } from "./entry-bytes";
import { entriesUnderRoot, printable } from "./entry-paths";
import { elnArchiveErrorOf } from "./zip-refusal-to-eln";

export const METADATA_FILE = "ro-crate-metadata.json";

/** An entry's bytes as they were counted: their size and SHA-256. */
export interface ElnEntryFacts {
  readonly size: number;
  readonly sha256: string;
}

/** An .eln archive that passed every check, its entries counted and hashed. */
export interface ElnArchive {
  /** The one folder the archive holds. */
  readonly rootFolder: string;
  /** ro-crate-metadata.json, parsed (not yet known to be a crate: `readCrate` says). */
  readonly metadata: unknown;
  /** Every file by its path inside the root folder (NFC, `/`-separated, no empty segments). */
  readonly entries: ReadonlyMap<string, ElnEntryFacts>;
  /** A file's bytes (`eln.missingEntry` for a path that is not an entry). */
  read(path: string): Uint8Array;
}

/** Inflated bytes between two turns of the event loop while the archive is read. */
const PAUSE_EVERY = 8 * 1024 * 1024;

/**
 * Opens an .eln file (the ELN Consortium's zipped RO-Crate) held in memory, refusing with an
 * `ElnArchiveError` (and nothing else) whatever is not one or is hostile: not a zip, encrypted,
 * unsafe or duplicate names, not exactly one root folder, no ro-crate-metadata.json in it, too
 * many entries, an entry or the whole too large once inflated, a compression ratio of a bomb,
 * metadata that is not JSON. Sizes are counted as the bytes inflate, never believed; inflating
 * stops as soon as a limit is passed. Every entry is inflated once here (to count and hash it),
 * holding no more than one step of it, and again by `read`.
 */
export async function readElnArchive(bytes: Uint8Array, limits: Partial<ElnArchiveLimits> = {}): Promise<ElnArchive> {
  try {
    return await openArchive(bytes, { ...ELN_ARCHIVE_LIMITS, ...limits });
  } catch (error) {
    if (error instanceof ElnArchiveError) throw error;
    if (error instanceof ZipRefusal) throw elnArchiveErrorOf(error);
    throw new ElnArchiveError("eln.damaged");
  }
}

async function openArchive(bytes: Uint8Array, limits: ElnArchiveLimits): Promise<ElnArchive> {
  const directory = readZipDirectory(bytes, limits.maxEntries);
  const symlink = directory.find((entry) => entry.isSymlink);
  if (symlink) throw new ElnArchiveError("eln.unsafePath", { name: printable(symlink.name) });
  const { rootFolder, paths } = entriesUnderRoot(directory);
  const metadataEntry = [...paths].find(([, path]) => path === METADATA_FILE)?.[0];
  if (!metadataEntry) throw new ElnArchiveError("eln.noMetadata", { folder: printable(rootFolder) });
  const limitOf = (entry: ZipEntry): EntryLimit =>
    entry === metadataEntry
      ? { maxBytes: limits.maxMetadataBytes, refusal: "eln.metadataTooLarge" }
      : { maxBytes: limits.maxEntryBytes, refusal: "eln.entryTooLarge" };
  refuseBeforeInflating([...paths.keys()], limits, limitOf);

  const total: InflatedTotal = { bytes: 0 };
  /** An entry's size and SHA-256, its bytes also handed to `alsoTake`. */
  const countAndHash = (entry: ZipEntry, alsoTake?: (chunk: Uint8Array) => void): ElnEntryFacts => {
    const hash = createHash("sha256");
    let size = 0;
    inflateEntry(bytes, entry, { ...limits, entry: limitOf(entry) }, total, (chunk) => {
      hash.update(chunk);
      size += chunk.length;
      alsoTake?.(chunk);
    });
    return { size, sha256: hash.digest("hex") };
  };
  const metadataChunks: Uint8Array[] = [];
  const entries = new Map([[METADATA_FILE, countAndHash(metadataEntry, (chunk) => metadataChunks.push(chunk))]]);
  const metadata = parsedMetadata(Buffer.concat(metadataChunks));
  let pausedAt = 0;
  for (const [entry, path] of paths) {
    if (entry === metadataEntry) continue;
    entries.set(path, countAndHash(entry));
    if (total.bytes - pausedAt >= PAUSE_EVERY) {
      pausedAt = total.bytes;
      await setImmediate();
    }
  }
  const byPath = new Map([...paths].map(([entry, path]) => [path, entry]));
  return { rootFolder, metadata, entries, read: (path) => entryBytes(bytes, byPath.get(path), entries.get(path), limits) };
}

/** What the directory declares is refused before any work: encryption, methods, sizes, entries sharing bytes. */
function refuseBeforeInflating(files: readonly ZipEntry[], limits: ElnArchiveLimits, limitOf: (entry: ZipEntry) => EntryLimit) {
  for (const entry of files) {
    const name = printable(entry.name);
    if (entry.encrypted) throw new ElnArchiveError("eln.encrypted", { name });
    if (!isReadableMethod(entry.method)) throw new ElnArchiveError("eln.unsupportedCompression", { name, method: entry.method });
    const limit = limitOf(entry);
    if (entry.declaredSize > limit.maxBytes) throw new ElnArchiveError(limit.refusal, { name, ...sizeLimit(limit.maxBytes) });
  }
  if (files.reduce((sum, entry) => sum + entry.declaredSize, 0) > limits.maxTotalBytes)
    throw new ElnArchiveError("eln.tooLarge", sizeLimit(limits.maxTotalBytes));
  // Entries whose bytes overlap inflate one stream many times over (a "non-recursive" zip bomb).
  const byOffset = [...files].sort((a, b) => a.localHeaderOffset - b.localHeaderOffset);
  for (let i = 1; i < byOffset.length; i++)
    if (byOffset[i]!.localHeaderOffset < byOffset[i - 1]!.dataEnd)
      throw new ElnArchiveError("eln.zipBomb", { name: printable(byOffset[i]!.name) });
}

const UTF8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

function parsedMetadata(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(UTF8.decode(bytes));
  } catch {
    throw new ElnArchiveError("eln.badMetadata");
  }
}

function entryBytes(
  bytes: Uint8Array,
  entry: ZipEntry | undefined,
  counted: ElnEntryFacts | undefined,
  limits: ElnArchiveLimits,
): Uint8Array {
  if (!entry || !counted) throw new ElnArchiveError("eln.missingEntry");
  const out = new Uint8Array(counted.size);
  let at = 0;
  try {
    inflateEntry(
      bytes,
      entry,
      { ...limits, entry: { maxBytes: counted.size, refusal: "eln.entryTooLarge" } },
      { bytes: 0 },
      (chunk) => {
        out.set(chunk, at);
        at += chunk.length;
      },
    );
  } catch (error) {
    if (error instanceof ElnArchiveError) throw error;
    throw new ElnArchiveError("eln.damaged");
  }
  return out;
}
