import { uuidv7 } from "@labledger/events";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { matches } from "./match";
import type { Doc, DocumentWrite, Filter, PositionedWrite, ReadStore } from "./port";

type BareWrite = DocumentWrite extends infer W ? (W extends DocumentWrite ? Omit<W, "collection"> : never) : never;

export interface ReadStoreContractOptions {
  readonly create: () => Promise<ReadStore>;
}

const samples: Doc[] = [
  { id: "e1", title: "Suzuki coupling of aryl bromides", status: 1, owner: { dept: "chem" }, tags: ["pd", "c-c"], yield: 72.5 },
  { id: "e2", title: "高效液相色谱法测定样品纯度", status: 2, owner: { dept: "qc" }, tags: ["hplc"], yield: 98 },
  { id: "e3", title: "Grignard reaction 格氏反应 scale-up", status: 2, owner: { dept: "chem" }, tags: [], yield: null },
  { id: "e4", title: "PCR amplification of plasmid DNA", status: 3, owner: { dept: "bio" }, tags: ["dna", "pcr"] },
];

/** The behaviour every read-store adapter must show. */
export function readStoreContract(name: string, options: ReadStoreContractOptions): void {
  describe(`read store contract: ${name}`, () => {
    let store: ReadStore;
    let col: (label: string) => string;
    let key: string;
    let position = 0;
    const commit = (collection: string, writes: BareWrite[], at?: number) => {
      const positioned = writes.map((w) => ({ ...w, collection, position: at ?? ++position }) as PositionedWrite);
      return store.commit({ checkpointKey: key, writes: positioned, checkpoint: at ?? position });
    };
    const seed = (collection: string) =>
      commit(
        collection,
        samples.map((doc) => ({ op: "upsert" as const, doc, text: String(doc.title) })),
      );

    beforeEach(async () => {
      store = await options.create();
      const run = uuidv7().replace(/-/g, "").slice(-10);
      col = (label) => `contract_${label}_${run}`;
      key = `contract-${run}`;
      position = 0;
    });
    afterEach(async () => {
      await store.close();
    });

    it("upserts, gets and deletes documents, and keeps the checkpoint with them", async () => {
      await seed(col("a"));
      expect(await store.get(col("a"), "e2")).toEqual(samples[1]);
      expect(await store.get(col("a"), "missing")).toBeUndefined();
      expect(await store.checkpoint(key)).toBe(4);
      await commit(col("a"), [{ op: "delete", id: "e2" }]);
      expect(await store.get(col("a"), "e2")).toBeUndefined();
      expect(await store.count(col("a"))).toBe(3);
      expect(await store.checkpoint(key)).toBe(5);
      expect(await store.checkpoint("never-written")).toBe(0);
    });

    it("patches with set, unset and inc on dot paths, creating a missing document", async () => {
      await seed(col("b"));
      await commit(col("b"), [
        { op: "patch", id: "e1", set: { status: 5, "owner.dept": "pharma" }, unset: ["tags"], inc: { views: 2 } },
      ]);
      await commit(col("b"), [{ op: "patch", id: "e1", inc: { views: 3 } }]);
      expect(await store.get(col("b"), "e1")).toEqual({
        ...samples[0],
        tags: undefined,
        status: 5,
        owner: { dept: "pharma" },
        views: 5,
      });
      await commit(col("b"), [{ op: "patch", id: "new", set: { status: 9 } }]);
      expect(await store.get(col("b"), "new")).toEqual({ id: "new", status: 9 });
    });

    it("pushes onto arrays (a missing one is created), in order, and a replay pushes nothing twice", async () => {
      await commit(col("p"), [{ op: "upsert", doc: { id: "a", who: ["x"] } }], 1);
      await commit(col("p"), [{ op: "patch", id: "a", push: { who: "y", "log.steps": { n: 1 } } }], 2);
      await commit(col("p"), [{ op: "patch", id: "a", push: { who: "z", "log.steps": { n: 2 } } }], 3);
      await commit(col("p"), [{ op: "patch", id: "a", push: { who: "z", "log.steps": { n: 2 } } }], 3);
      expect(await store.get(col("p"), "a")).toEqual({ id: "a", who: ["x", "y", "z"], log: { steps: [{ n: 1 }, { n: 2 }] } });
      expect((await store.find(col("p"), { filter: { who: "y" } })).total).toBe(1);
    });

    it("inserts new documents, searchable, and a replayed insert keeps the stored document", async () => {
      await commit(
        col("i"),
        samples.map((doc) => ({ op: "insert" as const, doc, text: String(doc.title) })),
      );
      expect(await store.get(col("i"), "e2")).toEqual(samples[1]);
      expect((await store.find(col("i"), { text: "色谱" })).rows.map((d) => d.id)).toEqual(["e2"]);
      expect(await store.checkpoint(key)).toBe(4);
      await commit(col("i"), [{ op: "patch", id: "e1", set: { status: 7 } }], 5);
      // The first batch again (a replay after a crash): nothing it inserted is replaced or duplicated.
      await commit(col("i"), [{ op: "insert", doc: { id: "e1", title: "replayed" }, text: "replayed" }], 1);
      await commit(col("i"), [{ op: "insert", doc: { ...samples[1]!, title: "replayed" } }], 2);
      expect(await store.get(col("i"), "e1")).toEqual({ ...samples[0], status: 7 });
      expect(await store.get(col("i"), "e2")).toEqual(samples[1]);
      expect((await store.find(col("i"), { text: "replayed" })).total).toBe(0);
      expect(await store.count(col("i"))).toBe(4);
    });

    it("in one batch, inserts mix in order with other writes, in several collections", async () => {
      await store.commit({
        checkpointKey: key,
        checkpoint: 4,
        writes: [
          { op: "insert", collection: col("j"), doc: { id: "a", n: 1 }, position: 1 },
          { op: "insert", collection: col("j"), doc: { id: "b", n: 2 }, position: 1 },
          { op: "upsert", collection: col("k"), doc: { id: "name", v: "x" }, position: 1 },
          { op: "insert", collection: col("k"), doc: { id: "c", n: 3 }, position: 2 },
          { op: "patch", collection: col("j"), id: "a", set: { n: 10 }, inc: { seen: 1 }, position: 3 },
          { op: "insert", collection: col("j"), doc: { id: "d", n: 4 }, position: 3 },
          { op: "delete", collection: col("j"), id: "b", position: 4 },
        ],
      });
      expect((await store.find(col("j"), { sort: [["id", 1]] })).rows).toEqual([
        { id: "a", n: 10, seen: 1 },
        { id: "d", n: 4 },
      ]);
      expect((await store.find(col("k"), { sort: [["id", 1]] })).rows).toEqual([
        { id: "c", n: 3 },
        { id: "name", v: "x" },
      ]);
      expect(await store.checkpoint(key)).toBe(4);
    });

    it("finds with every filter operator the same way as the reference matcher", async () => {
      await seed(col("c"));
      const filters: Filter[] = [
        { status: 2 },
        { "owner.dept": "chem" },
        { status: { $ne: 2 } },
        { status: { $in: [1, 3] } },
        { status: { $nin: [1, 3] } },
        { yield: { $gt: 72.5 } },
        { yield: { $gte: 72.5 } },
        { yield: { $lt: 98 } },
        { yield: { $lte: 98, $gt: 0 } },
        { yield: { $exists: false } },
        { yield: null },
        { tags: "pcr" },
        { tags: { $in: ["hplc", "pd"] } },
        { title: { $gte: "P" } },
        { status: 2, "owner.dept": "qc" },
        { $or: [{ status: 2 }, { tags: "pcr" }] },
        { $or: [{ status: { $in: [1, 3] }, "owner.dept": "chem" }, { yield: { $gt: 90 } }], title: { $exists: true } },
        { $or: [{ $or: [{ status: 1 }] }, { status: 3 }] },
        { $or: [] },
        { $and: [{ $or: [{ status: 1 }, { status: 2 }] }, { $or: [{ tags: "pcr" }, { "owner.dept": "qc" }] }] },
        { $and: [] },
      ];
      for (const filter of filters) {
        const expected = samples.filter((d) => matches(d, filter)).map((d) => d.id);
        const page = await store.find(col("c"), { filter, sort: [["id", 1]] });
        expect({ filter, ids: page.rows.map((d) => d.id) }).toEqual({ filter, ids: expected });
        expect(page.total).toBe(expected.length);
        expect(await store.count(col("c"), filter)).toBe(expected.length);
      }
    });

    it("sorts by several fields, pages with skip and limit, and reports the total", async () => {
      await seed(col("d"));
      const byStatusDescThenId = await store.find(col("d"), {
        sort: [
          ["status", -1],
          ["id", 1],
        ],
      });
      expect(byStatusDescThenId.rows.map((d) => d.id)).toEqual(["e4", "e2", "e3", "e1"]);
      const page = await store.find(col("d"), {
        sort: [
          ["status", -1],
          ["id", 1],
        ],
        skip: 1,
        limit: 2,
      });
      expect(page.rows.map((d) => d.id)).toEqual(["e2", "e3"]);
      expect(page.total).toBe(4);
      // The last page, short of its limit, and a page past the end still report every match.
      const sort = [["status", -1] as const, ["id", 1] as const];
      expect(await store.find(col("d"), { sort, skip: 3, limit: 2 })).toEqual({ rows: [samples[0]], total: 4 });
      expect(await store.find(col("d"), { sort, skip: 9, limit: 2 })).toEqual({ rows: [], total: 4 });
      expect(await store.find(col("d"), { filter: { status: 2 }, skip: 1 })).toMatchObject({ total: 2 });
      expect((await store.find(col("d"), { filter: { status: 2 }, sort: [["id", -1]], limit: 1 })).rows.map((d) => d.id)).toEqual(
        ["e3"],
      );
      expect(await store.find(col("never"))).toEqual({ rows: [], total: 0 });
    });

    it("finds Chinese and English words whatever the case or segmentation, with filters", async () => {
      await seed(col("e"));
      const ids = async (text: string, filter?: Filter) =>
        (await store.find(col("e"), { text, filter, sort: [["id", 1]] })).rows.map((d) => d.id);
      expect(await ids("suzuki")).toEqual(["e1"]);
      expect(await ids("PCR dna")).toEqual(["e4"]);
      expect(await ids("液相色谱")).toEqual(["e2"]);
      expect(await ids("色谱法")).toEqual(["e2"]);
      expect(await ids("纯度")).toEqual(["e2"]);
      expect(await ids("格氏")).toEqual(["e3"]);
      expect(await ids("reaction 格氏反应")).toEqual(["e3"]);
      expect(await ids("coupling", { status: 2 })).toEqual([]);
      expect(await ids("nothing-like-this")).toEqual([]);
      await commit(col("e"), [{ op: "patch", id: "e1", text: "Heck reaction" }]);
      expect(await ids("suzuki")).toEqual([]);
      expect(await ids("heck")).toEqual(["e1"]);
      await commit(col("e"), [{ op: "delete", id: "e1" }]);
      expect(await ids("heck")).toEqual([]);
    });

    it("skips a write older than the document, so replaying a batch changes nothing", async () => {
      await commit(col("f"), [{ op: "upsert", doc: { id: "x", v: 1 } }], 10);
      await commit(col("f"), [{ op: "patch", id: "x", set: { v: 2 }, inc: { n: 1 } }], 11);
      await commit(col("f"), [{ op: "upsert", doc: { id: "x", v: 1 } }], 10);
      await commit(col("f"), [{ op: "patch", id: "x", set: { v: 2 }, inc: { n: 1 } }], 11);
      expect(await store.get(col("f"), "x")).toEqual({ id: "x", v: 2, n: 1 });
    });

    it("in one batch, a stale upsert is skipped and a later patch still applies to the stored document", async () => {
      await commit(col("r"), [{ op: "upsert", doc: { id: "x", v: 1, keep: "me" } }], 10);
      await store.commit({
        checkpointKey: key,
        checkpoint: 12,
        writes: [
          { op: "upsert", collection: col("r"), doc: { id: "x", v: 0 }, position: 9 },
          { op: "patch", collection: col("r"), id: "x", set: { v: 2 }, position: 11 },
          { op: "upsert", collection: col("r"), doc: { id: "y", tags: ["a"] }, position: 11 },
          { op: "patch", collection: col("r"), id: "y", set: { "tags.0": "b" }, position: 12 },
        ],
      });
      expect(await store.get(col("r"), "x")).toEqual({ id: "x", v: 2, keep: "me" });
      expect(await store.get(col("r"), "y")).toEqual({ id: "y", tags: ["b"] });
    });

    it("commits writes and checkpoint together or not at all", async () => {
      await commit(col("g"), [{ op: "upsert", doc: { id: "a", v: 1 } }], 1);
      const bad = store.commit({
        checkpointKey: key,
        checkpoint: 2,
        writes: [
          { op: "upsert", collection: col("g"), doc: { id: "b", v: 2 }, position: 2 },
          { op: "upsert", collection: "not a valid collection name!", doc: { id: "c" }, position: 2 },
        ],
      });
      await expect(bad).rejects.toThrow();
      if (store.atomic) {
        expect(await store.get(col("g"), "b")).toBeUndefined();
        expect(await store.checkpoint(key)).toBe(1);
      } else {
        // Not atomic: the checkpoint must not move past what was written; replay fixes the rest.
        expect(await store.checkpoint(key)).toBe(1);
      }
    });

    it("never moves a checkpoint backwards: a batch behind the stored checkpoint writes nothing, one at it still applies", async () => {
      await commit(col("h"), [{ op: "upsert", doc: { id: "a", v: 5 } }], 5);
      await store.commit({
        checkpointKey: key,
        checkpoint: 3,
        writes: [
          { op: "upsert", collection: col("h"), doc: { id: "b", v: 2 }, position: 2 },
          { op: "insert", collection: col("h"), doc: { id: "c", v: 3 }, position: 3 },
          { op: "delete", collection: col("h"), id: "a", position: 3 },
        ],
      });
      expect(await store.checkpoint(key)).toBe(5);
      expect((await store.find(col("h"), { sort: [["id", 1]] })).rows).toEqual([{ id: "a", v: 5 }]);
      await commit(col("h"), [{ op: "patch", id: "a", set: { v: 6 } }], 6);
      await store.commit({
        checkpointKey: key,
        checkpoint: 6,
        writes: [{ op: "upsert", collection: col("h"), doc: { id: "d", v: 6 }, position: 6 }],
      });
      expect(await store.get(col("h"), "a")).toEqual({ id: "a", v: 6 });
      expect(await store.get(col("h"), "d")).toEqual({ id: "d", v: 6 });
      expect(await store.checkpoint(key)).toBe(6);
    });

    it("keeps the greatest checkpoint of batches committed at once in any order, never lower while they land", async () => {
      const positions = Array.from({ length: 40 }, (_, i) => i + 1);
      // A fixed shuffle: every later batch lands among earlier ones.
      const order = positions.map((p, i) => [(i * 17) % 40, p] as const).sort(([a], [b]) => a - b);
      const seen: number[] = [];
      let landing = true;
      const polling = (async () => {
        while (landing) seen.push(await store.checkpoint(key));
      })();
      await Promise.all(
        order.map(([, p]) =>
          store.commit({
            checkpointKey: key,
            checkpoint: p,
            writes: [{ op: "upsert", collection: col("m"), doc: { id: "x", last: p }, position: p }],
          }),
        ),
      );
      landing = false;
      await polling;
      seen.push(await store.checkpoint(key));
      expect(
        seen.filter((p, i) => i > 0 && p < seen[i - 1]!),
        seen.join(" "),
      ).toEqual([]);
      expect(seen.at(-1)).toBe(40);
      // Concurrent writes to one document are only as safe as the server's filtered update:
      // FerretDB reads, then writes (seen here: the document at 31 under checkpoint 40).
      if (store.atomic) expect(await store.get(col("m"), "x")).toEqual({ id: "x", last: 40 });
    });

    it("swaps freshly built collections and their checkpoint in for the live ones", async () => {
      await seed(col("live"));
      await store.commit({
        checkpointKey: `${key}#rebuild`,
        checkpoint: 42,
        writes: [
          { op: "upsert", collection: col("fresh"), doc: { id: "z", title: "rebuilt" }, text: "rebuilt 重建", position: 42 },
        ],
      });
      await store.swap({
        collections: [{ from: col("fresh"), to: col("live") }],
        checkpoint: { from: `${key}#rebuild`, to: key },
      });
      expect((await store.find(col("live"))).rows).toEqual([{ id: "z", title: "rebuilt" }]);
      expect((await store.find(col("live"), { text: "重建" })).total).toBe(1);
      expect(await store.checkpoint(key)).toBe(42);
      expect(await store.checkpoint(`${key}#rebuild`)).toBe(0);
      expect(await store.count(col("fresh"))).toBe(0);
      await store.drop([col("live")], [key]);
      expect(await store.count(col("live"))).toBe(0);
      expect(await store.checkpoint(key)).toBe(0);
    });
  });
}
