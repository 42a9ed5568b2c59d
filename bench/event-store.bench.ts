import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EVENT_LOG_SCHEMA, SqliteEventStore } from "@labledger/adapters/event-store/sqlite";
import { openSqliteReadModels } from "@labledger/adapters/read-store/sqlite-read-models";
import { newEvent, SYSTEM_ACTOR, uuidv7 } from "@labledger/events";
import { PROJECTIONS, rebuildProjections } from "@labledger/projections";
import Database from "better-sqlite3";
import { payload, type Rate, rate } from "./measure";

const fresh = (name: string) => join(mkdtempSync(join(tmpdir(), `labledger-bench-${name}-`)), "events.sqlite");

/** Plain better-sqlite3 at the store's durability (WAL, synchronous=FULL): the baseline. */
function rawDatabase(): Database.Database {
  const db = new Database(fresh("raw"));
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.exec("CREATE TABLE events (global_position INTEGER PRIMARY KEY AUTOINCREMENT, stream_id TEXT, type TEXT, data TEXT)");
  return db;
}

export async function rawOneTransactionPerEvent(events: number): Promise<Rate> {
  const db = rawDatabase();
  const insert = db.prepare("INSERT INTO events (stream_id, type, data) VALUES (?, ?, ?)");
  const result = await rate(events, () => {
    for (let i = 0; i < events; i++) insert.run(`s-${i % 16}`, "ModuleFieldEdited", JSON.stringify(payload(i)));
  });
  db.close();
  return result;
}

const probe = (i: number) => ({ type: "BenchProbe", version: 1, data: payload(i), metadata: { actor: SYSTEM_ACTOR } });

/** Durable appends of one event each, from `writers` concurrent writers, each on its own stream. */
export async function storeAppend(events: number, writers: number): Promise<Rate> {
  const store = new SqliteEventStore(fresh("append"));
  const perWriter = Math.floor(events / writers);
  const result = await rate(perWriter * writers, () =>
    Promise.all(
      Array.from({ length: writers }, async (_, w) => {
        for (let i = 0; i < perWriter; i++) {
          await store.append(`stream-${w}`, [probe(i)], { expectedRevision: i === 0 ? "no_stream" : i - 1 });
        }
      }),
    ).then(() => undefined),
  );
  await store.close();
  return result;
}

/**
 * The ceiling of group commit on this disk: plain better-sqlite3 writing rows of the store's
 * own schema (its indexes included) in transactions of `batch` at synchronous=FULL, with none
 * of the store's work (no checks, no sealing, no hashing). The store cannot beat it.
 */
export async function rawBatchesOfTheStoreSchema(events: number, batch: number): Promise<Rate> {
  const db = new Database(fresh("ceiling"));
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.exec(EVENT_LOG_SCHEMA);
  const insert = db.prepare(
    "INSERT INTO events (stream_id, stream_position, event_id, type, version, data, metadata, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const metadata = JSON.stringify({
    actor: SYSTEM_ACTOR,
    time: new Date().toISOString(),
    correlationId: uuidv7(),
    causationId: uuidv7(),
  });
  const writeBatch = db.transaction((from: number) => {
    for (let i = from; i < from + batch; i++) {
      const hash = createHash("sha256").update(String(i)).digest("hex");
      insert.run(
        `stream-${i % batch}`,
        Math.floor(i / batch),
        uuidv7(),
        "BenchProbe",
        1,
        JSON.stringify(payload(i)),
        metadata,
        hash,
      );
    }
  });
  const result = await rate(events, () => {
    for (let from = 0; from + batch <= events; from += batch) writeBatch(from);
  });
  db.close();
  return result;
}

export interface AppendFigures {
  readonly raw: Rate;
  readonly one: Rate;
  readonly sixteen: Rate;
  readonly ceiling: Rate;
  /** 16 writers ÷ raw, of every round, in the order they ran. */
  readonly ratios: readonly number[];
}

/**
 * Appends measured in rounds, each taking its own raw baseline, one writer, sixteen writers
 * and the ceiling back to back, so a disk that is busy for a while weighs on all of them
 * alike; the round with the median ratio is reported, and every ratio is listed.
 */
