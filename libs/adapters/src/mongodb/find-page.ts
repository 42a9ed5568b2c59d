import type { Collection, Document, Filter, FindOptions, WithId } from "mongodb";

export interface FoundPage<T> {
  readonly rows: WithId<T>[];
  /** Every match: known from the page when it holds the last one, else counted (only when asked). */
  readonly total: () => Promise<number>;
}

/**
 * One page of a find. `limit` 0 is no rows (to MongoDB it means no limit). A page that ends before
 * its limit holds the last match, so its total needs no count: on FerretDB a count is one more pass
 * over the collection, which it filters in its own process.
 */
export async function findPage<T extends Document>(
  docs: Collection<T>,
  filter: Filter<T>,
  { skip = 0, limit, ...options }: Pick<FindOptions, "sort" | "projection" | "skip" | "limit">,
): Promise<FoundPage<T>> {
  const count = () => docs.countDocuments(filter);
  if (limit === 0) return { rows: [], total: count };
  const rows = await docs.find(filter, { ...options, skip, limit: limit ?? 0 }).toArray();
  const last = (limit === undefined || rows.length < limit) && (rows.length > 0 || skip === 0);
  return { rows, total: last ? () => Promise.resolve(skip + rows.length) : count };
}
