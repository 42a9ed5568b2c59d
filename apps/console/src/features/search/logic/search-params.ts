import type { RecordStatus, SearchHit } from "@labledger/contracts";
import { TEXT_LIMITS } from "@labledger/events/catalogue/name-limits";

/** What a hit is: a record, a project or a record book. */
export type SearchType = SearchHit["type"];

/** Every type a search may be narrowed to, in the order the filter lists them. */
export const SEARCH_TYPES: readonly SearchType[] = ["record", "project", "notebook"];

// A Record over the contract's union: a status added to the contract fails to compile here until it is listed.
const STATUS_ORDER: Record<RecordStatus, number> = {
  draft: 1,
  submitted: 2,
  approved: 3,
  rejected: 4,
  recalling: 5,
  recalled: 6,
};
/** A record's statuses, in the order of its life. */
export const RECORD_STATUSES = (Object.keys(STATUS_ORDER) as RecordStatus[]).sort((a, b) => STATUS_ORDER[a] - STATUS_ORDER[b]);

/** Hits on one page (the server allows up to 50). */
export const PAGE_SIZE = 20;
/** The last page the server serves. */
export const MAX_PAGE = 1000;
export const KEY_MAX = TEXT_LIMITS.keyword;

/** A search as the page's address holds it (`/globSearch?key=…&type=…`), so it can be shared and the back button works. */
export interface SearchParams {
  readonly key: string;
  readonly type: SearchType | "";
  /** Records only: a status narrows to records. */
  readonly status: RecordStatus | "";
  readonly projectId: string;
  readonly ownerId: string;
  /** Days, YYYY-MM-DD (UTC, as the server compares them). */
  readonly from: string;
  readonly to: string;
  readonly pageIndex: number;
}

export const NO_FILTERS = { type: "", status: "", projectId: "", ownerId: "", from: "", to: "" } as const;

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
const isDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const at = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
};
const oneOf = <T extends string>(value: string, options: readonly T[]): T | "" =>
  (options as readonly string[]).includes(value) ? (value as T) : "";

/** Reads a search from the address; anything it cannot use (an unknown type, a malformed day) is left out. */
export function readSearchParams(url: URLSearchParams): SearchParams {
  const text = (name: string) => url.get(name)?.trim() ?? "";
  const type = oneOf(text("type"), SEARCH_TYPES);
  const page = Number.parseInt(text("pageIndex"), 10);
  return {
    key: text("key").slice(0, KEY_MAX),
    type,
    status: statusApplies(type) ? oneOf(text("status"), RECORD_STATUSES) : "",
    projectId: text("projectId"),
    ownerId: text("ownerId"),
    from: isDay(text("from")) ? text("from") : "",
    to: isDay(text("to")) ? text("to") : "",
    pageIndex: Number.isFinite(page) ? Math.min(Math.max(page, 1), MAX_PAGE) : 1,
  };
}

/** A record status narrows a search to records: it is offered for "all" and "records" only. */
export function statusApplies(type: SearchType | ""): boolean {
  return type === "" || type === "record";
}

/** True when anything besides the words narrows the search. */
export function hasFilters(params: SearchParams): boolean {
  return Boolean(params.type || params.status || params.projectId || params.ownerId || params.from || params.to);
}

const ORDER = ["key", "type", "status", "projectId", "ownerId", "from", "to"] as const;

/** The page's address for a search: empty fields left out, the first page unnamed. */
export function searchAddress(params: SearchParams): string {
  const url = new URLSearchParams();
  for (const name of ORDER) if (params[name]) url.set(name, params[name]);
  if (params.pageIndex > 1) url.set("pageIndex", String(params.pageIndex));
  return `/globSearch?${url.toString()}`;
}

/** The query string of GET /api/search for a search (fields in a stable order, so equal searches share a cache entry). */
export function searchApiQuery(params: SearchParams): string {
  const url = new URLSearchParams();
  for (const name of ORDER) if (params[name]) url.set(name, params[name]);
  url.set("pageIndex", String(params.pageIndex));
  url.set("pageSize", String(PAGE_SIZE));
  return `?${url.toString()}`;
}

/** A change of filters starts again at the first page; a status is dropped when the type no longer allows it. */
export function withFilters(params: SearchParams, change: Partial<Omit<SearchParams, "pageIndex">>): SearchParams {
  const next = { ...params, ...change, pageIndex: 1 };
  return statusApplies(next.type) ? next : { ...next, status: "" };
}

/** How many pages the results fill (never more than the server serves). */
export function pageCount(total: number): number {
  return Math.min(Math.ceil(total / PAGE_SIZE), MAX_PAGE);
}
