// The lag probe of each target: the record list's read model, read by id where the target keeps it.
import Database from "better-sqlite3";
import { MongoClient } from "mongodb";
import type { ReadModelProbe } from "../workload";

/** A table in a SQLite file another process writes (WAL: this read-only connection never blocks it). */
export function sqliteProbe(file: string, table: string): ReadModelProbe {
  let db: Database.Database | undefined;
  let select: Database.Statement<[string]> | undefined;
  return {
    async shows(recordId) {
      // Opened at the first probe: the service makes the file and the table when it starts.
      db ??= new Database(file, { readonly: true, fileMustExist: true });
      select ??= db.prepare<[string]>(`SELECT 1 FROM "${table}" WHERE id = ?`);
      return select.get(recordId) !== undefined;
    },
    async close() {
      db?.close();
    },
  };
}

/** A collection on the MongoDB-wire server, by `_id` (the one lookup FerretDB answers from its index). */
export async function mongoProbe(url: string, database: string, collection: string): Promise<ReadModelProbe> {
  const client = await MongoClient.connect(url, { maxPoolSize: 2 });
  const docs = client.db(database).collection<{ _id: string }>(collection);
  return {
    shows: async (recordId) => (await docs.findOne({ _id: recordId }, { projection: { _id: 1 } })) !== null,
    close: () => client.close(),
  };
}
