import {
  type CollectionSwap,
  type Doc,
  type FieldCondition,
  type Filter,
  type FindQuery,
  isCondition,
  type Page,
  type PositionedWrite,
  type ProjectionBatch,
  queryTerms,
  type ReadStore,
} from "@labledger/ports";
import {
  type Collection,
  type Db,
  type Document,
  MongoBulkWriteError,
  type MongoClient,
  MongoServerError,
  type OptionalUnlessRequiredId,
} from "mongodb";
import { connectMongo } from "../mongodb/connect";
import { assertCollectionName } from "./document-patch";
import { keyOf, lookupsOf, planWrites, type Run, type Seen, type Stored } from "./mongodb-plan";

interface Queued {
  readonly batch: ProjectionBatch;
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

/** Documents whose position this store remembers from its own writes (about 100 bytes each). */
const REMEMBERED = 100_000;

/**
 * Writes by `_id` sent in one request. FerretDB 1.24 keeps a connection of its 100 per database for
 * every statement of an update command until the whole command ends, and each statement's write
 * takes one more: a catch-up batch of a hundred updates in one request deadlocked it for good.
 */
const WRITES_PER_REQUEST = 16;

const INTERNAL = { _id: 0, _pos: 0, _terms: 0 } as const;
const OPERATORS = new Set(["$eq", "$ne", "$in", "$nin", "$gt", "$gte", "$lt", "$lte", "$exists"]);
const ignoreMissingNamespace = (error: unknown) => {
  if (!(error instanceof MongoServerError && error.code === 26)) throw error;
};

/** New documents of one collection, in one request; one whose id is already stored (a replay) is kept as stored. */
async function insertNew<T extends { _id: string }>(docs: Collection<T>, stored: T[]): Promise<void> {
  try {
    await docs.insertMany(stored as OptionalUnlessRequiredId<T>[], { ordered: false });
  } catch (error) {
    // Unordered: every other document was inserted; only duplicates of stored ones may fail.
    const failures = error instanceof MongoBulkWriteError ? error.writeErrors : [];
    const list = Array.isArray(failures) ? failures : [failures];
    if (list.length === 0 || list.some((failure) => failure.code !== 11000)) throw error;
  }
}

/** One position a checkpoint reached. Before marks, a checkpoint was one document `{ _id: key, position }`: it still counts. */
type CheckpointMark = { _id: string; key?: string; position: number };
const markId = (key: string, position: number) => `${key}@${position}`;
const marksOf = (key: string) => ({ $or: [{ key }, { _id: key }] });
const keyOfMark = (mark: CheckpointMark) => mark.key ?? mark._id;
/** Marks a key may gather before the older ones are removed. */
const PRUNE_AT = 8;
const greatest = (marks: readonly CheckpointMark[]) => marks.reduce((max, mark) => Math.max(max, mark.position), 0);
/**
 * How long a commit trusts the marks this store read or wrote before it reads them again (on
 * FerretDB every read of `_checkpoints` decodes the whole collection: 14 ms under load, once per
 * commit before). Marks of a key come from one process at a time, the holder of the projection's
 * lease, which stops its work before the lease can pass. A holder paused past its lease (the only
 * way two write one read model) resumes more than this after its last read, since a lease runs
 * 6 s by default: it reads the new holder's marks and skips the batches behind them.
 */
const MARKS_TRUSTED_MS = 5_000;

/**
 * Read models in a MongoDB-wire database: one collection per read model, documents keyed by
 * id, checkpoints in `_checkpoints`. Not atomic: writes apply in order and the checkpoint is
 * stored last, so a failed batch leaves the checkpoint behind and the replay (skipped by
 * position where already applied) completes it. The checkpoint never moves backwards (see
 * `advance`); a batch found behind it when it begins writes nothing (its key's marks read from
 * `_checkpoints` at most every MARKS_TRUSTED_MS), but one overtaken while it writes has its
 * documents written, each guarded by its own position.
 *
 * The position guard costs `_id` lookups only: a batch reads the stored `_pos` of the documents
 * it changes (none for inserts), leaves out the writes that are not newer, and writes the rest
 * filtered by `_id` alone, one ordered bulk write per collection. It is correct for one writer
 * per projection (the process holding the projection's lease; a re-delivered event is skipped):
 * between the read and the write nobody else changes the document. So this store also remembers
 * the positions it wrote itself and reads only documents it has not written since it started (or
 * since a failed batch, after which it reads them all again).
 */
export class MongoReadStore implements ReadStore {
  readonly kind = "mongodb";
  readonly atomic = false;
  private readonly indexed = new Set<string>();
  /** collection + id → the position this store last wrote there (it is the only writer: see above). */
  private readonly positions = new Map<string, number>();
  private readonly queued: Queued[] = [];
  private draining = false;
  /** checkpoint key → its marks as this store last read them, with its own inserted since, and when they were read. */
  private readonly knownMarks = new Map<string, { marks: CheckpointMark[]; readAt: number }>();

  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
    private readonly clock: () => number,
  ) {}

