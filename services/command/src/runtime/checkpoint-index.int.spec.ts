import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CheckpointIndex } from "@labledger/adapters/checkpoint/checkpoint-index";
import { SqliteEventStore } from "@labledger/adapters/event-store/sqlite";
import { newEvent, type RecordedEvent, SYSTEM_ACTOR } from "@labledger/events";
import { startCheckpointing } from "@labledger/notifier";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const event = (n: number) =>
  newEvent(
    { type: "DepartmentCreated", data: { departmentId: `d${n}`, name: `部门${n}`, parentId: null } },
    { actor: SYSTEM_ACTOR },
  );

const withHash = (e: RecordedEvent, hash: string): RecordedEvent => ({ ...e, metadata: { ...e.metadata, hash } });

describe("a record checked against the checkpoints that covered it over several checkpoints", () => {
  let dir: string;
  let events: SqliteEventStore;
  let stream: RecordedEvent[];
  let index: CheckpointIndex;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "labledger-index-"));
    const env = { LABLEDGER_CHECKPOINT_KEY: join(mkdtempSync(join(tmpdir(), "labledger-index-key-")), "key.pem") };
    events = new SqliteEventStore(join(dir, "events.sqlite"), { pollMs: 50 });
    const checkpointer = await startCheckpointing(events, dir, env, () => {});
    // Given a record whose events interleave with another stream's and fall under three checkpoints
    let n = 0;
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 3; i++) {
        await events.append("experiment-a", [event(++n)], { expectedRevision: "any" });
        await events.append("experiment-b", [event(++n)], { expectedRevision: "any" });
      }
      await checkpointer.checkpointUpTo(n);
    }
    await checkpointer.stop();
    stream = await events.readStream("experiment-a");
    index = new CheckpointIndex(dir);
  });
  afterEach(async () => {
    await events.close();
  });

  it("an untouched record is covered", () => {
    expect(index.coverage(stream)).toMatchObject({ state: "covered", uncoveredEvents: 0, changedAt: null });
  });

  it("an event of the middle checkpoint changed: named by its stream and global position", () => {
    const edited = stream.map((e) => (e.metadata.streamPosition === 4 ? withHash(e, "0".repeat(64)) : e));
    expect(index.coverage(edited)).toMatchObject({
      state: "changed",
      changedAt: { streamPosition: 4, position: stream[4]!.metadata.globalPosition },
    });
  });

  it("the record's tail deleted: named as the first missing event", () => {
    expect(index.coverage(stream.slice(0, 7))).toMatchObject({
      state: "changed",
      changedAt: { streamPosition: 7, position: stream[6]!.metadata.globalPosition },
    });
  });

  it("an event deleted from the middle: named as the first that no longer matches", () => {
    const withoutOne = [...stream.slice(0, 2), ...stream.slice(3)];
    expect(index.coverage(withoutOne)).toMatchObject({ state: "changed", changedAt: { streamPosition: 2 } });
  });
});
