import { Inflate } from "fflate";

/** The file is not a zip we can read: a broken directory, an entry that is not what it says. */
export class UnreadableZip extends Error {}

/** Reading an entry would take the inflated total past the budget (a zip bomb, or just too much). */
export class UnzipBudgetExceeded extends Error {}

interface ZipEntry {
  readonly method: number;
  readonly encrypted: boolean;
  readonly compressedSize: number;
  readonly declaredSize: number;
  readonly localHeaderOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_END_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const NAME_DECODER = new TextDecoder();
const STORED = 0;
const DEFLATED = 8;
/** Compressed bytes handed to the inflater at a time: deflate expands at most ~1032×, so one step stays small. */
const INFLATE_STEP = 16 * 1024;

/**
 * The entries of an OOXML package, read from the zip's central directory, and only those
 * asked for inflated. Every entry read counts against one budget for the whole file: an entry
 * whose declared size is over what is left is refused before any work, and an entry that
 * inflates to more (or less) than it declared is refused as it inflates, so a lying size
 * costs at most a step's worth of work past the declaration.
 */
export class OfficeZip {
  readonly #bytes: Uint8Array;
  readonly #view: DataView;
  readonly #entries: ReadonlyMap<string, ZipEntry>;
  #budgetLeft: number;

  constructor(bytes: Uint8Array, maxUnzippedBytes: number) {
    this.#bytes = bytes;
    this.#view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.#budgetLeft = maxUnzippedBytes;
    this.#entries = this.#readDirectory();
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
    const compressed = this.#compressedData(entry);
    if (entry.method === STORED) {
      if (compressed.length !== entry.declaredSize) throw new UnreadableZip(`${name} is not the size it declares`);
      return compressed;
    }
    if (entry.method === DEFLATED) return inflateExactly(compressed, entry.declaredSize, name);
    throw new UnreadableZip(`${name} uses compression method ${entry.method}`);
  }

  #readDirectory(): Map<string, ZipEntry> {
    const { count, offset } = this.#directoryLocation();
    const entries = new Map<string, ZipEntry>();
    let at = offset;
    for (let i = 0; i < count; i++) {
      if (this.#u32(at) !== DIRECTORY_ENTRY) throw new UnreadableZip("broken central directory");
      const flags = this.#u16(at + 8);
      const nameLength = this.#u16(at + 28);
      const extraLength = this.#u16(at + 30);
      const commentLength = this.#u16(at + 32);
      const nameBytes = this.#slice(at + 46, nameLength);
      const sizes = this.#zip64Sizes(at + 46 + nameLength, extraLength, {
        declaredSize: this.#u32(at + 24),
        compressedSize: this.#u32(at + 20),
        localHeaderOffset: this.#u32(at + 42),
      });
      const name = NAME_DECODER.decode(nameBytes);
      entries.set(name, { method: this.#u16(at + 10), encrypted: (flags & 1) === 1, ...sizes });
      at += 46 + nameLength + extraLength + commentLength;
    }
    return entries;
  }

  #directoryLocation(): { count: number; offset: number } {
    // The end record is in the last 22 bytes plus a comment of at most 65535.
    const lowest = Math.max(0, this.#bytes.length - 22 - 0xffff);
    for (let at = this.#bytes.length - 22; at >= lowest; at--) {
      if (this.#u32(at) !== END_OF_DIRECTORY) continue;
      const count = this.#u16(at + 10);
      const offset = this.#u32(at + 16);
      if (at >= 20 && this.#u32(at - 20) === ZIP64_END_LOCATOR) {
        const zip64End = this.#u64(at - 12);
        if (this.#u32(zip64End) !== ZIP64_END_OF_DIRECTORY) throw new UnreadableZip("broken zip64 end record");
        return { count: this.#u64(zip64End + 32), offset: this.#u64(zip64End + 48) };
      }
      return { count, offset };
    }
    throw new UnreadableZip("no end of central directory");
  }

  /** Sizes and offset of 0xFFFFFFFF live in the zip64 extra field, in this order. */
  #zip64Sizes(
    extraStart: number,
    extraLength: number,
    sizes: { declaredSize: number; compressedSize: number; localHeaderOffset: number },
  ): { declaredSize: number; compressedSize: number; localHeaderOffset: number } {
    const fields = (["declaredSize", "compressedSize", "localHeaderOffset"] as const).filter((f) => sizes[f] === 0xffffffff);
    if (fields.length === 0) return sizes;
    const result = { ...sizes };
    for (let at = extraStart; at + 4 <= extraStart + extraLength; at += 4 + this.#u16(at + 2)) {
      if (this.#u16(at) !== 0x0001) continue;
      fields.forEach((field, i) => {
        result[field] = this.#u64(at + 4 + 8 * i);
      });
      return result;
    }
    throw new UnreadableZip("zip64 sizes without their extra field");
  }

  #compressedData(entry: ZipEntry): Uint8Array {
    const at = entry.localHeaderOffset;
    if (this.#u32(at) !== LOCAL_HEADER) throw new UnreadableZip("broken local header");
    const dataStart = at + 30 + this.#u16(at + 26) + this.#u16(at + 28);
    return this.#slice(dataStart, entry.compressedSize);
  }

  #slice(at: number, length: number): Uint8Array {
    this.#need(at, length);
    return this.#bytes.subarray(at, at + length);
  }

  #need(at: number, length: number): void {
    if (at < 0 || length < 0 || at + length > this.#bytes.length) throw new UnreadableZip("a record outside the file");
  }

  #u16(at: number): number {
    this.#need(at, 2);
    return this.#view.getUint16(at, true);
  }

  #u32(at: number): number {
    this.#need(at, 4);
    return this.#view.getUint32(at, true);
  }

  #u64(at: number): number {
    this.#need(at, 8);
    const value = this.#view.getBigUint64(at, true);
    if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new UnreadableZip("zip64 value out of range");
    return Number(value);
  }
}

/** Inflates into exactly `size` bytes, refusing the entry the moment it grows past that, or when it ends short. */
function inflateExactly(compressed: Uint8Array, size: number, name: string): Uint8Array {
  const out = new Uint8Array(size);
  let written = 0;
  const inflate = new Inflate((chunk) => {
    if (written + chunk.length > size) throw new UnreadableZip(`${name} inflates past the size it declares`);
    out.set(chunk, written);
    written += chunk.length;
  });
  try {
    for (let at = 0; at < compressed.length; at += INFLATE_STEP) {
      const end = Math.min(at + INFLATE_STEP, compressed.length);
      inflate.push(compressed.subarray(at, end), end === compressed.length);
    }
    if (compressed.length === 0) inflate.push(compressed, true);
  } catch (error) {
    if (error instanceof UnreadableZip) throw error;
    throw new UnreadableZip(`${name} does not inflate`);
  }
  if (written !== size) throw new UnreadableZip(`${name} is shorter than it declares`);
  return out;
}
