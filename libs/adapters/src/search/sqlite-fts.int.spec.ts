import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Filter, SearchDocument } from "@labledger/ports";
import { searchIndexContract } from "@labledger/ports/search/contract";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { conditionsOf, type Param } from "../read-store/sqlite-json-filter";
import { SqliteSearchIndex } from "./sqlite-fts";
import { facetsOf } from "./sqlite-fts-facets";

const freshPath = () => join(mkdtempSync(join(tmpdir(), "labledger-search-")), "search.sqlite");

searchIndexContract("embedded SQLite FTS5", { create: async () => new SqliteSearchIndex(freshPath()) });

const doc = (id: string, facets: SearchDocument["facets"], over: Partial<SearchDocument> = {}): SearchDocument => ({
  id,
  type: "record",
  title: `Record ${id}`,
  code: "",
  fields: [{ label: "Notes", text: "a common word" }],
  facets,
  updatedAt: "2026-03-01T00:00:00.000Z",
  ...over,
});

/** Facets of the shapes the domain gives (texts, nulls, missing, lists of texts, a number). */
const regular = [
  doc("r1", { ownerId: "m1", viewerIds: ["m2", "m3"], status: "draft", projectId: "p1", taskId: null }),
  doc("r2", { ownerId: "m2", viewerIds: [], status: "approved", projectId: "p2" }, { updatedAt: "2026-01-15T00:00:00.000Z" }),
  doc("r3", { ownerId: "m3", viewerIds: ["m1"], status: "submitted", projectId: null, taskId: "t1", departmentId: "d1" }),
  doc("r4", { ownerId: "m1", status: "draft", departmentId: "d2", score: 5 }, { type: "project" }),
  doc("r5", { ownerId: 7, viewerIds: ["m1"], status: "draft" }, { updatedAt: "2026-05-01T00:00:00.000Z" }),
];
/** Facets the columns cannot hold: a list where a text is kept, a text where a list is, a boolean, the separator. */
const irregular = [
  doc("x1", { ownerId: ["m1", "m2"], viewerIds: ["m3"], status: "draft" }),
  doc("x2", { ownerId: "m1", viewerIds: "m1", status: true }),
  doc("x3", { ownerId: "m\u0001", viewerIds: ["a\u0001b", "m2"], status: null }),
];
const filters: Filter[] = [
  {},
  { ownerId: "m1" },
  { ownerId: 7 },
  { ownerId: { $ne: "m1" } },
  { ownerId: { $in: ["m1", "m3"] } },
  { ownerId: { $nin: ["m1"] } },
  { ownerId: { $in: [] } },
  { ownerId: null },
  { ownerId: { $ne: null } },
  { ownerId: { $exists: true } },
  { ownerId: { $gte: "m2" } },
  { ownerId: { $gt: 5 } },
  { taskId: null },
  { taskId: { $exists: false } },
  { taskId: { $in: [null, "t1"] } },
  { taskId: { $nin: [null] } },
  { viewerIds: "m1" },
  { viewerIds: { $ne: "m1" } },
  { viewerIds: { $in: ["m2", "m3"] } },
  { viewerIds: { $nin: ["m1"] } },
  { viewerIds: { $in: [] } },
  { viewerIds: null },
  { viewerIds: { $gt: "m2" } },
  { status: true },
  { status: { $in: ["draft", "approved"] } },
  { type: "project" },
  { updatedAt: { $gte: "2026-02-01", $lt: "2026-04-01" } },
  { score: 5 },
  { "facets.ownerId": "m1" },
  { departmentId: { $in: ["d1", "d2"] }, status: "draft" },
  { $or: [{ ownerId: "m1" }, { viewerIds: "m1" }, { projectId: { $in: ["p2"] } }] },
  {
    $and: [
      { $or: [{ $and: [{ type: "record" }, { $or: [{ ownerId: "m3" }, { viewerIds: "m3" }, { taskId: { $in: [] } }] }] }] },
      { $or: [{ $and: [{ type: "project" }, {}] }, { status: { $ne: "approved" } }] },
    ],
  },
];

/** What the filter language says, read from the facets' JSON as the index did before it kept columns. */
function expected(docs: readonly SearchDocument[], filter: Filter): string[] {
  const db = new Database(":memory:");
  db.exec("CREATE TABLE t (id TEXT, facets TEXT)");
  for (const d of docs) db.prepare("INSERT INTO t VALUES (?, ?)").run(d.id, JSON.stringify(facetsOf(d)));
  const params: Param[] = [];
  const where = conditionsOf(filter, params, "facets").join(" AND ") || "1";
  const ids = db.prepare<Param[], { id: string }>(`SELECT id FROM t WHERE ${where}`).all(...params);
  db.close();
  return ids.map((r) => r.id).sort();
}

describe("embedded SQLite FTS5: facets kept as columns", () => {
  for (const [name, docs] of [
    ["of the shapes the domain gives", regular],
    ["beside documents whose facets the columns cannot hold", [...regular, ...irregular]],
  ] as const) {
    it(`narrows as the filter language does on the facets' JSON, ${name}`, async () => {
      const index = new SqliteSearchIndex(freshPath());
      await index.commit({ checkpointKey: "k", writes: docs.map((d) => ({ op: "put", doc: d })), checkpoint: 1 });
      for (const filter of filters) {
        const found = await index.search({ text: "common", scope: "all", filter, limit: 100 });
        const ids = found.hits.map((h) => h.id).sort();
        expect({ filter, ids }).toEqual({ filter, ids: expected(docs, filter) });
        expect(found.total).toBe(ids.length);
      }
      await index.close();
    });
  }

  it("empties a file of the earlier layout (facets and documents as JSON in one table) and forgets its checkpoints, to be built again from the log", async () => {
    const path = freshPath();
    const old = new Database(path);
    old.exec(`
      CREATE TABLE search_docs (rowid INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, updated_at TEXT NOT NULL, facets TEXT NOT NULL, doc TEXT NOT NULL);
      CREATE VIRTUAL TABLE search_terms USING fts5(head, body, content='', contentless_delete=1);
      CREATE TABLE search_checkpoints (key TEXT PRIMARY KEY, position INTEGER NOT NULL);
      INSERT INTO search_checkpoints VALUES ('search', 40);`);
    old.close();
    const index = new SqliteSearchIndex(path);
    expect(await index.checkpoint("search")).toBe(0);
    await index.commit({ checkpointKey: "search", writes: [{ op: "put", doc: regular[0]! }], checkpoint: 41 });
    expect((await index.search({ text: "common", scope: "all" })).hits.map((h) => h.id)).toEqual(["r1"]);
    await index.close();
    const again = new SqliteSearchIndex(path);
    expect(await again.checkpoint("search")).toBe(41);
    expect(await again.get("r1")).toEqual(regular[0]);
    await again.close();
  });

  it("pages past the last match with the total of every match", async () => {
    const index = new SqliteSearchIndex(freshPath());
    await index.commit({ checkpointKey: "k", writes: regular.map((d) => ({ op: "put", doc: d })), checkpoint: 1 });
    expect(await index.search({ text: "common", scope: "all", skip: 10, limit: 5 })).toEqual({ hits: [], total: 5 });
    const mine = { text: "common", scope: "all", filter: { ownerId: "m1" } } as const;
    expect((await index.search({ ...mine, skip: 1, limit: 5 })).total).toBe(2);
    expect(await index.search({ ...mine, skip: 5, limit: 5 })).toEqual({ hits: [], total: 2 });
    await index.close();
  });
});
