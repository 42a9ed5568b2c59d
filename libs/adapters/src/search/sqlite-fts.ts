import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import {
  hitOf,
  indexTerms,
  type QueryPart,
  queryParts,
  type SearchBatch,
  type SearchDocument,
  type SearchIndex,
  type SearchQuery,
  type SearchResults,
} from "@labledger/ports";
import Database from "better-sqlite3";
import { conditionsOf, type Param } from "../read-store/sqlite-json-filter";

/** How much more a word in the title or number counts than one in the content. */
const HEAD_WEIGHT = 10;

/**
 * An FTS5 expression of the query: every part must be found; a phrase of CJK bigrams must be
 * found in that order, a word as a term or the beginning of one. Terms are letters and digits
 * only (the analysis cuts everything else), and quoted, so nothing typed is read as syntax.
 */
function matchExpression(parts: readonly QueryPart[], scope: SearchQuery["scope"]): string {
  const quote = (term: string) => `"${term.replace(/"/g, '""')}"`;
  const expression = parts
    .map((part) => ("phrase" in part ? quote(part.phrase.join(" ")) : `${quote(part.prefix)}*`))
    .join(" AND ");
  return scope === "head" ? `{head} : (${expression})` : expression;
}

/**
 * The embedded search index: one SQLite file. Each document is a row (its JSON, and its facets
 * as JSON for the read store's filter language) and an entry of a contentless FTS5 table holding
 * the analysis' terms (`indexTerms`: CJK bigrams, English stems) in two columns, head and body;
 * bm25 ranks, the head counting ten times the body. Snippets are cut from the stored text.
 */
export class SqliteSearchIndex implements SearchIndex {
  readonly kind = "sqlite-fts5";
  private readonly db: Database.Database;
  private readonly statements;

  constructor(path: string) {
    if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    this.db.pragma("journal_mode = WAL");
    // Rebuildable from the log, and the checkpoint commits with the writes: a lost tail is replayed.
    this.db.pragma("synchronous = NORMAL");
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS search_docs (
        rowid INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, updated_at TEXT NOT NULL, facets TEXT NOT NULL, doc TEXT NOT NULL);
      CREATE VIRTUAL TABLE IF NOT EXISTS search_terms USING fts5(
        head, body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 0', prefix='1 2 3');
      CREATE TABLE IF NOT EXISTS search_checkpoints (key TEXT PRIMARY KEY, position INTEGER NOT NULL);`);
    this.statements = {
      checkpoint: this.db.prepare<[string], { position: number }>("SELECT position FROM search_checkpoints WHERE key = ?"),
      setCheckpoint: this.db.prepare(
        "INSERT INTO search_checkpoints (key, position) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET position = excluded.position",
      ),
      rowOf: this.db.prepare<[string], { rowid: number }>("SELECT rowid FROM search_docs WHERE id = ?"),
      insertDoc: this.db.prepare<[string, string, string, string]>(
        "INSERT INTO search_docs (id, updated_at, facets, doc) VALUES (?, ?, ?, ?)",
      ),
      updateDoc: this.db.prepare<[string, string, string, number]>(
        "UPDATE search_docs SET updated_at = ?, facets = ?, doc = ? WHERE rowid = ?",
      ),
      deleteDoc: this.db.prepare<[number]>("DELETE FROM search_docs WHERE rowid = ?"),
      insertTerms: this.db.prepare<[number, string, string]>("INSERT INTO search_terms (rowid, head, body) VALUES (?, ?, ?)"),
      deleteTerms: this.db.prepare<[number]>("DELETE FROM search_terms WHERE rowid = ?"),
      get: this.db.prepare<[string], { doc: string }>("SELECT doc FROM search_docs WHERE id = ?"),
    };
  }

  async commit(batch: SearchBatch): Promise<void> {
    const s = this.statements;
    this.db.transaction(() => {
      const stored = s.checkpoint.get(batch.checkpointKey)?.position ?? 0;
      if (batch.checkpoint < stored) return;
      for (const write of batch.writes) {
        const rowid = s.rowOf.get(write.op === "put" ? write.doc.id : write.id)?.rowid;
        if (rowid !== undefined) s.deleteTerms.run(rowid);
        if (write.op === "delete") {
          if (rowid !== undefined) s.deleteDoc.run(rowid);
          continue;
        }
        const { doc } = write;
        const facets = JSON.stringify({ ...doc.facets, type: doc.type, updatedAt: doc.updatedAt });
        const json = JSON.stringify(doc);
        let at = rowid;
        if (at === undefined) at = Number(s.insertDoc.run(doc.id, doc.updatedAt, facets, json).lastInsertRowid);
        else s.updateDoc.run(doc.updatedAt, facets, json, at);
        s.insertTerms.run(at, indexTerms(`${doc.title} ${doc.code}`).join(" "), bodyTerms(doc));
      }
      s.setCheckpoint.run(batch.checkpointKey, batch.checkpoint);
    })();
  }

  async checkpoint(checkpointKey: string): Promise<number> {
    return this.statements.checkpoint.get(checkpointKey)?.position ?? 0;
  }

  async get(id: string): Promise<SearchDocument | undefined> {
    const row = this.statements.get.get(id);
    return row ? (JSON.parse(row.doc) as SearchDocument) : undefined;
  }

  async search(query: SearchQuery): Promise<SearchResults> {
    const parts = queryParts(query.text);
    if (parts.length === 0) return { hits: [], total: 0 };
    const params: Param[] = [matchExpression(parts, query.scope)];
    const facets = conditionsOf(query.filter ?? {}, params, "d.facets");
    const where = ["search_terms MATCH ?", ...facets].join(" AND ");
    const from = "FROM search_terms JOIN search_docs d ON d.rowid = search_terms.rowid";
    const total = this.db.prepare<Param[], { n: number }>(`SELECT count(*) AS n ${from} WHERE ${where}`).get(...params)!.n;
    if (total === 0) return { hits: [], total };
    const rows = this.db
      .prepare<Param[], { doc: string }>(
        `SELECT d.doc ${from} WHERE ${where}
         ORDER BY bm25(search_terms, ${HEAD_WEIGHT}, 1), d.updated_at DESC, d.id LIMIT ? OFFSET ?`,
      )
      .all(...params, query.limit ?? 20, query.skip ?? 0);
    return { hits: rows.map((r) => hitOf(JSON.parse(r.doc) as SearchDocument, parts, query.scope)), total };
  }

  async clear(checkpointKeys: readonly string[]): Promise<void> {
    this.db.transaction(() => {
      this.db.exec("DELETE FROM search_docs; INSERT INTO search_terms (search_terms) VALUES ('delete-all');");
      for (const key of checkpointKeys) this.db.prepare("DELETE FROM search_checkpoints WHERE key = ?").run(key);
    })();
  }

  async close(): Promise<void> {
    this.db.close();
  }
}

/** The content's terms; a private-use character, which no query holds, between fields keeps a phrase from running from one into the next. */
const bodyTerms = (doc: SearchDocument): string => doc.fields.map((f) => indexTerms(f.text).join(" ")).join(" \uE000 ");
