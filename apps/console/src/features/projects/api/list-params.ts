/** Paging and filters of a list call (spec §9: page index 1, size 10 by default). */
export interface ListParams {
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly keyword?: string;
  readonly [filter: string]: string | number | undefined;
}

export const DEFAULT_PAGE = { pageIndex: 1, pageSize: 10 } as const;

/** The query string of a list call: empty filters are left out, keys in a stable order. */
export function listQueryString(params: ListParams): string {
  const search = new URLSearchParams();
  for (const key of Object.keys(params).sort()) {
    const value = params[key];
    if (value === undefined || value === "") continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}
