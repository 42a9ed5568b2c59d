import { randomBytes } from "node:crypto";
import { deflateSync, strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { seededRandom } from "../../../../tests/support/seeded-random";
import { deflatedZeros, type RawEntry, rawZip, withDeclaredSize } from "../zip/test-zips";
import type { ElnArchiveLimits } from "./archive-limits";
import { ElnArchiveError } from "./eln-archive-error";
import { readElnArchive } from "./read-eln-archive";

const MiB = 1024 * 1024;
/** A minimal crate's metadata, for archives whose point is elsewhere. */
const MINIMAL_METADATA = JSON.stringify({
  "@context": "https://w3id.org/ro/crate/1.2/context",
  "@graph": [
    { "@id": "ro-crate-metadata.json", "@type": "CreativeWork", about: { "@id": "./" } },
    { "@id": "./", "@type": "Dataset", hasPart: [] },
  ],
});
const METADATA: RawEntry = { name: "crate/ro-crate-metadata.json", content: MINIMAL_METADATA };
const crate = (...entries: RawEntry[]) => rawZip([METADATA, ...entries]);

/** What reading the archive threw; fails the test when it is anything but an ElnArchiveError. */
async function refusal(bytes: Uint8Array, limits: Partial<ElnArchiveLimits> = {}): Promise<ElnArchiveError> {
  const error = await readElnArchive(bytes, limits).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ElnArchiveError);
  return error as ElnArchiveError;
}
const refusedAs = async (bytes: Uint8Array, key: string, limits: Partial<ElnArchiveLimits> = {}) =>
  expect((await refusal(bytes, limits)).key).toBe(key);

