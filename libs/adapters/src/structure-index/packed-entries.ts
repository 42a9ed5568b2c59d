import type { StructureEntry } from "@labledger/ports";

/**
 * A subject's entries as two values a document store decodes fast: their texts as JSON, and all
 * their byte arrays one after another in one block (each entry's prepared, patternFp, similarityFp).
 *
 * Why (mongodb.ts): FerretDB 1.24 decodes every document of the collection for every find, and an
 * array of sub-documents decodes slowly: a find over 2,000 subjects of 3 entries took 660 ms of the
 * server's CPU with the entries as sub-documents holding their arrays as Binary, 330 ms packed so
 * with the InChIKeys in a list beside them (140 ms for the facets alone).
 */
export interface PackedEntries {
  readonly texts: string;
  readonly bytes: Uint8Array;
}

type EntryTexts = Omit<StructureEntry, "prepared" | "patternFp" | "similarityFp"> & {
  /** The lengths of prepared, patternFp and similarityFp in the block. */
  readonly sizes: readonly [number, number, number];
};

export function packEntries(entries: readonly StructureEntry[]): PackedEntries {
  const texts: EntryTexts[] = entries.map(({ key, label, role, inchiKey, smiles, prepared, patternFp, similarityFp }) => ({
    key,
    label,
    role,
    inchiKey,
    smiles,
    sizes: [prepared.length, patternFp.length, similarityFp.length],
  }));
  const bytes = new Uint8Array(texts.reduce((sum, t) => sum + t.sizes[0] + t.sizes[1] + t.sizes[2], 0));
  let at = 0;
  for (const entry of entries)
    for (const array of [entry.prepared, entry.patternFp, entry.similarityFp]) {
      bytes.set(array, at);
      at += array.length;
    }
  return { texts: JSON.stringify(texts), bytes };
}

/**
 * The entries again. Their arrays are views of `bytes` (plain Uint8Arrays, never a Node Buffer),
 * so `bytes` must be memory of its own, not a slice of a larger buffer it would keep alive; and an
 * array's `.buffer` is the whole block (copy an array before transferring it to a worker).
 */
export function unpackEntries({ texts, bytes }: PackedEntries): StructureEntry[] {
  let at = bytes.byteOffset;
  const view = (size: number) => {
    const array = new Uint8Array(bytes.buffer, at, size);
    at += size;
    return array;
  };
  return (JSON.parse(texts) as EntryTexts[]).map(({ sizes, ...entry }) => ({
    ...entry,
    prepared: view(sizes[0]),
    patternFp: view(sizes[1]),
    similarityFp: view(sizes[2]),
  }));
}
