import { ZipRefusal } from "./zip-refusal";

/** Bounds-checked little-endian reads of a zip: a record outside the file is `notZip`, never a RangeError. */
export class ZipBytes {
  readonly #view: DataView;

  constructor(readonly bytes: Uint8Array) {
    this.#view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** Where `length` bytes from `start` end, once they are known to lie inside the file. */
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
    if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new ZipRefusal("notZip");
    return Number(value);
  }

  #need(at: number, length: number): void {
    if (!Number.isSafeInteger(at) || at < 0 || length < 0 || at + length > this.bytes.length)
      throw new ZipRefusal("notZip", { reason: "a record outside the file" });
  }
}
