import { uuidv7 } from "@labledger/events";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Filter } from "../read-store/port";
import type { SearchDocument, SearchIndex, SearchQuery, SearchWrite } from "./port";

export interface SearchIndexContractOptions {
  readonly create: () => Promise<SearchIndex>;
}

const doc = (id: string, over: Partial<SearchDocument> & { text?: string } = {}): SearchDocument => {
  const { text, ...rest } = over;
  return {
    id,
    type: "record",
    title: `Record ${id}`,
    code: `EXP-${id}`,
    fields: text === undefined ? [] : [{ label: "Notes", text }],
    facets: { ownerId: "m1", viewerIds: [], status: "draft" },
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...rest,
  };
};

const library: SearchDocument[] = [
  doc("r1", {
    title: "Suzuki coupling of aryl bromides",
    text: "The reactions were run under nitrogen. Yield 72 %.",
    facets: { ownerId: "m1", viewerIds: [], status: "draft", projectId: "p1" },
    updatedAt: "2026-03-01T00:00:00.000Z",
  }),
  doc("r2", {
    title: "高效液相色谱法测定纯度",
    fields: [
      { label: "实验步骤", text: "按合成路线制备样品，然后用高效液相色谱测定。" },
      { label: "结论", text: "纯度 99.2%" },
    ],
    facets: { ownerId: "m2", viewerIds: ["m1"], status: "submitted", projectId: "p1" },
    updatedAt: "2026-04-01T00:00:00.000Z",
  }),
  doc("r3", {
    title: "Grignard scale-up",
    fields: [
      { label: "Procedure", text: "Magnesium turnings were activated; the Grignard reagent coupled cleanly." },
      { label: "report.pdf", text: "Appendix: impurity profile of batch 7 by HPLC.", source: "attachment:abc" },
    ],
    facets: { ownerId: "m3", viewerIds: [], status: "approved", projectId: "p2" },
    updatedAt: "2026-05-01T00:00:00.000Z",
  }),
  doc("b1", {
    type: "notebook",
    title: "Coupling notebook",
    code: "NB-7",
    facets: { ownerId: "m1", viewerIds: [] },
    updatedAt: "2026-02-01T00:00:00.000Z",
  }),
];

