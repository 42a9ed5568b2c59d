import { describe, expect, it } from "vitest";
import { type InflateLimits, inflateEntry } from "./inflate-entry";
import { deflatedZeros, type RawEntry, rawZip } from "./test-zips";
import { readZipDirectory } from "./zip-directory";
import { ZipRefusal } from "./zip-refusal";

const MiB = 1024 * 1024;

/** Inflates the one entry of a zip made of `entry`: the bytes handed on, or what refused them. */
function inflated(entry: RawEntry, limits: InflateLimits) {
  const zip = rawZip([entry]);
  let taken = 0;
  try {
    inflateEntry(zip, readZipDirectory(zip)[0]!, limits, (chunk) => {
      taken += chunk.length;
    });
    return { taken };
  } catch (error) {
    expect(error).toBeInstanceOf(ZipRefusal);
    const { kind, params } = error as ZipRefusal;
    return { taken, kind, params };
  }
}

describe("inflateEntry counts the bytes as they inflate, whatever the directory declares", () => {
  it("a lying size: an entry declaring 100 bytes that inflates to 64 MB stops at its limit, no byte past it handed on", () => {
    const liar = { name: "liar.bin", rawData: deflatedZeros(64 * MiB), declaredSize: 100, crc: 0 };
    const result = inflated(liar, { maxBytes: 1 * MiB });
    expect(result).toMatchObject({ kind: "entryTooLarge", params: { name: "liar.bin", max: 1 * MiB } });
    expect(result.taken).toBeLessThanOrEqual(1 * MiB);
  });

  it("an entry that ends at another size than it declares is damaged, deflated or stored", () => {
    const damaged = (name: string) => ({ kind: "damaged", params: { name, reason: "not the size it declares" } });
    expect(inflated({ name: "short", content: "hello", declaredSize: 4096 }, { maxBytes: MiB })).toMatchObject(damaged("short"));
    expect(inflated({ name: "stored", content: "hello", method: 0, declaredSize: 4 }, { maxBytes: MiB })).toMatchObject(
      damaged("stored"),
    );
    expect(inflated({ name: "honest", content: "hello" }, { maxBytes: 5 })).toEqual({ taken: 5 });
  });

  it("counts all entries against one total, and refuses an entry inflating past the compression ratio", () => {
    const zeros = { name: "zeros.bin", rawData: deflatedZeros(8 * MiB), declaredSize: 8 * MiB + 16, crc: 0 };
    const total = { inflated: { bytes: 7 * MiB }, maxBytes: 8 * MiB };
    expect(inflated(zeros, { maxBytes: 64 * MiB, total })).toMatchObject({ kind: "totalTooLarge", params: { max: 8 * MiB } });
    expect(inflated(zeros, { maxBytes: 64 * MiB, ratio: { max: 100, floorBytes: MiB } })).toMatchObject({
      kind: "ratioTooHigh",
      params: { name: "zeros.bin", max: 100 },
    });
  });

  it("refuses an encrypted entry and an unknown method before any work, and data that does not inflate as damaged", () => {
    expect(inflated({ name: "secret", content: "x", flags: 1 }, { maxBytes: MiB })).toMatchObject({
      kind: "encrypted",
      taken: 0,
    });
    expect(inflated({ name: "x.bz2", rawData: new Uint8Array(8), method: 12 }, { maxBytes: MiB })).toMatchObject({
      kind: "unsupportedMethod",
      params: { name: "x.bz2", method: 12 },
    });
    expect(
      inflated({ name: "noise", rawData: new Uint8Array([0xff, 0xff, 0xff]), declaredSize: 3 }, { maxBytes: MiB }),
    ).toMatchObject({
      kind: "damaged",
      params: { name: "noise", reason: "does not inflate" },
    });
  });

  it("passes on what the taker throws, as it is", () => {
    const zip = rawZip([{ name: "a.txt", content: "hello" }]);
    const stop = new Error("the taker's own");
    expect(() =>
      inflateEntry(zip, readZipDirectory(zip)[0]!, { maxBytes: MiB }, () => {
        throw stop;
      }),
    ).toThrow(stop);
  });
});
