import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LocalDiskBlobStore } from "@labledger/adapters/blob-store/local-disk";
import { SqliteEventStore } from "@labledger/adapters/event-store/sqlite";
import { SqliteSearchIndex } from "@labledger/adapters/search/sqlite-fts";
import { diffContent, EMPTY_CONTENT, type ModuleContent } from "@labledger/domain";
import { type DomainEvent, newEvent, SYSTEM_ACTOR } from "@labledger/events";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { until } from "../../../../tests/support/patience";
import { type ExtractText, SEARCH_INDEX, SearchIndexer } from "./search-indexer";

const meta = { actor: SYSTEM_ACTOR };
const recordCreated = (id: string, title: string): DomainEvent => ({
  type: "ExperimentCreated",
  data: {
    experimentId: id,
    number: `EXP-${id}`,
    notebookId: "n1",
    projectId: null,
    taskId: null,
    title,
    ownerId: "m1",
    departmentId: null,
    templateId: null,
    clonedFromId: null,
  },
});
const moduleAdded = (id: string, moduleId: string, type: string, title: string): DomainEvent => ({
  type: "ModuleAdded",
  data: { experimentId: id, moduleId, type, subType: null, title, required: false, columns: [], afterModuleId: null },
});
const moduleSaved = (
  id: string,
  moduleId: string,
  before: ModuleContent,
  after: ModuleContent,
  cacheTime: number,
): DomainEvent => ({
  type: "ModuleSaved",
  data: { experimentId: id, moduleId, isAuto: false, changes: diffContent(before, after), cacheTime },
});

describe("search indexer", () => {
  let dir: string;
  let events: SqliteEventStore;
  let index: SqliteSearchIndex;
  let blobs: LocalDiskBlobStore;
  let extracted: string[];
  const extract: ExtractText = async (bytes, file) => {
    extracted.push(file.name);
    return { text: Buffer.from(bytes).toString("utf8") };
  };
  const append = async (stream: string, list: DomainEvent[], expectedRevision: number | "no_stream" | "any" = "any") =>
    (
      await events.append(
        stream,
        list.map((e) => newEvent(e as never, meta)),
        { expectedRevision },
      )
    ).position;
  const indexed = async (indexer: SearchIndexer, position: number) =>
    until(`the index at ${position}`, async () => (await indexer.status()).position >= position);
  const found = async (text: string) => (await index.search({ text, scope: "all" })).hits.map((h) => h.id);

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "labledger-search-idx-"));
    events = new SqliteEventStore(join(dir, "events.sqlite"), { pollMs: 20 });
    index = new SqliteSearchIndex(join(dir, "search.sqlite"));
    blobs = new LocalDiskBlobStore(join(dir, "blobs"));
    extracted = [];
  });
  afterEach(async () => {
    await events.close();
    await index.close();
  });

  it("catches up from the log, follows it live, and holds what each record holds now", async () => {
    await append("experiment-e1", [recordCreated("e1", "Suzuki coupling"), moduleAdded("e1", "m1", "textarea", "Procedure")]);
    const indexer = new SearchIndexer(events, index, blobs, extract);
    await indexer.start();
    try {
      const notes = { fields: { value: "stirred under nitrogen" }, rows: [] };
      await indexed(indexer, await append("experiment-e1", [moduleSaved("e1", "m1", EMPTY_CONTENT, notes, 1)]));
      expect(await found("nitrogen")).toEqual(["record:e1"]);
      const changed = { fields: { value: "stirred under argon" }, rows: [] };
      await indexed(indexer, await append("experiment-e1", [moduleSaved("e1", "m1", notes, changed, 2)]));
      expect(await found("nitrogen")).toEqual([]);
      expect(await found("argon")).toEqual(["record:e1"]);
      expect((await indexer.status()).lag).toBe(0);
      // Streams the search does not read pass by without a write.
      await indexed(
        indexer,
        await append("member-user1", [{ type: "MemberLoggedIn", data: { memberId: "m1", sessionId: "s1" } }]),
      );
    } finally {
      await indexer.stop();
    }
  });

  it("reads an attached file's text once, keeping it while the record changes around it", async () => {
    const stored = await blobs.put(Buffer.from("impurity profile by HPLC"));
    const row = { rowId: "f1", name: "report.txt", sha256: stored.sha256, size: stored.size, mediaType: "text/plain" };
    const files = { fields: {}, rows: [row] };
    await append("experiment-e2", [
      recordCreated("e2", "Stability"),
      moduleAdded("e2", "m1", "attachment", "Files"),
      moduleSaved("e2", "m1", EMPTY_CONTENT, files, 1),
      moduleAdded("e2", "m2", "input", "Batch"),
    ]);
    const indexer = new SearchIndexer(events, index, blobs, extract);
    await indexer.start();
    try {
      await indexed(indexer, await events.headPosition());
      expect(await found("impurity")).toEqual(["record:e2"]);
      const batch = { fields: { value: "B-17" }, rows: [] };
      await indexed(indexer, await append("experiment-e2", [moduleSaved("e2", "m2", EMPTY_CONTENT, batch, 2)]));
      expect(await found("impurity b")).toEqual(["record:e2"]);
      expect(extracted).toEqual(["report.txt"]);
      const [hit] = (await index.search({ text: "hplc", scope: "all" })).hits;
      expect(hit!.snippets.map((s) => s.label)).toEqual(["report.txt"]);
    } finally {
      await indexer.stop();
    }
  });

  it("builds itself again from the log when its version changed, and resumes from its checkpoint otherwise", async () => {
    const position = await append("experiment-e3", [recordCreated("e3", "Grignard scale-up")]);
    const first = new SearchIndexer(events, index, blobs, extract);
    await first.start();
    await indexed(first, position);
    await first.stop();
    // A document the log never held, and an older version's mark: the index is emptied and made again.
    await index.commit({
      checkpointKey: SEARCH_INDEX.name,
      writes: [
        {
          op: "put",
          doc: { id: "record:ghost", type: "record", title: "Ghost", code: "", fields: [], facets: {}, updatedAt: "" },
        },
      ],
      checkpoint: position,
    });
    expect(await found("ghost")).toEqual(["record:ghost"]);
    const again = new SearchIndexer(events, index, blobs, extract);
    await again.start();
    await indexed(again, position);
    expect(await found("ghost")).toEqual(["record:ghost"]);
    await again.stop();
    // As an older version of the indexer would have left it.
    const file = new Database(join(dir, "search.sqlite"));
    file
      .prepare("UPDATE search_checkpoints SET position = ? WHERE key = ?")
      .run(SEARCH_INDEX.version - 1, `${SEARCH_INDEX.name}#version`);
    file.close();
    const rebuilt = new SearchIndexer(events, index, blobs, extract);
    await rebuilt.start();
    try {
      await indexed(rebuilt, position);
      expect(await found("ghost")).toEqual([]);
      expect(await found("grignard")).toEqual(["record:e3"]);
    } finally {
      await rebuilt.stop();
    }
  });
});
