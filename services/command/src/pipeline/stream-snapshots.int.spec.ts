import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SqliteEventStore } from "@labledger/adapters/event-store/sqlite";
import { SqliteSnapshotStore } from "@labledger/adapters/snapshot-store/sqlite";
import { type ExperimentEvent, type ExperimentState, experiment, experimentFold, fold } from "@labledger/domain";
import { acting } from "@labledger/domain/access/acting.fixtures";
import { INPUT_ADDED, RECORD_CREATED } from "@labledger/domain/experiment/record.fixtures";
import { generatedRecordHistory, seeded } from "@labledger/domain/experiment/record-history.fixtures";
import { newEvent, type RecordedEvent, SYSTEM_ACTOR, upcast } from "@labledger/events";
import { type EventStore, type ReadStreamOptions, WrongExpectedRevisionError } from "@labledger/ports";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { handleCommand } from "./handle-command";
import { foldVersionOf, StreamSnapshots } from "./stream-snapshots";

const SECRET = Buffer.from("a test secret of the session tokens");
const STREAM = "experiment-e1";
const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((o) => o.close()));
});

const freshDir = () => mkdtempSync(join(tmpdir(), "labledger-stream-snapshots-"));
function eventLog(dir = freshDir()) {
  const store = new SqliteEventStore(join(dir, "events.sqlite"));
  opened.push(store);
  /** The options of every readStream: whether a fold started from a snapshot. */
  const reads: ReadStreamOptions[] = [];
  const counted = new Proxy(store, {
    get(target, property) {
      if (property === "readStream")
        return (streamId: string, options: ReadStreamOptions = {}) => {
          reads.push(options);
          return target.readStream(streamId, options);
        };
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  }) as EventStore;
  return { events: counted, reads };
}
function snapshotFile(dir = freshDir()) {
  const file = join(dir, "snapshots.sqlite");
  const store = new SqliteSnapshotStore(file);
  opened.push(store);
  return { file, store };
}
const append = (events: EventStore, history: readonly ExperimentEvent[]) =>
  events.append(
    STREAM,
    history.map((e) => newEvent(e, { actor: SYSTEM_ACTOR })),
    { expectedRevision: "any" },
  );
const wholeFold = async (events: EventStore): Promise<ExperimentState> =>
  (await events.readStream(STREAM))
    .map((e) => upcast(e) as unknown as ExperimentEvent)
    .reduce(experiment.evolve, experiment.initialState());
const problemsOf = (snapshots: { problems: string[] }) => snapshots.problems;
function snapshotsOver(store: SqliteSnapshotStore, every: number) {
  const problems: string[] = [];
  const snapshots = new StreamSnapshots(store, { every, secret: SECRET, onProblem: (problem) => problems.push(problem) });
  return Object.assign(snapshots, { problems });
}

describe("a record folded from its snapshot and the events after it", () => {
  it("equals the full fold, over generated histories appended in random pieces", async () => {
    let foldsFromSnapshots = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const random = seeded(seed);
      const history = generatedRecordHistory(seed, 60 + random.int(340));
      const { events, reads } = eventLog();
      const { store } = snapshotFile();
      const every = 3 + random.int(40);
      const snapshots = snapshotsOver(store, every);
      for (let at = 0; at < history.length; ) {
        const piece = history.slice(at, at + 1 + random.int(30));
        await append(events, piece);
        at += piece.length;
        const whole = await wholeFold(events);
        // The same process (from the fold it kept) and a process just started (from the snapshot file).
        const restarted = snapshotsOver(store, every);
        for (const [process, folded] of [
          ["kept", await snapshots.fold(events, STREAM, experimentFold)],
          ["restarted", await restarted.fold(events, STREAM, experimentFold)],
        ] as const) {
          await Promise.all([snapshots.settled(), restarted.settled()]);
          expect(folded.state, `seed ${seed} at ${at}, ${process}`).toEqual(whole);
          expect(JSON.stringify(folded.state)).toBe(JSON.stringify(whole));
          expect(folded.revision).toBe(at - 1);
          expect(await folded.history()).toEqual(await events.readStream(STREAM));
        }
        expect(problemsOf(restarted)).toEqual([]);
      }
      foldsFromSnapshots += reads.filter((r) => (r.fromRevision ?? 0) > 0).length;
      expect(problemsOf(snapshots)).toEqual([]);
    }
    // The property was tested where it matters: most folds started from a kept fold or a snapshot.
    expect(foldsFromSnapshots).toBeGreaterThan(60);
  });

  it("reads only the events after the snapshot: a stream of 1,000 events is folded from its last ones", async () => {
    const { events, reads } = eventLog();
    const { store } = snapshotFile();
    const snapshots = snapshotsOver(store, 100);
    await append(events, generatedRecordHistory(11, 1_000));
    await snapshots.fold(events, STREAM, experimentFold);
    await snapshots.settled();
    reads.length = 0;
    // A process just started has no fold of its own: it starts from the snapshot.
    const folded = await snapshotsOver(store, 100).fold(events, STREAM, experimentFold);
    expect(reads).toEqual([{ fromRevision: 999 }]);
    expect(folded.state).toEqual(await wholeFold(events));
  });

  it("a process folds again only what was appended since its own last fold, and never a fold the stream no longer holds", async () => {
    const { events, reads } = eventLog();
    const snapshots = snapshotsOver(snapshotFile().store, 10_000);
    const history = generatedRecordHistory(12, 300);
    await append(events, history.slice(0, 200));
    await snapshots.fold(events, STREAM, experimentFold);
    await append(events, history.slice(200));
    reads.length = 0;
    const folded = await snapshots.fold(events, STREAM, experimentFold);
    expect(reads).toEqual([{ fromRevision: 199 }]);
    expect(folded.state).toEqual(await wholeFold(events));
    // The same stream id in another log: the event at the kept revision differs, so it is folded whole.
    const other = eventLog();
    await append(other.events, generatedRecordHistory(13, 300));
    const whole = await wholeFold(other.events);
    other.reads.length = 0;
    expect((await snapshots.fold(other.events, STREAM, experimentFold)).state).toEqual(whole);
    expect(other.reads).toEqual([{ fromRevision: 299 }, {}]);
  });
});

