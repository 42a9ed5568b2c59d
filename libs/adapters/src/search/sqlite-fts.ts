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
import type Database from "better-sqlite3";
import { openIndexFile } from "../read-store/sqlite-index-file";
import type { Param } from "../read-store/sqlite-json-filter";
import { StatementCache } from "../read-store/sqlite-statement-cache";
import { FACET_COLUMNS, facetConditions, facetRow, facetsOf } from "./sqlite-fts-facets";

/** How much more a word in the title or number counts than one in the content. */
const HEAD_WEIGHT = 10;

/**
 * An FTS5 expression of the query: every part must be found; a phrase of CJK bigrams must be
 * found in that order, a word as a term or the beginning of one. Terms are letters and digits
 * only (the analysis cuts everything else), and quoted, so nothing typed is read as syntax.
 */
export function matchExpression(parts: readonly QueryPart[], scope: SearchQuery["scope"]): string {
  const quote = (term: string) => `"${term.replace(/"/g, '""')}"`;
  const expression = parts
    .map((part) => ("phrase" in part ? quote(part.phrase.join(" ")) : `${quote(part.prefix)}*`))
    .join(" AND ");
  return scope === "head" ? `{head} : (${expression})` : expression;
}

/** The tables' layout: a file of another layout is emptied and built again from the log (its checkpoints go too). */
const LAYOUT = 2;

/**
 * The embedded search index: one SQLite file. Each document is a small row (its id, time and the
 * facets searches narrow by, as columns: sqlite-fts-facets.ts), its stored JSON in a table of its
 * own (read for a page's hits only), and an entry of a contentless FTS5 table holding the
 * analysis' terms (`indexTerms`: CJK bigrams, English stems) in two columns, head and body; bm25
 * ranks, the head counting ten times the body. Snippets are cut from the stored text.
 */
export class SqliteSearchIndex implements SearchIndex {
  readonly kind = "sqlite-fts5";
  private readonly db: Database.Database;
  private readonly statements;
  /** Statements prepared for a filter's shape, kept for the next search of the same shape. */
  private readonly prepared: StatementCache;

