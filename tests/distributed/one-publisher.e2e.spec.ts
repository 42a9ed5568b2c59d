import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CheckpointFile } from "@labledger/adapters/checkpoint/checkpoint-file";
import { SqliteEventStore } from "@labledger/adapters/event-store/sqlite";
import { SYSTEM_ACTOR, uuidv7 } from "@labledger/events";
import { Kafka, logLevel } from "kafkajs";
import { afterAll, describe, expect, it } from "vitest";
import { patience, until } from "../support/patience";

const { MONGODB_URL, KAFKA_BROKERS } = process.env;
const root = join(import.meta.dirname, "../..");
const CHECKPOINT_KEY = "labledger-checkpoints";

interface Seen {
  readonly key: string;
  readonly id: string;
  readonly sequence: number;
  readonly streamposition: number;
}

/**
 * Issue 22: several notifier processes on one log (shared LABLEDGER_DATA, leases on the
 * MongoDB-wire server) and the real broker, while a writer appends. One publishes, the others
 * stand by; the active one killed with SIGKILL is replaced by a standby. A read_committed
 * consumer must see every event exactly once, each stream in order.
 */
describe.skipIf(!MONGODB_URL || !KAFKA_BROKERS).each([
  { leases: "mongodb", withMongo: true },
  // Without MONGODB_URL the lease (and the read models) live under the shared LABLEDGER_DATA: one host.
  { leases: "sqlite", withMongo: false },
])("exactly one publisher: notifiers at once, one killed, one paused (leases: $leases)", ({ leases, withMongo }) => {
  const run = uuidv7().replace(/-/g, "").slice(-10);
  const topic = `labledger.e2e.fence.${run}`;
  const dataDir = mkdtempSync(join(tmpdir(), "labledger-fence-"));
  const { MONGODB_URL: _mongo, ...withoutMongo } = process.env;
  const env = {
    ...(withMongo ? process.env : withoutMongo),
    LABLEDGER_DATA: dataDir,
    MONGODB_DATABASE: `labledger_fence_${run}`,
    KAFKA_TOPIC: topic,
    LABLEDGER_CHECKPOINT_EVERY: "25",
    LABLEDGER_NOTIFIER_LEASE_SECONDS: "2",
  };
  const notifiers: Array<{ name: string; child: ChildProcess; output: string[] }> = [];
  const start = (name: string) => {
    const child = spawn(process.execPath, ["--import", "tsx", "services/notifier/src/main.ts"], { cwd: root, env });
    const output: string[] = [];
    child.stdout?.on("data", (d) => output.push(String(d)));
    child.stderr?.on("data", (d) => output.push(String(d)));
    child.on("exit", (code, signal) => output.push(`[exited: ${code ?? signal}]\n`));
    notifiers.push({ name, child, output });
  };
  const said = (pattern: RegExp) => notifiers.filter((n) => pattern.test(n.output.join("")));
  const allOutput = (): string => notifiers.map((n) => `--- ${n.name}\n${n.output.join("")}`).join("\n");
  const alive = () => notifiers.filter((n) => n.child.exitCode === null && n.child.signalCode === null);
  const log = new SqliteEventStore(join(dataDir, "events.sqlite"), { readByOtherProcesses: true });
  const seen: Seen[] = [];
  const kafka = new Kafka({ clientId: "labledger-fence", brokers: KAFKA_BROKERS?.split(",") ?? [], logLevel: logLevel.NOTHING });
  const consumer = kafka.consumer({ groupId: `fence-${run}`, readUncommitted: false });

  afterAll(async () => {
    for (const n of alive()) {
      n.child.kill("SIGCONT");
      n.child.kill("SIGTERM");
    }
    await Promise.all(alive().map((n) => new Promise((r) => n.child.once("exit", r))));
    await consumer.disconnect().catch(() => {});
    await log.close();
  });

  /** Appends `count` events over `streams` streams, a few at a time, as writers would. */
  const write = async (count: number, streams: number, offset: number) => {
    for (let i = 0; i < count; i++) {
      const stream = `probe-${run}-${(offset + i) % streams}`;
      await log.append(stream, [{ type: "FenceProbe", version: 1, data: { i: offset + i }, metadata: { actor: SYSTEM_ACTOR } }], {
        expectedRevision: "any",
      });
      if (i % 10 === 9) await new Promise((next) => setTimeout(next, 20));
    }
  };

  it("publishes every event once, each stream in order, with one active notifier and a standby taking over", async () => {
    start("A");
    start("B");
    await until("both to start", () => said(/LabLedger notifier: publishing/).length === 2, {
      timeout: 60_000,
      interval: 100,
    }).catch((error) => {
      throw new Error(`${error.message}\n${allOutput()}`);
    });
    expect(said(new RegExp(`holds the lease \\(${leases}\\)`))).toHaveLength(2);
    await until("one notifier to take the lease", () => said(/took over the lease/).length === 1, {
      timeout: 60_000,
      interval: 100,
    }).catch((error) => {
      throw new Error(`${error.message}\n${allOutput()}`);
    });
    // The topic exists once a notifier has connected to the broker.
    await consumer.connect();
    await consumer.subscribe({ topic, fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) => {
        const value = JSON.parse(String(message.value));
        seen.push({ key: String(message.key), id: value.id, sequence: value.sequence, streamposition: value.streamposition });
      },
    });
    await write(150, 12, 0);
    await until("the first 150 events on the topic", () => seen.filter((s) => s.key !== CHECKPOINT_KEY).length >= 150, {
      timeout: 60_000,
      interval: 100,
    }).catch((error) => {
      throw new Error(`${error.message} (saw ${seen.length})\n${allOutput()}`);
    });
    const active = said(/took over the lease/)[0]!;
    const standby = notifiers.find((n) => n !== active)!;
    expect(standby.output.join("")).toMatch(/stands by to take over/);
    expect(standby.output.join("")).toMatch(/作为热备等待接管/);

    // The active one dies mid-way while writers go on; a third notifier starts beside the standby.
    const writing = write(150, 12, 150);
    await new Promise((next) => setTimeout(next, 300));
    active.child.kill("SIGKILL");
    start("C");
    await writing;
    await until("the standby or the new one to take over", () => said(/took over the lease/).length === 2, {
      timeout: 30_000,
      interval: 100,
    }).catch((error) => {
      throw new Error(`${error.message}\n${allOutput()}`);
    });
    await until("all 300 events on the topic", () => seen.filter((s) => s.key !== CHECKPOINT_KEY).length >= 300, {
      timeout: 60_000,
      interval: 100,
    }).catch((error) => {
      throw new Error(`${error.message}\n${allOutput()}`);
    });

    // A zombie: the active one paused (SIGSTOP) past its lease while writers go on; another takes over,
    // then the paused one wakes up in the middle of its work.
    const second = said(/took over the lease/).find((n) => n !== active)!;
    const writingMore = write(150, 12, 300);
    await new Promise((next) => setTimeout(next, 200));
    second.child.kill("SIGSTOP");
    await until("a third holder to take over from the paused one", () => said(/took over the lease/).length === 3, {
      timeout: 30_000,
      interval: 100,
    }).catch((error) => {
      throw new Error(`${error.message}\n${allOutput()}`);
    });
    second.child.kill("SIGCONT");
    await writingMore;
    await until("the paused one to notice it lost the lease", () => /lost the lease/.test(second.output.join("")), {
      timeout: 30_000,
      interval: 100,
    });
    await until("all 450 events on the topic", () => seen.filter((s) => s.key !== CHECKPOINT_KEY).length >= 450, {
      timeout: 60_000,
      interval: 100,
    }).catch((error) => {
      throw new Error(`${error.message}\n${allOutput()}`);
    });
    // Anything published twice would come now: the new holder has caught up to the head already.
    const head = await log.headPosition();
    await new Promise((next) => setTimeout(next, patience(2_000)));

    const events = seen.filter((s) => s.key !== CHECKPOINT_KEY);
    const ids = events.map((s) => s.id);
    expect(ids.length - new Set(ids).size, "duplicates").toBe(0);
    expect(events).toHaveLength(head);
    expect(new Set(events.map((s) => s.sequence))).toEqual(new Set(Array.from({ length: head }, (_, i) => i + 1)));
    const orderBreaks = [...new Set(events.map((s) => s.key))].filter((key) => {
      const positions = events.filter((s) => s.key === key).map((s) => s.streamposition);
      return positions.some((p, i) => p !== i);
    });
    expect(orderBreaks, "streams out of order").toEqual([]);
    // Every checkpoint signed into the data directory reaches the topic, also one signed by the
    // killed notifier just before it died (the next holder publishes it), and none twice.
    const signed = () => new CheckpointFile(dataDir).checkpoints().map((c) => `checkpoint-${c.position}`);
    const published = () => seen.filter((s) => s.key === CHECKPOINT_KEY).map((s) => s.id);
    await until("every signed checkpoint on the topic", () => signed().every((id) => published().includes(id)), {
      timeout: 30_000,
      interval: 100,
    }).catch((error) => {
      throw new Error(`${error.message}: signed ${signed()}, published ${published()}\n${allOutput()}`);
    });
    expect(signed().length).toBeGreaterThan(0);
    expect(published().length - new Set(published()).size, "checkpoint duplicates").toBe(0);
  }, 240_000);
});
