import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";

/**
 * A SQLite file holding an index rebuilt from the log (search, structures): WAL, and a relaxed
 * sync since the checkpoint commits with the writes (a lost tail is replayed). Its tables are
 * made anew (`schema` drops and creates them) whenever the stored layout is not `layout`.
 */
export function openIndexFile(path: string, layout: number, schema: string): Database.Database {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.transaction(() => {
    if (db.pragma("user_version", { simple: true }) === layout) return;
    db.exec(`${schema}\nPRAGMA user_version = ${layout};`);
  }).immediate();
  return db;
}
