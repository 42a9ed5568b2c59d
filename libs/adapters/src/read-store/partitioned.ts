import type { CollectionSwap, Doc, Filter, FindQuery, Page, ProjectionBatch, ReadStore } from "@labledger/ports";

/** One projection's read model kept in a store of its own. */
export interface ReadStorePart {
  readonly store: ReadStore;
  /** The projection's name: its checkpoint keys are the name and `<name>#…`. */
  readonly projection: string;
  /** Its collections; `<collection>__…` (a rebuild's fresh ones) belong to it too. */
  readonly collections: readonly string[];
}

/**
 * Read models spread over several stores (the audit trail in a file of its own, so its writes
 * never wait for the other read models' write lock): each call goes to the store that holds the
 * collection or checkpoint it names. A batch is one projection's, so it commits in one store.
 */
export class PartitionedReadStore implements ReadStore {
  readonly kind: string;
  readonly atomic: boolean;

  constructor(
    private readonly main: ReadStore,
    private readonly parts: readonly ReadStorePart[],
  ) {
    this.kind = main.kind;
    this.atomic = [main, ...parts.map((p) => p.store)].every((s) => s.atomic);
  }

  /** Looked up once per collection name: a rebuild's batches ask for every write. */
  private readonly stores = new Map<string, ReadStore>();

  private byCollection(collection: string): ReadStore {
    let store = this.stores.get(collection);
    if (!store) {
      const name = collection.split("__")[0]!;
      store = this.parts.find((p) => p.collections.includes(name))?.store ?? this.main;
      this.stores.set(collection, store);
    }
    return store;
  }

  private byKey(key: string): ReadStore {
    return this.parts.find((p) => key === p.projection || key.startsWith(`${p.projection}#`))?.store ?? this.main;
  }

  async commit(batch: ProjectionBatch): Promise<void> {
    const store = this.byKey(batch.checkpointKey);
    const stranger = batch.writes.find((w) => this.byCollection(w.collection) !== store);
    if (stranger) throw new Error(`${batch.checkpointKey}: ${stranger.collection} is kept in another store`);
    await store.commit(batch);
  }

  checkpoint(key: string): Promise<number> {
    return this.byKey(key).checkpoint(key);
  }

  get<T extends Doc = Doc>(collection: string, id: string): Promise<T | undefined> {
    return this.byCollection(collection).get<T>(collection, id);
  }

  find<T extends Doc = Doc>(collection: string, query?: FindQuery): Promise<Page<T>> {
    return this.byCollection(collection).find<T>(collection, query);
  }

  count(collection: string, filter?: Filter): Promise<number> {
    return this.byCollection(collection).count(collection, filter);
  }

  async swap(swap: CollectionSwap): Promise<void> {
    const store = this.byKey(swap.checkpoint.to);
    if (swap.collections.some((c) => this.byCollection(c.from) !== store || this.byCollection(c.to) !== store))
      throw new Error(`${swap.checkpoint.to}: its collections are kept in another store`);
    await store.swap(swap);
  }

  async drop(collections: readonly string[], checkpointKeys: readonly string[] = []): Promise<void> {
    for (const store of [this.main, ...this.parts.map((p) => p.store)]) {
      const mine = collections.filter((c) => this.byCollection(c) === store);
      const keys = checkpointKeys.filter((k) => this.byKey(k) === store);
      if (mine.length > 0 || keys.length > 0) await store.drop(mine, keys);
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.main, ...this.parts.map((p) => p.store)].map((s) => s.close()));
  }
}
