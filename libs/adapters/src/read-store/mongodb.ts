import type { CollectionSwap, Doc, Filter, FindQuery, Page, PositionedWrite, ProjectionBatch, ReadStore } from "@labledger/ports";
import { type Collection, type Db, type MongoClient, MongoServerError } from "mongodb";
import { bulkWriteInOrder } from "../mongodb/bulk-write";
import { type CheckpointMark, CheckpointMarks, positionIn } from "../mongodb/checkpoint-marks";
import { connectMongo } from "../mongodb/connect";
import { findPage } from "../mongodb/find-page";
import { insertNew } from "../mongodb/insert-new";
import { assertCollectionName } from "./document-patch";
import { toMongoFilter } from "./mongodb-filter";
import { keyOf, lookupsOf, planWrites, type Run, type Seen, type Stored } from "./mongodb-plan";

interface Queued {
  readonly batch: ProjectionBatch;
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

/** Documents whose position this store remembers from its own writes (about 100 bytes each). */
const REMEMBERED = 100_000;

const INTERNAL = { _id: 0, _pos: 0, _terms: 0 } as const;
const ignoreMissingNamespace = (error: unknown) => {
  if (!(error instanceof MongoServerError && error.code === 26)) throw error;
};

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
 * CheckpointMarks); a batch found behind it when it begins writes nothing (its key's marks read
 * from `_checkpoints` at most every MARKS_TRUSTED_MS), but one overtaken while it writes has its
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
  private readonly checkpoints: CheckpointMarks;

  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
    clock: () => number,
  ) {
    this.checkpoints = new CheckpointMarks(db.collection<CheckpointMark>("_checkpoints"), MARKS_TRUSTED_MS, clock);
  }

  /** `clock`: what MARKS_TRUSTED_MS is counted on (tests move it). */
  static async connect(url: string, databaseName: string, { clock = Date.now } = {}): Promise<MongoReadStore> {
    const client = await connectMongo(url);
    return new MongoReadStore(client, client.db(databaseName), clock);
  }

  private collection(name: string): Collection<Stored> {
    assertCollectionName(name);
    return this.db.collection<Stored>(name);
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
        before = await this.checkpoints.recent(group.map((entry) => entry.batch.checkpointKey));
      } catch (error) {
        for (const entry of group) entry.reject(error);
        continue;
      }
      const written: Queued[] = [];
      for (const entry of group) {
        const { checkpointKey, checkpoint, writes } = entry.batch;
        // A batch behind the stored checkpoint (another process is further) writes nothing.
        if (positionIn(before, checkpointKey) > checkpoint) {
          entry.resolve();
          continue;
        }
        try {
          await this.writeDocuments(writes);
          written.push(entry);
        } catch (error) {
          // What was written is no longer certain: read positions and marks from the database again.
          this.positions.clear();
          this.checkpoints.forgetRemembered();
          entry.reject(error);
        }
      }
      if (written.length === 0) continue;
      try {
        await this.checkpoints.advance(
          written.map((entry) => entry.batch),
          before,
        );
        for (const entry of written) entry.resolve();
      } catch (error) {
        this.checkpoints.forgetRemembered();
        for (const entry of written) entry.reject(error);
      }
    }
    this.draining = false;
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
      else await bulkWriteInOrder(docs, run.bulk);
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
    return this.checkpoints.position(checkpointKey);
  }

  async get<T extends Doc = Doc>(collection: string, id: string): Promise<T | undefined> {
    return ((await this.collection(collection).findOne({ _id: id }, { projection: INTERNAL })) ?? undefined) as T | undefined;
  }

  async find<T extends Doc = Doc>(collection: string, query: FindQuery = {}): Promise<Page<T>> {
    const sort: [string, 1 | -1][] = [...(query.sort ?? []).map(([field, dir]) => [field, dir] as [string, 1 | -1]), ["_id", 1]];
    const page = await findPage(this.collection(collection), toMongoFilter(query.filter, query.text), {
      projection: INTERNAL,
      sort,
      skip: query.skip,
      limit: query.limit,
    });
    return { rows: page.rows as unknown as T[], total: await page.total() };
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
    await this.checkpoints.reset(to, position);
    await this.checkpoints.remove([from]);
  }

  async drop(collections: readonly string[], checkpointKeys: readonly string[] = []): Promise<void> {
    for (const name of collections) {
      await this.collection(name).drop(); // the driver ignores "ns not found"
      this.indexed.delete(name);
      this.forget(name);
    }
    await this.checkpoints.remove(checkpointKeys);
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
