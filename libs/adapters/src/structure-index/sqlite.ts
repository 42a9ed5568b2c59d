import type {
  FacetValue,
  StructureArray,
  StructureBatch,
  StructureEntriesQuery,
  StructureEntry,
  StructureFound,
  StructureIndex,
  StructureSubject,
} from "@labledger/ports";
import type Database from "better-sqlite3";
import { openIndexFile } from "../read-store/sqlite-index-file";
import type { Param } from "../read-store/sqlite-json-filter";
import { StatementCache } from "../read-store/sqlite-statement-cache";
import { FACET_COLUMNS, facetConditions, facetRow } from "../search/sqlite-fts-facets";

/** The tables' layout: a file of another layout is emptied and built again from the log (its checkpoints go too). */
const LAYOUT = 1;

/** An entry's columns, in the order `entryOf` reads them (rows are read as arrays: no object per row), then any others. */
const ENTRY_COLUMNS = ["key", "label", "role", "inchi_key", "smiles", "prepared", "pattern_fp", "similarity_fp"];
/** A byte array not asked for is read as NULL: no buffer made for it. */
type EntryRow = [string, string, string, string, string, Buffer | null, Buffer | null, Buffer | null, ...unknown[]];
/** Each byte array's column. */
const ARRAY_COLUMNS: Readonly<Record<StructureArray, string>> = {
  prepared: "prepared",
  patternFp: "pattern_fp",
  similarityFp: "similarity_fp",
};
const ALL_ARRAYS = Object.keys(ARRAY_COLUMNS) as StructureArray[];

/** The entry columns selected from `e`, an array not asked for as NULL in its place (its BLOB never read). */
function entryColumns(arrays: readonly StructureArray[]): string {
  const unread = new Set(ALL_ARRAYS.filter((array) => !arrays.includes(array)).map((array) => ARRAY_COLUMNS[array]));
  return ENTRY_COLUMNS.map((c) => (unread.has(c) ? "NULL" : `e.${c}`)).join(", ");
}

const UNREAD = new Uint8Array(0);
/** A BLOB as better-sqlite3 reads it (a Buffer of its own memory) seen as a plain Uint8Array, without a copy; one not read, empty. */
const bytesOf = (blob: Buffer | null): Uint8Array =>
  blob === null ? UNREAD : new Uint8Array(blob.buffer, blob.byteOffset, blob.byteLength);

const entryOf = ([key, label, role, inchiKey, smiles, prepared, patternFp, similarityFp]: EntryRow): StructureEntry => ({
  key,
  label,
  role,
  inchiKey,
  smiles,
  prepared: bytesOf(prepared),
  patternFp: bytesOf(patternFp),
  similarityFp: bytesOf(similarityFp),
});

/**
 * The embedded structure index: one SQLite file. A subject is a small row of its id and the facets
 * filters narrow by, as columns (sqlite-fts-facets.ts, the search index's own: one filter language,
 * the same answers), beside the JSON of all its facets; its entries are rows of their own, in the
 * subject's order, the byte arrays as BLOBs, found by InChIKey through an index. A filter is checked
 * on the subjects' small rows and only the entries of those it lets through are read; an InChIKey
 * query starts from that molecule's entries instead. The checkpoint commits with the writes.
 *
 * What a read costs is its entries' byte arrays (three buffers each, made by the driver), not the
 * filter: over 10,000 subjects a member's viewing filter takes about 2 ms of CPU on the columns
 * (26 ms read from the JSON); answering 1,800 entries about 13 ms, 30,000 about 250 ms. A search
 * names the arrays it compares: 10,000 entries cost about 23 ms of CPU without their arrays and
 * about 15 ms more for each array read (bench/structure-search.bench.ts, issue 16). A
 * subject's arrays packed into one BLOB of its row (packed-entries.ts, as mongodb.ts keeps them)
 * made the largest reads some 15 % faster, but small ones twice as slow and a filter alone ten
 * times (every scan of the subjects then reads their BLOBs too).
 */
export class SqliteStructureIndex implements StructureIndex {
  readonly kind = "sqlite";
  private readonly db: Database.Database;
  private readonly statements;
  /** Statements prepared for a filter's shape, kept for the next query of the same shape. */
  private readonly prepared: StatementCache;