describe("a snapshot that may not be believed is ignored: the stream is folded whole, never an error", () => {
  async function withSnapshot(every = 10) {
    const dir = freshDir();
    const { events, reads } = eventLog(dir);
    const { file, store } = snapshotFile(dir);
    const snapshots = snapshotsOver(store, every);
    await append(events, generatedRecordHistory(21, 120));
    await snapshots.fold(events, STREAM, experimentFold);
    await snapshots.settled();
    expect(await store.latest(STREAM, foldVersionOf(experimentFold))).toMatchObject({ revision: 119 });
    return { dir, events, reads, file, store, snapshots };
  }
  const edit = (file: string, sql: string) => {
    const db = new Database(file);
    db.exec(sql);
    db.close();
  };

  it("one edited in the file (its seal no longer matches)", async () => {
    const { events, reads, file, store } = await withSnapshot();
    edit(file, `UPDATE snapshots SET state = replace(state, '"created":true', '"created":false')`);
    reads.length = 0;
    const snapshots = snapshotsOver(store, 10);
    const folded = await snapshots.fold(events, STREAM, experimentFold);
    expect(folded.state).toEqual(await wholeFold(events));
    expect(folded.state.created).toBe(true);
    expect(reads[0]).toEqual({});
    expect(problemsOf(snapshots)).toEqual(["snapshot ignored: seal does not match"]);
  });

  it("one made by another version of the fold, however well sealed", async () => {
    const { events, store } = await withSnapshot();
    // Older code whose evolve kept another shape: its snapshot must never reach this code.
    const older = snapshotsOver(store, 10);
    const olderFold = { ...experimentFold, stateVersion: 0, evolve: () => ({ stale: true }) as unknown as ExperimentState };
    await append(events, generatedRecordHistory(22, 30).slice(1));
    await older.fold(events, STREAM, olderFold);
    await older.settled();
    const current = snapshotsOver(store, 1_000);
    expect((await current.fold(events, STREAM, experimentFold)).state).toEqual(await wholeFold(events));
  });

  it("one whose stream no longer holds the event it was made at", async () => {
    const { store } = await withSnapshot();
    // The same stream id in another log, with other events: the chain hash at that revision differs.
    const { events: other } = eventLog();
    await append(other, generatedRecordHistory(23, 200));
    const snapshots = snapshotsOver(store, 1_000);
    expect((await snapshots.fold(other, STREAM, experimentFold)).state).toEqual(await wholeFold(other));
    expect(problemsOf(snapshots)).toEqual(["snapshot ignored: the stream no longer holds the event it was made at"]);
    // A log shorter than the snapshot (truncated, or restored from an older copy).
    const { events: shorter } = eventLog();
    await append(shorter, generatedRecordHistory(21, 50));
    expect((await snapshots.fold(shorter, STREAM, experimentFold)).state).toEqual(await wholeFold(shorter));
  });

  it("a snapshot file that is not a database", async () => {
    const dir = freshDir();
    const { events } = eventLog(dir);
    writeFileSync(join(dir, "snapshots.sqlite"), "not a database, but bytes someone wrote here ".repeat(200));
    const snapshots = snapshotsOver(snapshotFile(dir).store, 5);
    await append(events, generatedRecordHistory(24, 40));
    expect((await snapshots.fold(events, STREAM, experimentFold)).state).toEqual(await wholeFold(events));
    await snapshots.settled();
    expect(problemsOf(snapshots)).toEqual([
      expect.stringMatching(/^snapshot unreadable: /),
      expect.stringMatching(/^snapshot not written: /),
    ]);
  });
});

