import {
  type CollectionSwap,
  type Doc,
  documentTerms,
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
  MongoClient,
  MongoServerError,
  type UpdateFilter,
} from "mongodb";
import { assertCollectionName } from "./document-patch";

/** A stored document: the read-model document plus its key, last applied position and search terms. */
type Stored = Document & { _id: string; _pos?: number; _terms?: string[] };
type InsertWrite = Extract<PositionedWrite, { op: "insert" }>;

const INTERNAL = { _id: 0, _pos: 0, _terms: 0 } as const;
const OPERATORS = new Set(["$eq", "$ne", "$in", "$nin", "$gt", "$gte", "$lt", "$lte", "$exists"]);
const ignoreMissingNamespace = (error: unknown) => {
  if (!(error instanceof MongoServerError && error.code === 26)) throw error;
};
const isDuplicateKey = (e: unknown) => e instanceof MongoServerError && e.code === 11000;

/** One position a checkpoint reached. Before marks, a checkpoint was one document `{ _id: key, position }`: it still counts. */
type CheckpointMark = { _id: string; key?: string; position: number };
const markId = (key: string, position: number) => `${key}@${position}`;
const marksOf = (key: string) => ({ $or: [{ key }, { _id: key }] });
/** Marks a key may gather before the older ones are removed. */
const PRUNE_AT = 8;
const greatest = (marks: readonly CheckpointMark[]) => marks.reduce((max, mark) => Math.max(max, mark.position), 0);

/**
 * Read models in a MongoDB-wire database: one collection per read model, documents keyed by
 * id, checkpoints in `_checkpoints`. Not atomic: writes apply in order and the checkpoint is
 * stored last, so a failed batch leaves the checkpoint behind and the replay (skipped by
 * position where already applied) completes it. The checkpoint never moves backwards (see
 * `advance`); a batch found behind it when it begins writes nothing (one lookup in the tiny
 * `_checkpoints`), but one overtaken while it writes has its documents written, each guarded
 * by its own position.
 */
export class MongoReadStore implements ReadStore {
  readonly kind = "mongodb";
  readonly atomic = false;
  private readonly indexed = new Set<string>();

  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {}

  static async connect(url: string, databaseName: string): Promise<MongoReadStore> {
    const client = await MongoClient.connect(url);
    return new MongoReadStore(client, client.db(databaseName));
  }

  private collection(name: string): Collection<Stored> {
    assertCollectionName(name);
    return this.db.collection<Stored>(name);
  }

  private get checkpoints(): Collection<CheckpointMark> {
    return this.db.collection("_checkpoints");
  }

  async commit(batch: ProjectionBatch): Promise<void> {
    // A batch behind the stored checkpoint (another process is further) writes nothing.
    const marks = await this.marks(batch.checkpointKey);
    if (greatest(marks) > batch.checkpoint) return;
    // Consecutive inserts into one collection go in one request; everything else in order, one by one.
    let inserts: InsertWrite[] = [];
    for (const write of batch.writes) {
      if (inserts.length > 0 && (write.op !== "insert" || write.collection !== inserts[0]!.collection)) {
        await this.insert(inserts);
        inserts = [];
      }
      if (write.op === "insert") inserts.push(write);
      else await this.apply(write);
    }
    if (inserts.length > 0) await this.insert(inserts);
    await this.advance(batch.checkpointKey, batch.checkpoint, marks);
  }

  /**
   * Moves a checkpoint forward, never back. A checkpoint is the greatest of its marks
   * (`<key>@<position>`), and a mark is only ever inserted: a unique `_id` is the one check
   * every MongoDB-wire server makes atomically (FerretDB runs an update's filter and its write
   * as two steps, so a filtered update can still move a checkpoint back when two processes
   * race). Once a key has gathered PRUNE_AT marks, those read before the batch and below the
   * new one are removed in one request (the greatest is never among them): a commit costs a
   * read of the tiny `_checkpoints` and one insert, plus a removal every few commits.
   */
  private async advance(checkpointKey: string, position: number, before: readonly CheckpointMark[]): Promise<void> {
    const id = markId(checkpointKey, position);
    try {
      await this.checkpoints.insertOne({ _id: id, key: checkpointKey, position });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error; // the same position, committed by another process too
    }
    if (before.length + 1 < PRUNE_AT) return;
    const below = before.filter((mark) => mark.position < position).map((mark) => mark._id);
    if (below.length > 0) await this.checkpoints.deleteMany({ _id: { $in: below } });
  }

