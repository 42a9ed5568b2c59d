import { EventEmitter } from "node:events";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { NewEvent, RecordedEvent } from "@labledger/events";
import { EMPTY_STREAM_HEAD, type StreamHead, sealEvents } from "@labledger/events/node";
import {
  type AppendOptions,
  type AppendResult,
  CorruptEventError,
  checkExpectedRevision,
  type EventStore,
  type ReadAllOptions,
  type ReadStreamOptions,
  type SubscribeOptions,
  type Subscription,
} from "@labledger/ports";
import Database from "better-sqlite3";
import { catchUpSubscription } from "./catch-up";
import { type SyncFile, WalSync } from "./wal-sync";

export const EVENT_LOG_SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  global_position INTEGER PRIMARY KEY AUTOINCREMENT,
  stream_id       TEXT    NOT NULL,
  stream_position INTEGER NOT NULL,
  event_id        TEXT    NOT NULL UNIQUE,
  type            TEXT    NOT NULL,
  version         INTEGER NOT NULL,
  data            TEXT    NOT NULL,
  metadata        TEXT    NOT NULL,
  hash            TEXT    NOT NULL,
  UNIQUE (stream_id, stream_position)
);
-- No index on type: reads by type scan in position order (through one SQLite sorted every page), and
-- every index is one more scattered page in each commit. Older files lose theirs here.
DROP INDEX IF EXISTS events_by_type;
CREATE TABLE IF NOT EXISTS commands (
  client_command_id TEXT PRIMARY KEY,
  stream_id         TEXT    NOT NULL,
  first_global      INTEGER NOT NULL,
  last_global       INTEGER NOT NULL
);
-- The log is append-only: the database itself refuses to change or delete an event.
CREATE TRIGGER IF NOT EXISTS events_no_update BEFORE UPDATE ON events
  BEGIN SELECT RAISE(ABORT, 'events are append-only'); END;
CREATE TRIGGER IF NOT EXISTS events_no_delete BEFORE DELETE ON events
  BEGIN SELECT RAISE(ABORT, 'events are append-only'); END;
