import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SqliteEventStore } from "@labledger/adapters/event-store/sqlite";
import { main } from "@labledger/cli";
import { type NewEvent, SYSTEM_ACTOR } from "@labledger/events";
import { GlobalChain } from "@labledger/events/node";
import { startCheckpointing } from "@labledger/notifier";
import type Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { openAsAttacker, resealStream } from "../support/file-attacker";
import { MemoryTimestampAuthority } from "../support/memory-timestamp-authority";

const run = async (...argv: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join("\n"), err: err.join("\n") };
};

const saved = (label: string, percent: number): NewEvent => ({
  type: "ModuleSaved",
  version: 1,
  data: { label, field: "yield", value: `${percent} %` },
  metadata: { actor: SYSTEM_ACTOR },
});

interface Row {
  global_position: number;
  stream_id: string;
  stream_position: number;
  hash: string;
}

const rowAt = (db: Database.Database, streamId: string, position: number) =>
  db.prepare("SELECT * FROM events WHERE stream_id = ? AND stream_position = ?").get(streamId, position) as Row;

describe("labledger verify against signed checkpoints and a witness (issue 15)", () => {
  let original: string;
  let publicKey: string;
  let witness: string;

  beforeAll(async () => {
    original = mkdtempSync(join(tmpdir(), "labledger-signed-"));
    const outside = mkdtempSync(join(tmpdir(), "labledger-operator-"));
    witness = join(outside, "witness");
    const env = {
      LABLEDGER_CHECKPOINT_KEY: join(outside, "checkpoint-key.pem"),
      LABLEDGER_WITNESS: witness,
      LABLEDGER_CHECKPOINT_EVERY: "4",
    };
    const store = new SqliteEventStore(join(original, "events.sqlite"));
    // Three records whose saves interleave in global order: 5 + 3 + 2 events.
    const plan: Array<[string, number]> = [
      ["experiment-a", 81],
      ["experiment-b", 10],
      ["experiment-a", 83],
      ["experiment-c", 50],
      ["experiment-b", 11],
      ["experiment-a", 85],
      ["experiment-b", 12],
      ["experiment-a", 87],
      ["experiment-c", 51],
      ["experiment-a", 89],
    ];
    for (const [stream, percent] of plan) await store.append(stream, [saved(stream, percent)], { expectedRevision: "any" });
    const lines: string[] = [];
    const checkpointer = await startCheckpointing(store, original, env, (l) => lines.push(l));
    await checkpointer.checkpointUpTo(await store.headPosition());
    await checkpointer.stop();
    await store.close();
    publicKey = join(outside, "checkpoint-key.pub.pem");
    expect(lines.join("\n")).toMatch(/back this file up/);
    expect(existsSync(publicKey)).toBe(true);
  });

  /** A copy of the data directory to tamper with (the witness stays where the operator put it). */
  const copy = (): string => {
    const dir = mkdtempSync(join(tmpdir(), "labledger-attacked-"));
    cpSync(original, dir, { recursive: true });
    return dir;
  };
  const verify = (dir: string) => run("verify", "--data", dir, "--public-key", publicKey, "--witness", witness);

  it("passes the untouched log, stating its checkpoints", async () => {
    const result = await verify(original);
    expect(result.err).toBe("");
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/verified: 10 events in 3 streams, every hash chain intact/);
    expect(result.out).toMatch(
      /checkpoints: 3 signed with key [0-9a-f]{16}, matching the witness in .*; the log matches them up to global position 10/,
    );
  });

  it("says so when the public key cannot be read, and checks nothing", async () => {
    const result = await run("verify", "--data", original, "--public-key", join(original, "no-such-key.pem"));
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/^cannot read an Ed25519 public key from .*no-such-key\.pem: /);
  });

  it("an edited event whose own hash was recomputed (the last of its stream, so its chain still holds)", async () => {
    const dir = copy();
    const db = openAsAttacker(dir);
    const target = rowAt(db, "experiment-c", 1);
    db.prepare("UPDATE events SET data = replace(data, '51 %', '97 %') WHERE global_position = ?").run(target.global_position);
    resealStream(db, "experiment-c", 1, 1);
    db.close();
    const result = await verify(dir);
    expect(result.code).toBe(1);
    expect(result.err.split("\n")[0]).toBe(
      `BROKEN: stream experiment-c at position 1 (global position ${target.global_position}): changed: not the event the checkpoint at global position 10 covered here (stream experiment-c at position 1 (global position ${target.global_position})); edited, re-sealed or replaced`,
    );
  });

  it("a re-sealed stream: one field of an old event edited and every later hash of the stream recomputed", async () => {
    const dir = copy();
    const db = openAsAttacker(dir);
    const target = rowAt(db, "experiment-a", 1);
    db.prepare("UPDATE events SET data = replace(data, '83 %', '93 %') WHERE global_position = ?").run(target.global_position);
    resealStream(db, "experiment-a", 1);
    db.close();
    // Each stream's own chain now holds: without the checkpoints, verify is fooled (what the issue measured).
    const withoutCheckpoints = mkdtempSync(join(tmpdir(), "labledger-attacked-"));
    cpSync(join(dir, "events.sqlite"), join(withoutCheckpoints, "events.sqlite"));
    expect((await run("verify", "--data", withoutCheckpoints)).code).toBe(0);
    const result = await verify(dir);
    expect(result.code).toBe(1);
    const lines = result.err.split("\n");
    expect(lines[0]).toMatch(
      new RegExp(`^BROKEN: stream experiment-a at position 1 \\(global position ${target.global_position}\\): changed: `),
    );
    expect(lines.filter((l) => l.includes("experiment-a")).length).toBe(4);
    expect(result.err).not.toMatch(/hash-mismatch|broken-link/);
  });

  it("a truncated tail: the last events of the log deleted", async () => {
    const dir = copy();
    const db = openAsAttacker(dir);
    db.prepare("DELETE FROM events WHERE global_position > 8").run();
    db.close();
    const result = await verify(dir);
    expect(result.code).toBe(1);
    expect(result.err).toBe(
      "BROKEN: log truncated: it ends at global position 8, but the checkpoint at global position 10 covered 2 more events, from stream experiment-c at position 1 (global position 9)",
    );
  });

  it("the last event of a stream deleted in the middle of the log", async () => {
    const dir = copy();
    const db = openAsAttacker(dir);
    db.prepare("DELETE FROM events WHERE stream_id = 'experiment-b' AND stream_position = 2").run();
    db.close();
    const result = await verify(dir);
    expect(result.code).toBe(1);
    expect(result.err).toBe(
      "BROKEN: stream experiment-b at position 2 (global position 7): deleted: covered by a checkpoint, no longer in the log",
    );
  });

  it("a deleted stream: every event of one record removed", async () => {
    const dir = copy();
    const db = openAsAttacker(dir);
    db.prepare("DELETE FROM events WHERE stream_id = 'experiment-b'").run();
    db.close();
    const result = await verify(dir);
    expect(result.code).toBe(1);
    expect(result.err).toBe(
      "BROKEN: stream experiment-b deleted: its 3 events (global positions 2 to 7) were covered by checkpoints and are gone",
    );
  });

  it("reordered events: two events of different streams swap their global positions", async () => {
    const dir = copy();
    const db = openAsAttacker(dir);
    db.exec(`UPDATE events SET global_position = -1 WHERE global_position = 3;
             UPDATE events SET global_position = 3 WHERE global_position = 4;
             UPDATE events SET global_position = 4 WHERE global_position = -1;`);
    db.close();
    const result = await verify(dir);
    expect(result.code).toBe(1);
    expect(result.err).toBe(
      [
        "BROKEN: stream experiment-c at position 0 (global position 3): reordered: the checkpoint covered this event at global position 4",
        "BROKEN: stream experiment-a at position 1 (global position 4): reordered: the checkpoint covered this event at global position 3",
      ].join("\n"),
    );
  });

  it("the attacker also rewrites the data directory's checkpoints: the signature and the witness tell", async () => {
    const dir = copy();
    const db = openAsAttacker(dir);
    db.prepare("DELETE FROM events WHERE global_position > 6").run();
    const rows = db.prepare("SELECT * FROM events ORDER BY global_position").all() as Row[];
    db.close();
    // Drop the checkpoint that covered the tail and forge one for what is left (it cannot be signed).
    const file = join(dir, "checkpoints.jsonl");
    const records = readFileSync(file, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    const kept = records.filter((r) => r.checkpoint.position <= 6);
    const chain = new GlobalChain(
      kept.at(-1).checkpoint.globalHash,
      kept.at(-1).checkpoint.position,
      kept.at(-1).checkpoint.events,
    );
    const leaves = rows
      .filter((r) => r.global_position > chain.position)
      .map((r) => [r.global_position, r.stream_id, r.stream_position, r.hash]);
    for (const leaf of leaves) chain.next(leaf[0] as number, leaf[3] as string);
    const forged = { ...records.at(-1).checkpoint, position: chain.position, events: chain.events, globalHash: chain.hash };
    writeFileSync(file, [...kept, { checkpoint: forged, leaves }].map((r) => `${JSON.stringify(r)}\n`).join(""));

    const withWitness = await verify(dir);
    expect(withWitness.code).toBe(1);
    expect(withWitness.err).toMatch(
      /^BROKEN: checkpoint at global position 10: the witness has it, the data directory does not$/m,
    );
    expect(withWitness.err).toMatch(
      /^BROKEN: checkpoint at global position 6: the data directory has it, the witness does not$/m,
    );
    expect(withWitness.err).toMatch(/^BROKEN: log truncated: it ends at global position 6/m);

    const keyOnly = await run("verify", "--data", dir, "--public-key", publicKey);
    expect(keyOnly.code).toBe(1);
    expect(keyOnly.err).toBe("BROKEN: checkpoint at global position 6: its signature does not hold for the given public key");
  });
});

