import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { signedHeaders } from "@labledger/domain";
import { uuidv7 } from "@labledger/events";
import { Kafka, logLevel } from "kafkajs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { patience, until } from "../support/patience";
import { untilHealthy } from "../support/services";

const { MONGODB_URL, KAFKA_BROKERS } = process.env;
const root = join(import.meta.dirname, "../..");

/**
 * The distributed mode for real: the command service, the projections and the notifier as
 * three processes, read models in a MongoDB-wire server, the log published to Kafka. The
 * event store is the shared SQLite file (KurrentDB cannot run here; its adapter has its own
 * contract suite).
 */
describe.skipIf(!MONGODB_URL || !KAFKA_BROKERS)("distributed mode: three processes on MongoDB wire and Kafka", () => {
  const run = uuidv7().replace(/-/g, "").slice(-10);
  const port = 18_000 + Math.floor(Math.random() * 2000);
  const topic = `labledger.e2e.${run}`;
  const env = {
    ...process.env,
    LABLEDGER_DATA: mkdtempSync(join(tmpdir(), "labledger-dist-")),
    MONGODB_DATABASE: `labledger_e2e_${run}`,
    KAFKA_TOPIC: topic,
    PORT: String(port),
    HOST: "127.0.0.1",
    LABLEDGER_ADMIN_PASSWORD: "Distributed-2026",
    LABLEDGER_SECRET: "a-test-secret-of-enough-length-123456",
    // The notifier signs a checkpoint of the log every 3 events (its key under the suite's XDG_CONFIG_HOME).
    LABLEDGER_CHECKPOINT_EVERY: "3",
  };
  const processes: ChildProcess[] = [];
  const output: string[] = [];
  const url = `http://127.0.0.1:${port}`;

  beforeAll(async () => {
    for (const service of ["command", "projections", "notifier"]) {
      const child = spawn(process.execPath, ["--import", "tsx", `services/${service}/src/main.ts`], { cwd: root, env });
      child.stdout?.on("data", (d) => output.push(`[${service}] ${d}`));
      child.stderr?.on("data", (d) => output.push(`[${service}] ${d}`));
      processes.push(child);
    }
    await untilHealthy(url, output);
  }, patience(90_000));

  afterAll(async () => {
    for (const child of processes) child.kill("SIGTERM");
    await Promise.all(processes.map((c) => new Promise((r) => (c.exitCode === null ? c.once("exit", r) : r(null)))));
  });

  /** Logs in and sends signed JSON requests as that member. */
  async function signedIn(account: string, password: string) {
    const login = await fetch(`${url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ account, password }),
    });
    const { token, user } = (await login.json()).response;
    return async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${url}${path}`, {
        method,
        headers: { "content-type": "application/json", ...signedHeaders(token, user.id) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: res.status, body: await res.json() };
    };
  }

  it("creates a record book in a project right after creating the project and reads the project back, ten times of ten: the command decides on the log, the read waits for the session's write", async () => {
    const admin = await signedIn("admin", "Distributed-2026");
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const project = await admin("POST", "/api/projects", { name: `Scale-up ${i}` });
      expect(project.status, JSON.stringify(project.body)).toBe(200);
      // Read back at once, no `?position=`: the session's own write is waited for.
      statuses.push((await admin("GET", `/api/projects/${project.body.response.id}`)).status);
      const book = await admin("POST", "/api/notebooks", { name: `Scale-up book ${i}`, projectId: project.body.response.id });
      statuses.push(book.status);
    }
    expect(statuses).toEqual(Array(20).fill(200));
  }, 60_000);

  it("grants a member registered a moment ago, changes them and ends their session at once when deactivated: members and rights come from the log", async () => {
    const admin = await signedIn("admin", "Distributed-2026");
    const project = await admin("POST", "/api/projects", { name: "Stability programme" });
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) {
      const account = `analyst${run}${i}`;
      const created = await admin("POST", "/api/members", {
        account,
        realName: `Analyst ${i}`,
        password: "Analyst-2026-pass",
        departmentId: "root",
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const { memberId } = created.body.response;
      answers.push(
        (await admin("PUT", `/api/projects/${project.body.response.id}/members/${memberId}`, { access: "write" })).status,
      );
      answers.push((await admin("PATCH", `/api/members/${memberId}`, { isDepartmentHeader: true })).status);
      const analyst = await signedIn(account, "Analyst-2026-pass");
      expect((await analyst("GET", "/api/auth/me")).status).not.toBe(401);
      answers.push((await admin("PATCH", `/api/members/${memberId}`, { active: false })).status);
      // The very next request: the session ends although the members read model may not show it yet.
      answers.push((await analyst("GET", "/api/auth/me")).status);
    }
    expect(answers).toEqual(Array(5).fill([200, 200, 200, 401]).flat());
  }, 60_000);

  it("serves a write through the projections process's read model and publishes it and the log's checkpoints on Kafka", async () => {
    const health = await (await fetch(`${url}/api/health`)).json();
    expect(health.response.mode).toBe("distributed");
    // Every read model is kept by the one projections process, and the health answer says so.
    const keptBy = async () =>
      (await (await fetch(`${url}/api/health`)).json()).response.projections.map((p: { processes: string[] }) => p.processes);
    await until("the projections process to announce what it keeps", async () =>
      (await keptBy()).every((p: string[]) => p.length > 0),
    );
    expect(new Set((await keptBy()).flat())).toEqual(new Set([`projections ${hostname()}:${processes[1]!.pid}`]));
    const login = await fetch(`${url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ account: "admin", password: "Distributed-2026" }),
    });
    const { token, user } = (await login.json()).response;
    const signed = () => signedHeaders(token, user.id);
    const created = await fetch(`${url}/api/departments`, {
      method: "POST",
      headers: { "content-type": "application/json", ...signed() },
      body: JSON.stringify({ name: "质量控制部 QC" }),
    });
    const { departmentId, position } = (await created.json()).response;
    const list = await (await fetch(`${url}/api/departments?keyword=质量&position=${position}`, { headers: signed() })).json();
    expect(list.rows.map((d: { id: string }) => d.id)).toEqual([departmentId]);

    const kafka = new Kafka({ clientId: "labledger-e2e", brokers: KAFKA_BROKERS!.split(","), logLevel: logLevel.NOTHING });
    const consumer = kafka.consumer({ groupId: `e2e-${run}`, readUncommitted: false });
    const types: string[] = [];
    const names: string[] = [];
    /** Per partition, the last offset read (control records included). */
    const readThrough = new Map<number, number>();
    consumer.on(consumer.events.END_BATCH_PROCESS, ({ payload }) => {
      readThrough.set(payload.partition, Math.max(readThrough.get(payload.partition) ?? -1, Number(payload.lastOffset)));
    });
    await consumer.connect();
    await consumer.subscribe({ topic, fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) => {
        const event = JSON.parse(message.value!.toString());
        types.push(event.type);
        if (event.data?.departmentId === departmentId) names.push(event.data.name);
      },
    });
    await until("the department's event on Kafka", () => names.length > 0, { timeout: 30_000, interval: 50 }).catch(() => {});
    await until("a signed checkpoint of the log on Kafka", () => types.includes("com.labledger.Checkpoint.v1"), {
      timeout: 30_000,
      interval: 50,
    });
    // The other partitions, and anything published twice: every partition read to the end it has now.
    const admin = kafka.admin();
    await admin.connect();
    const ends = await admin.fetchTopicOffsets(topic);
    await admin.disconnect();
    await until("every partition of the topic read to its end", () =>
      ends.every(({ partition, high, low }) => high === low || (readThrough.get(partition) ?? -1) >= Number(high) - 1),
    );
    await consumer.disconnect();
    expect(names).toEqual(["质量控制部 QC"]);
    expect(types).toEqual(
      expect.arrayContaining([
        "com.labledger.OrganisationCreated.v1",
        "com.labledger.MemberRegistered.v2",
        "com.labledger.MemberLoggedIn.v1",
        "com.labledger.Checkpoint.v1",
      ]),
    );
  }, 60_000);
});
