import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import {
  type CollectionSwap,
  type Doc,
  documentTerms,
  type Filter,
  type FindQuery,
  type Page,
  type ProjectionBatch,
  queryTerms,
  type ReadStore,
} from "@labledger/ports";
import Database from "better-sqlite3";
import { assertCollectionName, patchInPlace } from "./document-patch";
import { type ColumnLayout, ColumnTable } from "./sqlite-columns";
import { conditionsOf, jsonPath, type Param } from "./sqlite-json-filter";

interface Touched {
  readonly collection: string;
  readonly id: string;
  doc: Doc | undefined;
  pos: number;
  text?: string;
  dirty: boolean;
  /** `doc` is a projection's own object (an upsert): copied before a later patch changes it. */
  shared: boolean;
  /** `doc` holds the document (read, or replaced whole); false when only its position was read. */
  known: boolean;
}

export interface SqliteReadStoreOptions {
  /**
   * Collections kept as tables with real columns, by name: the layout also holds for the
   * collections named `<name>__<suffix>` (a rebuild's fresh ones). They take inserts, upserts
   * and deletes, not patches.
   */
  readonly columns?: Readonly<Record<string, ColumnLayout>>;
}

const REBUILDING = /__rebuild$/;

/**
 * The embedded read store: each collection is a table of JSON documents in one SQLite
 * file, with a side table of search terms. Filters compile to json_each/json_extract, so
 * an array field matches when any element does, as in MongoDB. Collections given a column
 * layout are tables of real columns instead.
 */
export class SqliteReadStore implements ReadStore {
  readonly kind = "sqlite";
  readonly atomic = true;
  private readonly db: Database.Database;
  private readonly known = new Set<string>();
  private readonly checkpointStatements;
  private readonly statements = new Map<string, ReturnType<SqliteReadStore["prepareFor"]>>();
  private readonly columnTables = new Map<string, ColumnTable>();
  private readonly layouts: Readonly<Record<string, ColumnLayout>>;

  constructor(path: string, options: SqliteReadStoreOptions = {}) {
    this.layouts = options.columns ?? {};
    if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    this.db.pragma("journal_mode = WAL");
    // Read models are rebuildable from the log, and the checkpoint commits with the writes,
    // so NORMAL (no fsync per commit) can lose only a tail that the runner replays.
    this.db.pragma("synchronous = NORMAL");
    this.db.exec("CREATE TABLE IF NOT EXISTS checkpoints (key TEXT PRIMARY KEY, position INTEGER NOT NULL)");
    this.checkpointStatements = {
      get: this.db.prepare<[string], { position: number }>("SELECT position FROM checkpoints WHERE key = ?"),
      set: this.db.prepare(
        "INSERT INTO checkpoints (key, position) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET position = excluded.position",
      ),
    };
  }

  /** Whether the collection has a table in this file. */
  has(collection: string): boolean {
    return this.exists(collection);
  }

  private exists(collection: string): boolean {
    if (this.known.has(collection)) return true;
    const row = this.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(`rm_${collection}`);
    if (row) this.known.add(collection);
    return Boolean(row);
  }

