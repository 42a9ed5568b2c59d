import type { Doc, FieldCondition, Filter } from "@labledger/ports";
import { documentTerms, isCondition } from "@labledger/ports";
import type Database from "better-sqlite3";

export type ColumnType = "text" | "integer" | "real" | "boolean" | "json";

/**
 * A collection stored as a table with a column per field instead of one JSON document per row
 * (the audit trail: one row per event, written in bulk by a rebuild). Fields not named here are
 * kept in one JSON column; a `json` column holds a value of any shape (never filtered on).
 */
export interface ColumnLayout {
  readonly columns: Readonly<Record<string, ColumnType>>;
  /** Each a list of columns. A rebuild's table gets them when it is swapped in, after its bulk insert. */
  readonly indexes: ReadonlyArray<readonly string[]>;
}

type Param = string | number | null;
const EXTRA = "_extra";

/** A filter's range operators and the SQL comparison each stands for. */
export const COMPARISONS = [
  ["$gt", ">"],
  ["$gte", ">="],
  ["$lt", "<"],
  ["$lte", "<="],
] as const;

const sqlType: Record<ColumnType, string> = { text: "TEXT", integer: "INTEGER", real: "REAL", boolean: "INTEGER", json: "TEXT" };

/** The SQL of one column table (prepared statements, filters, rows as documents). */
export class ColumnTable {
  private readonly fields: string[];
  /** A document as the row's parameters (id, pos, the columns in order, extra). */
  private readonly rowOf: (doc: Doc, position: number) => Param[];
  private readonly insertStatement;
  private readonly upsertStatement;
  private readonly deleteStatement;
  private readonly getStatement;
  private readonly deleteTerms;
  private readonly insertTerm;

  constructor(
    db: Database.Database,
    readonly table: string,
    private readonly layout: ColumnLayout,
  ) {
    this.fields = Object.keys(layout.columns);
    this.rowOf = rowBuilder(layout, (doc) => this.extraOf(doc));
    const names = ["id", "pos", ...this.fields, EXTRA].map((c) => `"${c}"`);
    const values = `VALUES (${names.map(() => "?").join(", ")})`;
    this.insertStatement = db.prepare(`INSERT INTO "${table}" (${names}) ${values} ON CONFLICT(id) DO NOTHING`);
    const updates = names.slice(1).map((c) => `${c} = excluded.${c}`);
    this.upsertStatement = db.prepare(
      `INSERT INTO "${table}" (${names}) ${values} ON CONFLICT(id) DO UPDATE SET ${updates} WHERE excluded.pos > "${table}".pos`,
    );
    this.deleteStatement = db.prepare(`DELETE FROM "${table}" WHERE id = ? AND pos < ?`);
    this.getStatement = db.prepare<[string], Record<string, unknown>>(`SELECT * FROM "${table}" WHERE id = ?`);
    this.deleteTerms = db.prepare(`DELETE FROM "${table}__terms" WHERE id = ?`);
    this.insertTerm = db.prepare(`INSERT OR IGNORE INTO "${table}__terms" (term, id) VALUES (?, ?)`);
  }

  static create(db: Database.Database, table: string, layout: ColumnLayout, withIndexes: boolean): void {
    const columns = Object.entries(layout.columns).map(([name, type]) => `"${name}" ${sqlType[type]}`);
    db.exec(`CREATE TABLE IF NOT EXISTS "${table}" (id TEXT PRIMARY KEY, pos INTEGER NOT NULL, ${columns}, ${EXTRA} TEXT)`);
    if (withIndexes) ColumnTable.index(db, table, layout);
  }

  static index(db: Database.Database, table: string, layout: ColumnLayout): void {
    for (const columns of layout.indexes)
      db.exec(`CREATE INDEX IF NOT EXISTS "${table}__by_${columns.join("_")}" ON "${table}" (${columns.map((c) => `"${c}"`)})`);
  }

  /** Writes the document unless one is stored under its id (`replace`: unless the stored one is as new), with its search terms. */
  write(doc: Doc, position: number, replace: boolean, text: string | undefined): void {
    const row = this.rowOf(doc, position);
    if ((replace ? this.upsertStatement : this.insertStatement).run(row).changes === 0 || text === undefined) return;
    if (replace) this.deleteTerms.run(doc.id);
    for (const term of documentTerms(text)) this.insertTerm.run(term, doc.id);
  }

  /** Fields not in the layout, as the JSON of the extra column (null when none has a value). */
  private extraOf(doc: Doc): string | null {
    let extra: Record<string, unknown> | undefined;
    for (const key in doc) {
      const value = (doc as Record<string, unknown>)[key];
      if (key === "id" || Object.hasOwn(this.layout.columns, key) || value === undefined) continue;
      extra ??= {};
      extra[key] = value;
    }
    return extra ? JSON.stringify(extra) : null;
  }