describe("labledger verify with a timestamp authority", () => {
  it("checks each checkpoint's token through the port, and names a checkpoint whose token was swapped", async () => {
    const dir = mkdtempSync(join(tmpdir(), "labledger-stamped-"));
    const outside = mkdtempSync(join(tmpdir(), "labledger-operator-"));
    const timestamps = new MemoryTimestampAuthority();
    const store = new SqliteEventStore(join(dir, "events.sqlite"));
    for (const percent of [81, 83, 85])
      await store.append("experiment-t", [saved("experiment-t", percent)], { expectedRevision: "any" });
    const env = { LABLEDGER_CHECKPOINT_KEY: join(outside, "key.pem"), LABLEDGER_CHECKPOINT_EVERY: "2" };
    const checkpointer = await startCheckpointing(store, dir, env, () => {}, { timestamps });
    await checkpointer.checkpointUpTo(3);
    await checkpointer.stop();
    await store.close();
    const verify = async () => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await main(
        ["verify", "--data", dir, "--public-key", join(outside, "key.pub.pem")],
        { out: (l) => out.push(l), err: (l) => err.push(l) },
        { timestamps },
      );
      return { code, out: out.join("\n"), err: err.join("\n") };
    };
    const intact = await verify();
    expect(intact.code).toBe(0);
    expect(intact.out).toMatch(/timestamped by CN=Memory TSA at /);

    // The token is not under the signature: swapping in the token of the other checkpoint is caught through the port.
    const file = join(dir, "checkpoints.jsonl");
    const records = readFileSync(file, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(records.map((r) => r.checkpoint.position)).toEqual([2, 3]);
    records[1].checkpoint.timestamp = records[0].checkpoint.timestamp;
    writeFileSync(file, records.map((r) => `${JSON.stringify(r)}\n`).join(""));
    const swapped = await verify();
    expect(swapped.code).toBe(1);
    expect(swapped.err).toBe("BROKEN: checkpoint at global position 3: its timestamp does not hold for it (RFC 3161 token)");
  });
});