`;

interface Row {
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

type Outcome = { readonly result: AppendResult } | { readonly error: unknown };

type CheckedAppend = { readonly head: StreamHead } | { readonly result: AppendResult };

interface PendingAppend {
  streamId: string;
  events: readonly NewEvent[];
  options: AppendOptions;
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
}

export interface SqliteEventStoreOptions {
  /** How often a subscription reads the log again in any case (a safety net; commits are watched). */
  readonly pollMs?: number;
  /**
   * How often a subscribed store asks SQLite whether another connection committed
   * (`PRAGMA data_version`, a read of the shared-memory index: microseconds), so processes
   * that share the file see each other's appends within this time rather than the poll's.
   */
  readonly watchMs?: number;
  /**
   * Other processes read the file (the distributed mode's projections and notifier): a commit
   * must then be durable before any reader can see it, so SQLite syncs inside the commit
   * (synchronous=FULL) instead of after it.
   */
  readonly readByOtherProcesses?: boolean;
  /** How the write-ahead log is made durable (tests hold or fail it). */
  readonly syncFile?: SyncFile;
}

/**
 * The embedded event log: one SQLite file in WAL mode. Appends that arrive together are
 * group-committed: one transaction for all of them, each checked on its own. The commit is
 * made durable off the event loop (WalSync: fdatasync of the WAL on the thread pool), so the
 * next batch is sealed and committed while the disk syncs the last one. An append is
 * acknowledged, and its events become visible to readers, only once its commit is durable,
 * so an acknowledged append survives a power cut and nobody reads what a crash could undo.
 */
export class SqliteEventStore implements EventStore {
  readonly kind = "sqlite";
  private readonly db: Database.Database;
  private readonly notices = new EventEmitter();
  private queue: PendingAppend[] = [];
  private flushScheduled = false;
  private readonly statements;
  private readonly pollMs: number;
  private readonly byTypes = new Map<string, Database.Statement<unknown[], Row>>();
  private readonly walSync: WalSync | undefined;
  /** First global position of each committed batch whose sync is still running, oldest first. */
  private readonly notDurable: number[] = [];
  private lastDurable: Promise<unknown> = Promise.resolve();
  private readonly watchMs: number;
  private subscriptions = 0;
  private watch: NodeJS.Timeout | undefined;

  constructor(
    readonly path: string,
    options: SqliteEventStoreOptions = {},
  ) {
    if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    this.db.pragma("journal_mode = WAL");
    const syncAfterCommit = path !== ":memory:" && !options.readByOtherProcesses;
    this.db.pragma(`synchronous = ${syncAfterCommit ? "NORMAL" : "FULL"}`);
    this.db.pragma("busy_timeout = 5000");
    this.db.exec(EVENT_LOG_SCHEMA);
    this.walSync = syncAfterCommit ? new WalSync(path, options.syncFile) : undefined;
    this.pollMs = options.pollMs ?? 1000;
    this.watchMs = options.watchMs ?? 10;
    this.notices.setMaxListeners(0);
    this.statements = {
      // The head of a stream is its last event, found through the (stream_id, stream_position) index.
      head: this.db.prepare<[string], { revision: number; hash: string }>(
        "SELECT stream_position AS revision, hash FROM events WHERE stream_id = ? ORDER BY stream_position DESC LIMIT 1",
      ),
      insert: this.db.prepare(
        "INSERT INTO events (stream_id, stream_position, event_id, type, version, data, metadata, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      ),
      command: this.db.prepare<[string], { stream_id: string; first_global: number; last_global: number }>(
        "SELECT stream_id, first_global, last_global FROM commands WHERE client_command_id = ?",
      ),
      recordCommand: this.db.prepare(
        "INSERT INTO commands (client_command_id, stream_id, first_global, last_global) VALUES (?, ?, ?, ?)",
      ),
      range: this.db.prepare<[string, number, number], Row>(
        "SELECT * FROM events WHERE stream_id = ? AND global_position BETWEEN ? AND ? ORDER BY global_position",
      ),
      stream: this.db.prepare<[string, number, number, number], Row>(
        "SELECT * FROM events WHERE stream_id = ? AND stream_position >= ? AND global_position < ? ORDER BY stream_position LIMIT ?",
      ),
      all: this.db.prepare<[number, number, number], Row>(
        "SELECT * FROM events WHERE global_position > ? AND global_position < ? ORDER BY global_position LIMIT ?",
      ),
      dataVersion: this.db.prepare<[], number>("PRAGMA data_version").pluck(),
      maxPosition: this.db.prepare<[number], { p: number | null }>(
        "SELECT max(global_position) AS p FROM events WHERE global_position < ?",
      ),
    };
  }

  append(streamId: string, events: readonly NewEvent[], options: AppendOptions): Promise<AppendResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ streamId, events, options, resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  /**
   * Commits the waiting appends in one transaction, then settles each once that commit is
   * durable: refusals and duplicates too, since they were decided on what the commit holds.
   */
  private flush(): void {
    const batch = this.queue;
    this.queue = [];
    this.flushScheduled = false;
    const failure = this.walSync?.failure;
    if (failure) {
      for (const pending of batch) pending.reject(failure);
      return;
    }
    let committed: { outcomes: Outcome[]; firstPosition: number | undefined };
    try {
      committed = this.commit(batch);
    } catch (error) {
      for (const pending of batch) pending.reject(error);
      return;
    }
    const settle = () => {
      batch.forEach((pending, i) => {
        const outcome = committed.outcomes[i]!;
        if ("error" in outcome) pending.reject(outcome.error);
        else pending.resolve(outcome.result);
      });
      this.notices.emit("appended");
    };
    if (!this.walSync) {
      settle();
      return;
    }
    const { firstPosition } = committed;
    if (firstPosition !== undefined) this.notDurable.push(firstPosition);
    this.lastDurable = this.walSync.whenDurable().then(
      () => {
        if (firstPosition !== undefined) this.notDurable.splice(this.notDurable.indexOf(firstPosition), 1);
        settle();
      },
      (error) => {
        for (const pending of batch) pending.reject(error);
      },
    );
  }

  /**
   * Each append is checked (idempotency, expected revision) before it writes anything, so a
   * refused append leaves the shared transaction untouched and needs no savepoint; an error
   * while writing is a fault of the database and fails the whole batch.
   */
  private commit(batch: readonly PendingAppend[]): { outcomes: Outcome[]; firstPosition: number | undefined } {
    const outcomes: Outcome[] = [];
    let firstPosition: number | undefined;
    // IMMEDIATE: the write lock first. A transaction begun as a read and turned into a write is
    // refused at once ("database is locked", no busy wait) when another process appended between.
    this.db
      .transaction(() => {
        for (const pending of batch) {
          let checked: CheckedAppend;
          try {
            checked = this.check(pending);
          } catch (error) {
            outcomes.push({ error });
            continue;
          }
          if ("result" in checked) {
            outcomes.push({ result: checked.result });
            continue;
          }
          const result = this.write(pending, checked.head);
          firstPosition ??= result.events[0]!.metadata.globalPosition;
          outcomes.push({ result });
        }
      })
      .immediate();
    return { outcomes, firstPosition };
  }

  /** Readers see no event at or after this position: its commit is not durable yet. */
  private get readBound(): number {
    return this.notDurable[0] ?? Number.MAX_SAFE_INTEGER;
  }

  /** Decides, without writing, whether an append goes ahead: its stream head, or its earlier result. */
  private check({ streamId, events, options }: PendingAppend): CheckedAppend {
    if (options.clientCommandId !== undefined) {
      const earlier = this.statements.command.get(options.clientCommandId);
      if (earlier) {
        const stored = this.statements.range.all(earlier.stream_id, earlier.first_global, earlier.last_global).map(toRecorded);
        return {
          result: {
            events: stored,
            nextExpectedRevision: stored[stored.length - 1]!.metadata.streamPosition,
            position: earlier.last_global,
            duplicate: true,
          },
        };
      }
    }
    const head: StreamHead = this.statements.head.get(streamId) ?? EMPTY_STREAM_HEAD;
    checkExpectedRevision(streamId, options.expectedRevision, head.revision);
    if (events.length === 0)
      return { result: { events: [], nextExpectedRevision: head.revision, position: 0, duplicate: false } };
    return { head };
  }

  private write({ streamId, events, options }: PendingAppend, head: StreamHead): AppendResult {
    const sealed = sealEvents(events, { streamId, head, time: new Date(), clientCommandId: options.clientCommandId });
    for (const event of sealed) {
      const info = this.statements.insert.run(...columnsOf(event));
      // The sealed events are fresh objects of this call: complete them in place.
      (event.metadata as { globalPosition: number }).globalPosition = Number(info.lastInsertRowid);
    }
    const last = sealed[sealed.length - 1]!;
    if (options.clientCommandId !== undefined) {
      this.statements.recordCommand.run(
        options.clientCommandId,
        streamId,
        sealed[0]!.metadata.globalPosition,
        last.metadata.globalPosition,
      );
    }
    return {
      events: sealed,
      nextExpectedRevision: last.metadata.streamPosition,
      position: last.metadata.globalPosition,
      duplicate: false,
    };
  }

  /**
   * Writes already-recorded events exactly as they are (ids, positions, times, hashes): the
   * import half of an export/import round trip. The caller verifies the chains first.
   */
  async importRecorded(events: readonly RecordedEvent[]): Promise<void> {
    const insert = this.db.prepare(
      "INSERT INTO events (global_position, stream_id, stream_position, event_id, type, version, data, metadata, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
    );
    const claimCommand = this.db.prepare(
      "INSERT INTO commands (client_command_id, stream_id, first_global, last_global) VALUES (?, ?, ?, ?) ON CONFLICT(client_command_id) DO UPDATE SET last_global = excluded.last_global",
    );
    this.db.transaction(() => {
      for (const event of events) {
        const { globalPosition, streamId, clientCommandId } = event.metadata;
        insert.run(globalPosition, ...columnsOf(event));
        if (clientCommandId !== undefined) claimCommand.run(clientCommandId, streamId, globalPosition, globalPosition);
      }
    })();
    await this.walSync?.whenDurable();
    this.notices.emit("appended");
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    return this.statements.stream.all(streamId, options.fromRevision ?? 0, this.readBound, options.limit ?? -1).map(toRecorded);
  }

  async readAll(options: ReadAllOptions): Promise<RecordedEvent[]> {
    if (!options.types) return this.statements.all.all(options.after ?? 0, this.readBound, options.limit).map(toRecorded);
    const key = options.types.join("\u0000");
    let statement = this.byTypes.get(key);
    if (!statement) {
      const placeholders = options.types.map(() => "?").join(",");
      // `+type` keeps SQLite on the primary key, in position order, should a type index come back:
      // through one it would fetch and sort every remaining row of those types for each page.
      statement = this.db.prepare<unknown[], Row>(
        `SELECT * FROM events WHERE +type IN (${placeholders}) AND global_position > ? AND global_position < ? ORDER BY global_position LIMIT ?`,
      );
      this.byTypes.set(key, statement);
    }
    return statement.all(...options.types, options.after ?? 0, this.readBound, options.limit).map(toRecorded);
  }

  async headPosition(): Promise<number> {
    return this.statements.maxPosition.get(this.readBound)?.p ?? 0;
  }

  subscribe(options: SubscribeOptions): Subscription {
    if (this.subscriptions++ === 0) this.watchOtherConnections();
    const subscription = catchUpSubscription(
      {
        readAll: (o) => this.readAll(o),
        onChange: (listener) => {
          this.notices.on("appended", listener);
          return () => this.notices.off("appended", listener);
        },
        pollMs: this.pollMs,
      },
      options,
    );
    let stopped = false;
    return {
      stop: async () => {
        await subscription.stop();
        if (stopped) return;
        stopped = true;
        if (--this.subscriptions === 0) this.stopWatching();
      },
    };
  }

  /** Wakes the subscriptions when another connection (another process, mostly) commits to the file. */
  private watchOtherConnections(): void {
    let seen = this.statements.dataVersion.get();
    this.watch = setInterval(() => {
      const now = this.statements.dataVersion.get();
      if (now === seen) return;
      seen = now;
      this.notices.emit("appended");
    }, this.watchMs);
    this.watch.unref();
  }

  private stopWatching(): void {
    clearInterval(this.watch);
    this.watch = undefined;
  }

  async close(): Promise<void> {
    this.stopWatching();
    if (this.flushScheduled) await new Promise((r) => setImmediate(r));
    await this.lastDurable;
    await this.walSync?.close();
    this.db.close();
  }
}

/** The columns of an event row after global_position; ids and positions live in columns, not the metadata JSON. */
function columnsOf(event: RecordedEvent): [string, number, string, string, number, string, string, string] {
  const { globalPosition: _g, streamId, streamPosition, eventId, hash, ...rest } = event.metadata;
  return [streamId, streamPosition, eventId, event.type, event.version, JSON.stringify(event.data), JSON.stringify(rest), hash];
}

function toRecorded(row: Row): RecordedEvent {
  try {
    // The parsed object is fresh: complete it in place rather than copying it (hot path of rebuilds).
    const metadata = JSON.parse(row.metadata);
    metadata.eventId = row.event_id;
    metadata.streamId = row.stream_id;
    metadata.streamPosition = row.stream_position;
    metadata.globalPosition = row.global_position;
    metadata.hash = row.hash;
    return { type: row.type, version: row.version, data: JSON.parse(row.data), metadata };
  } catch (error) {
    throw new CorruptEventError(row.stream_id, row.stream_position, row.global_position, error);
  }
}
