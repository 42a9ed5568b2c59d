import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { SnapshotStore, StreamSnapshot } from "@labledger/ports";
import Database from "better-sqlite3";

interface Row {
  stream_id: string;
  revision: number;
  fold_version: string;
  event_hash: string;
  state: string;
  seal: string;
}

/**
 * Snapshots in their own SQLite file beside the log (not in it: writing them never waits for,
 * nor holds up, the log's group commit). Opened on first use, so a process that never folds
 * (projections, notifier, CLI) leaves no file. One row per stream and fold version.
 */
export class SqliteSnapshotStore implements SnapshotStore {
  private opened?: {
    db: Database.Database;
    latest: Database.Statement;
    save: Database.Statement;
    dropOthers: Database.Statement;
  };

  constructor(private readonly path: string) {}

  async latest(streamId: string, foldVersion: string): Promise<StreamSnapshot | undefined> {
    const row = this.open().latest.get(streamId, foldVersion) as Row | undefined;
    return row && isComplete(row) ? toSnapshot(row) : undefined;
  }

  async save(snapshot: StreamSnapshot): Promise<void> {
    const { db, save, dropOthers } = this.open();
    db.transaction(() => {
      save.run(snapshot.streamId, snapshot.foldVersion, snapshot.revision, snapshot.eventHash, snapshot.state, snapshot.seal);
      dropOthers.run(snapshot.streamId, snapshot.foldVersion);
    })();
  }

  async close(): Promise<void> {
    this.opened?.db.close();
    this.opened = undefined;
  }

  private open() {
    if (this.opened) return this.opened;
    if (this.path !== ":memory:") mkdirSync(dirname(this.path), { recursive: true });
    // better-sqlite3 waits for a lock on the event loop: another process writing a snapshot is not worth waiting for.
    const db = new Database(this.path, { timeout: 0 });
    db.pragma("journal_mode = WAL");
    // WAL with NORMAL never corrupts the file on a crash; a snapshot lost with a power cut costs one full fold.
    db.pragma("synchronous = NORMAL");
    db.exec(`CREATE TABLE IF NOT EXISTS snapshots (
      stream_id TEXT NOT NULL, fold_version TEXT NOT NULL, revision INTEGER NOT NULL,
      event_hash TEXT NOT NULL, state TEXT NOT NULL, seal TEXT NOT NULL,
      PRIMARY KEY (stream_id, fold_version))`);
    this.opened = {
      db,
      latest: db.prepare(
        "SELECT stream_id, revision, fold_version, event_hash, state, seal FROM snapshots WHERE stream_id = ? AND fold_version = ?",
      ),
      save: db.prepare(
        `INSERT INTO snapshots (stream_id, fold_version, revision, event_hash, state, seal) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (stream_id, fold_version) DO UPDATE SET revision = excluded.revision, event_hash = excluded.event_hash,
           state = excluded.state, seal = excluded.seal
         WHERE excluded.revision > snapshots.revision`,
      ),
      dropOthers: db.prepare("DELETE FROM snapshots WHERE stream_id = ? AND fold_version <> ?"),
    };
    return this.opened;
  }
}

/** A row edited by hand may hold other types than the table declares: such a row is no snapshot. */
const isComplete = (row: Row): boolean =>
  Number.isInteger(row.revision) &&
  row.revision >= 0 &&
  [row.event_hash, row.state, row.seal].every((value) => typeof value === "string");

const toSnapshot = (row: Row): StreamSnapshot => ({
  streamId: row.stream_id,
  revision: row.revision,
  foldVersion: row.fold_version,
  eventHash: row.event_hash,
  state: row.state,
  seal: row.seal,
});
