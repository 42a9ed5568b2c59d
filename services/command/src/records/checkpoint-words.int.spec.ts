import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CheckpointIndex } from "@labledger/adapters/checkpoint/checkpoint-index";
import { SqliteEventStore } from "@labledger/adapters/event-store/sqlite";
import { newEvent, SYSTEM_ACTOR } from "@labledger/events";
import { startCheckpointing } from "@labledger/notifier";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkpointWords, lastCheckpointWords } from "./checkpoint-words";
import { formatTime } from "./experiment-trace";

const saved = (n: number) =>
  newEvent(
    { type: "DepartmentCreated", data: { departmentId: `d${n}`, name: `部门${n}`, parentId: null } },
    { actor: SYSTEM_ACTOR },
  );

describe("what the checkpoints say of a record, in words", () => {
  let dir: string;
  let events: SqliteEventStore;
  let env: Record<string, string>;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "labledger-words-"));
    env = { LABLEDGER_CHECKPOINT_KEY: join(mkdtempSync(join(tmpdir(), "labledger-words-key-")), "key.pem") };
    events = new SqliteEventStore(join(dir, "events.sqlite"), { pollMs: 50 });
  });
  afterEach(async () => {
    await events.close();
  });

  it("an upgraded data directory: the record was recorded before checkpoints began, the first checkpoint covers it", async () => {
    for (let n = 1; n <= 2; n++) await events.append("experiment-old", [saved(n)], { expectedRevision: "any" });
    // Checkpoints begin (the first start of this version): the record's events are in the past.
    const checkpointer = await startCheckpointing(events, dir, env, () => {});
    const first = await checkpointer.checkpointUpTo(2);
    await events.append("experiment-old", [saved(3)], { expectedRevision: "any" });
    const index = new CheckpointIndex(dir);
    const stored = await events.readStream("experiment-old");
    const coverage = index.coverage(stored);
    expect(coverage).toEqual({
      state: "pending",
      last: { position: 2, time: first!.time, timestamp: null },
      first: { position: 2, time: first!.time },
      uncoveredEvents: 1,
      changedAt: null,
    });
    const upgraded = coverage;
    const time = formatTime(first!.time);
    expect(checkpointWords("en", upgraded)).toBe(
      `Last signed checkpoint: position 2, ${time}; this record's 1 newest events came after it and wait for the next one. Recorded before checkpoints began; first checkpoint at position 2, ${time}`,
    );
    expect(checkpointWords("zh-CN", upgraded)).toBe(
      `最近的签名检查点：位置 2，${time}；本记录最新的 1 个事件在其之后，等待下一个检查点。记录于检查点启用之前；首个检查点：位置 2，${time}`,
    );
    expect(lastCheckpointWords("en", index.latestFacts())).toBe(`Last signed checkpoint of the log: position 2, ${time}`);
    await checkpointer.stop();
  });

  it("states the authority's time when the checkpoint has one, and that no checkpoint exists yet", () => {
    const last = {
      position: 9,
      time: "2026-11-23T10:00:00.000Z",
      timestamp: { time: "2026-11-23T10:00:01.000Z", authority: "CN=Lab TSA" },
    };
    const words = checkpointWords("en", { state: "covered", last, first: null, uncoveredEvents: 0, changedAt: null });
    expect(words).toBe(
      `Covered by the last signed checkpoint of the log: position 9, ${formatTime(last.time)}; timestamped by CN=Lab TSA at ${formatTime(last.timestamp.time)}`,
    );
    expect(lastCheckpointWords("zh-CN", null)).toBe("日志尚无签名检查点");
  });
});