  constructor(path: string) {
    this.db = openIndexFile(
      path,
      LAYOUT,
      `
          DROP TABLE IF EXISTS structure_subjects; DROP TABLE IF EXISTS structure_entries;
          DROP TABLE IF EXISTS structure_checkpoints;
          CREATE TABLE structure_subjects (
            rowid INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, ${FACET_COLUMNS.join(", ")}, irregular INTEGER NOT NULL,
            facets TEXT NOT NULL);
          CREATE INDEX structure_subjects_irregular ON structure_subjects (irregular) WHERE irregular = 1;
          CREATE TABLE structure_entries (
            subject INTEGER NOT NULL, ordinal INTEGER NOT NULL, key TEXT NOT NULL, label TEXT NOT NULL, role TEXT NOT NULL,
            inchi_key TEXT NOT NULL, smiles TEXT NOT NULL,
            prepared BLOB NOT NULL, pattern_fp BLOB NOT NULL, similarity_fp BLOB NOT NULL,
            PRIMARY KEY (subject, ordinal));
          CREATE INDEX structure_entries_inchi_key ON structure_entries (inchi_key);
          CREATE TABLE structure_checkpoints (key TEXT PRIMARY KEY, position INTEGER NOT NULL);`,
    );
    this.prepared = new StatementCache(this.db);
    const columns = FACET_COLUMNS.join(", ");
    const slots = FACET_COLUMNS.map(() => "?").join(", ");
    this.statements = {
      checkpoint: this.db.prepare<[string], { position: number }>("SELECT position FROM structure_checkpoints WHERE key = ?"),
      setCheckpoint: this.db.prepare(
        "INSERT INTO structure_checkpoints (key, position) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET position = excluded.position",
      ),
      rowOf: this.db.prepare<[string], { rowid: number }>("SELECT rowid FROM structure_subjects WHERE id = ?"),
      insertSubject: this.db.prepare<Param[]>(
        `INSERT INTO structure_subjects (id, ${columns}, irregular, facets) VALUES (?, ${slots}, ?, ?)`,
      ),
      updateSubject: this.db.prepare<Param[]>(
        `UPDATE structure_subjects SET ${FACET_COLUMNS.map((c) => `${c} = ?`).join(", ")}, irregular = ?, facets = ? WHERE rowid = ?`,
      ),
      deleteSubject: this.db.prepare<[number]>("DELETE FROM structure_subjects WHERE rowid = ?"),
      insertEntry: this.db.prepare<[number, number, string, string, string, string, string, Uint8Array, Uint8Array, Uint8Array]>(
        `INSERT INTO structure_entries (subject, ordinal, ${ENTRY_COLUMNS.join(", ")}) VALUES (?, ?, ${ENTRY_COLUMNS.map(() => "?").join(", ")})`,
      ),
      deleteEntries: this.db.prepare<[number]>("DELETE FROM structure_entries WHERE subject = ?"),
      facets: this.db.prepare<[string], { rowid: number; facets: string }>(
        "SELECT rowid, facets FROM structure_subjects WHERE id = ?",
      ),
      entriesOf: this.db
        .prepare<[number], EntryRow>(
          `SELECT ${ENTRY_COLUMNS.join(", ")} FROM structure_entries WHERE subject = ? ORDER BY ordinal`,
        )
        .raw(),
      anyIrregular: this.db.prepare<[], { found: number }>(
        "SELECT EXISTS (SELECT 1 FROM structure_subjects WHERE irregular = 1) AS found",
      ),
    };
  }

  async commit(batch: StructureBatch): Promise<void> {
    const s = this.statements;
    this.db.transaction(() => {
      const stored = s.checkpoint.get(batch.checkpointKey)?.position ?? 0;
      if (batch.checkpoint < stored) return;
      for (const write of batch.writes) {
        const rowid = s.rowOf.get(write.op === "put" ? write.subject.id : write.id)?.rowid;
        if (rowid !== undefined) s.deleteEntries.run(rowid);
        if (write.op === "delete") {
          if (rowid !== undefined) s.deleteSubject.run(rowid);
          continue;
        }
        const { subject } = write;
        const { values, irregular } = facetRow(subject.facets);
        const row = [...values, irregular ? 1 : 0, JSON.stringify(subject.facets)];
        let at = rowid;
        if (at === undefined) at = Number(s.insertSubject.run(subject.id, ...row).lastInsertRowid);
        else s.updateSubject.run(...row, at);
        subject.entries.forEach((e, ordinal) => {
          s.insertEntry.run(at, ordinal, e.key, e.label, e.role, e.inchiKey, e.smiles, e.prepared, e.patternFp, e.similarityFp);
        });
      }
      s.setCheckpoint.run(batch.checkpointKey, batch.checkpoint);
    })();
  }

  async checkpoint(checkpointKey: string): Promise<number> {
    return this.statements.checkpoint.get(checkpointKey)?.position ?? 0;
  }

  /** The subject's row and its entries read in one transaction: never a subject half replaced by another process. */
  async get(id: string): Promise<StructureSubject | undefined> {
    return this.db.transaction(() => {
      const subject = this.statements.facets.get(id);
      if (!subject) return undefined;
      const facets = JSON.parse(subject.facets) as Record<string, FacetValue>;
      return { id, facets, entries: (this.statements.entriesOf.all(subject.rowid) as EntryRow[]).map(entryOf) };
    })();
  }

  /**
   * Without an InChIKey the subjects drive (CROSS JOIN keeps the order): the filter is checked on
   * each subject's small row, and only those it lets through have their entries read. With one,
   * that molecule's entries drive, found by the index, and each one's subject is checked.
   */
  async entries(query: StructureEntriesQuery): Promise<StructureFound[]> {
    const params: Param[] = [];
    const from =
      query.inchiKey === undefined
        ? "structure_subjects s CROSS JOIN structure_entries e ON e.subject = s.rowid"
        : "structure_entries e CROSS JOIN structure_subjects s ON s.rowid = e.subject";
    const where: string[] = [];
    if (query.inchiKey !== undefined) {
      where.push("e.inchi_key = ?");
      params.push(query.inchiKey);
    }
    const irregular = this.statements.anyIrregular.get()!.found === 1;
    where.push(...facetConditions(query.filter ?? {}, params, "s", "s.facets", irregular));
    const sql = `SELECT ${entryColumns(query.arrays ?? ALL_ARRAYS)}, s.id FROM ${from} WHERE ${where.join(" AND ") || "1"}`;
    const rows = this.prepared
      .statement(sql)
      .raw()
      .all(...params) as EntryRow[];
    return rows.map((row) => ({ ...entryOf(row), subjectId: row[ENTRY_COLUMNS.length] as string }));
  }

  async clear(checkpointKeys: readonly string[]): Promise<void> {
    this.db.transaction(() => {
      this.db.exec("DELETE FROM structure_subjects; DELETE FROM structure_entries;");
      for (const key of checkpointKeys) this.db.prepare("DELETE FROM structure_checkpoints WHERE key = ?").run(key);
    })();
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
