import {
  hitOf,
  type QueryPart,
  queryParts,
  type SearchBatch,
  type SearchDocument,
  type SearchIndex,
  type SearchQuery,
  type SearchResults,
  type SearchWrite,
} from "@labledger/ports";
import type { AnyBulkWriteOperation, Collection, Document, MongoClient, WithoutId } from "mongodb";
import { bulkWriteInOrder } from "../mongodb/bulk-write";
import { type CheckpointMark, CheckpointMarks, positionIn } from "../mongodb/checkpoint-marks";
import { connectMongo } from "../mongodb/connect";
import { findPage } from "../mongodb/find-page";
import { assertCollectionName } from "../read-store/document-patch";
import { toMongoFilter } from "../read-store/mongodb-filter";
import { documentTermStrings, partPatterns } from "./mongodb-terms";

/**
 * A search document as stored: its facets, type and time at the top level (where the read store's
 * filters find them), the document whole as JSON text, and the term strings it is found by.
 */
type StoredSearchDocument = Document & {
  _id: string;
  type: string;
  updatedAt: string;
  _doc: string;
  _head: string;
  _all: string;
};

const NEWEST_FIRST = { updatedAt: -1, _id: 1 } as const;
const WHOLE = { _doc: 1 } as const;

function storedOf(doc: SearchDocument): WithoutId<StoredSearchDocument> {
  const { head, all } = documentTermStrings(doc);
  return { ...doc.facets, type: doc.type, updatedAt: doc.updatedAt, _doc: JSON.stringify(doc), _head: head, _all: all };
}

const documentOf = (stored: Pick<StoredSearchDocument, "_doc">): SearchDocument => JSON.parse(stored._doc) as SearchDocument;

const operationOf = (write: SearchWrite): AnyBulkWriteOperation<StoredSearchDocument> =>
  write.op === "put"
    ? { replaceOne: { filter: { _id: write.doc.id }, replacement: storedOf(write.doc), upsert: true } }
    : { deleteOne: { filter: { _id: write.id } } };

/** The conditions of a term string holding every part of the query. */
const holding = (field: "_head" | "_all", parts: readonly QueryPart[]): Document[] =>
  partPatterns(parts).map((pattern) => ({ [field]: { $regex: pattern } }));

/**
 * The search index in a MongoDB-wire database, without `$text` (FerretDB 1.24 has none): one
 * document per SearchDocument (`_id` = its id), found by patterns in its term strings, `_head`
 * (title and number) and `_all` (the fields too): " suzu" for a word's beginning, " 合成 " for each
 * bigram of a Chinese phrase (see `partPatterns`). One difference from an index that keeps word
 * positions: a Chinese phrase of three or more characters matches a document holding its bigrams
 * anywhere (合成 … 成路 … 路线 for 合成路线), not only side by side; such a hit then has no
 * snippet marking the phrase. Checking the order on the page would make `total` count hits that
 * are not answered, so it is not done.
 *
 * Why strings, and the document as JSON text: FerretDB 1.24 filters in its own process, decoding
 * every document of the collection for every find and count (only `_id` lookups use an index), and
 * arrays and nested objects decode an order of magnitude slower than strings: one pass over 5,000
 * documents took 12–23 s with each term and its beginnings in an array, 0.4–1.2 s with the terms
 * in one string (infra/mongo-wire/README.md). On MongoDB the patterns are not anchored, so no
 * index helps them either.
 *
 * Order: documents whose head holds every part first, then the newest, then by id (FerretDB 1.24
 * has neither `$setIsSubset` nor `$cond` in `$addFields`, nor `$facet`: the head matches and the
 * others are two finds, the page cut across them).
 *
 * Checkpoints are insert-only marks in `_search_checkpoints` (CheckpointMarks), read before every
 * commit: documents carry no position of their own, so a batch behind another indexer's must be
 * seen as behind before it writes. Not atomic: the writes go first, the checkpoint last, so a
 * failed batch is written again on the replay (a put or delete twice is the same).
 */
export class MongoSearchIndex implements SearchIndex {
  readonly kind = "mongodb";
  /** The commit under way: commits of this instance go one after another. */
  private committing: Promise<void> = Promise.resolve();

  private constructor(
    private readonly client: MongoClient,
    private readonly docs: Collection<StoredSearchDocument>,
    private readonly checkpoints: CheckpointMarks,
  ) {}

  /** `collection`: where the documents are (default `search_index`). */
  static async connect(url: string, database: string, { collection = "search_index" } = {}): Promise<MongoSearchIndex> {
    assertCollectionName(collection);
    const client = await connectMongo(url);
    try {
      const db = client.db(database);
      const docs = db.collection<StoredSearchDocument>(collection);
      // None on the term strings: a pattern inside a string is found by reading the string.
      await docs.createIndex({ updatedAt: -1 });
      return new MongoSearchIndex(client, docs, new CheckpointMarks(db.collection<CheckpointMark>("_search_checkpoints")));
    } catch (error) {
      await client.close();
      throw error;
    }
  }

  commit(batch: SearchBatch): Promise<void> {
    const committed = this.committing.then(() => this.apply(batch));
    this.committing = committed.catch(() => undefined);
    return committed;
  }

  private async apply(batch: SearchBatch): Promise<void> {
    const before = await this.checkpoints.recent([batch.checkpointKey]);
    if (positionIn(before, batch.checkpointKey) > batch.checkpoint) return;
    await bulkWriteInOrder(this.docs, batch.writes.map(operationOf));
    await this.checkpoints.advance([batch], before);
  }

  checkpoint(checkpointKey: string): Promise<number> {
    return this.checkpoints.position(checkpointKey);
  }

  async get(id: string): Promise<SearchDocument | undefined> {
    const stored = await this.docs.findOne({ _id: id }, { projection: WHOLE });
    return stored ? documentOf(stored) : undefined;
  }

  async search(query: SearchQuery): Promise<SearchResults> {
    const parts = queryParts(query.text);
    if (parts.length === 0) return { hits: [], total: 0 };
    const { rows, total } = await this.matches(query, parts);
    return { hits: rows.map((row) => hitOf(documentOf(row), parts, query.scope)), total };
  }

  /** The page of matches, head matches first, and how many there are. */
  private async matches(
    { scope, filter, skip = 0, limit }: SearchQuery,
    parts: readonly QueryPart[],
  ): Promise<{ rows: StoredSearchDocument[]; total: number }> {
    const facets = toMongoFilter(filter);
    const [inHead, inAll] = [holding("_head", parts), holding("_all", parts)];
    const heads = await findPage(
      this.docs,
      { $and: [facets, ...inHead] },
      { sort: NEWEST_FIRST, projection: WHOLE, skip, limit },
    );
    if (scope === "head") return { rows: heads.rows, total: await heads.total() };
    if (heads.rows.length === limit)
      return { rows: heads.rows, total: await this.docs.countDocuments({ $and: [facets, ...inAll] }) };
    // The head matches end on this page (or before it): the others follow them.
    const headCount = await heads.total();
    const others = await findPage(
      this.docs,
      { $and: [facets, ...inAll, { $nor: [{ $and: inHead }] }] },
      {
        sort: NEWEST_FIRST,
        projection: WHOLE,
        skip: Math.max(0, skip - headCount),
        limit: limit === undefined ? undefined : limit - heads.rows.length,
      },
    );
    return { rows: [...heads.rows, ...others.rows], total: headCount + (await others.total()) };
  }

  async clear(checkpointKeys: readonly string[]): Promise<void> {
    await this.docs.deleteMany({});
    await this.checkpoints.remove(checkpointKeys);
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
