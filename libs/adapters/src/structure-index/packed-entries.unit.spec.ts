import type { StructureEntry } from "@labledger/ports";
import { describe, expect, it } from "vitest";
import { packEntries, unpackEntries } from "./packed-entries";

const entry = (key: string, sizes: [number, number, number]): StructureEntry => ({
  key,
  label: `名称 ${key}`,
  role: "product",
  inchiKey: "UHOVQNZJYSORNB-UHFFFAOYSA-N",
  smiles: "c1ccccc1",
  prepared: Uint8Array.from({ length: sizes[0] }, (_, i) => i % 256),
  patternFp: new Uint8Array(sizes[1]).fill(255),
  similarityFp: Uint8Array.from({ length: sizes[2] }, (_, i) => (i * 7) % 256),
});

describe("packed entries", () => {
  it("gives back the entries as they were, each array a plain Uint8Array of its own length", () => {
    const entries = [entry("a", [200, 256, 256]), entry("b", [0, 0, 3]), entry("c", [1, 256, 0])];
    const packed = packEntries(entries);
    expect(packed.bytes.length).toBe(200 + 256 + 256 + 3 + 1 + 256);
    const again = unpackEntries(packed);
    expect(again).toStrictEqual(entries);
    for (const e of again) expect(Object.getPrototypeOf(e.prepared)).toBe(Uint8Array.prototype);
  });

  it("reads a block that starts inside a larger buffer", () => {
    const packed = packEntries([entry("a", [3, 2, 1])]);
    const larger = new Uint8Array(packed.bytes.length + 10);
    larger.set(packed.bytes, 10);
    expect(unpackEntries({ texts: packed.texts, bytes: larger.subarray(10) })).toStrictEqual([entry("a", [3, 2, 1])]);
  });

  it("packs no entries as an empty block", () => {
    expect(unpackEntries(packEntries([]))).toEqual([]);
  });
});
