// The structure search benchmark's lab: records of the global search's seeded corpus
// (bench/search-corpus.ts: the same owners, projects, readers and statuses), each holding a
// reaction of five of the generated molecules, as a record keeps them (molfiles Indigo wrote).
// Indexed through the real path: WasmChemistry.searchKeys, then SqliteStructureIndex.commit.
import type { RDKit } from "@labledger/adapters/chemistry/rdkit-keys";
import type { SqliteSearchIndex } from "@labledger/adapters/search/sqlite-fts";
import type { SqliteStructureIndex } from "@labledger/adapters/structure-index/sqlite";
import type { Chemistry, SearchDocument, StructureEntry, StructureSubject } from "@labledger/ports";
import { Corpus } from "./search-corpus";
import { drugLikeMolecules } from "./structure-molecules";

/** Molecules a record's reaction holds, and the section each is in (the reaction table's sources). */
export const ROLES = ["yldataSource", "yldataSource", "reagent", "cwdataSource", "cwdataSource"] as const;
/** Records committed together, as the indexer commits the records a batch of the log touched. */
const BATCH = 100;
export const CHECKPOINT_KEY = "structures";

export interface LibraryMolecule {
  readonly smiles: string;
  readonly scaffold: string;
  /** What the reaction table names it (a compound number). */
  readonly code: string;
  /** The molfile as a record keeps it: Indigo's, laid out from the SMILES (what the reaction table stores). */
  readonly molfile: string;
}

export interface LibraryRecord {
  readonly id: string;
  readonly facets: StructureSubject["facets"];
  readonly document: SearchDocument;
  readonly molecules: readonly (LibraryMolecule & { readonly key: string; readonly role: string })[];
}

export interface Library {
  readonly records: readonly LibraryRecord[];
  /** Drawing the molecules (RDKit: valid, drug-like, new by InChIKey) and writing each as Indigo's molfile. */
  readonly seconds: { readonly drawing: number; readonly molfiles: number };
}

/**
 * `molecules` distinct molecules in records of five: drawn with a margin, since Indigo's InChI may
 * still find two of them the same (indexing keeps the first and takes the next molecule instead).
 */
export async function makeLibrary(rdkit: RDKit, chemistry: Chemistry, molecules: number): Promise<Library> {
  let started = performance.now();
  const drawn = drugLikeMolecules(rdkit, Math.ceil(molecules * 1.02) + 10);
  const drawing = (performance.now() - started) / 1000;
  started = performance.now();
  const library: LibraryMolecule[] = [];
  for (const [i, { smiles, scaffold }] of drawn.entries())
    library.push({
      smiles,
      scaffold,
      code: `LL-${String(i + 1).padStart(5, "0")}`,
      molfile: await chemistry.convert(smiles, "molfile"),
    });
  const molfiles = (performance.now() - started) / 1000;
  return { records: recordsOf(library, Math.ceil(molecules / ROLES.length) + 2), seconds: { drawing, molfiles } };
}

function recordsOf(molecules: readonly LibraryMolecule[], count: number): LibraryRecord[] {
  const corpus = new Corpus();
  // The global search benchmark's records come after its projects and books: the same draws here.
  for (const _ of corpus.heads());
  const records: LibraryRecord[] = [];
  for (let n = 0; n < count && (n + 1) * ROLES.length <= molecules.length; n++) {
    const document = corpus.record(n);
    const moduleId = `reaction-${n}`;
    records.push({
      id: document.id,
      // As recordStructures (libs/domain/src/search/record-structures.ts) gives them: the search document's facets and its type.
      facets: { ...document.facets, type: "record" },
      document,
      molecules: ROLES.map((role, i) => ({ ...molecules[n * ROLES.length + i]!, key: `${moduleId}/row-${i}`, role })),
    });
  }
  return records;
}

export interface Indexing {
  readonly molecules: number;
  readonly records: number;
  /** Molecules whose InChIKey (Indigo's) was already indexed: left out, the next molecule taken. */
  readonly repeated: number;
  readonly seconds: number;
  readonly searchKeysSeconds: number;
  readonly commitSeconds: number;
  readonly batches: number;
}

/**
 * Indexes records until `molecules` distinct molecules are in: each molecule's keys from
 * `searchKeys(molfile)`, each batch of records committed with a rising checkpoint. The search
 * index gets the records' documents (a hit's title and number come from there). Gives the
 * records indexed, with the molecules indexed in each.
 */
export async function indexLibrary(
  library: Library,
  chemistry: Chemistry,
  structures: SqliteStructureIndex,
  search: SqliteSearchIndex,
  molecules: number,
): Promise<{ indexing: Indexing; records: LibraryRecord[] }> {
  const seen = new Set<string>();
  const indexed: LibraryRecord[] = [];
  const figures = { repeated: 0, searchKeysSeconds: 0, commitSeconds: 0, batches: 0 };
  let batch: { record: LibraryRecord; subject: StructureSubject }[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const at = performance.now();
    await structures.commit({
      checkpointKey: CHECKPOINT_KEY,
      writes: batch.map(({ subject }) => ({ op: "put" as const, subject })),
      checkpoint: indexed.length + batch.length,
    });
    figures.commitSeconds += (performance.now() - at) / 1000;
    figures.batches++;
    indexed.push(...batch.map(({ record }) => record));
    batch = [];
  };
  const started = performance.now();
  let count = 0;
  for (const record of library.records) {
    if (count === molecules) break;
    const entries: StructureEntry[] = [];
    const kept: LibraryRecord["molecules"][number][] = [];
    for (const molecule of record.molecules) {
      if (count + entries.length === molecules) break;
      const at = performance.now();
      const keys = await chemistry.searchKeys(molecule.molfile);
      figures.searchKeysSeconds += (performance.now() - at) / 1000;
      if (seen.has(keys.inchiKey)) {
        figures.repeated++;
        continue;
      }
      seen.add(keys.inchiKey);
      entries.push({ key: molecule.key, label: molecule.code, role: molecule.role, ...keys });
      kept.push(molecule);
    }
    count += entries.length;
    batch.push({ record: { ...record, molecules: kept }, subject: { id: record.id, facets: record.facets, entries } });
    if (batch.length === BATCH) await flush();
  }
  await flush();
  const seconds = (performance.now() - started) / 1000;
  if (count < molecules) throw new Error(`only ${count} distinct molecules to index (asked ${molecules})`);
  await search.commit({
    checkpointKey: "search",
    writes: indexed.map((record) => ({ op: "put" as const, doc: record.document })),
    checkpoint: 1,
  });
  return { indexing: { molecules: count, records: indexed.length, seconds, ...figures }, records: indexed };
}
