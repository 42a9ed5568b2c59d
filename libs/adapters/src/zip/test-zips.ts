// Test support: zips built byte by byte, so each can break one rule (names, flags, sizes, offsets).
import { crc32 } from "node:zlib";
import { deflateSync } from "fflate";

export interface RawEntry {
  /** The name as written (a string is UTF-8, flagged as such when it is not ASCII). */
  readonly name: string | Uint8Array;
  readonly content?: Uint8Array | string;
  /** 8: the content deflated; 0: stored. */
  readonly method?: number;
  /** Bytes written as the entry's data, as they are (a crafted deflate stream); the sizes then come from `declaredSize`. */
  readonly rawData?: Uint8Array;
  readonly declaredSize?: number;
  readonly compressedSize?: number;
  readonly crc?: number;
  readonly flags?: number;
  /** Version made by: 3 << 8 is Unix (then the external attributes' high half is the file mode). */
  readonly madeBy?: number;
  readonly externalAttributes?: number;
  /** The central directory's offset of this entry's local header, when it should lie. */
  readonly localHeaderOffset?: (offsets: readonly number[]) => number;
}

const encoder = new TextEncoder();
const bytesOf = (value: Uint8Array | string) => (typeof value === "string" ? encoder.encode(value) : value);

/** A zip of the given entries, in order, with one central directory. */
export function rawZip(entries: readonly RawEntry[]): Uint8Array {
  const locals: Uint8Array[] = [];
  const offsets: number[] = [];
  const prepared = entries.map((entry) => {
    const content = bytesOf(entry.content ?? "");
    const method = entry.method ?? 8;
    const data = entry.rawData ?? (method === 8 ? deflateSync(content) : content);
    const name = bytesOf(entry.name);
    const ascii = typeof entry.name !== "string" || [...entry.name].every((c) => c.charCodeAt(0) < 0x80);
    return {
      entry,
      name,
      data,
      method,
      flags: entry.flags ?? (ascii ? 0 : 0x0800),
      crc: entry.crc ?? crc32(content),
      size: entry.declaredSize ?? content.length,
      compressedSize: entry.compressedSize ?? data.length,
    };
  });
  let at = 0;
  for (const p of prepared) {
    offsets.push(at);
    const header = new DataView(new ArrayBuffer(30));
    header.setUint32(0, 0x04034b50, true);
    header.setUint16(4, 20, true);
    header.setUint16(6, p.flags, true);
    header.setUint16(8, p.method, true);
    header.setUint16(12, 0x21, true);
    header.setUint32(14, p.crc, true);
    header.setUint32(18, p.compressedSize, true);
    header.setUint32(22, p.size, true);
    header.setUint16(26, p.name.length, true);
    locals.push(new Uint8Array(header.buffer), p.name, p.data);
    at += 30 + p.name.length + p.data.length;
  }
  const directoryStart = at;
  const directory: Uint8Array[] = [];
  prepared.forEach((p, i) => {
    const record = new DataView(new ArrayBuffer(46));
    record.setUint32(0, 0x02014b50, true);
    record.setUint16(4, p.entry.madeBy ?? 20, true);
    record.setUint16(6, 20, true);
    record.setUint16(8, p.flags, true);
    record.setUint16(10, p.method, true);
    record.setUint16(14, 0x21, true);
    record.setUint32(16, p.crc, true);
    record.setUint32(20, p.compressedSize, true);
    record.setUint32(24, p.size, true);
    record.setUint16(28, p.name.length, true);
    record.setUint32(38, p.entry.externalAttributes ?? 0, true);
    record.setUint32(42, p.entry.localHeaderOffset?.(offsets) ?? offsets[i]!, true);
    directory.push(new Uint8Array(record.buffer), p.name);
    at += 46 + p.name.length;
  });
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, prepared.length, true);
  end.setUint16(10, prepared.length, true);
  end.setUint32(12, at - directoryStart, true);
  end.setUint32(16, directoryStart, true);
  return new Uint8Array(Buffer.concat([...locals, ...directory, new Uint8Array(end.buffer)]));
}

/**
 * A copy of a zip in which one entry's uncompressed size is stated as `declaredSize`, in its
 * local header and in the central directory (a zip that lies about how big an entry inflates).
 */
