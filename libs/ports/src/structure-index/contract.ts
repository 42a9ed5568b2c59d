import { type SearchCriteria, searchFilter, type Viewer, type ViewingLevels } from "@labledger/domain";
import { uuidv7 } from "@labledger/events";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Filter } from "../read-store/port";
import type {
  StructureArray,
  StructureEntriesQuery,
  StructureEntry,
  StructureFound,
  StructureIndex,
  StructureSubject,
  StructureWrite,
} from "./port";

export interface StructureIndexContractOptions {
  readonly create: () => Promise<StructureIndex>;
}

const ASPIRIN = "BSYNRYMUTXBXSQ-UHFFFAOYSA-N";
const ETHANOL = "LFQSCWFLJHTTHZ-UHFFFAOYSA-N";
const WATER = "XLYOFNOQVPJJNP-UHFFFAOYSA-N";
const TOLUENE = "YXFVVABEGXRONW-UHFFFAOYSA-N";

/** Bytes of every value, from a seed: each array different, zero and 255 among them. */
const bytes = (seed: number, length: number) => Uint8Array.from({ length }, (_, i) => (seed * 31 + i * 7) % 256);

const entry = (key: string, inchiKey: string, seed: number, role = "reactant"): StructureEntry => ({
  key,
  label: `Compound ${seed}`,
  role,
  inchiKey,
  smiles: `C${"C".repeat(seed % 5)}O`,
  prepared: bytes(seed, 200),
  patternFp: bytes(seed + 1, 256),
  similarityFp: bytes(seed + 2, 256),
});

const record = (id: string, facets: StructureSubject["facets"], entries: StructureEntry[]): StructureSubject => ({
  id: `record:${id}`,
  facets: { type: "record", viewerIds: [], updatedAt: "2026-01-01T00:00:00.000Z", ...facets },
  entries,
});

const library: StructureSubject[] = [
  record(
    "r1",
    {
      ownerId: "m1",
      departmentId: "chem",
      projectId: "p1",
      taskId: null,
      status: "draft",
      updatedAt: "2026-03-01T00:00:00.000Z",
    },
    [entry("m1/row1", ASPIRIN, 1), entry("m1/row2", ETHANOL, 2, "solvent"), entry("m2/row1", WATER, 3, "product")],
  ),
  record(
    "r2",
    {
      ownerId: "m2",
      departmentId: "bio",
      projectId: "p1",
      taskId: null,
      viewerIds: ["m1"],
      status: "submitted",
      updatedAt: "2026-04-01T00:00:00.000Z",
    },
    [entry("m1/row1", ASPIRIN, 4), entry("m1/row2", WATER, 5, "solvent")],
  ),
  record(
    "r3",
    {
      ownerId: "m3",
      departmentId: "bio",
      projectId: "p2",
      taskId: "t1",
      status: "approved",
      updatedAt: "2026-05-01T00:00:00.000Z",
    },
    [entry("m1/row1", ASPIRIN, 6), entry("m1/row2", TOLUENE, 7, "catalyst")],
  ),
  record("r4", { ownerId: "m1", departmentId: "chem", projectId: null, taskId: null, status: "draft" }, []),
];

/** Every entry of these subjects, as `entries` answers them. */
const foundIn = (...subjects: StructureSubject[]): StructureFound[] =>
  sorted(subjects.flatMap((s) => s.entries.map((e) => ({ ...e, subjectId: s.id }))));
const sorted = (found: readonly StructureFound[]) =>
  [...found].sort((a, b) => a.subjectId.localeCompare(b.subjectId) || a.key.localeCompare(b.key));
const [r1, r2, r3, r4] = library as [StructureSubject, StructureSubject, StructureSubject, StructureSubject];

/** A member of department `chem` who sees their own records and those they are named a reader of; no project's. */
const member = (memberId: string): Viewer => ({
  memberId,
  isOrganisationAdmin: false,
  departmentIds: ["chem"],
  levels: {
    project: new Set(["organisation"]),
    task: new Set(["own"]),
    experiment: new Set(["ownInDepartment"]),
  } as unknown as ViewingLevels,
  projectIds: [],
  taskIds: [],
  ledProjectIds: [],
  ledTaskIds: [],
  sharedProjectIds: [],
});

/** The filter of the member's search, as the search service passes it to its index. */
const seenBy = (viewer: Viewer, criteria?: SearchCriteria) => searchFilter(viewer, criteria) as Filter;

