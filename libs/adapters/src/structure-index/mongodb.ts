import type {
  FacetValue,
  StructureArray,
  StructureBatch,
  StructureEntriesQuery,
  StructureEntry,
  StructureFound,
  StructureIndex,
  StructureSubject,
  StructureWrite,
} from "@labledger/ports";
import { type AnyBulkWriteOperation, Binary, type Collection, type Document, type MongoClient, type WithoutId } from "mongodb";
import { bulkWriteInOrder } from "../mongodb/bulk-write";
import { type CheckpointMark, CheckpointMarks, positionIn } from "../mongodb/checkpoint-marks";
import { connectMongo } from "../mongodb/connect";
import { assertCollectionName } from "../read-store/document-patch";
import { toMongoFilter } from "../read-store/mongodb-filter";
import { packEntries, unpackEntries } from "./packed-entries";

/**
 * A subject as stored: its facets at the top level (where the read store's filters find them), its
 * InChIKeys (what `entries` looks one up by), its entries packed (packed-entries.ts): their texts as
 * JSON, their byte arrays in one BSON Binary.
 */
type StoredSubject = Document & { _id: string; _inchiKeys: string[]; _entries: string; _bytes: Binary };

const ENTRIES = { _entries: 1, _bytes: 1 } as const;

function storedOf(subject: StructureSubject): WithoutId<StoredSubject> {
  const { texts, bytes } = packEntries(subject.entries);
  return {
    ...subject.facets,
    _inchiKeys: [...new Set(subject.entries.map((e) => e.inchiKey))],
    _entries: texts,
    _bytes: new Binary(bytes),
  };
}

/**
 * The entries again. The Binary's bytes are copied once, into memory of their own: the driver's
 * view is a slice of the whole reply (or of Node's buffer pool), which the entries would keep alive.
 */
const entriesOf = (stored: Pick<StoredSubject, "_entries" | "_bytes">): StructureEntry[] =>
  unpackEntries({ texts: stored._entries, bytes: new Uint8Array(stored._bytes.value()) });

const EMPTY = new Uint8Array(0);
const onlyArrays = (entry: StructureEntry, arrays: readonly StructureArray[]): StructureEntry => ({
  ...entry,
  prepared: arrays.includes("prepared") ? entry.prepared : EMPTY,
  patternFp: arrays.includes("patternFp") ? entry.patternFp : EMPTY,
  similarityFp: arrays.includes("similarityFp") ? entry.similarityFp : EMPTY,
});

const subjectOf = ({ _id, _inchiKeys, _entries, _bytes, ...facets }: StoredSubject): StructureSubject => ({
  id: _id,
  facets: facets as Record<string, FacetValue>,
  entries: entriesOf({ _entries, _bytes }),
});

const operationOf = (write: StructureWrite): AnyBulkWriteOperation<StoredSubject> =>
  write.op === "put"
    ? { replaceOne: { filter: { _id: write.subject.id }, replacement: storedOf(write.subject), upsert: true } }
    : { deleteOne: { filter: { _id: write.id } } };

/**
 * The structure index in a MongoDB-wire database: one document per subject (`_id` = its id). One
 * document, not a collection of entries beside one of subjects: a put replaces a subject whole in
 * one atomic write (FerretDB 1.24 has no transactions, so a subject spread over two collections
 * could be read half replaced), and a query is one find. FerretDB filters in its own process,
 * decoding every document of the collection for every find but by `_id` (infra/mongo-wire/README.md),
 * hence the packed entries; on MongoDB, `_inchiKeys` is indexed.
 *
 * Checkpoints are insert-only marks in `_structure_checkpoints` (CheckpointMarks), read before
 * every commit, as the search index keeps its own: the writes go first, the checkpoint last, so a
 * failed batch is written again on the replay (a put or delete twice is the same).
 */
export class MongoStructureIndex implements StructureIndex {
  readonly kind = "mongodb";
  /** The commit under way: commits of this instance go one after another. */
  private committing: Promise<void> = Promise.resolve();

  private constructor(
    private readonly client: MongoClient,
    private readonly subjects: Collection<StoredSubject>,
    private readonly checkpoints: CheckpointMarks,
  ) {}

  /** `collection`: where the subjects are (default `structure_subjects`). */
  static async connect(url: string, database: string, { collection = "structure_subjects" } = {}): Promise<MongoStructureIndex> {
    assertCollectionName(collection);
    const client = await connectMongo(url);
    try {
      const db = client.db(database);
      const subjects = db.collection<StoredSubject>(collection);
      await subjects.createIndex({ _inchiKeys: 1 });
      return new MongoStructureIndex(
        client,
        subjects,
        new CheckpointMarks(db.collection<CheckpointMark>("_structure_checkpoints")),
      );
    } catch (error) {
      await client.close();
      throw error;
    }
  }

  commit(batch: StructureBatch): Promise<void> {
    const committed = this.committing.then(() => this.apply(batch));
    this.committing = committed.catch(() => undefined);
    return committed;
  }

  private async apply(batch: StructureBatch): Promise<void> {
    const before = await this.checkpoints.recent([batch.checkpointKey]);
    if (positionIn(before, batch.checkpointKey) > batch.checkpoint) return;
    await bulkWriteInOrder(this.subjects, batch.writes.map(operationOf));
    await this.checkpoints.advance([batch], before);
  }

  checkpoint(checkpointKey: string): Promise<number> {
    return this.checkpoints.position(checkpointKey);
  }

  async get(id: string): Promise<StructureSubject | undefined> {
    const stored = await this.subjects.findOne({ _id: id });
    return stored ? subjectOf(stored) : undefined;
  }

  /** The packed entries are read whole (one BLOB a subject); the arrays not asked for are answered empty. */
  async entries(query: StructureEntriesQuery): Promise<StructureFound[]> {
    const { inchiKey, arrays } = query;
    const filter = toMongoFilter(query.filter);
    const found = await this.subjects
      .find(inchiKey === undefined ? filter : { $and: [filter, { _inchiKeys: inchiKey }] }, { projection: ENTRIES })
      .toArray();
    return found.flatMap((stored) =>
      entriesOf(stored)
        .filter((entry) => inchiKey === undefined || entry.inchiKey === inchiKey)
        .map((entry) => ({ ...(arrays ? onlyArrays(entry, arrays) : entry), subjectId: stored._id })),
    );
  }

  async clear(checkpointKeys: readonly string[]): Promise<void> {
    await this.subjects.deleteMany({});
    await this.checkpoints.remove(checkpointKeys);
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