export async function appendFigures(rounds: number, rawEvents: number, storeEvents: number): Promise<AppendFigures> {
  const runs: Array<Omit<AppendFigures, "ratios"> & { ratio: number }> = [];
  for (let round = 0; round < rounds; round++) {
    const raw = await rawOneTransactionPerEvent(rawEvents);
    const one = await storeAppend(rawEvents, 1);
    const sixteen = await storeAppend(storeEvents, 16);
    const ceiling = await rawBatchesOfTheStoreSchema(storeEvents, 16);
    runs.push({ raw, one, sixteen, ceiling, ratio: sixteen.perSecond / raw.perSecond });
  }
  const median = [...runs].sort((a, b) => a.ratio - b.ratio)[Math.floor(runs.length / 2)]!;
  return { raw: median.raw, one: median.one, sixteen: median.sixteen, ceiling: median.ceiling, ratios: runs.map((r) => r.ratio) };
}

/** A realistic log for reading and rebuilding: members who log in many times. */
export async function memberLog(events: number): Promise<SqliteEventStore> {
  const store = new SqliteEventStore(fresh("log"));
  const members = 200;
  const meta = { actor: SYSTEM_ACTOR };
  const appends: Promise<unknown>[] = [];
  for (let m = 0; m < members; m++) {
    const data = {
      memberId: `m${m}`,
      account: `user${m}`,
      realName: `研究员${m}`,
      passwordHash: "x",
      departmentId: null,
      language: "zh-CN" as const,
      isOrganisationAdmin: false,
    };
    const logins = Array.from({ length: Math.floor(events / members) - 1 }, (_, i) =>
      newEvent({ type: "MemberLoggedIn", data: { memberId: `m${m}`, sessionId: `s${i}` } }, meta),
    );
    appends.push(
      store.append(`member-user${m}`, [newEvent({ type: "MemberRegistered", data }, meta), ...logins], {
        expectedRevision: "no_stream",
      }),
    );
  }
  await Promise.all(appends);
  return store;
}

export interface ReadFigures {
  readonly rawSelect: Rate;
  readonly rawSelectAndParse: Rate;
  readonly storeReadAll: Rate;
  /** perProjection: seconds spent projecting and writing each read model (the log is read once for all). */
  readonly rebuild: Rate & { readonly perProjection: Record<string, number> };
}

/**
 * One realistic log, read four ways: plain better-sqlite3 pages of rows (the floor),
 * plain better-sqlite3 pages with the JSON decoded (the raw read-all baseline), the
 * store's readAll, and a rebuild of every read model into fresh collections.
 */
export async function readFigures(events: number): Promise<ReadFigures> {
  const store = await memberLog(events);
  const total = await store.headPosition();
  const raw = new Database(store.path, { readonly: true });
  const select = raw.prepare("SELECT * FROM events WHERE global_position > ? ORDER BY global_position LIMIT 1000");
  const rawPages = (decode: boolean) => () => {
    let after = 0;
    for (;;) {
      const page = select.all(after) as Array<{ global_position: number; data: string; metadata: string }>;
      if (page.length === 0) break;
      if (decode) {
        for (const row of page) {
          JSON.parse(row.data);
          JSON.parse(row.metadata);
        }
      }
      after = page[page.length - 1]!.global_position;
    }
  };
  const rawSelect = await rate(total, rawPages(false));
  const rawSelectAndParse = await rate(total, rawPages(true));
  raw.close();
  const storeReadAll = await rate(total, async () => {
    let after = 0;
    for (;;) {
      const page = await store.readAll({ after, limit: 1000 });
      if (page.length === 0) break;
      after = page[page.length - 1]!.metadata.globalPosition;
    }
  });
  const readStore = await openSqliteReadModels(mkdtempSync(join(tmpdir(), "labledger-bench-rm-")));
  const perProjection: Record<string, number> = {};
  const rebuild = await rate(total, async () => {
    const results = await rebuildProjections(store, readStore, PROJECTIONS);
    for (const [i, projection] of PROJECTIONS.entries()) perProjection[projection.name] = results[i]!.seconds;
  });
  await readStore.close();
  await store.close();
  return { rawSelect, rawSelectAndParse, storeReadAll, rebuild: { ...rebuild, perProjection } };
}