/** The behaviour every search-index adapter must show. */
export function searchIndexContract(name: string, options: SearchIndexContractOptions): void {
  describe(`search index contract: ${name}`, () => {
    let index: SearchIndex;
    let key: string;
    let position: number;
    const write = (writes: SearchWrite[], at?: number) =>
      index.commit({ checkpointKey: key, writes, checkpoint: at ?? ++position });
    const put = (...docs: SearchDocument[]) => write(docs.map((d) => ({ op: "put" as const, doc: d })));
    const ids = async (text: string, rest: Partial<SearchQuery> = {}) =>
      (await index.search({ text, scope: "all", ...rest })).hits.map((h) => h.id).sort();

    beforeEach(async () => {
      index = await options.create();
      key = `contract-${uuidv7().slice(-10)}`;
      position = 0;
      await index.clear([key]);
      await put(...library);
    });
    afterEach(async () => {
      await index.close();
    });

    it("keeps documents whole, replaces them on a second put, deletes them, and keeps the checkpoint", async () => {
      expect(await index.get("r2")).toEqual(library[1]);
      expect(await index.get("missing")).toBeUndefined();
      expect(await index.checkpoint(key)).toBe(1);
      await put({ ...library[0]!, title: "Heck reaction", fields: [] });
      expect(await ids("suzuki")).toEqual([]);
      expect(await ids("heck")).toEqual(["r1"]);
      expect(await ids("nitrogen")).toEqual([]);
      await write([{ op: "delete", id: "r1" }]);
      expect(await index.get("r1")).toBeUndefined();
      expect(await ids("heck")).toEqual([]);
      expect(await index.checkpoint(key)).toBe(3);
      expect(await index.checkpoint("never-written")).toBe(0);
    });

    it("never moves the checkpoint back: a batch behind it writes nothing", async () => {
      await write([], 10);
      await write([{ op: "put", doc: { ...library[0]!, title: "Stale title" } }], 5);
      expect(await index.checkpoint(key)).toBe(10);
      expect(await ids("stale")).toEqual([]);
      await write([{ op: "put", doc: { ...library[0]!, title: "Fresh title" } }], 10);
      expect(await ids("fresh")).toEqual(["r1"]);
    });

    it("finds Chinese by any substring of its characters, in titles and fields", async () => {
      expect(await ids("合成")).toEqual(["r2"]);
      expect(await ids("合成路线")).toEqual(["r2"]);
      expect(await ids("成路")).toEqual(["r2"]);
      expect(await ids("色谱")).toEqual(["r2"]);
      expect(await ids("液")).toEqual(["r2"]);
      expect(await ids("路合")).toEqual([]);
      expect(await ids("合成 纯度")).toEqual(["r2"]);
      expect(await ids("合成 nitrogen")).toEqual([]);
    });

    it("splits Latin words from Chinese written against them", async () => {
      await put(doc("mixed", { title: "Suzuki偶联反应", text: "用HPLC测定纯度" }));
      expect(await ids("偶联")).toEqual(["mixed"]);
      expect(await ids("suzuki")).toEqual(["mixed", "r1"]);
      expect(await ids("hplc 测定")).toEqual(["mixed"]);
      const [hit] = (await index.search({ text: "偶联 hplc", scope: "all" })).hits;
      expect(hit!.titleParts.filter((p) => p.match).map((p) => p.text)).toEqual(["偶联"]);
      expect(hit!.snippets[0]!.parts.filter((p) => p.match).map((p) => p.text)).toEqual(["HPLC"]);
    });

    it("finds English words whatever their case, width or ending, and by their beginning", async () => {
      expect(await ids("SUZUKI")).toEqual(["r1"]);
      expect(await ids("suzu")).toEqual(["r1"]);
      expect(await ids("reaction")).toEqual(["r1"]);
      expect(await ids("ＨＰＬＣ")).toEqual(["r3"]);
      expect(await ids("coupling")).toEqual(["b1", "r1", "r3"]);
      expect(await ids("grignard magnesium")).toEqual(["r3"]);
      expect(await ids("grignard nitrogen")).toEqual([]);
      expect(await ids("EXP-r2")).toEqual(["r2"]);
      expect(await ids("NB-7")).toEqual(["b1"]);
    });

    it("searches titles and numbers only in the head scope", async () => {
      expect(await ids("magnesium", { scope: "head" })).toEqual([]);
      expect(await ids("grignard", { scope: "head" })).toEqual(["r3"]);
      expect(await ids("impurity", { scope: "all" })).toEqual(["r3"]);
      expect(await ids("impurity", { scope: "head" })).toEqual([]);
      expect(await ids("NB-7", { scope: "head" })).toEqual(["b1"]);
    });

    it("narrows by facets as the read store's filters do, and counts only what the filter lets through", async () => {
      const visibleTo = (member: string): Filter => ({ $or: [{ ownerId: member }, { viewerIds: member }] });
      expect(await ids("coupling", { filter: { type: "record" } })).toEqual(["r1", "r3"]);
      expect(await ids("coupling", { filter: visibleTo("m1") })).toEqual(["b1", "r1"]);
      expect(await ids("纯度", { filter: visibleTo("m1") })).toEqual(["r2"]);
      expect(await ids("纯度", { filter: visibleTo("m3") })).toEqual([]);
      const hidden = await index.search({ text: "纯度", scope: "all", filter: visibleTo("m3") });
      expect(hidden.total).toBe(0);
      expect(await ids("coupling", { filter: { status: { $in: ["approved", "submitted"] } } })).toEqual(["r3"]);
      expect(await ids("coupling", { filter: { projectId: "p1", type: "record" } })).toEqual(["r1"]);
      expect(await ids("coupling", { filter: { updatedAt: { $gte: "2026-02-15", $lt: "2026-04-15" } } })).toEqual(["r1"]);
      expect(
        await ids("coupling", { filter: { $and: [{ type: "record" }, { $or: [{ ownerId: "m3" }, { viewerIds: "m3" }] }] } }),
      ).toEqual(["r3"]);
    });

    it("puts title matches first, then pages with the total of every match", async () => {
      const all = await index.search({ text: "coupling", scope: "all" });
      expect(all.total).toBe(3);
      expect(
        all.hits
          .slice(0, 2)
          .map((h) => h.id)
          .sort(),
      ).toEqual(["b1", "r1"]);
      expect(all.hits[2]!.id).toBe("r3");
      const page = await index.search({ text: "coupling", scope: "all", skip: 2, limit: 2 });
      expect(page).toMatchObject({ total: 3 });
      expect(page.hits.map((h) => h.id)).toEqual(["r3"]);
      expect((await index.search({ text: "coupling", scope: "all", limit: 1 })).hits).toHaveLength(1);
    });

    it("answers each hit with its head, facets and snippets of where the words are, marked, in plain text", async () => {
      const [hit] = (await index.search({ text: "合成路线", scope: "all" })).hits;
      expect(hit).toMatchObject({ id: "r2", type: "record", title: "高效液相色谱法测定纯度", code: "EXP-r2" });
      expect(hit!.titleParts).toEqual([{ text: "高效液相色谱法测定纯度", match: false }]);
      expect(hit!.facets).toEqual(library[1]!.facets);
      expect(hit!.updatedAt).toBe(library[1]!.updatedAt);
      expect(hit!.snippets).toEqual([
        {
          label: "实验步骤",
          parts: [
            { text: "按", match: false },
            { text: "合成路线", match: true },
            { text: "制备样品，然后用高效液相色谱测定。", match: false },
          ],
        },
      ]);
      const [grignard] = (await index.search({ text: "hplc coupled", scope: "all" })).hits;
      const [suzuki] = (await index.search({ text: "suzuki", scope: "all" })).hits;
      expect(suzuki!.titleParts).toEqual([
        { text: "Suzuki", match: true },
        { text: " coupling of aryl bromides", match: false },
      ]);
      expect(grignard!.snippets.map((s) => s.label)).toEqual(["Procedure", "report.pdf"]);
      expect(grignard!.snippets[0]!.parts.filter((p) => p.match).map((p) => p.text)).toEqual(["coupled"]);
      expect(grignard!.snippets[1]!.parts.filter((p) => p.match).map((p) => p.text)).toEqual(["HPLC"]);
    });

    it("cuts a long field around its first match", async () => {
      const long = `${"filler words before ".repeat(2000)}the needle phrase${" and filler after".repeat(2000)}`;
      await put(doc("long", { text: long }));
      const [hit] = (await index.search({ text: "needle", scope: "all" })).hits;
      const snippet = hit!.snippets[0]!;
      const text = snippet.parts.map((p) => p.text).join("");
      expect(text.length).toBeLessThan(200);
      expect(snippet.parts[0]).toEqual({ text: "…", match: false });
      expect(snippet.parts.at(-1)).toEqual({ text: "…", match: false });
      expect(snippet.parts.filter((p) => p.match).map((p) => p.text)).toEqual(["needle"]);
    });

    it("takes any typed text as words: query syntax, quotes and markup are neither obeyed nor an error", async () => {
      await put(doc("html", { text: '<b>bold</b> & "quoted" NEAR(a b) OR * ; DROP TABLE x' }));
      for (const text of ['"', "*", "NEAR(", "a OR b", "title:x", "'; DROP TABLE x; --", "(((", "-", "^", "{}", "\u0000"]) {
        await expect(index.search({ text, scope: "all" })).resolves.toBeDefined();
      }
      expect(await ids("NEAR")).toEqual(["html"]);
      expect(await ids("drop table")).toEqual(["html"]);
      expect(await ids("   ")).toEqual([]);
      const [hit] = (await index.search({ text: "bold", scope: "all" })).hits;
      expect(hit!.snippets[0]!.parts.filter((p) => p.match)).toEqual([{ text: "bold", match: true }]);
    });

    it("clears every document and the checkpoints it is told of", async () => {
      await index.clear([key]);
      expect(await index.checkpoint(key)).toBe(0);
      expect(await ids("coupling")).toEqual([]);
      expect(await index.get("r1")).toBeUndefined();
    });
  });
}
