/** A document in a read model: plain JSON with a string id. */
export type Doc = { readonly id: string } & Record<string, unknown>;

type Scalar = string | number | boolean | null;
export interface FieldCondition {
  $eq?: Scalar;
  $ne?: Scalar;
  $in?: readonly Scalar[];
  $nin?: readonly Scalar[];
  $gt?: string | number;
  $gte?: string | number;
  $lt?: string | number;
  $lte?: string | number;
  $exists?: boolean;
}
/**
 * Field (dot paths allowed) → value or condition; all must hold. An array field matches when
 * any element does. `$or` holds when any of its filters does (viewing scopes are built of it),
 * `$and` when all do.
 */
export interface Filter {
  readonly [field: string]: Scalar | FieldCondition | readonly Filter[] | undefined;
  readonly $or?: readonly Filter[];
  /** Every one of these holds (to combine filters that each have an `$or`). */
  readonly $and?: readonly Filter[];
}

export interface FindQuery {
  readonly filter?: Filter;
  /** Words to find in the documents' indexed text (Chinese or English); all must match. */
  readonly text?: string;
  /** [field, 1 | -1] pairs; ties broken by id ascending. */
  readonly sort?: ReadonlyArray<readonly [string, 1 | -1]>;
  readonly skip?: number;
  readonly limit?: number;
}

export interface Page<T> {
  readonly rows: T[];
  readonly total: number;
}

/** One projection output. `position` is the global position of the event it reflects. */
export type DocumentWrite =
  | { readonly op: "upsert"; readonly collection: string; readonly doc: Doc; readonly text?: string }
  /**
   * A document that never existed before (an entry of an append-only read model such as the
   * audit trail): written without reading what is stored. Its id must be new, except when a
   * batch is replayed: a document already stored under it is then kept as it is.
   */
  | { readonly op: "insert"; readonly collection: string; readonly doc: Doc; readonly text?: string }
  | {
      readonly op: "patch";
      readonly collection: string;
      readonly id: string;
      readonly set?: Readonly<Record<string, unknown>>;
      readonly unset?: readonly string[];
      readonly inc?: Readonly<Record<string, number>>;
      /** Appends one value to each array (dot paths; a missing array is created). */
      readonly push?: Readonly<Record<string, unknown>>;
      readonly text?: string;
    }
  | { readonly op: "delete"; readonly collection: string; readonly id: string };

export type PositionedWrite = DocumentWrite & { readonly position: number };

export interface ProjectionBatch {
  /** Checkpoint key, usually the projection's name. */
  readonly checkpointKey: string;
  readonly writes: readonly PositionedWrite[];
  /** The global position every write up to and including has been projected. */
  readonly checkpoint: number;
}

export interface ReadStore {
  readonly kind: string;
  /**
   * Applies the writes and stores the checkpoint. A write whose position is not newer than
   * the document's is skipped, so replaying a batch changes nothing. Where the adapter
   * `atomic` is true, writes and checkpoint commit together or not at all.
   *
   * A checkpoint never moves backwards, whoever commits (two processes running one projection,
   * a replay): a batch whose checkpoint is behind the stored one leaves it as it is; one at the
   * stored checkpoint or past it is applied. What each adapter promises for the batch's writes:
   * - SQLite (atomic): the guard is in the batch's transaction, so a batch behind writes nothing.
   * - MongoDB (not atomic): a batch found behind when it begins writes nothing; a batch
   *   overtaken by another while it writes still has its writes applied, each skipped where
   *   its document is newer, and its checkpoint is not stored over the newer one.
   * `swap` and `drop` are not commits: they replace or remove a checkpoint as they say.
   */
  commit(batch: ProjectionBatch): Promise<void>;
  readonly atomic: boolean;
  checkpoint(checkpointKey: string): Promise<number>;
  get<T extends Doc = Doc>(collection: string, id: string): Promise<T | undefined>;
  find<T extends Doc = Doc>(collection: string, query?: FindQuery): Promise<Page<T>>;
  count(collection: string, filter?: Filter): Promise<number>;
  /**
   * Replaces live collections by freshly built ones in one step: each `from` collection
   * takes the name of its `to`, and the checkpoint moves from one key to the other.
   */
  swap(swap: CollectionSwap): Promise<void>;
  drop(collections: readonly string[], checkpointKeys?: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

export interface CollectionSwap {
  readonly collections: ReadonlyArray<{ readonly from: string; readonly to: string }>;
  readonly checkpoint: { readonly from: string; readonly to: string };
}
