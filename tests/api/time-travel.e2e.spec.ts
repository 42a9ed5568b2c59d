import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openAsAttacker, resealStream } from "../support/file-attacker";
import { ADMIN_PASSWORD, startTestService } from "./harness";

const PASSWORD = "Audit-lab-2026";

describe("time travel and chain verification of a record (issue 6)", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  let owner: string;
  let outsider: string;
  let recordId: string;
  let moduleId: string;
  /** Global positions of: the record's creation, the module added, the first and second save. */
  const at: Record<"created" | "moduleAdded" | "firstSave" | "secondSave", number> = {} as never;
  const res = async (r: Response) => ({ status: r.status, body: await r.json() });
  const ok = async (r: Response) => {
    const { status, body } = await res(r);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.response ?? body;
  };
  const get = (path: string, token = owner, language?: string) =>
    api.call("GET", `/api/experiments/${recordId}${path}`, { token, ...(language ? { language } : {}) });

  beforeAll(async () => {
    api = await startTestService();
    const admin = await api.login("admin", ADMIN_PASSWORD);
    for (const account of ["wu.chemist", "zhao.other"]) {
      await ok(
        await api.call("POST", "/api/members", {
          token: admin,
          json: { account, realName: account, password: PASSWORD, departmentId: "root" },
        }),
      );
    }
    owner = await api.login("wu.chemist", PASSWORD);
    outsider = await api.login("zhao.other", PASSWORD);
    const book = await ok(await api.call("POST", "/api/notebooks", { token: owner, json: { name: "Audit book" } }));
    const record = await ok(
      await api.call("POST", "/api/experiments", { token: owner, json: { notebookId: book.id, title: "Esterification" } }),
    );
    recordId = record.id;
    at.created = record.position;
    const added = await ok(
      await api.call("POST", `/api/experiments/${recordId}/modules`, { token: owner, json: { type: "input", title: "Yield" } }),
    );
    moduleId = added.moduleId;
    at.moduleAdded = added.position;
    const first = await ok(
      await api.call("PUT", `/api/experiments/${recordId}/modules/${moduleId}`, {
        token: owner,
        json: { data: { fields: { value: "81 %" } }, lastCacheTime: 0 },
      }),
    );
    at.firstSave = first.position;
    // Another stream writes in between: positions of the record are not contiguous.
    await ok(await api.call("POST", "/api/notebooks", { token: owner, json: { name: "Another book" } }));
    // The second save is stamped later than the first: every stamp of the first is at or before the
    // moment its answer came (the service runs in this process), and the server's clock has moved on.
    await api.clockAt(Date.now() + 1);
    const second = await ok(
      await api.call("PUT", `/api/experiments/${recordId}/modules/${moduleId}`, {
        token: owner,
        json: { data: { fields: { value: "86 %" } }, lastCacheTime: first.lastCacheTime },
      }),
    );
    at.secondSave = second.position;
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("replays the record as it stood right after any of its events, read-only, with its neighbours to step through", async () => {
    const afterFirst = await ok(await get(`/at?position=${at.firstSave}`));
    expect(afterFirst.record.modules).toHaveLength(1);
    expect(afterFirst.record.modules[0].content.fields).toEqual({ value: "81 %" });
    expect(afterFirst.record.isReadOnly).toBe(true);
    expect(afterFirst.asOf).toMatchObject({
      position: at.firstSave,
      streamPosition: 2,
      type: "ModuleSaved",
      userName: "wu.chemist",
    });
    expect(afterFirst.asOf.modifyTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(afterFirst).toMatchObject({ events: 4, previousPosition: at.moduleAdded, nextPosition: at.secondSave });

    const afterAdd = await ok(await get(`/at?position=${at.moduleAdded}`));
    expect(afterAdd.record.modules[0].content.fields).toEqual({});
    const beforeModule = await ok(await get(`/at?position=${at.created}`));
    expect(beforeModule.record).toMatchObject({ title: "Esterification", modules: [] });
    expect(beforeModule.previousPosition).toBeNull();

    // A position written by another stream stands for the record's last event before it.
    const between = await ok(await get(`/at?position=${at.secondSave - 1}`));
    expect(between.asOf.position).toBe(at.firstSave);
    const latest = await ok(await get(`/at?position=${at.secondSave}`));
    expect(latest.record.modules[0].content.fields).toEqual({ value: "86 %" });
    expect(latest.nextPosition).toBeNull();
  });

  it("replays the record at an instant, given as ISO 8601 or in the spec's time format", async () => {
    const first = await ok(await get(`/at?position=${at.firstSave}`));
    const iso = await ok(await get(`/at?time=${encodeURIComponent(first.asOf.time)}`));
    expect(iso.asOf.position).toBe(at.firstSave);
    expect(iso.record.modules[0].content.fields).toEqual({ value: "81 %" });
    const now = await ok(await get(`/at?time=${encodeURIComponent(first.asOf.modifyTime.replace(/\d{4}/, "2999"))}`));
    expect(now.asOf.position).toBe(at.secondSave);
  });

  it("refuses a moment it cannot read or before the record existed, in the caller's language, and changes nothing", async () => {
    expect(await res(await get("/at", owner, "en"))).toMatchObject({
      status: 400,
      body: { key: "history.momentRequired", message: "Give either an event position or a time, not both" },
    });
    expect(await res(await get("/at?time=yesterday", owner, "zh-CN"))).toMatchObject({
      status: 400,
      body: { key: "history.timeInvalid", message: "“yesterday”不是有效时间：请使用 YYYY-MM-DD HH:mm:ss 或 ISO 8601 时间" },
    });
    expect(await res(await get(`/at?position=${at.created - 1}`, owner, "en"))).toMatchObject({
      status: 404,
      body: { key: "history.notYetCreated", message: "The record did not exist yet at that moment" },
    });
    expect((await res(await get("/at?position=0"))).status).toBe(400);
    // A save whose content is not {fields, rows} is refused whole, not read as "empty the module".
    const wrongShape = await res(
      await api.call("PUT", `/api/experiments/${recordId}/modules/${moduleId}`, {
        token: owner,
        json: { data: { value: "0 %" }, lastCacheTime: Date.now() },
      }),
    );
    expect(wrongShape.status).toBe(400);
    const now = await ok(await get(""));
    expect(now.modules[0].content.fields).toEqual({ value: "86 %" });
    expect(now).toMatchObject({ status: "draft", version: 0, isRejected: false, locked: false, approvalSignatures: [] });
  });

  it("pages the trace newest first, the total counting every entry", async () => {
    const whole = await res(await get("/trace"));
    expect(whole.body.total).toBe(whole.body.rows.length);
    const second = await res(await get("/trace?pageIndex=2&pageSize=2"));
    expect(second.body.total).toBe(whole.body.total);
    expect(second.body.rows).toEqual(whole.body.rows.slice(2, 4));
    expect((await res(await get("/trace?pageSize=500"))).status).toBe(400);
  });

  it("shows neither the past nor the chain of a record to a member who may not view it", async () => {
    expect((await res(await get(`/at?position=${at.firstSave}`, outsider))).status).toBe(404);
    expect((await res(await get("/verification", outsider))).status).toBe(404);
  });

  it("verifies the record's hash chain, and names the first broken event once a stored event is altered", async () => {
    // The record's events are covered once the next checkpoint is made (here on demand, not after N events or T seconds).
    const head = await api.service.runtime.ports.events.headPosition();
    const last = await api.service.runtime.checkpointer!.checkpointUpTo(head);
    expect(await ok(await get("/verification"))).toEqual({
      verified: true,
      events: 4,
      brokenAt: null,
      checkpoint: {
        state: "covered",
        last: { position: head, time: last!.time, timestamp: null },
        first: null,
        uncoveredEvents: 0,
        changedAt: null,
      },
    });

    // What someone altering the file directly would do: drop the guard, change one stored value.
    const db = new Database(join(api.service.runtime.ports.dataDir, "events.sqlite"));
    db.exec("DROP TRIGGER IF EXISTS events_no_update");
    const row = db.prepare("SELECT data FROM events WHERE global_position = ?").get(at.firstSave) as { data: string };
    db.prepare("UPDATE events SET data = ? WHERE global_position = ?").run(row.data.replace("81 %", "91 %"), at.firstSave);
    db.close();

    expect(await ok(await get("/verification"))).toMatchObject({
      verified: false,
      events: 2,
      brokenAt: { streamPosition: 2, position: at.firstSave, problem: "hash-mismatch" },
      // The stored hash is still the checkpointed one: the record's own chain is what names this change.
      checkpoint: { state: "covered" },
    });
  });

  it("a re-sealed stream (every later hash recomputed) passes its own chain but not the signed checkpoint", async () => {
    const db = openAsAttacker(api.service.runtime.ports.dataDir);
    resealStream(db, `experiment-${recordId}`);
    db.close();
    const english = await ok(await get("/verification", owner, "en"));
    expect(english).toMatchObject({
      verified: false,
      events: 4,
      brokenAt: null,
      checkpoint: { state: "changed", changedAt: { streamPosition: 2, position: at.firstSave } },
    });
  });
});
