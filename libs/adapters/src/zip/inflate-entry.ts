import { Inflate } from "fflate";
import type { ZipEntry } from "./zip-directory";
import { ZipRefusal } from "./zip-refusal";

const STORED = 0;
const DEFLATED = 8;
/**
 * Compressed bytes handed to the inflater at a time. Deflate inflates at most about 1032 times,
 * so one step yields at most about 4 MB: the most a limit can be overshot before it is seen.
 */
const STEP = 4 * 1024;

/** Whether an entry's compression method is one read here (stored or deflated). */
export const isReadableMethod = (method: number) => method === STORED || method === DEFLATED;

/** The bytes entries have inflated to so far, shared by the reads that count against one total. */
export interface InflatedTotal {
  bytes: number;
}

export interface InflateLimits {
  /** Bytes this entry may inflate to (`entryTooLarge`). */
  readonly maxBytes: number;
  /** Bytes all entries counted in `inflated` may reach together (`totalTooLarge`). */
  readonly total?: { readonly inflated: InflatedTotal; readonly maxBytes: number };
  /** Inflated bytes per compressed byte, judged once the entry has inflated past `floorBytes` (`ratioTooHigh`). */
  readonly ratio?: { readonly max: number; readonly floorBytes: number };
}

/**
 * An entry's bytes, handed to `take` as they inflate and counted as they come (the sizes the
 * directory declares can lie): the moment a limit is passed, inflating stops with the refusal.
 * An encrypted entry, or one in another method than stored or deflated, is refused before any
 * work; one that does not inflate or ends at another size than declared is `damaged`. What
 * `take` throws passes through as it is.
 */
export function inflateEntry(bytes: Uint8Array, entry: ZipEntry, limits: InflateLimits, take: (chunk: Uint8Array) => void): void {
  const name = entry.name;
  if (entry.encrypted) throw new ZipRefusal("encrypted", { name });
  if (!isReadableMethod(entry.method)) throw new ZipRefusal("unsupportedMethod", { name, method: entry.method });
  const compressed = bytes.subarray(entry.dataStart, entry.dataEnd);
  const { total, ratio } = limits;
  let inflated = 0;
  let consumed = 0;
  let stopped: { error: unknown } | undefined;
  const count = (chunk: Uint8Array) => {
    try {
      inflated += chunk.length;
      if (total) total.inflated.bytes += chunk.length;
      if (inflated > limits.maxBytes) throw new ZipRefusal("entryTooLarge", { name, max: limits.maxBytes });
      if (total && total.inflated.bytes > total.maxBytes) throw new ZipRefusal("totalTooLarge", { max: total.maxBytes });
      if (ratio && inflated > ratio.floorBytes && inflated > ratio.max * consumed)
        throw new ZipRefusal("ratioTooHigh", { name, max: ratio.max });
      take(chunk);
    } catch (error) {
      stopped = { error };
      throw error;
    }
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
  } catch {
    if (stopped) throw stopped.error;
    throw new ZipRefusal("damaged", { name, reason: "does not inflate" });
  }
  if (inflated !== entry.declaredSize) throw new ZipRefusal("damaged", { name, reason: "not the size it declares" });
}
