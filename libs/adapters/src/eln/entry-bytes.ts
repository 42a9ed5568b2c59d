import { crc32 } from "node:zlib";
import { Inflate } from "fflate";
import type { ElnArchiveLimits } from "./archive-limits";
import { ElnArchiveError, sizeLimit } from "./eln-archive-error";
import { printable } from "./entry-paths";
import type { ZipEntry } from "./zip-directory";

const STORED = 0;
const DEFLATED = 8;
/**
 * Compressed bytes handed to the inflater at a time. Deflate inflates at most about 1032 times,
 * so one step yields at most about 4 MB: the most a limit can be overshot before it is seen.
 */
const STEP = 4 * 1024;

/** The bytes all entries have inflated to so far, against `maxTotalBytes`. */
export interface InflatedTotal {
  bytes: number;
}

/** One entry's limit: the per-entry one, or the metadata's for ro-crate-metadata.json. */
export interface EntryLimit {
  readonly maxBytes: number;
  readonly refusal: "eln.entryTooLarge" | "eln.metadataTooLarge";
}

/**
 * An entry's bytes, handed to `take` as they inflate, counted as they come (the sizes the
 * directory declares can lie): the moment the entry passes its limit, the total passes
 * `maxTotalBytes` or the bytes outgrow the compressed ones by more than `maxCompressionRatio`,
 * inflating stops with the refusal. An entry that ends at another size than declared, or whose
 * CRC-32 differs, is `eln.damaged`.
 */
export function inflateEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
  limits: ElnArchiveLimits & { readonly entry: EntryLimit },
  total: InflatedTotal,
  take: (chunk: Uint8Array) => void,
): void {
  const name = printable(entry.name);
  if (entry.encrypted) throw new ElnArchiveError("eln.encrypted", { name });
  if (entry.method !== STORED && entry.method !== DEFLATED)
    throw new ElnArchiveError("eln.unsupportedCompression", { name, method: entry.method });
  const compressed = bytes.subarray(entry.dataStart, entry.dataEnd);
  let inflated = 0;
  let consumed = 0;
  let crc = 0;
  const count = (chunk: Uint8Array) => {
    inflated += chunk.length;
    total.bytes += chunk.length;
    if (inflated > limits.entry.maxBytes)
      throw new ElnArchiveError(limits.entry.refusal, { name, ...sizeLimit(limits.entry.maxBytes) });
    if (total.bytes > limits.maxTotalBytes) throw new ElnArchiveError("eln.tooLarge", sizeLimit(limits.maxTotalBytes));
    if (inflated > limits.ratioFloorBytes && inflated > limits.maxCompressionRatio * consumed)
      throw new ElnArchiveError("eln.zipBomb", { name, max: limits.maxCompressionRatio });
    crc = crc32(chunk, crc);
    take(chunk);
  };
  const inflater = entry.method === DEFLATED ? new Inflate((chunk) => count(chunk)) : undefined;
  try {
    for (let last = false; !last; ) {
      const step = compressed.subarray(consumed, consumed + STEP);
      consumed += step.length;
      last = consumed >= compressed.length;
      if (inflater) inflater.push(step, last);
      else count(step);
    }
  } catch (error) {
    if (error instanceof ElnArchiveError) throw error;
    throw new ElnArchiveError("eln.damaged", { name, reason: "does not inflate" });
  }
  if (inflated !== entry.declaredSize) throw new ElnArchiveError("eln.damaged", { name, reason: "not the size it declares" });
  if (crc >>> 0 !== entry.crc32) throw new ElnArchiveError("eln.damaged", { name, reason: "CRC-32 differs" });
}