describe("readElnArchive refuses hostile and broken archives, each with its key and never another error", () => {
  it("reads a well-formed archive (the base the cases below break)", async () => {
    const archive = await readElnArchive(crate({ name: "crate/a/b.txt", content: "hello" }));
    expect(archive.rootFolder).toBe("crate");
    expect([...archive.entries.keys()]).toEqual(["ro-crate-metadata.json", "a/b.txt"]);
    expect(new TextDecoder().decode(archive.read("a/b.txt"))).toBe("hello");
  });

  it("eln.notZip: nothing, noise, a zip header and noise, a zip cut short, a directory outside the file, several disks", async () => {
    const good = crate();
    const pointingOutside = good.slice();
    new DataView(pointingOutside.buffer).setUint32(good.length - 6, good.length + 100, true);
    const severalDisks = good.slice();
    new DataView(severalDisks.buffer).setUint16(good.length - 18, 1, true);
    for (const bytes of [
      new Uint8Array(),
      new Uint8Array(randomBytes(4096)),
      new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...randomBytes(2000)]),
      good.subarray(0, good.length / 2),
      pointingOutside,
      severalDisks,
    ])
      await refusedAs(bytes, "eln.notZip");
  });

  it("eln.noMetadata: no ro-crate-metadata.json directly in the root folder", async () => {
    await refusedAs(rawZip([{ name: "crate/a.txt", content: "a" }]), "eln.noMetadata");
    await refusedAs(rawZip([{ name: "crate/sub/ro-crate-metadata.json", content: MINIMAL_METADATA }]), "eln.noMetadata");
    await refusedAs(rawZip([{ name: "crate/RO-CRATE-METADATA.JSON", content: MINIMAL_METADATA }]), "eln.noMetadata");
  });

  it("eln.rootFolder: not exactly one root folder (none, two, a file beside it, folders differing in case)", async () => {
    await refusedAs(rawZip([]), "eln.rootFolder");
    await refusedAs(rawZip([{ name: "ro-crate-metadata.json", content: MINIMAL_METADATA }]), "eln.rootFolder");
    await refusedAs(crate({ name: "other/x.txt", content: "x" }), "eln.rootFolder");
    await refusedAs(crate({ name: "loose.txt", content: "x" }), "eln.rootFolder");
    await refusedAs(crate({ name: "Crate/x.txt", content: "x" }), "eln.rootFolder");
    await refusedAs(crate({ name: "__MACOSX/crate/._x", content: "x" }), "eln.rootFolder");
  });

  it("eln.unsafePath: climbing out, absolute, a drive letter, a backslash, NUL or a control character, a symbolic link", async () => {
    const SYMLINK = (0o120777 << 16) >>> 0;
    for (const entry of [
      { name: "crate/../evil.txt" },
      { name: "../crate/evil.txt" },
      { name: "crate/a/../../evil.txt" },
      { name: "/crate/evil.txt" },
      { name: "C:/crate/evil.txt" },
      { name: "c:crate/evil.txt" },
      { name: "crate\\..\\evil.txt" },
      { name: "crate/evil\0.txt.exe" },
      { name: "crate/line\nbreak.txt" },
      { name: "crate/link", content: "/etc/passwd", madeBy: (3 << 8) | 20, externalAttributes: SYMLINK },
    ] satisfies RawEntry[])
      await refusedAs(crate({ content: "x", ...entry }), "eln.unsafePath");
  });

  it("eln.duplicateName: one name twice, also up to case, Unicode normalisation, empty segments, or a file where a folder is", async () => {
    for (const [a, b] of [
      ["crate/a.txt", "crate/a.txt"],
      ["crate/Data.csv", "crate/DATA.csv"],
      ["crate/caf\u00e9.txt", "crate/cafe\u0301.txt"],
      ["crate/x/y.txt", "crate/x//y.txt"],
      ["crate/a", "crate/a/b.txt"],
      ["crate/a/b.txt", "crate/A"],
    ])
      await refusedAs(crate({ name: a!, content: "1" }, { name: b!, content: "2" }), "eln.duplicateName");
  });

  it("eln.encrypted: an entry flagged as encrypted, or AES (method 99)", async () => {
    await refusedAs(crate({ name: "crate/secret.txt", content: "x", flags: 0x0001 }), "eln.encrypted");
    await refusedAs(crate({ name: "crate/secret.txt", rawData: new Uint8Array(20), method: 99 }), "eln.encrypted");
  });

  it("eln.unsupportedCompression: a method other than stored or deflated (bzip2)", async () => {
    await refusedAs(crate({ name: "crate/x.bz2", rawData: new Uint8Array(20), method: 12 }), "eln.unsupportedCompression");
  });

  it("eln.tooManyEntries: more entries than the limit (10,000 by default), refused before any is read", async () => {
    const many = (n: number) => Array.from({ length: n }, (_, i): RawEntry => ({ name: `crate/f${i}`, method: 0 }));
    await refusedAs(crate(...many(10_000)), "eln.tooManyEntries");
    await refusedAs(crate(...many(3)), "eln.tooManyEntries", { maxEntries: 3 });
    expect((await readElnArchive(crate(...many(3)), { maxEntries: 4 })).entries.size).toBe(4);
  });

  it("eln.entryTooLarge: an entry over the limit (25 MB by default), declared so or found so as it inflates (a lying size)", async () => {
    const declared = await refusal(crate({ name: "crate/big.bin", rawData: deflatedZeros(26 * MiB), declaredSize: 26 * MiB }));
    expect(declared).toMatchObject({ key: "eln.entryTooLarge", params: { name: "crate/big.bin", max: 25 * MiB, maxMB: 25 } });
    const noise = new Uint8Array(randomBytes(3 * MiB));
    await refusedAs(crate({ name: "crate/big.bin", content: noise }), "eln.entryTooLarge", { maxEntryBytes: 2 * MiB });
    const honest = zipSync({ "crate/ro-crate-metadata.json": strToU8(MINIMAL_METADATA), "crate/liar.bin": noise });
    const liar = withDeclaredSize(honest, "crate/liar.bin", 100);
    await refusedAs(liar, "eln.entryTooLarge", { maxEntryBytes: 2 * MiB });
  });

  it("eln.tooLarge: all entries together over the limit, declared so or found so as they inflate", async () => {
    const part = () => new Uint8Array(randomBytes(700 * 1024));
    const limits = { maxTotalBytes: 1 * MiB };
    await refusedAs(
      crate({ name: "crate/a.bin", content: part() }, { name: "crate/b.bin", content: part() }),
      "eln.tooLarge",
      limits,
    );
    // The second declares 10 bytes: the total is passed while it inflates, counted across entries.
    const liar = crate({ name: "crate/a.bin", content: part() }, { name: "crate/b.bin", content: part(), declaredSize: 10 });
    await refusedAs(liar, "eln.tooLarge", limits);
  });

  it("eln.zipBomb: inflating far beyond the compressed bytes, or entries sharing their bytes", async () => {
    await refusedAs(crate({ name: "crate/zeros.bin", content: new Uint8Array(8 * MiB) }), "eln.zipBomb");
    // The first entry's bytes, as the directory says, run over the second's header (overlapping entries).
    const overlap = crate(
      { name: "crate/a.txt", content: "aaaa", method: 0, compressedSize: 4 + 30 + 11 },
      { name: "crate/b.txt", content: "bbbb", method: 0 },
    );
    await refusedAs(overlap, "eln.zipBomb");
  });

  it("refuses a 1 GB-when-inflated bomb quickly, without holding it, whether it declares its size or lies about it", async () => {
    // Fixed-Huffman copies inflate some 158 times: under the default ratio, over a ratio of 100.
    const stream = deflatedZeros(1024 * MiB);
    const bomb = (declaredSize: number) => crate({ name: "crate/bomb.bin", rawData: stream, declaredSize, crc: 0 });
    const heldBefore = process.memoryUsage().arrayBuffers;
    const started = performance.now();
    await refusedAs(bomb(1024 * MiB), "eln.entryTooLarge");
    await refusedAs(bomb(1000), "eln.entryTooLarge");
    await refusedAs(bomb(1000), "eln.zipBomb", { maxCompressionRatio: 100 });
    await refusedAs(bomb(1000), "eln.tooLarge", {
      maxCompressionRatio: Number.POSITIVE_INFINITY,
      maxEntryBytes: 2048 * MiB,
      maxTotalBytes: 64 * MiB,
    });
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(process.memoryUsage().arrayBuffers - heldBefore).toBeLessThan(128 * MiB);
  });

  it("eln.metadataTooLarge, eln.badMetadata: ro-crate-metadata.json over its limit, not JSON, not UTF-8", async () => {
    await refusedAs(crate(), "eln.metadataTooLarge", { maxMetadataBytes: 50 });
    await refusedAs(rawZip([{ ...METADATA, declaredSize: 10 }]), "eln.metadataTooLarge", { maxMetadataBytes: 50 });
    await refusedAs(rawZip([{ ...METADATA, content: '{"@graph": [' }]), "eln.badMetadata");
    await refusedAs(rawZip([{ ...METADATA, content: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) }]), "eln.badMetadata");
  });

  it("eln.damaged: a CRC-32 that differs, deflate data cut short, a local header naming another file, a size it does not have", async () => {
    await refusedAs(crate({ name: "crate/a.txt", content: "hello", crc: 1234 }), "eln.damaged");
    const text = "a sentence that deflates into a stream worth cutting ".repeat(20);
    const stream = deflateSync(new TextEncoder().encode(text));
    await refusedAs(
      crate({ name: "crate/a.txt", rawData: stream.subarray(0, stream.length / 2), declaredSize: text.length }),
      "eln.damaged",
    );
    const renamed = crate({ name: "crate/a.txt", content: "x" });
    const local = Buffer.from(renamed).indexOf("crate/a.txt");
    renamed[local + 6] = "b".charCodeAt(0);
    await refusedAs(renamed, "eln.damaged");
    await refusedAs(crate({ name: "crate/a.txt", content: "hello", method: 0, declaredSize: 4 }), "eln.damaged");
  });

  it("eln.missingEntry: reading a path that is not an entry", async () => {
    const archive = await readElnArchive(crate({ name: "crate/a.txt", content: "a" }));
    expect(() => archive.read("b.txt")).toThrow(ElnArchiveError);
    expect(() => archive.read("../a.txt")).toThrow(expect.objectContaining({ key: "eln.missingEntry" }));
  });

  it("never throws anything but an ElnArchiveError, whatever bytes of an archive are changed or cut", async () => {
    const random = seededRandom(7);
    const good = crate(
      { name: "crate/a/data.csv", content: "x,y\n1,2\n".repeat(500) },
      { name: "crate/b/image.png", content: new Uint8Array(randomBytes(3000)), method: 0 },
    );
    for (let round = 0; round < 1000; round++) {
      const bytes = good.slice(0, round % 4 === 0 ? Math.floor(random() * good.length) : good.length);
      for (let flips = 0; flips < 1 + (round % 5); flips++)
        bytes[Math.floor(random() * bytes.length)] = Math.floor(random() * 256);
      try {
        const archive = await readElnArchive(bytes);
        for (const path of archive.entries.keys()) archive.read(path);
      } catch (error) {
        expect(error).toBeInstanceOf(ElnArchiveError);
      }
    }
  });
});
