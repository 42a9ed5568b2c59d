import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { InProcessBus } from "@labledger/adapters/bus/in-process";
import { CheckpointFile } from "@labledger/adapters/checkpoint/checkpoint-file";
import { readPublicKey } from "@labledger/adapters/checkpoint/signing-key";
import { SqliteEventStore } from "@labledger/adapters/event-store/sqlite";
import { type CheckpointRecord, newEvent, type SignedCheckpoint, SYSTEM_ACTOR } from "@labledger/events";
import { checkCheckpointRecords, checkpointDigest, checkpointSignatureValid } from "@labledger/events/node";
import type { BusMessage } from "@labledger/ports";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MemoryTimestampAuthority } from "../../../tests/support/memory-timestamp-authority";
import { CheckpointSetupError, startCheckpointing } from "./checkpointing";
import { DownstreamPublisher } from "./publisher";

const dept = (n: number) =>
  newEvent(
    { type: "DepartmentCreated", data: { departmentId: `d${n}`, name: `部门${n}`, parentId: null } },
    { actor: SYSTEM_ACTOR },
  );

describe("checkpointer", () => {
  let dir: string;
  let outside: string;
  let events: SqliteEventStore;
  let lines: string[];
  const env = () => ({
    LABLEDGER_CHECKPOINT_KEY: join(outside, "key.pem"),
    LABLEDGER_WITNESS: join(outside, "witness"),
    LABLEDGER_CHECKPOINT_EVERY: "3",
  });
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "labledger-cp-"));
    outside = mkdtempSync(join(tmpdir(), "labledger-cp-key-"));
    events = new SqliteEventStore(join(dir, "events.sqlite"), { pollMs: 50 });
    lines = [];
  });
  afterEach(async () => {
    await events.close();
  });

  const records = (where: string): CheckpointRecord[] => new CheckpointFile(where).records();

  it("signs a checkpoint every N events, the same in the data directory and the witness, each continuing the global chain", async () => {
    const checkpointer = await startCheckpointing(events, dir, env(), (l) => lines.push(l));
    for (let n = 1; n <= 7; n++) await events.append(`organisation-${n % 2}`, [dept(n)], { expectedRevision: "any" });
    await expect.poll(() => records(dir).length).toBe(2);
    // The seventh event may not have reached the checkpointer yet: stop seals only what was read.
    await checkpointer.checkpointUpTo(7);
    await checkpointer.stop();
    const kept = records(dir);
    expect(kept.map((r) => [r.checkpoint.position, r.checkpoint.events, r.leaves.length])).toEqual([
      [3, 3, 3],
      [6, 6, 3],
      [7, 7, 1],
    ]);
    expect(readFileSync(join(outside, "witness", "checkpoints.jsonl"), "utf8")).toBe(
      readFileSync(join(dir, "checkpoints.jsonl"), "utf8"),
    );
    const publicKey = readPublicKey(join(outside, "key.pub.pem"));
    expect(checkCheckpointRecords(kept, publicKey)).toEqual([]);
    const forged = { ...kept[1]!, checkpoint: { ...kept[1]!.checkpoint, events: 5 } };
    expect(checkpointSignatureValid(forged.checkpoint, publicKey)).toBe(false);
    expect(lines.join("\n")).toMatch(/已生成检查点签名密钥.*\n.*back this file up/);
  });

  it("gives the witness, at the next start, the checkpoints it missed when the process died between the two appends", async () => {
    const witness = join(outside, "witness");
    const first = await startCheckpointing(events, dir, env(), () => {});
    for (let n = 1; n <= 3; n++) await events.append("organisation-1", [dept(n)], { expectedRevision: "any" });
    await first.checkpointUpTo(3);
    await first.stop();
    // What a kill after the data directory's append leaves: checkpoint 6 there, not in the witness.
    const { LABLEDGER_WITNESS: _, ...withoutWitness } = env();
    const killed = await startCheckpointing(events, dir, withoutWitness, () => {});
    for (let n = 4; n <= 6; n++) await events.append("organisation-1", [dept(n)], { expectedRevision: "any" });
    await killed.checkpointUpTo(6);
    await killed.stop();
    expect([records(dir), records(witness)].map((r) => r.map((c) => c.checkpoint.position))).toEqual([[3, 6], [3]]);

    const restarted = await startCheckpointing(events, dir, env(), () => {});
    expect(records(witness).map((r) => r.checkpoint.position)).toEqual([3, 6]);
    for (let n = 7; n <= 9; n++) await events.append("organisation-1", [dept(n)], { expectedRevision: "any" });
    await restarted.checkpointUpTo(9);
    await restarted.stop();
    expect(readFileSync(join(witness, "checkpoints.jsonl"), "utf8")).toBe(readFileSync(join(dir, "checkpoints.jsonl"), "utf8"));
    expect(checkCheckpointRecords(records(witness), readPublicKey(join(outside, "key.pub.pem")))).toEqual([]);
  });

  it("makes a checkpoint every T seconds when fewer than N events came", async () => {
    const checkpointer = await startCheckpointing(events, dir, { ...env(), LABLEDGER_CHECKPOINT_SECONDS: "1" }, () => {});
    await events.append("organisation-1", [dept(1)], { expectedRevision: "no_stream" });
    await expect.poll(() => records(dir).map((r) => r.checkpoint.position), { timeout: 10_000 }).toEqual([1]);
    await checkpointer.stop();
  });

  it("upgrades an existing log in place: the first checkpoint covers the log as it stood, made at start", async () => {
    for (let n = 1; n <= 2; n++) await events.append("organisation-1", [dept(n)], { expectedRevision: "any" });
    const checkpointer = await startCheckpointing(events, dir, { ...env(), LABLEDGER_CHECKPOINT_EVERY: "1000" }, () => {});
    await expect.poll(() => records(dir).map((r) => r.checkpoint.position)).toEqual([2]);
    await checkpointer.stop();
    // A restart goes on from the last checkpoint's head, not from the start.
    await events.append("organisation-1", [dept(3)], { expectedRevision: "any" });
    const again = await startCheckpointing(events, dir, { ...env(), LABLEDGER_CHECKPOINT_EVERY: "1000" }, () => {});
    await again.checkpointUpTo(3);
    await again.stop();
    expect(records(dir).map((r) => [r.checkpoint.position, r.leaves.length])).toEqual([
      [2, 2],
      [3, 1],
    ]);
    expect(checkCheckpointRecords(records(dir))).toEqual([]);
  });

  it("stores the authority's timestamp with each checkpoint, verified through the port; a failed stamp stops nothing and is retried on the next", async () => {
    const timestamps = new MemoryTimestampAuthority();
    timestamps.failNext = 1;
    const checkpointer = await startCheckpointing(events, dir, env(), (l) => lines.push(l), { timestamps });
    for (let n = 1; n <= 6; n++) await events.append("organisation-1", [dept(n)], { expectedRevision: "any" });
    await expect.poll(() => records(dir).length).toBe(2);
    await checkpointer.stop();
    const [first, second] = records(dir).map((r) => r.checkpoint) as [SignedCheckpoint, SignedCheckpoint];
    expect(first.timestamp).toBeUndefined();
    expect(lines.join("\n")).toMatch(/position 3 got no trusted timestamp: Error: TSA unreachable.*next checkpoint asks again/);
    expect(second.timestamp).toMatchObject({ authority: "CN=Memory TSA" });
    expect(await timestamps.verify(second.timestamp!, checkpointDigest(second))).toMatchObject({ valid: true });
    expect(await timestamps.verify(second.timestamp!, checkpointDigest(first))).toMatchObject({ valid: false });
  });

  it("publishes each checkpoint on the downstream bus through the publisher", async () => {
    const bus = new InProcessBus(join(dir, "bus-checkpoint.json"));
    const received: BusMessage[] = [];
    bus.on((m) => received.push(...m));
    const publisher = new DownstreamPublisher(events, bus, { source: "/labledger/test" });
    await publisher.start();
    const checkpointer = await startCheckpointing(events, dir, env(), () => {}, { publisher });
    for (let n = 1; n <= 3; n++) await events.append("organisation-1", [dept(n)], { expectedRevision: "any" });
    await expect.poll(() => received.filter((m) => m.key === "labledger-checkpoints").length).toBe(1);
    // The checkpoint message leaves the publisher's own position alone: every event goes out once.
    await expect.poll(() => bus.checkpoint()).toBe(3);
    await checkpointer.stop();
    await publisher.stop();
    const message = received.find((m) => m.key === "labledger-checkpoints")!.value;
    expect(message).toMatchObject({ id: "checkpoint-3", type: "com.labledger.Checkpoint.v1", sequence: 3 });
    expect(message.data).toEqual(records(dir)[0]!.checkpoint);
    expect(received.filter((m) => m.key !== "labledger-checkpoints").map((m) => m.value.sequence)).toEqual([1, 2, 3]);
  });

  it("publishes after a restart the checkpoints signed but never published (killed between signing and publishing)", async () => {
    const unpublished = await startCheckpointing(events, dir, env(), () => {});
    for (let n = 1; n <= 6; n++) await events.append("organisation-1", [dept(n)], { expectedRevision: "any" });
    await expect.poll(() => records(dir).length).toBe(2);
    await unpublished.stop();
    const bus = new InProcessBus(join(dir, "bus-checkpoint.json"));
    const received: BusMessage[] = [];
    bus.on((m) => received.push(...m));
    const publisher = new DownstreamPublisher(events, bus, { source: "/labledger/test" });
    await publisher.start();
    const restarted = await startCheckpointing(events, dir, env(), () => {}, { publisher });
    expect(await publisher.publishMissedCheckpoints(new CheckpointFile(dir).checkpoints())).toBe(2);
    expect(received.filter((m) => m.key === "labledger-checkpoints").map((m) => m.value.id)).toEqual([
      "checkpoint-3",
      "checkpoint-6",
    ]);
    expect(await publisher.publishMissedCheckpoints(new CheckpointFile(dir).checkpoints())).toBe(0);
    await restarted.stop();
    await publisher.stop();
    expect(await bus.signedCheckpoint()).toBe(6);
  });

  it("writes no checkpoint once the lease is no longer held, and none on a stop after losing it", async () => {
    let held = true;
    const checkpointer = await startCheckpointing(events, dir, env(), () => {}, { holds: () => held });
    for (let n = 1; n <= 3; n++) await events.append("organisation-1", [dept(n)], { expectedRevision: "any" });
    await expect.poll(() => records(dir).length).toBe(1);
    held = false;
    for (let n = 4; n <= 6; n++) await events.append("organisation-1", [dept(n)], { expectedRevision: "any" });
    await checkpointer.checkpointUpTo(6);
    await checkpointer.stop("lost");
    expect(records(dir).map((r) => r.checkpoint.position)).toEqual([3]);
  });

  it("refuses a key or a witness inside the data directory, in both languages", async () => {
    await expect(
      startCheckpointing(events, dir, { LABLEDGER_CHECKPOINT_KEY: join(dir, "keys", "k.pem") }, () => {}),
    ).rejects.toThrow(CheckpointSetupError);
    await expect(
      startCheckpointing(
        events,
        dir,
        { LABLEDGER_CHECKPOINT_KEY: join(outside, "k.pem"), LABLEDGER_WITNESS: join(dir, "w") },
        () => {},
      ),
    ).rejects.toThrow(/拒绝启动：检查点见证目录.*\n.*Refusing to start: the checkpoint witness directory/);
  });
});