  /** `clock`: what MARKS_TRUSTED_MS is counted on (tests move it). */
  static async connect(url: string, databaseName: string, { clock = Date.now } = {}): Promise<MongoReadStore> {
    const client = await connectMongo(url);
    return new MongoReadStore(client, client.db(databaseName), clock);
  }

  private collection(name: string): Collection<Stored> {
    assertCollectionName(name);
    return this.db.collection<Stored>(name);
  }

  private get checkpoints(): Collection<CheckpointMark> {
    return this.db.collection("_checkpoints");
  }

  /**
   * Commits one at a time, in arrival order: concurrent writers only wait on each other in the
   * server (FerretDB's SQLite takes one writer and the rest back off and retry). Batches that
   * arrive while one is written go next together, their checkpoints in one request; so do the
   * batches of one event handed to every projection in the same turn of the event loop.
   */
  commit(batch: ProjectionBatch): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queued.push({ batch, resolve, reject });
      if (this.draining) return;
      this.draining = true;
      setImmediate(() => void this.drain());
    });
  }

  private async drain(): Promise<void> {
    while (this.queued.length > 0) {
      const group = this.queued.splice(0);
      let before: CheckpointMark[];
      try {
        before = await this.recentMarks(group.map((entry) => entry.batch.checkpointKey));
      } catch (error) {
        for (const entry of group) entry.reject(error);
        continue;
      }
      const written: Queued[] = [];
      for (const entry of group) {
        const { checkpointKey, checkpoint, writes } = entry.batch;
        // A batch behind the stored checkpoint (another process is further) writes nothing.
        if (greatest(before.filter((mark) => keyOfMark(mark) === checkpointKey)) > checkpoint) {
          entry.resolve();
          continue;
        }
        try {
          await this.writeDocuments(writes);
          written.push(entry);
        } catch (error) {
          // What was written is no longer certain: read positions and marks from the database again.
          this.positions.clear();
          this.knownMarks.clear();
          entry.reject(error);
        }
      }
      if (written.length === 0) continue;
      try {
        await this.advance(
          written.map((entry) => entry.batch),
          before,
        );
        for (const entry of written) entry.resolve();
      } catch (error) {
        this.knownMarks.clear();
        for (const entry of written) entry.reject(error);
      }
    }
    this.draining = false;
  }

  /**
   * Moves checkpoints forward, never back. A checkpoint is the greatest of its marks
   * (`<key>@<position>`), and a mark is only ever inserted: a unique `_id` is the one check
   * every MongoDB-wire server makes atomically (FerretDB runs an update's filter and its write
   * as two steps, so a filtered update can still move a checkpoint back when two processes
   * race). The marks of every batch written go in one request; once a key has gathered PRUNE_AT
   * marks, those read before and below its new one are removed in one more (the greatest is
   * never among them).
   */
  private async advance(batches: readonly ProjectionBatch[], before: readonly CheckpointMark[]): Promise<void> {
    const marks = new Map<string, CheckpointMark>();
    const newest = new Map<string, number>();
    for (const { checkpointKey: key, checkpoint: position } of batches) {
      marks.set(markId(key, position), { _id: markId(key, position), key, position });
      newest.set(key, Math.max(newest.get(key) ?? 0, position));
    }
    // A duplicate is the same position committed by another process too.
    await insertNew(this.checkpoints, [...marks.values()]);
    const stale: string[] = [];
    for (const [key, position] of newest) {
      const mine = before.filter((mark) => keyOfMark(mark) === key);
      if (mine.length + 1 >= PRUNE_AT) stale.push(...mine.filter((mark) => mark.position < position).map((mark) => mark._id));
    }
    if (stale.length > 0) await this.checkpoints.deleteMany({ _id: { $in: stale } });
    const removed = new Set(stale);
    for (const key of newest.keys()) {
      const known = this.knownMarks.get(key);
      if (!known) continue;
      const added = [...marks.values()].filter((mark) => mark.key === key && !known.marks.some((m) => m._id === mark._id));
      known.marks = [...known.marks.filter((mark) => !removed.has(mark._id)), ...added];
    }
  }

  /** The marks of these keys: as remembered while younger than MARKS_TRUSTED_MS, the others read again. */
  private async recentMarks(keys: readonly string[]): Promise<CheckpointMark[]> {
    const now = this.clock();
    const wanted = [...new Set(keys)];
    const toRead = wanted.filter(
      (key) => !(now - (this.knownMarks.get(key)?.readAt ?? Number.NEGATIVE_INFINITY) < MARKS_TRUSTED_MS),
    );
    if (toRead.length > 0) {
      const read = await this.marks(toRead);
      for (const key of toRead) this.knownMarks.set(key, { marks: read.filter((mark) => keyOfMark(mark) === key), readAt: now });
    }
    return wanted.flatMap((key) => this.knownMarks.get(key)!.marks);
  }

  /**
   * The marks of these checkpoint keys. For several keys, all of `_checkpoints` in one request (a
   * few marks per read model): FerretDB decodes the whole collection for any filter on it anyway,
   * so one read per key cost ten requests of the same size for an event every read model sees.
   */
  private async marks(keys: readonly string[]): Promise<CheckpointMark[]> {
    const wanted = new Set(keys);
    if (wanted.size === 1) return this.checkpoints.find(marksOf(keys[0]!)).toArray();
    return (await this.checkpoints.find({}).toArray()).filter((mark) => wanted.has(keyOfMark(mark)));
  }

  /** A batch's document writes, without its checkpoint; collection after collection. */
  private async writeDocuments(writes: readonly PositionedWrite[]): Promise<void> {
    const seen = await this.lookUp(writes);
    for (const [collection, runs] of planWrites(writes, seen)) await this.write(collection, runs);
    for (const [key, { pos, deleted }] of seen) this.remember(key, deleted ? undefined : pos);
  }

  /**
   * The stored position of every document a non-insert write touches: from this store's own
   * earlier writes where it made them, else one `_id` lookup each (all at once). A lookup by
   * `_id` is the MongoDB wire's cheapest read; `{_id: {$in}}` would be one request on MongoDB, but
   * FerretDB 1.24 decodes the whole collection for it (no pushdown).
   */
  private async lookUp(writes: readonly PositionedWrite[]): Promise<Map<string, Seen>> {
    const seen = new Map<string, Seen>();
    const reads: Promise<void>[] = [];
    for (const [key, { collection, id, terms }] of lookupsOf(writes)) {
      const docs = this.collection(collection);
      const pos = this.positions.get(key);
      if (pos !== undefined && !terms) {
        seen.set(key, { pos });
        continue;
      }
      const projection = terms ? { _pos: 1, _terms: 1 } : { _pos: 1 };
      reads.push(
        docs.findOne({ _id: id }, { projection }).then((stored) => {
          seen.set(key, { pos: stored?._pos ?? 0, ...(stored?._terms && { terms: stored._terms }) });
        }),
      );
    }
    await Promise.all(reads);
    return seen;
  }

  private async write(collection: string, runs: readonly Run[]): Promise<void> {
    const docs = this.collection(collection);
    await this.ensureIndex(collection, docs);
    for (const run of runs) {
      if ("insert" in run) await insertNew(docs, run.insert);
      else
        for (let at = 0; at < run.bulk.length; at += WRITES_PER_REQUEST)
          await docs.bulkWrite(run.bulk.slice(at, at + WRITES_PER_REQUEST), { ordered: true });
    }
  }

  /** Keeps a document's position (undefined: gone) for the next batch; the oldest are forgotten past the bound. */
  private remember(key: string, pos: number | undefined): void {
    this.positions.delete(key);
    if (pos === undefined) return;
    this.positions.set(key, pos);
    if (this.positions.size > REMEMBERED) this.positions.delete(this.positions.keys().next().value!);
  }

  private forget(collection: string): void {
    const prefix = keyOf(collection, "");
    for (const key of this.positions.keys()) if (key.startsWith(prefix)) this.positions.delete(key);
  }

  private async ensureIndex(name: string, docs: Collection<Stored>): Promise<void> {
    if (this.indexed.has(name)) return;
    // Guards look documents up by _id, so only the search terms need an index.
    await docs.createIndex({ _terms: 1 });
    this.indexed.add(name);
  }

  async checkpoint(checkpointKey: string): Promise<number> {
    return greatest(await this.marks([checkpointKey]));
  }

  async get<T extends Doc = Doc>(collection: string, id: string): Promise<T | undefined> {
    return ((await this.collection(collection).findOne({ _id: id }, { projection: INTERNAL })) ?? undefined) as T | undefined;
  }

  async find<T extends Doc = Doc>(collection: string, query: FindQuery = {}): Promise<Page<T>> {
    const docs = this.collection(collection);
    const filter = toMongoFilter(query.filter, query.text);
    const sort: [string, 1 | -1][] = [...(query.sort ?? []).map(([field, dir]) => [field, dir] as [string, 1 | -1]), ["_id", 1]];
    // limit(0) means "no limit" to MongoDB; here it means no rows.
    if (query.limit === 0) return { rows: [], total: await docs.countDocuments(filter) };
    const skip = query.skip ?? 0;
    const rows = await docs.find(filter, { projection: INTERNAL, sort, skip, limit: query.limit ?? 0 }).toArray();
    // A page that ends before its limit holds the last match: the total needs no count (a second
    // pass over the collection on FerretDB, which filters in its own process).
    const last = (query.limit === undefined || rows.length < query.limit) && (rows.length > 0 || skip === 0);
    const total = last ? skip + rows.length : await docs.countDocuments(filter);
    return { rows: rows as unknown as T[], total };
  }

  async count(collection: string, filter?: Filter): Promise<number> {
    return this.collection(collection).countDocuments(toMongoFilter(filter));
  }

  async swap(swap: CollectionSwap): Promise<void> {
    for (const { from, to } of swap.collections) {
      assertCollectionName(to);
      try {
        // Drop, then rename: FerretDB does not implement renameCollection's dropTarget. Readers
        // see the live collection missing (empty) for the moment between the two calls.
        await this.collection(to).drop().catch(ignoreMissingNamespace);
        await this.collection(from).rename(to);
      } catch (error) {
        // An empty rebuild never created `from`: the live collection (dropped above) stays empty.
        ignoreMissingNamespace(error);
      }
      this.indexed.delete(from);
      this.indexed.delete(to);
      this.forget(from);
      this.forget(to);
    }
    // The swapped-in collections reflect exactly `from`'s position: `to` takes it, even where that is behind.
    const { from, to } = swap.checkpoint;
    const position = await this.checkpoint(from);
    const mark = markId(to, position);
    await insertNew(this.checkpoints, [{ _id: mark, key: to, position }]);
    await this.checkpoints.deleteMany({ ...marksOf(to), _id: { $ne: mark } });
    await this.checkpoints.deleteMany(marksOf(from));
    this.knownMarks.delete(from);
    this.knownMarks.delete(to);
  }

  async drop(collections: readonly string[], checkpointKeys: readonly string[] = []): Promise<void> {
    for (const name of collections) {
      await this.collection(name).drop(); // the driver ignores "ns not found"
      this.indexed.delete(name);
      this.forget(name);
    }
    for (const key of checkpointKeys) {
      this.knownMarks.delete(key);
      await this.checkpoints.deleteMany(marksOf(key));
    }
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}

