import type { Doc, ReadStore } from "@labledger/ports";

/** Members by their real name (their account when they have none). */
export const memberName = (doc: Doc): string => String(doc.realName || doc.account || "");
/** Projects, books, templates and reports by their name. */
export const ownName = (doc: Doc): string => (typeof doc.name === "string" ? doc.name : "");

/**
 * The names of the documents of one read model with these ids, in one read: what a screen or a
 * file shows instead of ids. An id no document has is missing from the map: the caller says so in words.
 */
export async function namesById(
  readStore: ReadStore,
  collection: string,
  ids: readonly unknown[],
  nameOf: (doc: Doc) => string = ownName,
): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter((id): id is string => typeof id === "string" && id !== ""))];
  if (unique.length === 0) return new Map();
  const { rows } = await readStore.find(collection, { filter: { id: { $in: unique } }, limit: unique.length });
  return new Map(rows.flatMap((doc) => (nameOf(doc) ? [[doc.id, nameOf(doc)] as const] : [])));
}
