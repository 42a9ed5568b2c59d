import { inflateEntry } from "../zip/inflate-entry";
import { type DirectoryEntry, directoryEntries, locateEntry } from "../zip/zip-directory";
import { ZipRefusal } from "../zip/zip-refusal";

/** The file is not a zip we can read: a broken directory, an entry that is not what it says. */
export class UnreadableZip extends Error {}

/** Reading an entry would take the inflated total past the budget (a zip bomb, or just too much). */
export class UnzipBudgetExceeded extends Error {}

/**
 * The entries of an OOXML package, read from the zip's central directory, and only those
 * asked for located (through their local header) and inflated: a damaged part nobody reads
 * costs nothing. Every entry read counts against one budget for the whole file: an entry
 * whose declared size is over what is left is refused before any work, and an entry that
 * inflates to more (or less) than it declared is refused as it inflates, so a lying size
 * costs at most a step's worth of work past the declaration.
 */
export class OfficeZip {
  readonly #bytes: Uint8Array;
  readonly #entries: ReadonlyMap<string, DirectoryEntry>;
  #budgetLeft: number;

  constructor(bytes: Uint8Array, maxUnzippedBytes: number) {
    this.#bytes = bytes;
    this.#budgetLeft = maxUnzippedBytes;
    this.#entries = new Map(unreadableWhenRefused(() => [...directoryEntries(bytes)]).map((entry) => [entry.name, entry]));
  }

  has(name: string): boolean {
    return this.#entries.has(name);
  }

  names(): string[] {
    return [...this.#entries.keys()];
  }

  /** The entry's bytes, or undefined when there is no such entry. */
  read(name: string): Uint8Array | undefined {
    const entry = this.#entries.get(name);
    if (!entry) return undefined;
    if (entry.encrypted) throw new UnreadableZip(`${name} is encrypted`);
    if (entry.declaredSize > this.#budgetLeft) throw new UnzipBudgetExceeded(`${name} declares ${entry.declaredSize} bytes`);
    this.#budgetLeft -= entry.declaredSize;
    // Inflating past the declared size is refused, so the bytes always fit.
    const out = new Uint8Array(entry.declaredSize);
    let written = 0;
    unreadableWhenRefused(() =>
      inflateEntry(this.#bytes, locateEntry(this.#bytes, entry), { maxBytes: entry.declaredSize }, (chunk) => {
        out.set(chunk, written);
        written += chunk.length;
      }),
    );
    return out;
  }
}

function unreadableWhenRefused<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw error instanceof ZipRefusal ? new UnreadableZip(error.message) : error;
  }
}