/** The behaviour every structure-index adapter must show. */
export function structureIndexContract(name: string, options: StructureIndexContractOptions): void {
  describe(`structure index contract: ${name}`, () => {
    let index: StructureIndex;
    let key: string;
    let position: number;
    const write = (writes: StructureWrite[], at?: number) =>
      index.commit({ checkpointKey: key, writes, checkpoint: at ?? ++position });
    const put = (...subjects: StructureSubject[]) => write(subjects.map((subject) => ({ op: "put" as const, subject })));
    const entries = async (query: StructureEntriesQuery = {}) => sorted(await index.entries(query));
    const subjectsOf = async (query: { filter?: Filter; inchiKey?: string }) =>
      [...new Set((await index.entries(query)).map((f) => f.subjectId))].sort();

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

    it("gives back each subject whole, its byte arrays byte for byte as Uint8Array, and every entry with its subject", async () => {
      for (const subject of library) expect(await index.get(subject.id)).toStrictEqual(subject);
      expect(await index.get("record:missing")).toBeUndefined();
      const all = await entries();
      expect(all).toStrictEqual(foundIn(...library));
      for (const found of all) {
        for (const array of [found.prepared, found.patternFp, found.similarityFp])
          expect(Object.getPrototypeOf(array)).toBe(Uint8Array.prototype);
      }
      expect(await index.checkpoint(key)).toBe(1);
    });

    it("keeps any bytes: empty arrays, all zeros, all ones", async () => {
      const edge = record("edge", { ownerId: "m1" }, [
        {
          ...entry("m1/row1", WATER, 9),
          prepared: new Uint8Array(0),
          patternFp: new Uint8Array(256),
          similarityFp: new Uint8Array(256).fill(255),
        },
      ]);
      await put(edge);
      expect(await index.get(edge.id)).toStrictEqual(edge);
      expect(await entries({ filter: { ownerId: "m1" }, inchiKey: WATER })).toStrictEqual(
        foundIn(edge, r1).filter((f) => f.inchiKey === WATER),
      );
    });

    it("replaces a subject whole on a second put: entries it no longer has are gone, its facets are the new ones", async () => {
      const changed = record("r1", { ownerId: "m2", status: "submitted" }, [entry("m9/row1", TOLUENE, 8)]);
      await put(changed);
      expect(await index.get(r1.id)).toStrictEqual(changed);
      expect(await entries()).toStrictEqual(foundIn(changed, r2, r3, r4));
      expect(await subjectsOf({ inchiKey: ETHANOL })).toEqual([]);
      expect(await subjectsOf({ inchiKey: TOLUENE })).toEqual([r1.id, r3.id]);
      // m1's other record, r4, has no entries to answer.
      expect(await subjectsOf({ filter: { ownerId: "m1" } })).toEqual([]);
      expect(await subjectsOf({ filter: { ownerId: "m2" } })).toEqual([r1.id, r2.id]);
    });

    it("deletes a subject with its entries; deleting one it does not hold is no error", async () => {
      await write([
        { op: "delete", id: r1.id },
        { op: "delete", id: "record:never" },
      ]);
      expect(await index.get(r1.id)).toBeUndefined();
      expect(await entries()).toStrictEqual(foundIn(r2, r3, r4));
      expect(await subjectsOf({ inchiKey: ETHANOL })).toEqual([]);
      expect(await index.checkpoint(key)).toBe(2);
    });

    it("narrows by facets as the search index does", async () => {
      const visibleTo = (m: string): Filter => ({ $or: [{ ownerId: m }, { viewerIds: m }] });
      expect(await entries({ filter: visibleTo("m1") })).toStrictEqual(foundIn(r1, r2, r4));
      expect(await subjectsOf({ filter: visibleTo("m3") })).toEqual([r3.id]);
      expect(await subjectsOf({ filter: { viewerIds: "m1" } })).toEqual([r2.id]);
      expect(await subjectsOf({ filter: { status: { $in: ["approved", "submitted"] } } })).toEqual([r2.id, r3.id]);
      expect(await subjectsOf({ filter: { projectId: "p1", type: "record" } })).toEqual([r1.id, r2.id]);
      expect(await subjectsOf({ filter: { type: "project" } })).toEqual([]);
      expect(await subjectsOf({ filter: { updatedAt: { $gte: "2026-02-15", $lt: "2026-04-15" } } })).toEqual([r1.id, r2.id]);
      expect(await subjectsOf({ filter: { taskId: { $in: [] } } })).toEqual([]);
      expect(
        await subjectsOf({ filter: { $and: [{ type: "record" }, { $or: [{ ownerId: "m3" }, { viewerIds: "m3" }] }] } }),
      ).toEqual([r3.id]);
      expect(await subjectsOf({ filter: { $or: [] } })).toEqual([]);
      expect(await entries({ filter: {} })).toStrictEqual(foundIn(...library));
    });

    it("never answers a molecule of a record the member may not see (the search's own filter)", async () => {
      const viewer = member("m1");
      expect(await entries({ filter: seenBy(viewer) })).toStrictEqual(foundIn(r1, r2, r4));
      expect(await entries({ filter: seenBy(viewer), inchiKey: ASPIRIN })).toStrictEqual(
        foundIn(r1, r2).filter((f) => f.inchiKey === ASPIRIN),
      );
      expect(await entries({ filter: seenBy(viewer), inchiKey: TOLUENE })).toEqual([]);
      expect(await subjectsOf({ filter: seenBy(viewer, { status: "submitted" }) })).toEqual([r2.id]);
      expect(await subjectsOf({ filter: seenBy(viewer, { from: "2026-03-15" }) })).toEqual([r2.id]);
      expect(await subjectsOf({ filter: seenBy(member("m3")), inchiKey: ASPIRIN })).toEqual([r3.id]);
      expect(await subjectsOf({ filter: seenBy({ ...viewer, isOrganisationAdmin: true }), inchiKey: ASPIRIN })).toEqual([
        r1.id,
        r2.id,
        r3.id,
      ]);
    });

    it("finds one molecule's entries across subjects by its InChIKey, with or without a filter", async () => {
      expect(await entries({ inchiKey: WATER })).toStrictEqual(foundIn(r1, r2).filter((f) => f.inchiKey === WATER));
      expect(await subjectsOf({ inchiKey: ASPIRIN })).toEqual([r1.id, r2.id, r3.id]);
      expect(await subjectsOf({ inchiKey: ASPIRIN, filter: { projectId: "p2" } })).toEqual([r3.id]);
      expect(await subjectsOf({ inchiKey: ETHANOL, filter: { projectId: "p2" } })).toEqual([]);
      expect(await entries({ inchiKey: "UNKNOWNUNKNOWN-UHFFFAOYSA-N" })).toEqual([]);
      expect(await entries({ inchiKey: ASPIRIN.toLowerCase() })).toEqual([]);
    });

    it("reads only the byte arrays named: the others answered empty, the texts and the filter as without", async () => {
      const only = (found: readonly StructureFound[], arrays: readonly StructureArray[]) =>
        found.map((f) => ({
          ...f,
          prepared: arrays.includes("prepared") ? f.prepared : new Uint8Array(0),
          patternFp: arrays.includes("patternFp") ? f.patternFp : new Uint8Array(0),
          similarityFp: arrays.includes("similarityFp") ? f.similarityFp : new Uint8Array(0),
        }));
      const filter = seenBy(member("m1"));
      for (const arrays of [
        [],
        ["similarityFp"],
        ["patternFp", "prepared"],
        ["prepared", "patternFp", "similarityFp"],
      ] as const) {
        const found = await entries({ filter, arrays });
        expect(found).toStrictEqual(only(foundIn(r1, r2, r4), arrays));
        for (const f of found)
          for (const array of [f.prepared, f.patternFp, f.similarityFp])
            expect(Object.getPrototypeOf(array)).toBe(Uint8Array.prototype);
      }
      expect(await entries({ inchiKey: ASPIRIN, arrays: ["patternFp"] })).toStrictEqual(
        only(
          foundIn(r1, r2, r3).filter((f) => f.inchiKey === ASPIRIN),
          ["patternFp"],
        ),
      );
      expect(await entries({ arrays: undefined })).toStrictEqual(foundIn(...library));
    });

    it("never moves the checkpoint back: a batch behind it writes nothing, one at it writes", async () => {
      await write([], 10);
      await write(
        [
          { op: "delete", id: r2.id },
          { op: "put", subject: record("late", { ownerId: "m1" }, []) },
        ],
        5,
      );
      expect(await index.checkpoint(key)).toBe(10);
      expect(await index.get(r2.id)).toStrictEqual(r2);
      expect(await index.get("record:late")).toBeUndefined();
      await write([{ op: "delete", id: r2.id }], 10);
      expect(await index.get(r2.id)).toBeUndefined();
    });

    it("keeps a checkpoint per key", async () => {
      const other = `${key}-other`;
      await index.commit({ checkpointKey: other, writes: [], checkpoint: 40 });
      await write([], 7);
      expect(await index.checkpoint(key)).toBe(7);
      expect(await index.checkpoint(other)).toBe(40);
      await index.commit({ checkpointKey: other, writes: [{ op: "delete", id: r3.id }], checkpoint: 8 });
      expect(await index.get(r3.id)).toStrictEqual(r3);
      expect(await index.checkpoint("never-written")).toBe(0);
      await index.clear([key, other]);
    });

    it("clears every subject and the checkpoints it is told of", async () => {
      await index.clear([key]);
      expect(await index.checkpoint(key)).toBe(0);
      expect(await entries()).toEqual([]);
      expect(await index.get(r1.id)).toBeUndefined();
      await put(r3);
      expect(await entries()).toStrictEqual(foundIn(r3));
    });
  });
}
