import { crc32 } from "node:zlib";
import { type InflatedTotal, inflateEntry as inflateZipEntry } from "../zip/inflate-entry";
import type { ZipEntry } from "../zip/zip-directory";
import { ZipRefusal } from "../zip/zip-refusal";
import type { ElnArchiveLimits, EntryLimit } from "./archive-limits";
import { ElnArchiveError } from "./eln-archive-error";
import { printable } from "./entry-paths";
import { elnArchiveErrorOf } from "./zip-refusal-to-eln";

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
  let crc = 0;
  try {
    inflateZipEntry(
      bytes,
      entry,
      {
        maxBytes: limits.entry.maxBytes,
        total: { inflated: total, maxBytes: limits.maxTotalBytes },
        ratio: { max: limits.maxCompressionRatio, floorBytes: limits.ratioFloorBytes },
      },
      (chunk) => {
        crc = crc32(chunk, crc);
        take(chunk);
      },
    );
  } catch (error) {
    throw error instanceof ZipRefusal ? elnArchiveErrorOf(error, limits.entry) : error;
  }
  if (crc >>> 0 !== entry.crc32)
    throw new ElnArchiveError("eln.damaged", { name: printable(entry.name), reason: "CRC-32 differs" });
}