  delete(id: string, position: number): void {
    if (this.deleteStatement.run(id, position).changes > 0) this.deleteTerms.run(id);
  }

  get(id: string): Doc | undefined {
    const row = this.getStatement.get(id);
    return row && this.toDoc(row);
  }

  /** A row as the document it stores: scalar columns always present (null when empty), a json column only when set. */
  toDoc(row: Record<string, unknown>): Doc {
    const doc: Record<string, unknown> = { id: row.id };
    const { columns } = this.layout;
    for (const field of this.fields) {
      const value = row[field];
      const type = columns[field];
      if (type === "json") {
        if (value !== null) doc[field] = JSON.parse(value as string);
      } else doc[field] = type === "boolean" && value !== null ? value === 1 : value;
    }
    if (row[EXTRA] !== null) Object.assign(doc, JSON.parse(row[EXTRA] as string));
    return doc as Doc;
  }

  /** The SQL conditions of a filter on this table's columns (all must hold), pushing their parameters in order. */
  conditions(filter: Filter, params: Param[]): string[] {
    const clauses: string[] = [];
    for (const [field, expected] of Object.entries(filter)) {
      if (field === "$or") {
        const alternatives = (expected as readonly Filter[]).map((f) => this.conditions(f, params).join(" AND ") || "1");
        clauses.push(`(${alternatives.map((a) => `(${a})`).join(" OR ") || "0"})`);
        continue;
      }
      if (field === "$and") {
        for (const part of expected as readonly Filter[]) clauses.push(...this.conditions(part, params));
        continue;
      }
      const column = this.column(field);
      const c: FieldCondition = isCondition(expected) ? expected : { $eq: expected as FieldCondition["$eq"] };
      const value = (v: unknown): Param => (typeof v === "boolean" ? (v ? 1 : 0) : (v as Param));
      const list = (values: readonly unknown[]) => {
        const present = values.filter((v) => v !== null);
        params.push(...present.map(value));
        const inList = `${column} IN (${present.map(() => "?").join(",") || "NULL"})`;
        return present.length < values.length ? `(${inList} OR ${column} IS NULL)` : `COALESCE(${inList}, 0)`;
      };
      // Every row has every column (null when empty), as the documents read from it do.
      if (c.$exists !== undefined) clauses.push(c.$exists ? "1" : "0");
      if ("$eq" in c) {
        if (c.$eq === null) clauses.push(`${column} IS NULL`);
        else {
          clauses.push(`${column} = ?`);
          params.push(value(c.$eq));
        }
      }
      if ("$ne" in c) {
        if (c.$ne === null) clauses.push(`${column} IS NOT NULL`);
        else {
          clauses.push(`${column} IS NOT ?`);
          params.push(value(c.$ne));
        }
      }
      if (c.$in) clauses.push(list(c.$in));
      if (c.$nin) clauses.push(`NOT ${list(c.$nin)}`);
      for (const [op, sql] of COMPARISONS) {
        const bound = c[op];
        if (bound === undefined) continue;
        const types = typeof bound === "number" ? "('integer', 'real')" : "('text')";
        clauses.push(`typeof(${column}) IN ${types} AND ${column} ${sql} ?`);
        params.push(bound);
      }
    }
    return clauses;
  }

  /** A field's column; a field kept as a value (json) or in the extra column cannot be searched on. */
  column(field: string): string {
    if (field === "id") return "id";
    const type = this.layout.columns[field];
    if (type === undefined || type === "json") throw new Error(`${this.table}: "${field}" is not a column to search or sort on`);
    return `"${field}"`;
  }
}

/**
 * The function that turns a document into a row, compiled for the layout: fields read by name
 * (each read then stays monomorphic), one pass, no lookups of types per value. It is the hot
 * path of a rebuild (one call per audit entry). Keys outside the layout are counted in the same
 * pass; only a document that has some pays for collecting them.
 */
function rowBuilder(layout: ColumnLayout, extraOf: (doc: Doc) => string | null): (doc: Doc, position: number) => Param[] {
  const fields = Object.entries(layout.columns);
  for (const [field] of fields) if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(field)) throw new Error(`not a column name: ${field}`);
  const paramOf = ([field, type]: [string, ColumnType]) => {
    const v = `d.${field}`;
    if (type === "json") return `(${v} === undefined ? null : JSON.stringify(${v}))`;
    if (type === "boolean") return `(${v} === undefined || ${v} === null ? null : ${v} ? 1 : 0)`;
    return `(${v} === undefined ? null : ${v})`;
  };
  const present = fields.map(([field]) => `(d.${field} !== undefined)`).join(" + ");
  const body = `
    let keys = 0;
    for (const _ in d) keys++;
    const extra = keys > 1 + ${present} ? extraOf(d) : null;
    return [d.id, position, ${fields.map(paramOf).join(", ")}, extra];`;
  return new Function("extraOf", `return (d, position) => {${body}}`)(extraOf);
}