  constructor(path: string) {
    this.db = openIndexFile(
      path,
      LAYOUT,
      `
          DROP TABLE IF EXISTS search_docs; DROP TABLE IF EXISTS search_bodies; DROP TABLE IF EXISTS search_terms;
          DROP TABLE IF EXISTS search_checkpoints;
          CREATE TABLE search_docs (
            rowid INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, ${FACET_COLUMNS.join(", ")}, irregular INTEGER NOT NULL);
          CREATE INDEX search_docs_irregular ON search_docs (irregular) WHERE irregular = 1;
          CREATE TABLE search_bodies (rowid INTEGER PRIMARY KEY, facets TEXT NOT NULL, doc TEXT NOT NULL);
          CREATE VIRTUAL TABLE search_terms USING fts5(
            head, body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 0', prefix='1 2 3');
          CREATE TABLE search_checkpoints (key TEXT PRIMARY KEY, position INTEGER NOT NULL);`,
    );
    this.prepared = new StatementCache(this.db);
    const columns = FACET_COLUMNS.join(", ");
    const slots = FACET_COLUMNS.map(() => "?").join(", ");
    this.statements = {
      checkpoint: this.db.prepare<[string], { position: number }>("SELECT position FROM search_checkpoints WHERE key = ?"),
      setCheckpoint: this.db.prepare(
        "INSERT INTO search_checkpoints (key, position) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET position = excluded.position",
      ),
      rowOf: this.db.prepare<[string], { rowid: number }>("SELECT rowid FROM search_docs WHERE id = ?"),
      insertDoc: this.db.prepare<Param[]>(`INSERT INTO search_docs (id, ${columns}, irregular) VALUES (?, ${slots}, ?)`),
      updateDoc: this.db.prepare<Param[]>(
        `UPDATE search_docs SET ${FACET_COLUMNS.map((c) => `${c} = ?`).join(", ")}, irregular = ? WHERE rowid = ?`,
      ),
      deleteDoc: this.db.prepare<[number]>("DELETE FROM search_docs WHERE rowid = ?"),
      putBody: this.db.prepare<[number, string, string]>(
        "INSERT OR REPLACE INTO search_bodies (rowid, facets, doc) VALUES (?, ?, ?)",
      ),
      deleteBody: this.db.prepare<[number]>("DELETE FROM search_bodies WHERE rowid = ?"),
      insertTerms: this.db.prepare<[number, string, string]>("INSERT INTO search_terms (rowid, head, body) VALUES (?, ?, ?)"),
      deleteTerms: this.db.prepare<[number]>("DELETE FROM search_terms WHERE rowid = ?"),
      get: this.db.prepare<[string], { doc: string }>(
        "SELECT b.doc FROM search_docs d JOIN search_bodies b ON b.rowid = d.rowid WHERE d.id = ?",
      ),
      anyIrregular: this.db.prepare<[], { found: number }>(
        "SELECT EXISTS (SELECT 1 FROM search_docs WHERE irregular = 1) AS found",
      ),
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
          if (rowid !== undefined) {
            s.deleteDoc.run(rowid);
            s.deleteBody.run(rowid);
          }
          continue;
        }
        const { doc } = write;
        const facets = facetsOf(doc);
        const { values, irregular } = facetRow(facets);
        let at = rowid;
        if (at === undefined) at = Number(s.insertDoc.run(doc.id, ...values, irregular ? 1 : 0).lastInsertRowid);
        else s.updateDoc.run(...values, irregular ? 1 : 0, at);
        s.putBody.run(at, JSON.stringify(facets), JSON.stringify(doc));
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

  /**
   * One pass over the matches: those the filter lets through are ranked (bm25 of the FTS5 entry,
   * then newest, then id) into a materialised table, which gives both the total and the page;
   * only the page's stored documents are read. FTS5 drives (CROSS JOIN): the filter is checked
   * on each match's small row, never the other way round.
   */
  async search(query: SearchQuery): Promise<SearchResults> {
    const parts = queryParts(query.text);
    if (parts.length === 0) return { hits: [], total: 0 };
    const params: Param[] = [matchExpression(parts, query.scope)];
    const irregular = this.statements.anyIrregular.get()!.found === 1;
    const json = "(SELECT b.facets FROM search_bodies b WHERE b.rowid = d.rowid)";
    const where = ["search_terms MATCH ?", ...facetConditions(query.filter ?? {}, params, "d", json, irregular)].join(" AND ");
    const from = "FROM search_terms CROSS JOIN search_docs d ON d.rowid = search_terms.rowid";
    const rows = this.prepared
      .statement(
        `WITH matched AS MATERIALIZED (
         SELECT d.rowid AS r, bm25(search_terms, ${HEAD_WEIGHT}, 1) AS score, d.updated_at AS at, d.id AS id ${from} WHERE ${where})
       SELECT (SELECT count(*) FROM matched) AS total, b.doc AS doc
       FROM (SELECT r, score, at, id FROM matched ORDER BY score, at DESC, id LIMIT ? OFFSET ?) page
       JOIN search_bodies b ON b.rowid = page.r
       ORDER BY page.score, page.at DESC, page.id`,
      )
      .all(...params, query.limit ?? 20, query.skip ?? 0) as { total: number; doc: string }[];
    // A page past the last match holds no row to carry the total.
    const total =
      rows[0]?.total ??
      ((query.skip ?? 0) > 0
        ? (this.prepared.statement(`SELECT count(*) AS total ${from} WHERE ${where}`).get(...params) as { total: number }).total
        : 0);
    return { hits: rows.map((r) => hitOf(JSON.parse(r.doc) as SearchDocument, parts, query.scope)), total };
  }

  async clear(checkpointKeys: readonly string[]): Promise<void> {
    this.db.transaction(() => {
      this.db.exec(
        "DELETE FROM search_docs; DELETE FROM search_bodies; INSERT INTO search_terms (search_terms) VALUES ('delete-all');",
      );
      for (const key of checkpointKeys) this.db.prepare("DELETE FROM search_checkpoints WHERE key = ?").run(key);
    })();
  }

  async close(): Promise<void> {
    this.db.close();
  }
}

/** The content's terms; a private-use character, which no query holds, between fields keeps a phrase from running from one into the next. */
const bodyTerms = (doc: SearchDocument): string => doc.fields.map((f) => indexTerms(f.text).join(" ")).join(" \uE000 ");
