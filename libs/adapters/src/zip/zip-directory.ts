import { entryName } from "./entry-name";
import { ZipBytes } from "./zip-bytes";
import { ZipRefusal } from "./zip-refusal";

/**
 * An entry as the zip's central directory declares it: sizes are claims until the bytes are
 * counted, and where its bytes lie is known once its local header is read (`locateEntry`).
 */
export interface DirectoryEntry {
  readonly name: string;
  /** The name as written, for the local header to repeat. */
  readonly nameBytes: Uint8Array;
  readonly method: number;
  readonly encrypted: boolean;
  readonly crc32: number;
  readonly compressedSize: number;
  readonly declaredSize: number;
  readonly localHeaderOffset: number;
  readonly isDirectory: boolean;
  readonly isSymlink: boolean;
}

/** An entry whose local header names it as the directory does: where its bytes start and end in the file. */
export interface ZipEntry extends DirectoryEntry {
  readonly dataStart: number;
  readonly dataEnd: number;
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
 * the file and every local header to name its entry as the directory does (each right after its
 * record). The count is refused against `maxEntries` before any entry is read; a file that is
 * not a zip, spans several disks, or whose records point outside it is `notZip`.
 */
export function readZipDirectory(bytes: Uint8Array, maxEntries = Number.POSITIVE_INFINITY): ZipEntry[] {
  return Array.from(directoryEntries(bytes, maxEntries), (entry) => locateEntry(bytes, entry));
}

/** The central directory's records one by one, as `readZipDirectory` checks them, without reading any local header. */
export function* directoryEntries(bytes: Uint8Array, maxEntries = Number.POSITIVE_INFINITY): Generator<DirectoryEntry> {
  const zip = new ZipBytes(bytes);
  const { count, offset } = directoryLocation(zip);
  if (count > maxEntries) throw new ZipRefusal("tooManyEntries", { max: maxEntries });
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (zip.u32(at) !== DIRECTORY_ENTRY) throw new ZipRefusal("notZip");
    const nameLength = zip.u16(at + 28);
    const extraLength = zip.u16(at + 30);
    const nameBytes = zip.slice(at + 46, nameLength);
    const flags = zip.u16(at + 8);
    const method = zip.u16(at + 10);
    const sizes = zip64Sizes(zip, at + 46 + nameLength, extraLength, {
      declaredSize: zip.u32(at + 24),
      compressedSize: zip.u32(at + 20),
      localHeaderOffset: zip.u32(at + 42),
    });
    const name = entryName(nameBytes, (flags & UTF8_NAME) !== 0);
    yield {
      name,
      nameBytes,
      method,
      encrypted: (flags & (ENCRYPTED | STRONG_ENCRYPTION)) !== 0 || method === AES_METHOD,
      crc32: zip.u32(at + 16),
      ...sizes,
      isDirectory: name.endsWith("/"),
      isSymlink: zip.u8(at + 5) === MADE_ON_UNIX && ((zip.u32(at + 38) >>> 16) & 0o170000) === SYMLINK_MODE,
    };
    at += 46 + nameLength + extraLength + zip.u16(at + 32);
  }
}

/** Where an entry's bytes lie, from its local header, which must name it as the directory does. */
export function locateEntry(bytes: Uint8Array, entry: DirectoryEntry): ZipEntry {
  const zip = new ZipBytes(bytes);
  const offset = entry.localHeaderOffset;
  if (zip.u32(offset) !== LOCAL_HEADER) throw new ZipRefusal("notZip");
  const localName = zip.slice(offset + 30, zip.u16(offset + 26));
  if (!sameBytes(localName, entry.nameBytes)) throw new ZipRefusal("damaged", { reason: "names differ" });
  const dataStart = offset + 30 + localName.length + zip.u16(offset + 28);
  return { ...entry, dataStart, dataEnd: zip.end(dataStart, entry.compressedSize) };
}

function directoryLocation(zip: ZipBytes): { count: number; offset: number } {
  // The end record is in the last 22 bytes plus a comment of at most 65535.
  const lowest = Math.max(0, zip.bytes.length - 22 - 0xffff);
  for (let at = zip.bytes.length - 22; at >= lowest; at--) {
    if (zip.u32(at) !== END_OF_DIRECTORY) continue;
    if (zip.u16(at + 4) !== 0 || zip.u16(at + 6) !== 0) throw new ZipRefusal("notZip", { reason: "several disks" });
    if (at >= 20 && zip.u32(at - 20) === ZIP64_END_LOCATOR) {
      const end = zip.u64(at - 12);
      if (zip.u32(end) !== ZIP64_END_OF_DIRECTORY) throw new ZipRefusal("notZip");
      return { count: zip.u64(end + 32), offset: zip.u64(end + 48) };
    }
    return { count: zip.u16(at + 10), offset: zip.u32(at + 16) };
  }
  throw new ZipRefusal("notZip");
}

type Sizes = { declaredSize: number; compressedSize: number; localHeaderOffset: number };

/** Sizes and offset of 0xFFFFFFFF live in the zip64 extra field, in this order. */
function zip64Sizes(zip: ZipBytes, extraStart: number, extraLength: number, sizes: Sizes): Sizes {
  const fields = (["declaredSize", "compressedSize", "localHeaderOffset"] as const).filter((f) => sizes[f] === 0xffffffff);
  if (fields.length === 0) return sizes;
  for (let at = extraStart; at + 4 <= extraStart + extraLength; at += 4 + zip.u16(at + 2)) {
    if (zip.u16(at) !== 0x0001) continue;
    const result = { ...sizes };
    fields.forEach((field, i) => {
      result[field] = zip.u64(at + 4 + 8 * i);
    });
    return result;
  }
  throw new ZipRefusal("notZip");
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);
