import { decideAccess, type Principal } from "../access/access";
import { type Viewer, type ViewFilter, viewFilter } from "../access/viewing-scope";
import type { SearchType } from "./search-subjects";

/** What a member narrows a search by (spec /globSearch filters). Days are YYYY-MM-DD, UTC. */
export interface SearchCriteria {
  readonly type?: SearchType;
  readonly projectId?: string;
  readonly ownerId?: string;
  readonly status?: string;
  readonly from?: string;
  readonly to?: string;
}

/**
 * Spec §6 FulltextSearch: with it (administrators hold every code) a search reads the content
 * too — modules, cells, rich text, attachments' text; without it, titles and numbers only.
 */
export const searchesFullText = (principal: Principal): boolean =>
  decideAccess({ permission: "FulltextSearch" }, principal) === "allow";

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The one filter of a search: each type narrowed by the viewing levels its own list uses (a
 * record as a record, a project and a book as a project), then by the member's criteria. A
 * thing outside the member's levels is never a hit and never counted.
 */
export function searchFilter(viewer: Viewer, criteria: SearchCriteria = {}): ViewFilter {
  const visible = (type: SearchType, kind: "experiment" | "project") => ({ $and: [{ type }, viewFilter(viewer, kind)] });
  const narrowed: ViewFilter[] = [];
  const { type, projectId, ownerId, status, from, to } = criteria;
  if (type) narrowed.push({ type });
  if (projectId) narrowed.push({ projectId });
  if (ownerId) narrowed.push({ ownerId });
  if (status) narrowed.push({ type: "record", status });
  if (from || to) narrowed.push({ updatedAt: { ...(from ? { $gte: from } : {}), ...(to ? { $lt: dayAfter(to) } : {}) } });
  return {
    $and: [
      { $or: [visible("record", "experiment"), visible("project", "project"), visible("notebook", "project")] },
      ...narrowed,
    ],
  };
}
