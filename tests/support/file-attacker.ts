import { join } from "node:path";
import { GENESIS_HASH } from "@labledger/events";
import { eventHash } from "@labledger/events/node";
import Database from "better-sqlite3";

interface EventRow {
  global_position: number;
  stream_id: string;
  stream_position: number;
  event_id: string;
  type: string;
  version: number;
  data: string;
  metadata: string;
  hash: string;
}

/** What someone who can write the data directory does first: drop the append-only triggers of the SQLite log. */
export function openAsAttacker(dataDir: string): Database.Database {
  const db = new Database(join(dataDir, "events.sqlite"));
  db.exec("DROP TRIGGER IF EXISTS events_no_update; DROP TRIGGER IF EXISTS events_no_delete");
  return db;
}

/**
 * Recomputes the SHA-256 chain of a stream from `from` on (only `count` events when given), as the
 * attacker of issue 15 did after editing an event: the stream's own chain holds again.
 */
export function resealStream(db: Database.Database, streamId: string, from = 0, count?: number): void {
  const rows = db.prepare("SELECT * FROM events WHERE stream_id = ? ORDER BY stream_position").all(streamId) as EventRow[];
  let prevHash = from === 0 ? GENESIS_HASH : rows[from - 1]!.hash;
  for (const row of rows.slice(from, count === undefined ? undefined : from + count)) {
    const stored = { ...JSON.parse(row.metadata), prevHash };
    const metadata = { ...stored, eventId: row.event_id, streamId, streamPosition: row.stream_position };
    const hash = eventHash({ type: row.type, version: row.version, data: JSON.parse(row.data), metadata });
    db.prepare("UPDATE events SET metadata = ?, hash = ? WHERE global_position = ?").run(
      JSON.stringify(stored),
      hash,
      row.global_position,
    );
    prevHash = hash;
  }
}
