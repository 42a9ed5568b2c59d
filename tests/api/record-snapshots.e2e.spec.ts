import { join } from "node:path";
import { foldVersionOf } from "@labledger/command/pipeline/stream-snapshots";
import { experimentFold, experimentStream } from "@labledger/domain";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { until } from "../support/patience";
import { ADMIN_PASSWORD, startTestService } from "./harness";

const PASSWORD = "Snapshot-lab-2026";
const SAVES = 24;

describe("records opened from snapshots (issue 15), invisible to time travel and verification", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  let owner: string;
  let recordId: string;
  let moduleId: string;
  let lastCacheTime = 0;
  const positions: number[] = [];
  /** The record at its first save, read before any snapshot of it existed. */
  let firstSaveBefore: { record: unknown; asOf: unknown };
  const res = async (r: Response) => ({ status: r.status, body: await r.json() });
  const ok = async (r: Response) => {
    const { status, body } = await res(r);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.response ?? body;
  };
  const get = (path: string) => api.call("GET", `/api/experiments/${recordId}${path}`, { token: owner });
  const save = (value: string, cacheTime: number) =>
    api.call("PUT", `/api/experiments/${recordId}/modules/${moduleId}`, {
      token: owner,
      json: { data: { fields: { value } }, lastCacheTime: cacheTime },
    });
  const snapshotOf = () => api.service.runtime.ports.snapshots.latest(experimentStream(recordId), foldVersionOf(experimentFold));

  beforeAll(async () => {
    api = await startTestService({ LABLEDGER_SNAPSHOT_EVERY: "5" });
    const admin = await api.login("admin", ADMIN_PASSWORD);
    await ok(
      await api.call("POST", "/api/members", {
        token: admin,
        json: { account: "qian.chemist", realName: "钱化学", password: PASSWORD, departmentId: "root" },
      }),
    );
    owner = await api.login("qian.chemist", PASSWORD);
    const book = await ok(await api.call("POST", "/api/notebooks", { token: owner, json: { name: "Long book" } }));
    recordId = (
      await ok(await api.call("POST", "/api/experiments", { token: owner, json: { notebookId: book.id, title: "Grignard" } }))
    ).id;
    moduleId = (
      await ok(
        await api.call("POST", `/api/experiments/${recordId}/modules`, { token: owner, json: { type: "input", title: "产率" } }),
      )
    ).moduleId;
    for (let i = 0; i < SAVES; i++) {
      const saved = await ok(await save(`${60 + i} %`, lastCacheTime));
      lastCacheTime = saved.lastCacheTime;
      positions.push(saved.position);
      if (i === 0) {
        expect(await snapshotOf()).toBeUndefined();
        const { record, asOf } = await ok(await get(`/at?position=${saved.position}`));
        firstSaveBefore = { record, asOf };
      }
    }
    // Written after the answers, once 5 events were folded on top of the last one.
    await until("a snapshot of the record", async () => ((await snapshotOf())?.revision ?? -1) >= SAVES - 5);
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("opens the record as the full fold of its stream shows it", async () => {
    const now = await ok(await get(""));
    const latest = await ok(await get(`/at?position=${positions.at(-1)}`));
    expect(now.modules.map((m: { content: unknown }) => m.content)).toEqual(
      latest.record.modules.map((m: { content: unknown }) => m.content),
    );
    expect(now.modules[0]).toMatchObject({ content: { fields: { value: `${60 + SAVES - 1} %` } }, lastCacheTime });
    expect(now).toMatchObject({ title: "Grignard", status: "draft", version: 0 });
  });

  it("travels to a moment before the snapshot exactly as before it existed", async () => {
    const { record, asOf } = await ok(await get(`/at?position=${positions[0]}`));
    expect({ record, asOf }).toEqual(firstSaveBefore);
  });

  it("still refuses a save on a stale copy (409), and takes one on the current copy", async () => {
    expect(await res(await save("stale", lastCacheTime - 1))).toMatchObject({
      status: 409,
      body: { key: "module.changedSinceLoaded" },
    });
    const saved = await ok(await save("99 %", lastCacheTime));
    lastCacheTime = saved.lastCacheTime;
    positions.push(saved.position);
    expect((await ok(await get(""))).modules[0].content.fields).toEqual({ value: "99 %" });
  });

  it("ignores a snapshot edited in its file", async () => {
    await api.service.runtime.snapshots.settled();
    const file = join(api.service.runtime.ports.dataDir, "snapshots.sqlite");
    const db = new Database(file);
    // Were this snapshot believed, the record would not exist (404).
    const changed = db.prepare(`UPDATE snapshots SET state = replace(state, '"created":true', '"created":false')`).run().changes;
    db.close();
    expect(changed).toBe(1);
    expect((await ok(await get(""))).modules[0].content.fields).toEqual({ value: "99 %" });
  });

  it("verifies every event of the stream: an altered event before the snapshot is named", async () => {
    const events = SAVES + 3;
    expect(await ok(await get("/verification"))).toMatchObject({ verified: true, events, brokenAt: null });
    const db = new Database(join(api.service.runtime.ports.dataDir, "events.sqlite"));
    db.exec("DROP TRIGGER IF EXISTS events_no_update");
    const row = db.prepare("SELECT data FROM events WHERE global_position = ?").get(positions[0]) as { data: string };
    db.prepare("UPDATE events SET data = ? WHERE global_position = ?").run(row.data.replace("60 %", "66 %"), positions[0]);
    db.close();
    expect(await ok(await get("/verification"))).toMatchObject({
      verified: false,
      events: 2,
      brokenAt: { streamPosition: 2, position: positions[0], problem: "hash-mismatch" },
    });
    // Time travel folds the stored events themselves, never a snapshot.
    expect((await ok(await get(`/at?position=${positions[0]}`))).record.modules[0].content.fields).toEqual({ value: "66 %" });
  });
});
