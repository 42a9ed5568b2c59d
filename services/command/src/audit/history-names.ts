import { type NameBook, type NamedId, nameBookOf, nameKey } from "@labledger/domain";
import type { ReadStore } from "@labledger/ports";

/**
 * The names of the ids a history shows (members, departments, roles, flows, ...), read in one
 * query from the audit read model's `auditNames`, which keeps every name an event gave.
 */
export async function loadNames(readStore: ReadStore, wanted: Iterable<NamedId>): Promise<NameBook> {
  const keys = [...new Set([...wanted].map(({ kind, id }) => nameKey(kind, id)))];
  if (keys.length === 0) return nameBookOf(new Map());
  const { rows } = await readStore.find("auditNames", { filter: { id: { $in: keys } }, limit: keys.length });
  return nameBookOf(new Map(rows.map((row) => [row.id, String(row.name)])));
}
