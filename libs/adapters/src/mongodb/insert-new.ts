import { type Collection, MongoBulkWriteError, type OptionalUnlessRequiredId } from "mongodb";

/** New documents of one collection, in one request; one whose id is already stored (a replay) is kept as stored. */
export async function insertNew<T extends { _id: string }>(docs: Collection<T>, stored: T[]): Promise<void> {
  try {
    await docs.insertMany(stored as OptionalUnlessRequiredId<T>[], { ordered: false });
  } catch (error) {
    // Unordered: every other document was inserted; only duplicates of stored ones may fail.
    const failures = error instanceof MongoBulkWriteError ? error.writeErrors : [];
    const list = Array.isArray(failures) ? failures : [failures];
    if (list.length === 0 || list.some((failure) => failure.code !== 11000)) throw error;
  }
}
