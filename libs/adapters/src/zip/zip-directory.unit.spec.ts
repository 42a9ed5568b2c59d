import { describe, expect, it } from "vitest";
import { rawZip, zip64Of } from "./test-zips";
import { directoryEntries, locateEntry, readZipDirectory } from "./zip-directory";
import { ZipRefusal } from "./zip-refusal";

/** What reading the directory threw; fails the test when it is anything but a ZipRefusal. */
function refusal(read: () => unknown): ZipRefusal {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(ZipRefusal);
    return error as ZipRefusal;
  }
  throw new Error("not refused");
}

describe("readZipDirectory", () => {
  it("reads sizes and offsets of 0xFFFFFFFF from the zip64 extra field, and the directory through the zip64 end record", () => {
    const zip = zip64Of({ "a.txt": "hello", "b/c.txt": "zip64 world" });
    const entries = readZipDirectory(zip);
    expect(entries.map(({ name, declaredSize, compressedSize }) => ({ name, declaredSize, compressedSize }))).toEqual([
      { name: "a.txt", declaredSize: 5, compressedSize: 5 },
      { name: "b/c.txt", declaredSize: 11, compressedSize: 11 },
    ]);
    const second = entries[1]!;
    expect(new TextDecoder().decode(zip.subarray(second.dataStart, second.dataEnd))).toBe("zip64 world");
  });

  it("refuses more entries than maxEntries before any entry is read", () => {
    const brokenEntries = rawZip([
      { name: "a", localHeaderOffset: () => 1_000_000 },
      { name: "b", localHeaderOffset: () => 1_000_000 },
      { name: "c", localHeaderOffset: () => 1_000_000 },
    ]);
    expect(refusal(() => readZipDirectory(brokenEntries, 2))).toMatchObject({ kind: "tooManyEntries", params: { max: 2 } });
    expect(readZipDirectory(rawZip([{ name: "a" }, { name: "b" }]), 2)).toHaveLength(2);
  });

  it("a record outside the file is notZip, never a RangeError: a local header, an entry's data, the directory itself", () => {
    const outside = { kind: "notZip", params: { reason: "a record outside the file" } };
    expect(refusal(() => readZipDirectory(rawZip([{ name: "a", localHeaderOffset: () => 1_000_000 }])))).toMatchObject(outside);
    expect(refusal(() => readZipDirectory(rawZip([{ name: "a", content: "x", compressedSize: 1_000_000 }])))).toMatchObject(
      outside,
    );
    const good = rawZip([{ name: "a", content: "x" }]);
    const directoryOutside = good.slice();
    new DataView(directoryOutside.buffer).setUint32(good.length - 6, good.length + 100, true);
    expect(refusal(() => readZipDirectory(directoryOutside))).toMatchObject(outside);
  });

  it("directoryEntries reads no local header: an entry's is checked when locateEntry reads it", () => {
    const zip = rawZip([
      { name: "a.txt", content: "x" },
      { name: "b.txt", localHeaderOffset: () => 1_000_000 },
    ]);
    const [a, b] = [...directoryEntries(zip)];
    expect(locateEntry(zip, a!).dataEnd).toBeLessThan(zip.length);
    expect(refusal(() => locateEntry(zip, b!))).toMatchObject({
      kind: "notZip",
      params: { reason: "a record outside the file" },
    });
  });

  it("never throws anything but a ZipRefusal, whatever length the file is cut to", () => {
    const zip = zip64Of({ "a.txt": "hello", "b.txt": "world" });
    for (let length = 0; length < zip.length; length++) {
      try {
        readZipDirectory(zip.subarray(0, length));
      } catch (error) {
        expect(error).toBeInstanceOf(ZipRefusal);
      }
    }
  });

  it("refuses a zip over several disks, and a local header that names another entry than the directory", () => {
    const good = rawZip([{ name: "a.txt", content: "x" }]);
    const severalDisks = good.slice();
    new DataView(severalDisks.buffer).setUint16(good.length - 18, 1, true);
    expect(refusal(() => readZipDirectory(severalDisks))).toMatchObject({ kind: "notZip", params: { reason: "several disks" } });
    const renamed = good.slice();
    renamed[30] = "b".charCodeAt(0);
    expect(refusal(() => readZipDirectory(renamed))).toMatchObject({ kind: "damaged", params: { reason: "names differ" } });
  });

  it("reads a name as UTF-8, else as CP437 unless it is flagged UTF-8", () => {
    const names = readZipDirectory(rawZip([{ name: "谱图.pdf" }, { name: new Uint8Array([0x82, 0x2e, 0x74]) }])).map(
      (e) => e.name,
    );
    expect(names).toEqual(["谱图.pdf", "é.t"]);
    const flaggedButNot = rawZip([{ name: new Uint8Array([0x82]), flags: 0x0800 }]);
    expect(refusal(() => readZipDirectory(flaggedButNot))).toMatchObject({
      kind: "damaged",
      params: { reason: "a name that is not UTF-8" },
    });
  });

  it("marks a Unix symbolic link, and an entry encrypted by flag, strong encryption or AES (method 99)", () => {
    const entries = readZipDirectory(
      rawZip([
        { name: "link", madeBy: (3 << 8) | 20, externalAttributes: (0o120777 << 16) >>> 0 },
        { name: "flagged", flags: 0x0001 },
        { name: "strong", flags: 0x0040 },
        { name: "aes", method: 99, rawData: new Uint8Array(4) },
        { name: "plain" },
      ]),
    );
    expect(entries.map((e) => [e.name, e.isSymlink, e.encrypted])).toEqual([
      ["link", true, false],
      ["flagged", false, true],
      ["strong", false, true],
      ["aes", false, true],
      ["plain", false, false],
    ]);
  });
});