/**
 * The port's filter as a MongoDB query. MongoDB already has the port's semantics (arrays match
 * by element, `null` matches missing, range operators compare within a type); the translation
 * only lets through field paths and operators the port defines, so no `$where` or `$regex` gets in.
 */
function toMongoFilter(filter: Filter = {}, text?: string): Document {
  const query: Document = {};
  for (const [path, expected] of Object.entries(filter)) {
    if (path === "$or") {
      const alternatives = (expected as readonly Filter[]).map((f) => toMongoFilter(f));
      // MongoDB refuses an empty $or; no alternative means nothing matches.
      query.$or = alternatives.length > 0 ? alternatives : [{ _id: { $exists: false } }];
      continue;
    }
    if (path === "$and") {
      const parts = (expected as readonly Filter[]).map((f) => toMongoFilter(f));
      if (parts.length > 0) query.$and = parts;
      continue;
    }
    if (path.split(".").some((part) => part === "" || part.startsWith("$")))
      throw new Error(`invalid field path ${JSON.stringify(path)}`);
    const condition: FieldCondition = isCondition(expected) ? expected : { $eq: expected as FieldCondition["$eq"] };
    for (const op of Object.keys(condition)) if (!OPERATORS.has(op)) throw new Error(`unsupported filter operator ${op}`);
    query[path] = { ...condition };
  }
  const terms = text === undefined ? [] : queryTerms(text);
  if (terms.length > 0) query._terms = { $all: terms };
  return query;
}
