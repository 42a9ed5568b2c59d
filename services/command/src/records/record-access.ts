import { ListQuery } from "@labledger/contracts";
import { canView, DomainError, type Viewed, type ViewedKind, viewFilter } from "@labledger/domain";
import type { Doc, Filter } from "@labledger/ports";
import { loadViewer } from "../auth/viewer";
import type { AuthenticatedRequest } from "../http/access.guard";
import { page } from "../http/envelope";
import { validate } from "../http/validate";
import { readYourWrites } from "../pipeline/read-your-writes";
import type { Runtime } from "../runtime/runtime";

/** A document the member may view; one they may not is answered as not found, so its existence does not leak. */
export async function visibleDoc<T extends Doc>(
  runtime: Runtime,
  request: AuthenticatedRequest,
  kind: ViewedKind,
  collection: string,
  id: string,
  notFoundKey: string,
): Promise<T> {
  const doc = await runtime.ports.readStore.get<T>(collection, id);
  if (!doc || !canView(await loadViewer(runtime, request.session), kind, doc as Viewed))
    throw new DomainError(notFoundKey, "not-found");
  return doc;
}

/** A paged list narrowed to what the member may view, newest first. */
export async function visiblePage(
  runtime: Runtime,
  request: AuthenticatedRequest,
  source: { projection: string; collection: string; kind: ViewedKind },
  query: unknown,
  filter: Filter = {},
) {
  const { pageIndex, pageSize, keyword, position } = validate(ListQuery, query);
  await readYourWrites(runtime.ports, source.projection, position);
  const scope = viewFilter(await loadViewer(runtime, request.session), source.kind);
  const result = await runtime.ports.readStore.find(source.collection, {
    filter: { $and: [filter, scope as Filter] },
    ...(keyword ? { text: keyword } : {}),
    sort: [["createdAt", -1]],
    skip: (pageIndex - 1) * pageSize,
    limit: pageSize,
  });
  return page(result.rows, result.total);
}
