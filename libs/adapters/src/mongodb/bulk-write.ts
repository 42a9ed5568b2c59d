import type { AnyBulkWriteOperation, Collection, Document } from "mongodb";

/**
 * Writes by `_id` sent in one request. FerretDB 1.24 keeps a connection of its 100 per database for
 * every statement of an update command until the whole command ends, and each statement's write
 * takes one more: a catch-up batch of a hundred updates in one request deadlocked it for good.
 */
export const WRITES_PER_REQUEST = 16;

/** Writes in order, WRITES_PER_REQUEST to a request; stops at the first that fails. */
export async function bulkWriteInOrder<T extends Document>(
  docs: Collection<T>,
  writes: readonly AnyBulkWriteOperation<T>[],
): Promise<void> {
  for (let at = 0; at < writes.length; at += WRITES_PER_REQUEST)
    await docs.bulkWrite(writes.slice(at, at + WRITES_PER_REQUEST), { ordered: true });
}
