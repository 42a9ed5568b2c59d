import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { signedHeaders } from "@labledger/domain";
import { uuidv7 } from "@labledger/events";
import { ASSIGNABLE } from "@labledger/projections";
import { MongoClient } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePortIn } from "../crash/server-process";
import { patience, until } from "../support/patience";
import { untilHealthy } from "../support/services";

const { MONGODB_URL } = process.env;
const root = join(import.meta.dirname, "../..");

/**
 * The projections split over two processes (LABLEDGER_PROJECTIONS): the audit trail in one, every
 * other read model in the other, beside the command service. A client's read of its own write
 * waits on the read model it reads, whichever process keeps it; the health answer says who keeps what.
 */
describe.skipIf(!MONGODB_URL)("distributed mode: projections split over two processes", () => {
  const run = uuidv7().replace(/-/g, "").slice(-10);
  const database = `labledger_split_${run}`;
  const others = ASSIGNABLE.map((p) => p.name).filter((name) => name !== "audit");
  const processes: Record<string, ChildProcess> = {};
  const output: string[] = [];
  let url = "";

  beforeAll(async () => {
    const port = await freePortIn(18_500, 18_599, Math.random);
    url = `http://127.0.0.1:${port}`;
    const env = {
      ...process.env,
      LABLEDGER_DATA: mkdtempSync(join(tmpdir(), "labledger-split-")),
      MONGODB_DATABASE: database,
      PORT: String(port),
      HOST: "127.0.0.1",
      LABLEDGER_ADMIN_PASSWORD: "Split-Projections-2026",
      LABLEDGER_SECRET: "a-test-secret-of-enough-length-123456",
    };
    const start = (name: string, service: string, extra: Record<string, string> = {}) => {
      const child = spawn(process.execPath, ["--import", "tsx", `services/${service}/src/main.ts`], {
        cwd: root,
        env: { ...env, ...extra },
      });
      child.stdout?.on("data", (d) => output.push(`[${name}] ${d}`));
      child.stderr?.on("data", (d) => output.push(`[${name}] ${d}`));
      processes[name] = child;
    };
    start("command", "command");
    start("audit", "projections", { LABLEDGER_PROJECTIONS: "audit" });
    start("others", "projections", { LABLEDGER_PROJECTIONS: others.join(",") });
    await untilHealthy(url, output);
  }, patience(90_000));

  afterAll(async () => {
    const children = Object.values(processes);
    for (const child of children) child.kill("SIGTERM");
    await Promise.all(children.map((c) => new Promise((r) => (c.exitCode === null ? c.once("exit", r) : r(null)))));
    const client = await MongoClient.connect(MONGODB_URL!);
    await client.db(database).dropDatabase();
    await client.close();
  });

  it("reads its own writes from read models kept by either process, and the health answer names the keeper of each", async () => {
    const login = await fetch(`${url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ account: "admin", password: "Split-Projections-2026" }),
    });
    const { token, user } = (await login.json()).response;
    const signed = () => signedHeaders(token, user.id);
    for (let i = 0; i < 5; i++) {
      const created = await fetch(`${url}/api/departments`, {
        method: "POST",
        headers: { "content-type": "application/json", ...signed() },
        body: JSON.stringify({ name: `分析部 ${i}` }),
      });
      expect(created.status).toBe(200);
      const { departmentId, position } = (await created.json()).response;
      // The organisation read model, kept by the "others" process.
      const departments = await fetch(
        `${url}/api/departments?keyword=${encodeURIComponent(`分析部 ${i}`)}&position=${position}`,
        {
          headers: signed(),
        },
      );
      expect(departments.status).toBe(200);
      expect((await departments.json()).rows.map((d: { id: string }) => d.id)).toEqual([departmentId]);
      // The audit trail, kept by the "audit" process: at the position, not behind it (503).
      const audit = await fetch(`${url}/api/audit?position=${position}`, { headers: signed() });
      expect(audit.status).toBe(200);
    }

    const keeper = (name: string) => `projections ${hostname()}:${processes[name]!.pid}`;
    const keptBy = async () =>
      Object.fromEntries(
        (await (await fetch(`${url}/api/health`)).json()).response.projections.map(
          (p: { name: string; processes: string[] }) => [p.name, p.processes] as const,
        ),
      );
    await until("both projections processes to announce what they keep", async () =>
      Object.values(await keptBy()).every((p) => (p as string[]).length > 0),
    );
    expect(await keptBy()).toEqual(
      Object.fromEntries(ASSIGNABLE.map((p) => [p.name, [keeper(p.name === "audit" ? "audit" : "others")]])),
    );
  }, 60_000);
});
