import type Database from "better-sqlite3";
import type { Param } from "./sqlite-json-filter";

/** Statements prepared for a query's shape (its SQL), kept for the next query of the same shape; the oldest goes first. */
export class StatementCache {
  private readonly prepared = new Map<string, Database.Statement<Param[]>>();

  constructor(
    private readonly db: Database.Database,
    private readonly size = 64,
  ) {}

  statement(sql: string): Database.Statement<Param[]> {
    let statement = this.prepared.get(sql);
    if (!statement) {
      if (this.prepared.size >= this.size) this.prepared.delete(this.prepared.keys().next().value!);
      statement = this.db.prepare<Param[]>(sql);
      this.prepared.set(sql, statement);
    }
    return statement;
  }
}
