import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Doc, type Filter, matches, type PositionedWrite, type ReadStore } from "@labledger/ports";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SqliteReadStore } from "./sqlite";
import { openSqliteReadModels, readModelFiles } from "./sqlite-read-models";

const entry = (n: number, fields: Record<string, unknown> = {}): Doc => ({
  id: `e${n}`,
  position: n,
  time: `2026-11-${String(10 + (n % 5)).padStart(2, "0")}T08:00:00.000Z`,
  userId: n % 2 ? "alice" : "bob",
  userName: n % 2 ? "爱丽丝" : "Bob",
  reason: n % 3 ? null : "纠正",
  eventType: n % 4 ? "ModuleSaved" : "MemberLoggedIn",
  category: n % 4 ? "record" : "admin",
  action: n % 4 ? (n % 3) + 1 : 1,
  subject: n % 4 ? null : "alice",
  projectId: n % 5 ? null : "p1",
  experimentId: n % 4 ? `x${n % 3}` : null,
  moduleId: n % 4 ? "m1" : null,
  fieldName: n % 4 ? "yield" : null,
  rowId: null,
  oldValue: n % 4 ? { cells: [1, "二"], unit: null } : null,
  newValue: n % 4 ? 72.5 : { memberId: "m1", sessionId: `s${n}` },
  isAuto: n % 7 === 0,
  ...fields,
});

describe("embedded read models: the audit trail in a file of its own", () => {
  let dir: string;
  let store: ReadStore;
  const write = (checkpointKey: string, checkpoint: number, writes: PositionedWrite[]) =>
    store.commit({ checkpointKey, checkpoint, writes });
  const inserts = (collection: string, docs: Doc[]): PositionedWrite[] =>
    docs.map((doc) => ({ op: "insert", collection, doc, position: doc.position as number }));
  const tables = (file: string) => {
    const db = new Database(file, { readonly: true });
    const names = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[];
    const auditColumns = names.includes("rm_audit")
      ? db.prepare("SELECT name FROM pragma_table_info('rm_audit')").pluck().all()
      : [];
    const indexes = db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'rm_audit'").pluck().all();
    db.close();
    return { names, auditColumns, indexes };
  };

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "labledger-rm-audit-"));
    store = await openSqliteReadModels(dir);
  });
  afterEach(async () => {
    await store.close();
  });

  it("keeps entries as real columns in audit.sqlite, and reads them back as they were written", async () => {
    const docs = [entry(1), entry(4), entry(7, { note: "kept apart", rowId: "r1" })];
    await write("audit", 7, [
      ...inserts("audit", docs),
      { op: "upsert", collection: "auditNames", doc: { id: "member:m1", kind: "member", name: "爱丽丝" }, position: 7 },
    ]);
    await write("members", 3, [{ op: "upsert", collection: "members", doc: { id: "alice", account: "alice" }, position: 3 }]);
    for (const doc of docs) expect(await store.get("audit", doc.id)).toEqual(doc);
    expect(await store.get("auditNames", "member:m1")).toEqual({ id: "member:m1", kind: "member", name: "爱丽丝" });
    expect(await store.checkpoint("audit")).toBe(7);
    expect(await store.checkpoint("members")).toBe(3);
    const { main, audit } = readModelFiles(dir);
    expect(tables(audit).auditColumns).toEqual(expect.arrayContaining(["userId", "experimentId", "newValue", "isAuto"]));
    expect(tables(audit).names).toContain("rm_auditNames");
    expect(tables(main).names).toContain("rm_members");
    expect(tables(main).names).not.toContain("rm_audit");
    expect(tables(audit).names).not.toContain("rm_members");
  });

  it("finds entries with the audit trail's filters exactly as the reference matcher, newest first", async () => {
    const docs = Array.from({ length: 40 }, (_, i) => entry(i + 1));
    await write("audit", 40, inserts("audit", docs));
    const filters: Filter[] = [
      {},
      { userId: "alice" },
      { $and: [{ experimentId: "x1" }, { action: 2 }] },
      { $and: [{ $or: [{ projectId: "p1" }, { experimentId: { $in: ["x0", "x2"] } }] }, { category: "record" }] },
      { time: { $gte: "2026-11-11T00:00:00.000Z", $lt: "2026-11-13T00:00:00.000Z" } },
      { reason: null },
      { reason: { $ne: null } },
      { experimentId: { $nin: ["x1", null] } },
      { experimentId: { $in: [null, "x1"] } },
      { isAuto: true },
      { subject: { $exists: false } },
      { $or: [] },
    ];
    for (const filter of filters) {
      const expected = docs
        .filter((d) => matches(d, filter))
        .sort((a, b) => (b.position as number) - (a.position as number))
        .map((d) => d.id);
      const page = await store.find("audit", { filter, sort: [["position", -1]], skip: 2, limit: 5 });
      expect({ filter, ids: page.rows.map((d) => d.id), total: page.total }).toEqual({
        filter,
        ids: expected.slice(2, 7),
        total: expected.length,
      });
    }
    await expect(store.find("audit", { filter: { newValue: 72.5 } })).rejects.toThrow(/not a column/);
  });

  it("keeps a replayed entry as stored, indexes a rebuilt trail once it is swapped in, and refuses a batch across files", async () => {
    await write("audit", 2, inserts("audit", [entry(1), entry(2)]));
    await write("audit", 2, inserts("audit", [entry(1, { userName: "replayed" })]));
    expect((await store.get("audit", "e1"))?.userName).toBe("爱丽丝");
    await expect(
      store.commit({
        checkpointKey: "audit",
        checkpoint: 3,
        writes: [{ op: "patch", collection: "audit", id: "e1", set: { reason: "x" }, position: 3 }],
      }),
    ).rejects.toThrow(/not patches/);

    await write("audit#rebuild", 3, inserts("audit__rebuild", [entry(1), entry(2), entry(3)]));
    const { audit } = readModelFiles(dir);
    expect(tables(audit).indexes.filter((name) => String(name).includes("__by_")).length).toBeGreaterThan(0);
    await store.swap({
      collections: [{ from: "audit__rebuild", to: "audit" }],
      checkpoint: { from: "audit#rebuild", to: "audit" },
    });
    expect(await store.count("audit")).toBe(3);
    expect(await store.checkpoint("audit")).toBe(3);
    expect(tables(audit).indexes).toEqual(
      expect.arrayContaining(["rm_audit__by_position", "rm_audit__by_experimentId_position"]),
    );

    const across = write("audit", 4, [
      ...inserts("audit", [entry(4)]),
      { op: "upsert", collection: "members", doc: { id: "bob" }, position: 4 },
    ]);
    await expect(across).rejects.toThrow(/another store/);
    expect(await store.get("audit", "e4")).toBeUndefined();
  });

  it("drops an audit trail an older version kept in read-models.sqlite, so it is built again in its own file", async () => {
    await store.close();
    const old = new SqliteReadStore(readModelFiles(dir).main);
    await old.commit({
      checkpointKey: "audit",
      checkpoint: 9,
      writes: [{ op: "insert", collection: "audit", doc: entry(9), position: 9 }],
    });
    await old.commit({ checkpointKey: "audit#version", checkpoint: 3, writes: [] });
    await old.close();
    store = await openSqliteReadModels(dir);
    expect(await store.checkpoint("audit")).toBe(0);
    expect(await store.checkpoint("audit#version")).toBe(0);
    expect(tables(readModelFiles(dir).main).names).not.toContain("rm_audit");
  });
});
