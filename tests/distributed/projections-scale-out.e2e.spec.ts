import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SqliteEventStore } from "@labledger/adapters/event-store/sqlite";
import { MongoReadStore } from "@labledger/adapters/read-store/mongodb";
import { SqliteReadStore } from "@labledger/adapters/read-store/sqlite";
import { type EventData, newEvent, SYSTEM_ACTOR, uuidv7 } from "@labledger/events";
import type { ReadStore } from "@labledger/ports";
import { PROJECTIONS, projectionsByProcess, rebuildProjections } from "@labledger/projections";
import { MongoClient } from "mongodb";
import { afterAll, describe, expect, it } from "vitest";
import { patience, until } from "../support/patience";

const { MONGODB_URL } = process.env;
const root = join(import.meta.dirname, "../..");
const meta = { actor: SYSTEM_ACTOR };

/** A projections process of its own (services/projections/src/main.ts), as an operator starts it. */
class ProjectionsProcess {
  readonly output: string[] = [];
  readonly child: ChildProcess;
  readonly exited: Promise<number | null>;

  constructor(env: NodeJS.ProcessEnv, assignment?: string) {
    this.child = spawn(process.execPath, ["--import", "tsx", "services/projections/src/main.ts"], {
      cwd: root,
      env: { ...env, ...(assignment === undefined ? {} : { LABLEDGER_PROJECTIONS: assignment }) },
    });
    this.child.stdout!.on("data", (d) => this.output.push(String(d)));
    this.child.stderr!.on("data", (d) => this.output.push(String(d)));
    this.exited = new Promise((resolve) => this.child.once("exit", (code) => resolve(code)));
  }

  ready(): Promise<void> {
    return until("the projections process to start", () => this.said("LabLedger projections ("), {
      timeout: 60_000,
      interval: 100,
    }).catch((error) => {
      throw new Error(`${error.message}; it said:\n${this.output.join("")}`);
    });
  }

  said(text: string): boolean {
    return this.output.join("").includes(text);
  }

  /** SIGTERM, then its exit code. */
  async stop(): Promise<number | null> {
    if (this.child.exitCode === null) this.child.kill("SIGTERM");
    return this.exited;
  }
}

/** A log in the shared SQLite file, written by this test as the command service would. */
async function openLog() {
  const dataDir = mkdtempSync(join(tmpdir(), "labledger-scale-"));
  const events = new SqliteEventStore(join(dataDir, "events.sqlite"), { readByOtherProcesses: true });
  await events.append(
    "organisation-o1",
    [newEvent({ type: "OrganisationCreated", data: { organisationId: "o1", name: "实验室", defaultLanguage: "zh-CN" } }, meta)],
    { expectedRevision: "no_stream" },
  );
  let members = 0;
  /** Registers a member, or logs an earlier one in (several writes to one document over time). */
  const write = async (step: number) => {
    if (step % 3 === 0 || members === 0) {
      members += 1;
      const data: EventData<"MemberRegistered"> = {
        memberId: `m${members}`,
        account: `user${members}`,
        realName: `研究员${members}`,
        passwordHash: "x",
        departmentId: null,
        language: "zh-CN",
        isOrganisationAdmin: false,
      };
      await events.append(`member-user${members}`, [newEvent({ type: "MemberRegistered", data }, meta)], {
        expectedRevision: "no_stream",
      });
    } else {
      const n = 1 + (step % members);
      await events.append(
        `member-user${n}`,
        [newEvent({ type: "MemberLoggedIn", data: { memberId: `m${n}`, sessionId: `s${step}` } }, meta)],
        { expectedRevision: "any" },
      );
    }
  };
  return { dataDir, events, write };
}

async function dump(readStore: ReadStore, names: readonly string[]) {
  const out: Record<string, unknown> = {};
  for (const p of PROJECTIONS.filter((p) => names.includes(p.name)))
    for (const c of p.collections) out[c] = (await readStore.find(c, { sort: [["id", 1]] })).rows;
  return out;
}

/** What the read models should hold: a rebuild from the log into a store of its own. */
async function rebuilt(events: SqliteEventStore, names: readonly string[]) {
  const reference = new SqliteReadStore(join(mkdtempSync(join(tmpdir(), "labledger-ref-")), "read-models.sqlite"));
  await rebuildProjections(
    events,
    reference,
    PROJECTIONS.filter((p) => names.includes(p.name)),
  );
  const models = await dump(reference, names);
  await reference.close();
  return models;
}

/**
 * Scale-out of the projections (issue 22): processes on one shared SQLite log, read models in a
 * real MongoDB-wire server. Split between processes, every read model follows the log; run by
 * two at once (an operator's mistake), a checkpoint never moves back.
 */
