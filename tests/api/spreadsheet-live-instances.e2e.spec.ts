import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type RunningService, startService } from "@labledger/command";
import { uuidv7 } from "@labledger/events";
import { MongoClient } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keyedHeaders } from "../support/keyed-headers";
import { type LiveReader, readLive } from "../support/sheet-live";

const { MONGODB_URL } = process.env;
const ADMIN_PASSWORD = "Two-Instances-2026";
const PASSWORD = "Sheet-lab-2026";

/**
 * Two command-service instances on one log and one shared database (sessions, presence, read
 * models): a member watching through one sees what another changes through the other, and
 * presence heard by one blocks a command given to the other.
 */
describe.skipIf(!MONGODB_URL)("live spreadsheets across command-service instances (MONGODB_URL)", () => {
  const database = `labledger_live_${uuidv7().replace(/-/g, "").slice(-10)}`;
  const instances: RunningService[] = [];
  const sessions = new Map<string, { token: string; signingKey: string; userId: string }>();
  const readers: LiveReader[] = [];
  let recordId = "";
  let moduleId = "";

  const call = async (on: number, who: string, method: string, path: string, json?: unknown) => {
    const session = sessions.get(who)!;
    const body = json === undefined ? undefined : JSON.stringify(json);
    const url = `/api${path}`;
    const res = await fetch(`${instances[on]!.url}${url}`, {
      method,
      headers: {
        "content-type": "application/json",
        "accept-language": "en",
        token: session.token,
        ...keyedHeaders(session.signingKey, { method, url, ...(body === undefined ? {} : { body }) }),
      },
      ...(body === undefined ? {} : { body }),
    });
    return {
      status: res.status,
      body: (await res.json()) as { response?: Record<string, unknown>; key?: string; message?: string },
    };
  };
  const ok = async (answer: Promise<{ status: number; body: { response?: Record<string, unknown> } }>) => {
    const { status, body } = await answer;
    expect(status, JSON.stringify(body)).toBe(200);
    return body.response as Record<string, unknown>;
  };
  const login = async (on: number, account: string, password: string) => {
    const res = await fetch(`${instances[on]!.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ account, password }),
    });
    const { token, signingKey, user } = (await res.json()).response;
    sessions.set(account, { token, signingKey, userId: user.id });
  };

  beforeAll(async () => {
    const env = {
      LABLEDGER_DATA: mkdtempSync(join(tmpdir(), "labledger-live-")),
      MONGODB_URL: MONGODB_URL!,
      MONGODB_DATABASE: database,
      PORT: "0",
      HOST: "127.0.0.1",
      LABLEDGER_ADMIN_PASSWORD: ADMIN_PASSWORD,
      LABLEDGER_SECRET: "a-shared-secret-of-enough-length-for-two-instances",
    };
    // The first runs the projections and the notifier; the second only answers requests.
    instances.push(await startService({ ...env, LABLEDGER_WORKERS: "in-process" }, () => {}));
    instances.push(await startService({ ...env, LABLEDGER_WORKERS: "none" }, () => {}));
    await login(0, "admin", ADMIN_PASSWORD);
    const departmentId = (await ok(call(0, "admin", "POST", "/departments", { name: "Analytics", parentId: "root" })))
      .departmentId;
    for (const [account, realName] of [
      ["chen", "Chen Hua"],
      ["li", "Li Na"],
    ]) {
      const created = await ok(call(0, "admin", "POST", "/members", { account, realName, password: PASSWORD, departmentId }));
      for (const runner of instances[0]!.runtime.runners) await runner.waitFor(created.position as number);
      await login(0, account!, PASSWORD);
      // A first password an administrator chose must be replaced; set one and then the one the test knows.
      for (const [oldPassword, newPassword] of [
        [PASSWORD, `${PASSWORD}-Own`],
        [`${PASSWORD}-Own`, PASSWORD],
      ])
        await ok(call(0, account!, "POST", "/auth/password", { oldPassword, newPassword }));
    }
    const book = await ok(call(0, "chen", "POST", "/notebooks", { name: "Titrations" }));
    recordId = (await ok(call(0, "chen", "POST", "/experiments", { notebookId: book.id, title: "Acid value" }))).id as string;
    moduleId = (await ok(call(0, "chen", "POST", `/experiments/${recordId}/modules`, { type: "spreadSheet", title: "Burette" })))
      .moduleId as string;
    const granted = await ok(
      call(0, "chen", "PUT", `/experiments/${recordId}/modules/${moduleId}/grants/${sessions.get("li")!.userId}`, {
        attribute: 1,
      }),
    );
    for (const runner of instances[0]!.runtime.runners) await runner.waitFor(granted.position as number);
  }, 120_000);

  afterAll(async () => {
    for (const reader of readers) reader.close();
    for (const instance of instances.reverse()) await instance.stop();
    const client = await MongoClient.connect(MONGODB_URL!);
    await client.db(database).dropDatabase();
    await client.close();
  });

  it("streams through one instance a change made through the other, and presence heard by one blocks the other", async () => {
    const onModule = `/experiments/${recordId}/modules/${moduleId}`;
    const url = `/api${onModule}/live`;
    const li = sessions.get("li")!;
    const stream = await readLive(`${instances[1]!.url}${url}`, {
      token: li.token,
      ...keyedHeaders(li.signingKey, { method: "GET", url }),
    });
    readers.push(stream);
    expect(stream.status).toBe(200);
    const edit = { sheetId: "sheet1", cell: "A1", seen: { value: null, formula: null, format: null }, input: "41" };
    await ok(call(0, "chen", "PUT", `${onModule}/cells`, { edits: [edit] }));
    const event = await stream.next((e) => e.type === "cells", "the change made through the other instance");
    expect(event.data).toMatchObject({ by: "Chen Hua", cells: [{ cell: "A1", value: 41 }] });

    await ok(call(1, "li", "PUT", `${onModule}/presence`, { sheetId: "sheet1", cell: "A1" }));
    const both = await ok(call(0, "chen", "PUT", `${onModule}/presence`, { sheetId: "sheet1", cell: "B1" }));
    expect((both.members as Array<{ name: string }>).map((m) => m.name)).toEqual(["Chen Hua", "Li Na"]);
    const submit = await call(0, "chen", "POST", `/experiments/${recordId}/submit`, {});
    expect(submit.status).toBe(409);
    expect(submit.body.message).toContain("in use by other participants");
    stream.close();
  });
});
