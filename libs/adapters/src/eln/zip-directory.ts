import { ElnArchiveError } from "./eln-archive-error";

/** An entry as the zip's central directory declares it; sizes are claims until the bytes are counted. */
export interface ZipEntry {
  readonly name: string;
  readonly method: number;
  readonly encrypted: boolean;
  readonly crc32: number;
  readonly compressedSize: number;
  readonly declaredSize: number;
  /** Where its bytes start and end in the file (after the local header). */
  readonly dataStart: number;
  readonly dataEnd: number;
  readonly localHeaderOffset: number;
  readonly isDirectory: boolean;
  readonly isSymlink: boolean;
}

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_END_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ENCRYPTED = 0x0001;
const STRONG_ENCRYPTION = 0x0040;
const UTF8_NAME = 0x0800;
const AES_METHOD = 99;
const MADE_ON_UNIX = 3;
const SYMLINK_MODE = 0o120000;

/**
 * The entries of a zip, read from its central directory with every record checked to lie inside
 * the file. The count is refused against `maxEntries` before any entry is read; a file that is
 * not a zip, spans several disks, or whose records point outside it is `eln.notZip`.
 */
export function readZipDirectory(bytes: Uint8Array, maxEntries: number): ZipEntry[] {
  const zip = new ZipBytes(bytes);
  const { count, offset } = zip.directoryLocation();
  if (count > maxEntries) throw new ElnArchiveError("eln.tooManyEntries", { max: maxEntries });
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (zip.u32(at) !== DIRECTORY_ENTRY) throw new ElnArchiveError("eln.notZip");
    const nameLength = zip.u16(at + 28);
    const extraLength = zip.u16(at + 30);
    const nameBytes = zip.slice(at + 46, nameLength);
    const flags = zip.u16(at + 8);
    const method = zip.u16(at + 10);
    const sizes = zip.zip64Sizes(at + 46 + nameLength, extraLength, {
      declaredSize: zip.u32(at + 24),
      compressedSize: zip.u32(at + 20),
      localHeaderOffset: zip.u32(at + 42),
    });
    const name = entryName(nameBytes, (flags & UTF8_NAME) !== 0);
    const dataStart = zip.localDataStart(sizes.localHeaderOffset, nameBytes);
    entries.push({
      name,
      method,
      encrypted: (flags & (ENCRYPTED | STRONG_ENCRYPTION)) !== 0 || method === AES_METHOD,
      crc32: zip.u32(at + 16),
      ...sizes,
      dataStart,
      dataEnd: zip.end(dataStart, sizes.compressedSize),
      isDirectory: name.endsWith("/"),
      isSymlink: zip.u8(at + 5) === MADE_ON_UNIX && ((zip.u32(at + 38) >>> 16) & 0o170000) === SYMLINK_MODE,
    });
    at += 46 + nameLength + extraLength + zip.u16(at + 32);
  }
  return entries;
}

/** Bounds-checked little-endian reads: a record outside the file is `eln.notZip`, never a RangeError. */
class ZipBytes {
  readonly #view: DataView;

  constructor(readonly bytes: Uint8Array) {
    this.#view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  directoryLocation(): { count: number; offset: number } {
    // The end record is in the last 22 bytes plus a comment of at most 65535.
    const lowest = Math.max(0, this.bytes.length - 22 - 0xffff);
    for (let at = this.bytes.length - 22; at >= lowest; at--) {
      if (this.#view.getUint32(at, true) !== END_OF_DIRECTORY) continue;
      if (this.u16(at + 4) !== 0 || this.u16(at + 6) !== 0) throw new ElnArchiveError("eln.notZip", { reason: "several disks" });
      if (at >= 20 && this.u32(at - 20) === ZIP64_END_LOCATOR) {
        const end = this.u64(at - 12);
        if (this.u32(end) !== ZIP64_END_OF_DIRECTORY) throw new ElnArchiveError("eln.notZip");
        return { count: this.u64(end + 32), offset: this.u64(end + 48) };
      }
      return { count: this.u16(at + 10), offset: this.u32(at + 16) };
    }
    throw new ElnArchiveError("eln.notZip");
  }

  /** Sizes and offset of 0xFFFFFFFF live in the zip64 extra field, in this order. */
  zip64Sizes(
    extraStart: number,
    extraLength: number,
    sizes: { declaredSize: number; compressedSize: number; localHeaderOffset: number },
  ): { declaredSize: number; compressedSize: number; localHeaderOffset: number } {
    const fields = (["declaredSize", "compressedSize", "localHeaderOffset"] as const).filter((f) => sizes[f] === 0xffffffff);
    if (fields.length === 0) return sizes;
    for (let at = extraStart; at + 4 <= extraStart + extraLength; at += 4 + this.u16(at + 2)) {
      if (this.u16(at) !== 0x0001) continue;
      const result = { ...sizes };
      fields.forEach((field, i) => {
        result[field] = this.u64(at + 4 + 8 * i);
      });
      return result;
    }
    throw new ElnArchiveError("eln.notZip");
  }

  /** Where an entry's bytes start; its local header must name it as the directory does. */
  localDataStart(offset: number, nameBytes: Uint8Array): number {
    if (this.u32(offset) !== LOCAL_HEADER) throw new ElnArchiveError("eln.notZip");
    const localName = this.slice(offset + 30, this.u16(offset + 26));
    if (!sameBytes(localName, nameBytes)) throw new ElnArchiveError("eln.damaged", { reason: "names differ" });
    return offset + 30 + localName.length + this.u16(offset + 28);
  }

  end(start: number, length: number): number {
    this.#need(start, length);
    return start + length;
  }

  slice(at: number, length: number): Uint8Array {
    this.#need(at, length);
    return this.bytes.subarray(at, at + length);
  }

  u8(at: number): number {
    this.#need(at, 1);
    return this.#view.getUint8(at);
  }

  u16(at: number): number {
    this.#need(at, 2);
    return this.#view.getUint16(at, true);
  }

  u32(at: number): number {
    this.#need(at, 4);
    return this.#view.getUint32(at, true);
  }

  u64(at: number): number {
    this.#need(at, 8);
    const value = this.#view.getBigUint64(at, true);
    if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new ElnArchiveError("eln.notZip");
    return Number(value);
  }

  #need(at: number, length: number): void {
    if (!Number.isSafeInteger(at) || at < 0 || length < 0 || at + length > this.bytes.length)
      throw new ElnArchiveError("eln.notZip", { reason: "a record outside the file" });
  }
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);

const UTF8 = new TextDecoder("utf-8", { fatal: true });
/** IBM PC code page 437, bytes 0x80–0xFF: what a zip name without the UTF-8 flag is, unless it reads as UTF-8. */
const CP437_HIGH =
  "ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0";

/** A name as its bytes say: UTF-8 when flagged or valid, else CP437 (one character per byte, so two names never merge). */
function entryName(bytes: Uint8Array, flaggedUtf8: boolean): string {
  try {
    return UTF8.decode(bytes);
  } catch {
    if (flaggedUtf8) throw new ElnArchiveError("eln.damaged", { reason: "a name that is not UTF-8" });
    return [...bytes].map((byte) => (byte < 0x80 ? String.fromCharCode(byte) : CP437_HIGH[byte - 0x80])).join("");
  }
}
