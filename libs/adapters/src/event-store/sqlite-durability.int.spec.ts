import { fdatasync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type NewEvent, SYSTEM_ACTOR } from "@labledger/events";
import type { AppendResult } from "@labledger/ports";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { until } from "../../../../tests/support/patience";
import { SqliteEventStore } from "./sqlite";
import type { SyncFile } from "./wal-sync";

const probe = (i: number): NewEvent => ({ type: "Probe", version: 1, data: { i }, metadata: { actor: SYSTEM_ACTOR } });
const freshPath = () => join(mkdtempSync(join(tmpdir(), "labledger-durable-")), "events.sqlite");

/** A sync the test releases or fails by hand; counts how many syncs ran. */
function heldSync() {
  const held: Array<(error: Error | null) => void> = [];
  const sync: SyncFile = (_fd, done) => held.push(done);
  return {
    sync,
    started: () => held.length,
    release: (error: Error | null = null) => held.shift()!(error),
  };
}

/** What a second connection, another process, finds in the file. */
const rowsOnDisk = (path: string): number => {
  const db = new Database(path, { readonly: true });
  const { n } = db.prepare("SELECT count(*) AS n FROM events").get() as { n: number };
  db.close();
  return n;
};

const stores: SqliteEventStore[] = [];
const open = (path: string, options: ConstructorParameters<typeof SqliteEventStore>[1]) => {
  const store = new SqliteEventStore(path, options);
  stores.push(store);
  return store;
};
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close().catch(() => undefined)));
});

describe("group commit: an append counts as written only once its commit is durable", () => {
  it("given a commit whose sync is still running, the append is not acknowledged and nobody in the process reads its events", async () => {
    const path = freshPath();
    const sync = heldSync();
    const store = open(path, { syncFile: sync.sync });
    let acknowledged: AppendResult | undefined;
    const appended = store.append("s", [probe(1)], { expectedRevision: "no_stream" }).then((r) => {
      acknowledged = r;
      return r;
    });
    await until("the commit to wait for its sync", () => sync.started() === 1);

    expect(rowsOnDisk(path)).toBe(1);
    expect(acknowledged).toBeUndefined();
    expect(await store.readStream("s")).toEqual([]);
    expect(await store.readAll({ limit: 10 })).toEqual([]);
    expect(await store.readAll({ limit: 10, types: ["Probe"] })).toEqual([]);
    expect(await store.headPosition()).toBe(0);

    sync.release();
    const result = await appended;
    expect(result.position).toBe(1);
    expect((await store.readStream("s")).map((e) => e.data)).toEqual([{ i: 1 }]);
    expect(await store.headPosition()).toBe(1);
  });

  it("given batches committed while a sync runs, one next sync makes all of them durable", async () => {
    const sync = heldSync();
    const store = open(freshPath(), { syncFile: sync.sync });
    const first = store.append("a", [probe(1)], { expectedRevision: "no_stream" });
    await until("the first sync to start", () => sync.started() === 1);
    const later = [
      store.append("b", [probe(2)], { expectedRevision: "no_stream" }),
      store.append("c", [probe(3)], { expectedRevision: "no_stream" }),
    ];
    await until("the later batches to be committed", () => rowsOnDisk(store.path) === 3);
    await new Promise((r) => setImmediate(r));
    expect(sync.started()).toBe(1);

    sync.release();
    await first;
    await until("the one sync for both later batches to start", () => sync.started() === 1);
    sync.release();
    expect((await Promise.all(later)).map((r) => r.position)).toEqual([2, 3]);
    expect(sync.started()).toBe(0);
  });

  it("given 32 concurrent writers on a real disk, they share syncs and every append is read back", async () => {
    let syncs = 0;
    const store = open(freshPath(), {
      syncFile: (fd, done) => {
        syncs++;
        fdatasync(fd, done);
      },
    });
    const perWriter = 10;
    await Promise.all(
      Array.from({ length: 32 }, async (_, w) => {
        for (let i = 0; i < perWriter; i++) {
          await store.append(`w-${w}`, [probe(i)], { expectedRevision: i === 0 ? "no_stream" : i - 1 });
        }
      }),
    );
    expect(await store.headPosition()).toBe(320);
    expect(syncs).toBeLessThan(320);
  });

  it("given a failed sync, the waiting append and every later one are refused, and the cause is named", async () => {
    const sync = heldSync();
    const store = open(freshPath(), { syncFile: sync.sync });
    const waiting = store.append("s", [probe(1)], { expectedRevision: "no_stream" });
    await until("the sync to start", () => sync.started() === 1);
    sync.release(new Error("EIO: i/o error"));
    await expect(waiting).rejects.toThrow(/could not be made durable.*EIO/);
    await expect(store.append("t", [probe(2)], { expectedRevision: "no_stream" })).rejects.toThrow(/could not be made durable/);
    expect(await store.readAll({ limit: 10 })).toEqual([]);
  });

  it("given other processes read the file, the commit itself is durable and no separate sync runs", async () => {
    const sync = heldSync();
    const store = open(freshPath(), { syncFile: sync.sync, readByOtherProcesses: true });
    const result = await store.append("s", [probe(1)], { expectedRevision: "no_stream" });
    expect(result.position).toBe(1);
    expect(sync.started()).toBe(0);
  });
});