  private ensure(collection: string): void {
    if (this.known.has(collection)) return;
    assertCollectionName(collection);
    if (this.exists(collection)) return;
    const layout = this.layoutOf(collection);
    if (layout) ColumnTable.create(this.db, `rm_${collection}`, layout, !REBUILDING.test(collection));
    else
      this.db.exec(
        `CREATE TABLE IF NOT EXISTS "rm_${collection}" (id TEXT PRIMARY KEY, doc TEXT NOT NULL, pos INTEGER NOT NULL)`,
      );
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS "rm_${collection}__terms" (term TEXT NOT NULL, id TEXT NOT NULL, PRIMARY KEY (term, id)) WITHOUT ROWID;
      CREATE INDEX IF NOT EXISTS "rm_${collection}__terms_id" ON "rm_${collection}__terms" (id);`);
    this.known.add(collection);
  }

  private layoutOf(collection: string): ColumnLayout | undefined {
    const name = collection.split("__")[0]!;
    return Object.hasOwn(this.layouts, name) ? this.layouts[name] : undefined;
  }

  /** The column table of a collection with a layout (created if missing), else undefined. */
  private columnsOf(collection: string): ColumnTable | undefined {
    let table = this.columnTables.get(collection);
    if (table) return table;
    const layout = this.layoutOf(collection);
    if (!layout) return undefined;
    this.ensure(collection);
    table = new ColumnTable(this.db, `rm_${collection}`, layout);
    this.columnTables.set(collection, table);
    return table;
  }

  /**
   * One transaction per batch. Writes to the same document are folded in memory first
   * (read once, patched in place, written once), which is what makes a rebuild fast.
   * An insert of a document not yet touched in the batch is written at once: nothing to read
   * or fold (a later write to it in the batch reads it back like any stored document).
   * The checkpoint never moves backwards: a batch behind the stored checkpoint writes nothing.
   * IMMEDIATE takes the write lock before the checkpoint is read, so two processes on one file
   * cannot both pass that guard.
   */
  async commit(batch: ProjectionBatch): Promise<void> {
    this.db
      .transaction(() => {
        // Another process (or a replay) is already further: this batch writes nothing, not even its documents.
        const stored = this.checkpointStatements.get.get(batch.checkpointKey)?.position ?? 0;
        if (stored > batch.checkpoint) return;
        const touched = new Map<string, Map<string, Touched>>();
        for (const write of batch.writes) {
          const { collection } = write;
          const columns = this.columnsOf(collection);
          if (columns) {
            this.writeColumns(columns, write);
            continue;
          }
          this.ensure(collection);
          let documents = touched.get(collection);
          if (!documents) {
            documents = new Map();
            touched.set(collection, documents);
          }
          const id = write.op === "upsert" || write.op === "insert" ? write.doc.id : write.id;
          let entry = documents.get(id);
          if (!entry && write.op === "insert") {
            this.insert(collection, write.doc, write.position, write.text);
            continue;
          }
          if (!entry) {
            entry = this.load(collection, id, write.op === "patch");
            documents.set(id, entry);
          }
          if (entry.pos >= write.position) continue;
          if (write.op === "delete") entry.doc = undefined;
          else if (write.op === "upsert" || write.op === "insert") {
            entry.doc = write.doc;
            entry.shared = true;
          } else {
            if (!entry.known) entry.doc = this.load(collection, id, true).doc;
            if (entry.shared) entry.doc = structuredClone(entry.doc);
            entry.shared = false;
            entry.doc = patchInPlace(entry.doc ?? { id }, write);
          }
          entry.known = true;
          if (write.op === "delete" || write.text !== undefined) entry.text = write.op === "delete" ? "" : write.text;
          entry.pos = write.position;
          entry.dirty = true;
        }
        for (const documents of touched.values()) for (const entry of documents.values()) if (entry.dirty) this.store(entry);
        this.checkpointStatements.set.run(batch.checkpointKey, batch.checkpoint);
      })
      .immediate();
  }

  /** A write to a column table: applied at once (nothing to fold: no patches). */
  private writeColumns(table: ColumnTable, write: ProjectionBatch["writes"][number]): void {
    if (write.op === "patch") throw new Error(`${write.collection} takes inserts, upserts and deletes, not patches`);
    if (write.op === "delete") table.delete(write.id, write.position);
    else table.write(write.doc, write.position, write.op === "upsert", write.text);
  }

  /** A new document; one already stored under its id (a replayed batch) is kept as it is. */
  private insert(collection: string, doc: Doc, position: number, text: string | undefined): void {
    const statements = this.statementsOf(collection);
    if (statements.insert.run(doc.id, JSON.stringify(doc), position).changes === 0 || text === undefined) return;
    for (const term of documentTerms(text)) statements.insertTerm.run(term, doc.id);
  }

  /** A document's stored position, and its content only when a patch needs it (an upsert or delete replaces it whole). */
  private load(collection: string, id: string, withDoc: boolean): Touched {
    const statements = this.statementsOf(collection);
    if (!withDoc) {
      const row = statements.position.get(id);
      return { collection, id, doc: undefined, pos: row?.pos ?? 0, dirty: false, shared: false, known: row === undefined };
    }
    const row = statements.get.get(id);
    return { collection, id, doc: row && JSON.parse(row.doc), pos: row?.pos ?? 0, dirty: false, shared: false, known: true };
  }

  private store(entry: Touched): void {
    const statements = this.statementsOf(entry.collection);
    if (entry.doc === undefined) statements.delete.run(entry.id);
    else statements.upsert.run(entry.id, JSON.stringify(entry.doc), entry.pos);
    if (entry.text !== undefined) {
      statements.deleteTerms.run(entry.id);
      for (const term of documentTerms(entry.text)) statements.insertTerm.run(term, entry.id);
    }
  }

  private statementsOf(collection: string) {
    let statements = this.statements.get(collection);
    if (!statements) {
      statements = this.prepareFor(collection);
      this.statements.set(collection, statements);
    }
    return statements;
  }

  private prepareFor(collection: string) {
    const table = `"rm_${collection}"`;
    const terms = `"rm_${collection}__terms"`;
    return {
      get: this.db.prepare<[string], { doc: string; pos: number }>(`SELECT doc, pos FROM ${table} WHERE id = ?`),
      position: this.db.prepare<[string], { pos: number }>(`SELECT pos FROM ${table} WHERE id = ?`),
      upsert: this.db.prepare(
        `INSERT INTO ${table} (id, doc, pos) VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET doc = excluded.doc, pos = excluded.pos`,
      ),
      insert: this.db.prepare(`INSERT INTO ${table} (id, doc, pos) VALUES (?, ?, ?) ON CONFLICT(id) DO NOTHING`),
      delete: this.db.prepare(`DELETE FROM ${table} WHERE id = ?`),
      deleteTerms: this.db.prepare(`DELETE FROM ${terms} WHERE id = ?`),
      insertTerm: this.db.prepare(`INSERT OR IGNORE INTO ${terms} (term, id) VALUES (?, ?)`),
    };
  }

  async checkpoint(checkpointKey: string): Promise<number> {
    return this.checkpointStatements.get.get(checkpointKey)?.position ?? 0;
  }

  async get<T extends Doc = Doc>(collection: string, id: string): Promise<T | undefined> {
    if (!this.exists(collection)) return undefined;
    const columns = this.columnsOf(collection);
    if (columns) return columns.get(id) as T | undefined;
    const row = this.db.prepare<[string], { doc: string }>(`SELECT doc FROM "rm_${collection}" WHERE id = ?`).get(id);
    return row ? (JSON.parse(row.doc) as T) : undefined;
  }

  async find<T extends Doc = Doc>(collection: string, query: FindQuery = {}): Promise<Page<T>> {
    if (!this.exists(collection)) return { rows: [], total: 0 };
    const columns = this.columnsOf(collection);
    const { where, params } = this.where(collection, query.filter, query.text, columns);
    const total = this.db
      .prepare<Param[], { n: number }>(`SELECT count(*) AS n FROM "rm_${collection}" ${where}`)
      .get(...params)!.n;
    const fieldOf = columns ? (f: string) => columns.column(f) : (f: string) => `json_extract(doc, '${jsonPath(f)}')`;
    const order = [...(query.sort ?? []).map(([f, dir]) => `${fieldOf(f)} ${dir === 1 ? "ASC" : "DESC"}`), "id ASC"];
    const select = `FROM "rm_${collection}" ${where} ORDER BY ${order.join(", ")} LIMIT ? OFFSET ?`;
    const paging = [query.limit ?? -1, query.skip ?? 0];
    if (columns) {
      const rows = this.db.prepare<Param[], Record<string, unknown>>(`SELECT * ${select}`).all(...params, ...paging);
      return { rows: rows.map((r) => columns.toDoc(r) as T), total };
    }
    const rows = this.db.prepare<Param[], { doc: string }>(`SELECT doc ${select}`).all(...params, ...paging);
    return { rows: rows.map((r) => JSON.parse(r.doc) as T), total };
  }

  async count(collection: string, filter?: Filter): Promise<number> {
    return (await this.find(collection, { filter, limit: 0 })).total;
  }

  private where(
    collection: string,
    filter: Filter = {},
    text?: string,
    columns?: ColumnTable,
  ): { where: string; params: Param[] } {
    const params: Param[] = [];
    const clauses = columns ? columns.conditions(filter, params) : conditionsOf(filter, params);
    if (text !== undefined) {
      const terms = queryTerms(text);
      if (terms.length > 0) {
        clauses.push(
          `id IN (SELECT id FROM "rm_${collection}__terms" WHERE term IN (${terms.map(() => "?").join(",")}) GROUP BY id HAVING count(*) = ?)`,
        );
        params.push(...terms, terms.length);
      }
    }
    return { where: clauses.length ? `WHERE ${clauses.join(" AND ")}` : "", params };
  }

  async swap(swap: CollectionSwap): Promise<void> {
    this.db.transaction(() => {
      for (const { from, to } of swap.collections) {
        this.ensure(from);
        this.dropTables(to);
        this.db.exec(
          `ALTER TABLE "rm_${from}" RENAME TO "rm_${to}"; ALTER TABLE "rm_${from}__terms" RENAME TO "rm_${to}__terms";`,
        );
        this.forget(from);
        this.forget(to);
        this.known.add(to);
        // A rebuild's table was filled without indexes: they are made once, now.
        const layout = this.layoutOf(to);
        if (layout) ColumnTable.index(this.db, `rm_${to}`, layout);
      }
      const position = this.db
        .prepare<[string], { position: number }>("SELECT position FROM checkpoints WHERE key = ?")
        .get(swap.checkpoint.from);
      this.db.prepare("DELETE FROM checkpoints WHERE key IN (?, ?)").run(swap.checkpoint.from, swap.checkpoint.to);
      this.db.prepare("INSERT INTO checkpoints (key, position) VALUES (?, ?)").run(swap.checkpoint.to, position?.position ?? 0);
    })();
  }

  private dropTables(collection: string): void {
    assertCollectionName(collection);
    this.db.exec(`DROP TABLE IF EXISTS "rm_${collection}"; DROP TABLE IF EXISTS "rm_${collection}__terms";`);
    this.forget(collection);
  }

  /** Prepared statements die with their table: forget them on drop and rename. */
  private forget(collection: string): void {
    this.known.delete(collection);
    this.statements.delete(collection);
    this.columnTables.delete(collection);
  }

  async drop(collections: readonly string[], checkpointKeys: readonly string[] = []): Promise<void> {
    this.db.transaction(() => {
      for (const c of collections) this.dropTables(c);
      for (const k of checkpointKeys) this.db.prepare("DELETE FROM checkpoints WHERE key = ?").run(k);
    })();
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
