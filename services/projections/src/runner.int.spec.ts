import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SqliteEventStore } from "@labledger/adapters/event-store/sqlite";
import { SqliteReadStore } from "@labledger/adapters/read-store/sqlite";
import { openSqliteReadModels } from "@labledger/adapters/read-store/sqlite-read-models";
import { newEvent, SYSTEM_ACTOR } from "@labledger/events";
import type { ReadStore } from "@labledger/ports";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { defineProjection, versionKey } from "./projection";
import { PROJECTIONS } from "./read-models";
import { auditProjection } from "./read-models/audit";
import { membersProjection } from "./read-models/members";
import { rebuildProjections } from "./rebuild";
import { ProjectionRunner } from "./runner";

const meta = { actor: SYSTEM_ACTOR };
const register = (n: number) =>
  newEvent(
    {
      type: "MemberRegistered",
      data: {
        memberId: `m${n}`,
        account: `user${n}`,
        realName: `研究员${n}`,
        passwordHash: "x",
        departmentId: null,
        language: "zh-CN",
        isOrganisationAdmin: false,
      },
    },
    meta,
  );
const login = (n: number, s: string) => newEvent({ type: "MemberLoggedIn", data: { memberId: `m${n}`, sessionId: s } }, meta);

async function dump(readStore: ReadStore) {
  const out: Record<string, unknown> = {};
  for (const p of PROJECTIONS) for (const c of p.collections) out[c] = (await readStore.find(c, { sort: [["id", 1]] })).rows;
  return out;
}

