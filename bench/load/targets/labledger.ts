// LabLedger as it runs: embedded (one process) or distributed (command, projections and notifier
// processes on a MongoDB-wire server and Kafka), driven over its real HTTP API with keyed signatures.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { keyedHeaders } from "../../../tests/support/keyed-headers";
import { sendJson } from "../http-client";
import type { Api, Member } from "../workload";
import { startNode, stopAll, whenHealthy } from "./processes";
import { mongoProbe, sqliteProbe } from "./read-model-probes";

const ADMIN_PASSWORD = "Load-Admin-2026";
const MEMBER_PASSWORD = "Load-Member-2026";

export interface Session {
  readonly token: string;
  readonly signingKey: string;
  readonly userId: string;
}

export interface DistributedServers {
  readonly mongodbUrl: string;
  readonly kafkaBrokers: string;
}

export async function startLabLedger(port: number, distributed?: DistributedServers) {
  const run = `${process.pid}${Date.now().toString(36)}`;
  const dataDir = mkdtempSync(join(tmpdir(), "labledger-load-"));
  const database = `labledger_load_${run}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LABLEDGER_DATA: dataDir,
    XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), "labledger-load-config-")),
    PORT: String(port),
    HOST: "127.0.0.1",
    LABLEDGER_ADMIN_PASSWORD: ADMIN_PASSWORD,
    LABLEDGER_SECRET: "a-load-benchmark-secret-of-enough-length",
    LABLEDGER_LEGACY_SIGNATURE: "off",
    ...(distributed
      ? {
          MONGODB_URL: distributed.mongodbUrl,
          MONGODB_DATABASE: database,
          KAFKA_BROKERS: distributed.kafkaBrokers,
          KAFKA_TOPIC: `labledger.load.${run}`,
        }
      : {}),
  };
  const services = distributed ? ["command", "projections", "notifier"] : ["command"];
  const started = services.map((service) => startNode(`services/${service}/src/main.ts`, env, service));
  const base = `http://127.0.0.1:${port}`;
  const output = started.flatMap((s) => s.output);
  await whenHealthy(
    base,
    started.map((s) => s.child),
    "LabLedger to answer /api/health",
    120_000,
    output,
  );
  const readModel = distributed
    ? await mongoProbe(distributed.mongodbUrl, database, "experiments")
    : sqliteProbe(join(dataDir, "read-models.sqlite"), "rm_experiments");
  return {
    base,
    pids: started.map((s) => s.child.pid!),
    readModel,
    output: () => started.flatMap((s) => s.output).join(""),
    stop: async () => {
      await readModel.close();
      await stopAll(started.map((s) => s.child));
    },
  };
}

function signed(session: Session, method: string, path: string, body?: string): Record<string, string> {
  return {
    token: session.token,
    ...keyedHeaders(session.signingKey, { method, url: path, ...(body === undefined ? {} : { body }) }),
  };
}

/** One signed call; answers the envelope's `response` (or the body). Anything but 2xx throws. */
async function call<T>(base: string, session: Session, method: string, path: string, json?: unknown): Promise<T> {
  const body = json === undefined ? undefined : JSON.stringify(json);
  const answer = await sendJson<{ response?: T }>(base, method, path, signed(session, method, path, body), json);
  return (answer?.response ?? answer) as T;
}

async function login(base: string, account: string, password: string) {
  const answer = await sendJson<{
    response: { token: string; signingKey: string; user: { id: string }; passwordExpired: boolean };
  }>(base, "POST", "/api/auth/login", {}, { account, password });
  const { token, signingKey, user, passwordExpired } = answer.response;
  return { session: { token, signingKey, userId: user.id }, passwordExpired };
}

/** Retries a setup step while the read models catch up with the writes before it (rights are read from them). */
async function settle<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if (attempt >= 50) throw error;
      await new Promise((next) => setTimeout(next, 100));
    }
  }
}

/**
 * The admin, an approval flow (so records can be submitted), a numbering rule with room for a day of
 * load, and `count` members logged in with their own password.
 */
export async function labLedgerSessions(base: string, count: number): Promise<Session[]> {
  const admin = (await login(base, "admin", ADMIN_PASSWORD)).session;
  await settle(() =>
    call(base, admin, "POST", "/api/flows", {
      name: "Load review",
      nodes: [{ name: "Review", reviewers: [{ kind: "members", memberIds: [admin.userId] }] }],
    }),
  );
  // The default rule numbers a day's records with 3 digits (999 a day); a run at 100 req/s creates more.
  await call(base, admin, "POST", "/api/numbering-rules", {
    target: "experiment",
    prefix: "LD",
    relatedKey: "date",
    serialDigits: 6,
    mode: "restart",
  });
  const sessions: Session[] = [];
  for (let i = 0; i < count; i++) {
    const account = `load.member${i}`;
    await call(base, admin, "POST", "/api/members", {
      account,
      realName: `Load member ${i}`,
      password: MEMBER_PASSWORD,
      departmentId: "root",
    });
    const { session, passwordExpired } = await settle(() => login(base, account, MEMBER_PASSWORD));
    if (passwordExpired)
      await call(base, session, "POST", "/api/auth/password", {
        oldPassword: MEMBER_PASSWORD,
        newPassword: `${MEMBER_PASSWORD}-own`,
      });
    sessions.push(session);
  }
  return sessions;
}

export const labLedgerNotebook = (base: string) => async (session: Session, index: number) =>
  (await settle(() => call<{ id: string }>(base, session, "POST", "/api/notebooks", { name: `Load book ${index}` }))).id;

export function labLedgerApi(base: string): Api<Session> {
  const as = <T>(member: Member<Session>, method: string, path: string, json?: unknown) =>
    call<T>(base, member.session, method, path, json);
  return {
    createRecord: async (member, title) =>
      (await as<{ id: string }>(member, "POST", "/api/experiments", { notebookId: member.notebookId, title })).id,
    addModule: async (member, recordId) => ({
      moduleId: (
        await as<{ moduleId: string }>(member, "POST", `/api/experiments/${recordId}/modules`, { type: "input", title: "Assay" })
      ).moduleId,
      token: 0,
    }),
    save: async (member, record, value) =>
      (
        await as<{ lastCacheTime: number }>(member, "PUT", `/api/experiments/${record.id}/modules/${record.moduleId}`, {
          data: { fields: { value } },
          lastCacheTime: record.token,
        })
      ).lastCacheTime,
    open: async (member, recordId) => {
      await as(member, "GET", `/api/experiments/${recordId}`);
    },
    list: async (member) => {
      await as(member, "GET", `/api/experiments?notebookId=${member.notebookId}&pageSize=20`);
    },
    submit: async (member, recordId) => {
      await as(member, "POST", `/api/experiments/${recordId}/submit`, {});
    },
  };
}