describe.skipIf(!MONGODB_URL)("projections scale out: several processes on MongoDB wire", () => {
  const started: ProjectionsProcess[] = [];
  const clients: Array<{ close(): Promise<unknown> }> = [];
  const databases: string[] = [];

  async function setUp() {
    const log = await openLog();
    const database = `labledger_scale_${uuidv7().replace(/-/g, "").slice(-12)}`;
    databases.push(database);
    const env = {
      ...process.env,
      LABLEDGER_DATA: log.dataDir,
      MONGODB_URL,
      MONGODB_DATABASE: database,
      // A standby takes over within about this after the keeper is killed.
      LABLEDGER_PROJECTION_LEASE_SECONDS: "2",
    };
    const readStore = await MongoReadStore.connect(MONGODB_URL!, database);
    clients.push(log.events, readStore);
    const start = (assignment?: string) => {
      const p = new ProjectionsProcess(env, assignment);
      started.push(p);
      return p;
    };
    return { ...log, env, readStore, start };
  }

  afterAll(async () => {
    await Promise.all(started.map((p) => p.stop()));
    for (const client of clients) await client.close();
    const admin = await MongoClient.connect(MONGODB_URL!);
    for (const database of databases) await admin.db(database).dropDatabase();
    await admin.close();
  });

  it("given a name no projection has, the process refuses to start and lists the known ones in both languages", async () => {
    const { start } = await setUp();
    const wrong = start("members,memebers");
    expect(await wrong.exited).not.toBe(0);
    expect(wrong.said("未知的投影：memebers")).toBe(true);
    expect(wrong.said("unknown projections: memebers. Known projections: organisation, members")).toBe(true);
    // Said, not thrown: no stack trace for the operator.
    expect(wrong.said("    at ")).toBe(false);
  }, 60_000);

  it(
    "split between two processes, each keeps its own read models, every one follows the log, and a SIGTERM mid-stream loses no checkpoint",
    async () => {
      const { events, readStore, start, write } = await setUp();
      const names = PROJECTIONS.map((p) => p.name);
      const first = names.slice(0, 5);
      const second = names.slice(5);
      const a = start(first.join(","));
      const b = start(second.join(","));
      await Promise.all([a.ready(), b.ready()]);

      for (let step = 0; step < 60; step++) await write(step);
      // SIGTERM while it has work: it ends (finishing its batches, or cut off by endOnSignals within
      // 5 s: the batch is then replayed), and what it committed stays.
      const before = await Promise.all(first.map((n) => readStore.checkpoint(n)));
      const writing = (async () => {
        for (let step = 60; step < 120; step++) await write(step);
      })();
      expect(await a.stop()).toBe(0);
      const after = await Promise.all(first.map((n) => readStore.checkpoint(n)));
      for (const [i, position] of after.entries()) expect(position).toBeGreaterThanOrEqual(before[i]!);
      const again = start(first.join(","));
      await again.ready();
      await writing;

      const head = await events.headPosition();
      await until(
        "every read model to reach the head of the log",
        async () => (await Promise.all(names.map((n) => readStore.checkpoint(n)))).every((p) => p === head),
        { timeout: 60_000, interval: 100 },
      );
      expect(await dump(readStore, names)).toEqual(await rebuilt(events, names));
      // Health answers read who keeps what: each read model exactly one process, the one it was given to.
      await until(
        "the restarted process to announce itself",
        async () => (await projectionsByProcess(readStore)).size === names.length,
      );
      const keptBy = await projectionsByProcess(readStore);
      for (const name of first) expect(keptBy.get(name)).toEqual([expect.stringContaining(`:${again.child.pid}`)]);
      for (const name of second) expect(keptBy.get(name)).toEqual([expect.stringContaining(`:${b.child.pid}`)]);
      expect(again.said("also assigned to")).toBe(false);
    },
    patience(180_000),
  );

  it(
    "given the same projections in two processes, one keeps each and the other stands by, takes over when the first is killed, and no checkpoint moves back",
    async () => {
      const { events, readStore, start, write } = await setUp();
      const names = ["members", "audit"];
      const c = start(names.join(","));
      await c.ready();
      await until("the first process to take both leases", () => c.output.join("").split("took over the lease").length === 3, {
        timeout: 30_000,
        interval: 50,
      });
      const d = start(names.join(","));
      await d.ready();
      // The second one is told it is not alone, and waits.
      expect(d.said("also assigned to")).toBe(true);
      await until("the second process to stand by", () => d.said("stands by"), { timeout: 30_000, interval: 50 });

      const polled = new Map<string, number[]>(names.map((n) => [n, []]));
      let writing = true;
      const polling = (async () => {
        while (writing) for (const n of names) polled.get(n)!.push(await readStore.checkpoint(n));
      })();
      for (let step = 0; step < 240; step++) {
        await write(step);
        // Half-way the keeper dies without a word: its leases run out and the standby takes them.
        if (step === 120) c.child.kill("SIGKILL");
        if (step % 8 === 7) await new Promise((pause) => setTimeout(pause, 3 + (step % 5) * 4));
      }
      await until("the standby to take over", () => d.said("took over the lease"), { timeout: 30_000, interval: 50 });
      const head = await events.headPosition();
      await until(
        "both read models to reach the head of the log",
        async () => (await Promise.all(names.map((n) => readStore.checkpoint(n)))).every((p) => p === head),
        { timeout: 60_000, interval: 100 },
      );
      writing = false;
      await polling;

      for (const [name, positions] of polled) {
        const backwards = positions.flatMap((p, i) => (i > 0 && p < positions[i - 1]! ? [`${positions[i - 1]} → ${p}`] : []));
        expect({ name, backwards }).toEqual({ name, backwards: [] });
        expect(positions.length).toBeGreaterThan(50);
      }
      expect(await dump(readStore, names)).toEqual(await rebuilt(events, names));
      expect(await d.stop()).toBe(0);
    },
    patience(180_000),
  );
});