  private marks(checkpointKey: string): Promise<CheckpointMark[]> {
    return this.checkpoints.find(marksOf(checkpointKey)).toArray();
  }

  /** New documents of one collection, in one request; one whose id is already stored (a replay) is kept as stored. */
  private async insert(writes: readonly InsertWrite[]): Promise<void> {
    const docs = this.collection(writes[0]!.collection);
    await this.ensureIndex(writes[0]!.collection, docs);
    const stored = writes.map(({ doc, position, text }): Stored => {
      const terms = text === undefined ? undefined : documentTerms(text);
      return { ...doc, _id: doc.id, _pos: position, ...(terms && { _terms: terms }) };
    });
    try {
      await docs.insertMany(stored, { ordered: false });
    } catch (error) {
      // Unordered: every other document was inserted; only duplicates of stored ones may fail.
      const failures = error instanceof MongoBulkWriteError ? error.writeErrors : [];
      const list = Array.isArray(failures) ? failures : [failures];
      if (list.length === 0 || list.some((failure) => failure.code !== 11000)) throw error;
    }
  }

  private async apply(write: Exclude<PositionedWrite, InsertWrite>): Promise<void> {
    const docs = this.collection(write.collection);
    const id = write.op === "upsert" ? write.doc.id : write.id;
    const older = { _id: id, $or: [{ _pos: { $lt: write.position } }, { _pos: { $exists: false } }] };
    if (write.op === "delete") {
      await docs.deleteOne(older);
      return;
    }
    await this.ensureIndex(write.collection, docs);
    const terms = write.text === undefined ? undefined : documentTerms(write.text);
    try {
      if (write.op === "upsert") {
        // As in the reference adapter, an upsert without text keeps the document's search terms.
        const kept = terms ?? (await docs.findOne({ _id: id }, { projection: { _terms: 1 } }))?._terms;
        await docs.replaceOne(older, { ...write.doc, _pos: write.position, ...(kept && { _terms: kept }) }, { upsert: true });
      } else {
        const update: UpdateFilter<Stored> = {
          $set: { ...write.set, id, _pos: write.position, ...(terms && { _terms: terms }) },
        };
        if (write.unset?.length) update.$unset = Object.fromEntries(write.unset.map((path) => [path, ""]));
        if (write.inc && Object.keys(write.inc).length > 0) update.$inc = { ...write.inc };
        if (write.push && Object.keys(write.push).length > 0) update.$push = { ...write.push } as UpdateFilter<Stored>["$push"];
        await docs.updateOne(older, update, { upsert: true });
      }
    } catch (error) {
      // The filter missed because the stored document is at this position or newer, so the
      // upsert tried to insert a second document with the same id: the write is skipped.
      if (!isDuplicateKey(error)) throw error;
    }
  }

  private async ensureIndex(name: string, docs: Collection<Stored>): Promise<void> {
    if (this.indexed.has(name)) return;
    // Guards look documents up by _id, so only the search terms need an index.
    await docs.createIndex({ _terms: 1 });
    this.indexed.add(name);
  }

  async checkpoint(checkpointKey: string): Promise<number> {
    return greatest(await this.marks(checkpointKey));
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
    }
    // The swapped-in collections reflect exactly `from`'s position: `to` takes it, even where that is behind.
    const { from, to } = swap.checkpoint;
    const position = await this.checkpoint(from);
    const mark = markId(to, position);
    await this.checkpoints.insertOne({ _id: mark, key: to, position }).catch((error) => {
      if (!isDuplicateKey(error)) throw error;
    });
    await this.checkpoints.deleteMany({ ...marksOf(to), _id: { $ne: mark } });
    await this.checkpoints.deleteMany(marksOf(from));
  }

  async drop(collections: readonly string[], checkpointKeys: readonly string[] = []): Promise<void> {
    for (const name of collections) {
      await this.collection(name).drop(); // the driver ignores "ns not found"
      this.indexed.delete(name);
    }
    for (const key of checkpointKeys) await this.checkpoints.deleteMany(marksOf(key));
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
