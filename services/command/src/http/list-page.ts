import { ListQuery } from "@labledger/contracts";
import type { EventStore, ReadStore } from "@labledger/ports";
import { readYourWrites } from "../pipeline/read-your-writes";
import { page } from "./envelope";
import { validate } from "./validate";

/**
 * A list endpoint over one read model: the spec's paging (pageIndex from 1, pageSize),
 * keyword search (Chinese or English), oldest first (or `newestFirst`), and `?position=` to read one's own writes.
 */
export async function listPage(
  ports: { readonly readStore: ReadStore; readonly events: EventStore },
  source: { projection: string; collection: string },
  query: unknown,
  { newestFirst = false }: { newestFirst?: boolean } = {},
) {
  const { pageIndex, pageSize, keyword, position } = validate(ListQuery, query);
  await readYourWrites(ports, source.projection, position);
  const result = await ports.readStore.find(source.collection, {
    ...(keyword ? { text: keyword } : {}),
    sort: [["createdAt", newestFirst ? -1 : 1]],
    skip: (pageIndex - 1) * pageSize,
    limit: pageSize,
  });
  return page(result.rows, result.total);
}