describe("projection runner", () => {
  let dir: string;
  let events: SqliteEventStore;
  let readStore: ReadStore;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "labledger-proj-"));
    events = new SqliteEventStore(join(dir, "events.sqlite"), { pollMs: 50 });
    // As the embedded service opens them: the audit trail in a file of its own.
    readStore = await openSqliteReadModels(dir);
  });
  afterEach(async () => {
    await events.close();
    await readStore.close();
  });

  it("catches up from the start, then follows live appends, and reports lag", async () => {
    for (let n = 1; n <= 3; n++) await events.append(`member-user${n}`, [register(n)], { expectedRevision: "no_stream" });
    const runner = new ProjectionRunner(events, readStore, membersProjection);
    await runner.start();
    expect(await runner.waitFor(3)).toBe(true);
    expect(await readStore.count("members")).toBe(3);
    const { position } = await events.append("member-user1", [login(1, "s1")], { expectedRevision: 0 });
    expect(await runner.waitFor(position)).toBe(true);
    expect(await readStore.get("members", "m1")).toMatchObject({ realName: "研究员1", loginCount: 1 });
    expect((await readStore.get("members", "m1"))?.passwordHash).toBeUndefined();
    expect(await runner.status()).toMatchObject({ name: "members", position, lag: 0 });
    await runner.stop();
  });

  it("goes on from its checkpoint after a restart without applying anything twice", async () => {
    await events.append("member-user1", [register(1), login(1, "a")], { expectedRevision: "no_stream" });
    const first = new ProjectionRunner(events, readStore, membersProjection);
    await first.start();
    await first.waitFor(2);
    await first.stop();
    await events.append("member-user1", [login(1, "b")], { expectedRevision: 1 });
    const second = new ProjectionRunner(events, readStore, membersProjection);
    await second.start();
    expect(await second.waitFor(3)).toBe(true);
    expect(await readStore.get("members", "m1")).toMatchObject({ loginCount: 2 });
    await second.stop();
  });

  it("rebuilds every read model from the log into fresh collections equal to the live ones", async () => {
    const runners = PROJECTIONS.map((p) => new ProjectionRunner(events, readStore, p));
    for (const r of runners) await r.start();
    await events.append(
      "organisation-o1",
      [newEvent({ type: "OrganisationCreated", data: { organisationId: "o1", name: "实验室", defaultLanguage: "zh-CN" } }, meta)],
      {
        expectedRevision: "no_stream",
      },
    );
    for (let n = 1; n <= 20; n++)
      await events.append(`member-user${n}`, [register(n), login(n, "x"), login(n, "y")], { expectedRevision: "no_stream" });
    const head = await events.headPosition();
    for (const r of runners) await r.waitFor(head);
    const live = await dump(readStore);
    expect((live.members as unknown[]).length).toBe(20);
    for (const r of runners) await r.rebuild();
    expect(await dump(readStore)).toEqual(live);
    expect(await readStore.count("members__rebuild")).toBe(0);
    // still live after the rebuild
    const { position } = await events.append("member-user1", [login(1, "z")], { expectedRevision: 2 });
    expect(await runners[1]!.waitFor(position)).toBe(true);
    expect(await readStore.get("members", "m1")).toMatchObject({ loginCount: 3 });
    for (const r of runners) await r.stop();
  });

  it("rebuilds every read model in one pass over the log, page by page, equal to the live ones, each with its checkpoint and version", async () => {
    const runners = PROJECTIONS.map((p) => new ProjectionRunner(events, readStore, p));
    for (const r of runners) await r.start();
    for (let n = 1; n <= 12; n++)
      await events.append(`member-user${n}`, [register(n), login(n, "x"), login(n, "y")], { expectedRevision: "no_stream" });
    const head = await events.headPosition();
    for (const r of runners) await r.waitFor(head);
    for (const r of runners) await r.stop();
    const live = await dump(readStore);
    expect((live.audit as unknown[]).length).toBeGreaterThan(0);
    // A checkpoint far behind (a commit cannot move it back: dropped, then set).
    await readStore.drop([], ["members"]);
    await readStore.commit({ checkpointKey: "members", writes: [], checkpoint: 1 });

    const results = await rebuildProjections(events, readStore, PROJECTIONS, { pageSize: 7 });

    expect(await dump(readStore)).toEqual(live);
    for (const [i, p] of PROJECTIONS.entries()) {
      expect(await readStore.checkpoint(p.name)).toBe(head);
      expect(await readStore.checkpoint(`${p.name}#rebuild`)).toBe(0);
      expect(await readStore.checkpoint(versionKey(p))).toBe(p.version);
      for (const c of p.collections) expect(await readStore.count(`${c}__rebuild`)).toBe(0);
      expect(results[i]).toMatchObject({ position: head });
    }
    const members = results[PROJECTIONS.findIndex((p) => p.name === "members")]!;
    expect(members.events).toBe(36);
  });

  it("rebuilds a read model written by an older version of its projection once, at start, and then goes on from its checkpoint", async () => {
    // Version 1 counts logins per member; version 2 also keeps the last session.
    const counted = (version: number) =>
      defineProjection({
        name: "probe",
        version,
        collections: ["probe"],
        handles: ["MemberLoggedIn"],
        project: (event) => [
          {
            op: "patch",
            collection: "probe",
            id: event.data.memberId,
            inc: { logins: 1 },
            ...(version >= 2 ? { set: { lastSession: event.data.sessionId } } : {}),
          },
        ],
      });
    await events.append("member-user1", [register(1), login(1, "a"), login(1, "b")], { expectedRevision: "no_stream" });
    const v1 = new ProjectionRunner(events, readStore, counted(1));
    await v1.start();
    await v1.waitFor(3);
    await v1.stop();
    expect(await readStore.get("probe", "m1")).toMatchObject({ logins: 2 });
    expect((await readStore.get("probe", "m1"))?.lastSession).toBeUndefined();
    expect(await readStore.checkpoint("probe#version")).toBe(1);

    const v2 = new ProjectionRunner(events, readStore, counted(2));
    await v2.start();
    expect(await readStore.get("probe", "m1")).toMatchObject({ logins: 2, lastSession: "b" });
    expect(await readStore.checkpoint("probe#version")).toBe(2);
    const { position } = await events.append("member-user1", [login(1, "c")], { expectedRevision: 2 });
    expect(await v2.waitFor(position)).toBe(true);
    expect(await readStore.get("probe", "m1")).toMatchObject({ logins: 3, lastSession: "c" });
    await v2.stop();

    // The same version again: no rebuild (a mark left in the read model survives), no event applied twice.
    await readStore.commit({
      checkpointKey: "probe",
      checkpoint: position,
      writes: [{ op: "patch", collection: "probe", id: "m1", set: { mark: true }, position: position + 1 }],
    });
    const again = new ProjectionRunner(events, readStore, counted(2));
    await again.start();
    expect(await readStore.get("probe", "m1")).toMatchObject({ logins: 3, mark: true });
    await again.stop();

    // An older release run again rebuilds once and notes its lower version (checkpoints only move forward, versions do not).
    const back = new ProjectionRunner(events, readStore, counted(1));
    await back.start();
    await back.stop();
    expect(await readStore.checkpoint("probe#version")).toBe(1);
    expect(await readStore.get("probe", "m1")).toEqual({ id: "m1", logins: 3 });
  });

  it("builds again, in audit.sqlite, an audit trail an older version kept in read-models.sqlite", async () => {
    for (let n = 1; n <= 5; n++)
      await events.append(`member-user${n}`, [register(n), login(n, "x")], { expectedRevision: "no_stream" });
    await readStore.close();
    // The layout before issue 15: every read model, the audit trail's JSON documents too, in one file.
    const old = new SqliteReadStore(join(dir, "read-models.sqlite"));
    const before = new ProjectionRunner(events, old, auditProjection);
    await before.start();
    expect(await before.waitFor(10)).toBe(true);
    await before.stop();
    expect(await old.count("audit")).toBe(10);
    await old.close();

    readStore = await openSqliteReadModels(dir);
    const runner = new ProjectionRunner(events, readStore, auditProjection);
    await runner.start();
    expect(await runner.waitFor(10)).toBe(true);
    const { rows, total } = await readStore.find("audit", {
      filter: { eventType: "MemberRegistered" },
      sort: [["position", -1]],
    });
    expect(total).toBe(5);
    expect(rows[0]).toMatchObject({ category: "admin", subject: "user5", newValue: { account: "user5" } });
    expect(rows[0]!.newValue).not.toHaveProperty("passwordHash");
    expect(await readStore.count("audit")).toBe(10);
    await runner.stop();
  });

  it("answers a wait for a position never reached with false after the time-out", async () => {
    const runner = new ProjectionRunner(events, readStore, membersProjection);
    await runner.start();
    expect(await runner.waitFor(99, 100)).toBe(false);
    await runner.stop();
  });
});
