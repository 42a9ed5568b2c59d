import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Filter, matches, type StructureSubject } from "@labledger/ports";
import { structureIndexContract } from "@labledger/ports/structure-index/contract";
import { describe, expect, it } from "vitest";
import { SqliteStructureIndex } from "./sqlite";

const freshPath = () => join(mkdtempSync(join(tmpdir(), "labledger-structures-")), "structures.sqlite");

structureIndexContract("embedded SQLite", { create: async () => new SqliteStructureIndex(freshPath()) });

const subject = (id: string, facets: StructureSubject["facets"]): StructureSubject => ({
  id,
  facets,
  entries: [
    {
      key: "m1/row1",
      label: "Benzene",
      role: "reactant",
      inchiKey: "UHOVQNZJYSORNB-UHFFFAOYSA-N",
      smiles: "c1ccccc1",
      prepared: new Uint8Array([1, 2, 3]),
      patternFp: new Uint8Array(256).fill(7),
      similarityFp: new Uint8Array(256).fill(9),
    },
  ],
});

describe("embedded SQLite structure index: what the contract does not name", () => {
  it("keeps its subjects and checkpoints in the file across a close and an open", async () => {
    const path = freshPath();
    const first = new SqliteStructureIndex(path);
    const kept = subject("record:a", { type: "record", ownerId: "m1", viewerIds: [] });
    await first.commit({ checkpointKey: "structures", checkpoint: 12, writes: [{ op: "put", subject: kept }] });
    await first.close();
    const again = new SqliteStructureIndex(path);
    expect(await again.checkpoint("structures")).toBe(12);
    expect(await again.get("record:a")).toStrictEqual(kept);
    await again.close();
  });

  it("narrows subjects whose facets its columns cannot hold (a list where a text is kept, a boolean) as the filter language says", async () => {
    const index = new SqliteStructureIndex(freshPath());
    const subjects = [
      subject("record:regular", { type: "record", ownerId: "m1", viewerIds: ["m2"], status: "draft" }),
      subject("record:list", { type: "record", ownerId: ["m1", "m3"], viewerIds: ["m3"], status: "draft" }),
      subject("record:odd", { type: "record", ownerId: "m2", viewerIds: "m1", status: true, notebookId: "b1" }),
    ];
    await index.commit({ checkpointKey: "k", checkpoint: 1, writes: subjects.map((s) => ({ op: "put" as const, subject: s })) });
    const filters: Filter[] = [
      { ownerId: "m1" },
      { ownerId: "m3" },
      { viewerIds: "m1" },
      { $or: [{ ownerId: "m2" }, { viewerIds: "m3" }] },
      { status: true },
      { status: { $in: ["draft"] } },
      { notebookId: "b1" },
    ];
    for (const filter of filters) {
      const found = (await index.entries({ filter })).map((f) => f.subjectId).sort();
      const expected = subjects.filter((s) => matches({ id: s.id, ...s.facets }, filter)).map((s) => s.id);
      expect({ filter, found }).toEqual({ filter, found: expected.sort() });
    }
    await index.close();
  });
});