export function withDeclaredSize(zip: Uint8Array, entryName: string, declaredSize: number): Uint8Array {
  const forged = zip.slice();
  const view = new DataView(forged.buffer);
  const name = new TextEncoder().encode(entryName);
  const nameAt = (at: number) => forged.subarray(at, at + name.length).every((byte, i) => byte === name[i]);
  let patched = 0;
  for (let at = 0; at + 46 <= forged.length; at++) {
    const signature = view.getUint32(at, true);
    if (signature === 0x04034b50 && view.getUint16(at + 26, true) === name.length && nameAt(at + 30)) {
      view.setUint32(at + 22, declaredSize, true);
      patched++;
    } else if (signature === 0x02014b50 && view.getUint16(at + 28, true) === name.length && nameAt(at + 46)) {
      view.setUint32(at + 24, declaredSize, true);
      patched++;
    }
  }
  if (patched !== 2) throw new Error(`expected one local header and one directory entry for ${entryName}, patched ${patched}`);
  return forged;
}

/**
 * A raw deflate stream that inflates to about `bytes` zeros, written straight in fixed-Huffman
 * codes (a zero, then copies of 258 bytes at distance 1, 13 bits each) so that a gigabyte costs a
 * few megabytes and no time to make.
 */
export function deflatedZeros(bytes: number): Uint8Array {
  const copies = Math.ceil((bytes - 1) / 258);
  const out = new Uint8Array(Math.ceil((3 + 8 + copies * 13 + 7) / 8) + 1);
  let bit = 0;
  const write = (code: number, length: number) => {
    // Huffman codes go most significant bit first into a stream filled from each byte's low bit.
    for (let i = length - 1; i >= 0; i--, bit++) if ((code >> i) & 1) out[bit >> 3]! |= 1 << (bit & 7);
  };
  write(0b1, 1); // last block
  write(0b10, 2); // fixed Huffman codes (BTYPE 01, written low bit first)
  write(0x30, 8); // literal 0
  for (let i = 0; i < copies; i++) {
    write(0xc5, 8); // length 258
    write(0, 5); // distance 1
  }
  write(0, 7); // end of block
  return out.subarray(0, Math.ceil(bit / 8));
}

/**
 * A zip of stored (uncompressed) entries in the zip64 layout: every size and offset in the
 * zip64 extra fields, the directory found through the zip64 end record, as writers that
 * always use zip64 (Info-ZIP's `zip -fz`, streaming writers) make them.
 */
export function zip64Of(files: Readonly<Record<string, string>>): Uint8Array {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [entryName, text] of Object.entries(files)) {
    const name = Buffer.from(entryName);
    const data = Buffer.from(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30 + name.length + 20);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(45, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(0xffffffff, 18);
    local.writeUInt32LE(0xffffffff, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(20, 28);
    name.copy(local, 30);
    local.writeUInt16LE(0x0001, 30 + name.length);
    local.writeUInt16LE(16, 32 + name.length);
    local.writeBigUInt64LE(BigInt(data.length), 34 + name.length);
    local.writeBigUInt64LE(BigInt(data.length), 42 + name.length);
    const entry = Buffer.alloc(46 + name.length + 28);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(45, 4);
    entry.writeUInt16LE(45, 6);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(0xffffffff, 20);
    entry.writeUInt32LE(0xffffffff, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt16LE(28, 30);
    entry.writeUInt32LE(0xffffffff, 42);
    name.copy(entry, 46);
    entry.writeUInt16LE(0x0001, 46 + name.length);
    entry.writeUInt16LE(24, 48 + name.length);
    entry.writeBigUInt64LE(BigInt(data.length), 50 + name.length);
    entry.writeBigUInt64LE(BigInt(data.length), 58 + name.length);
    entry.writeBigUInt64LE(BigInt(offset), 66 + name.length);
    locals.push(local, data);
    directory.push(entry);
    offset += local.length + data.length;
  }
  const directorySize = directory.reduce((sum, entry) => sum + entry.length, 0);
  const count = BigInt(directory.length);
  const end64 = Buffer.alloc(56);
  end64.writeUInt32LE(0x06064b50, 0);
  end64.writeBigUInt64LE(44n, 4);
  end64.writeUInt16LE(45, 12);
  end64.writeUInt16LE(45, 14);
  end64.writeBigUInt64LE(count, 24);
  end64.writeBigUInt64LE(count, 32);
  end64.writeBigUInt64LE(BigInt(directorySize), 40);
  end64.writeBigUInt64LE(BigInt(offset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(offset + directorySize), 8);
  locator.writeUInt32LE(1, 16);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(0xffff, 8);
  end.writeUInt16LE(0xffff, 10);
  end.writeUInt32LE(0xffffffff, 12);
  end.writeUInt32LE(0xffffffff, 16);
  return new Uint8Array(Buffer.concat([...locals, ...directory, end64, locator, end]));
}
