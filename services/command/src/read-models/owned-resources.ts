import { DomainError } from "@labledger/domain";
import type { Doc, Filter } from "@labledger/ports";
import { readYourWrites } from "../pipeline/read-your-writes";
import type { Runtime } from "../runtime/runtime";
import { memberName, namesById } from "./names-by-id";

/**
 * The reads every owned team resource answers (common reaction formulas, prepared materials, label
 * templates): a page of its read model, last changed first, and one by id — each with its owner by name.
 */
type Owned = Doc & { ownerId: string };

export async function withOwnerNames<T extends Owned>(
  runtime: Runtime,
  rows: readonly T[],
): Promise<(T & { ownerName: string })[]> {
  const owners = await namesById(
    runtime.ports.readStore,
    "members",
    rows.map((r) => r.ownerId),
    memberName,
  );
  return rows.map((r) => ({ ...r, ownerName: owners.get(r.ownerId) ?? "" }));
}

export async function pageOfOwned<T extends Owned>(
  runtime: Runtime,
  readModel: string,
  query: { pageIndex: number; pageSize: number; keyword?: string | undefined; position?: number | undefined },
  filter: Filter,
): Promise<{ rows: (T & { ownerName: string })[]; total: number }> {
  await readYourWrites(runtime.ports, readModel, query.position);
  const found = await runtime.ports.readStore.find<T>(readModel, {
    filter,
    ...(query.keyword ? { text: query.keyword } : {}),
    sort: [["updatedAt", -1]],
    skip: (query.pageIndex - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return { rows: await withOwnerNames(runtime, found.rows), total: found.total };
}

/** One by id as the read model holds it (caught up to the caller's writes); an unknown id is refused with `notFoundKey`. */
export async function ownedById<T extends Owned>(
  runtime: Runtime,
  readModel: string,
  id: string,
  notFoundKey: string,
): Promise<T> {
  await readYourWrites(runtime.ports, readModel, undefined);
  const found = await runtime.ports.readStore.get<T>(readModel, id);
  if (!found) throw new DomainError(notFoundKey, "not-found");
  return found;
}