describe("the command path over a snapshot", () => {
  const me = acting("owner", { admin: true });
  const metadata = { actor: SYSTEM_ACTOR };
  const save = (value: string, lastCacheTime: number) =>
    ({
      type: "SaveModule",
      moduleId: "m1",
      content: { fields: { value }, rows: [] },
      isAuto: false,
      lastCacheTime,
      now: new Date(lastCacheTime + 1_000),
      actor: me,
    }) as const;
  async function longRecord() {
    const { events, reads } = eventLog();
    const snapshots = snapshotsOver(snapshotFile().store, 20);
    await append(events, [RECORD_CREATED, INPUT_ADDED]);
    let cacheTime = 0;
    for (let i = 0; i < 60; i++) {
      const saved = await handleCommand(events, STREAM, experiment, (state) => save(`${i} %`, state.modules[0]!.cacheTime), {
        metadata,
        snapshots: { from: snapshots, fold: experimentFold },
      });
      cacheTime = (saved.events[0]!.data as { cacheTime: number }).cacheTime;
      await snapshots.settled();
    }
    return { events, reads, snapshots, cacheTime };
  }

  it("decides on the snapshot's state and appends after the revision read", async () => {
    const { events, reads, cacheTime } = await longRecord();
    expect(reads.filter((r) => (r.fromRevision ?? 0) > 0).length).toBeGreaterThan(30);
    const state = await wholeFold(events);
    expect(state.modules[0]).toMatchObject({ content: { fields: { value: "59 %" } }, cacheTime });
    expect((await events.readStream(STREAM)).map((e) => e.metadata.streamPosition)).toEqual([...Array(62).keys()]);
  });

  it("still refuses a save on a stale copy, and an append after another writer's", async () => {
    const { events, snapshots, cacheTime } = await longRecord();
    const context = { metadata, snapshots: { from: snapshots, fold: experimentFold } };
    await expect(handleCommand(events, STREAM, experiment, () => save("stale", cacheTime - 1), context)).rejects.toMatchObject({
      key: "module.changedSinceLoaded",
    });
    // Another writer appends between this command's read and its append: the expected revision refuses it.
    const raced = handleCommand(
      events,
      STREAM,
      experiment,
      async (state) => {
        await append(events, [{ type: "ModuleRenamed", data: { experimentId: "e1", moduleId: "m1", from: "Yield", to: "Y" } }]);
        return save("late", state.modules[0]!.cacheTime);
      },
      context,
    );
    await expect(raced).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect((await wholeFold(events)).modules[0]!.content.fields).toEqual({ value: "59 %" });
  });

  it("answers a repeated client command id with its first result, though the snapshot was made after it", async () => {
    const { events, reads } = eventLog();
    const snapshots = snapshotsOver(snapshotFile().store, 5);
    const context = { metadata, clientCommandId: "member-1/c-1", snapshots: { from: snapshots, fold: experimentFold } };
    await append(events, [RECORD_CREATED, INPUT_ADDED]);
    const first = await handleCommand(events, STREAM, experiment, () => save("87 %", 0), context);
    await append(events, generatedRecordHistory(31, 40).slice(2));
    await snapshots.fold(events, STREAM, experimentFold);
    await snapshots.settled();
    reads.length = 0;
    // Deciding again would refuse (the copy is stale now); the first answer is given instead.
    const repeated = await handleCommand(events, STREAM, experiment, () => save("87 %", 0), context);
    expect(repeated).toEqual({ ...first, duplicate: true });
    expect(reads).toEqual([{}]);
  });
});

/** What a fold of a history would be without the store: the domain's own fold (a cross-check of the test's helper). */
it("the test's whole fold is the domain's fold", async () => {
  const { events } = eventLog();
  const history = generatedRecordHistory(41, 80);
  await append(events, history);
  expect(await wholeFold(events)).toEqual(fold(experiment, history));
  const recorded: RecordedEvent[] = await events.readStream(STREAM);
  expect(recorded).toHaveLength(80);
});
