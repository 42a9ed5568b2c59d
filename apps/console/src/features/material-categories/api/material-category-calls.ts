import type { MaterialCategory, MaterialCategoryBody } from "@labledger/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call } from "../../../transport/api-client";

export type { MaterialCategory, MaterialCategoryBody };

/** Every material category query's key starts here: a save or a deletion refreshes them all. */
export const CATEGORIES_KEY = ["material-categories"] as const;
const PATH = "/material-categories";

export interface CategoryListParams {
  readonly keyword: string;
  readonly pageIndex: number;
  readonly pageSize: number;
}

/** One page of the categories, found by a word of the name. Quiet: the page says why it failed. */
export const categoriesQuery = (params: CategoryListParams) =>
  queryOptions({
    queryKey: [...CATEGORIES_KEY, "list", params],
    queryFn: async () => {
      const query = new URLSearchParams({
        pageIndex: String(params.pageIndex),
        pageSize: String(params.pageSize),
        ...(params.keyword.trim() ? { keyword: params.keyword.trim() } : {}),
      });
      const body = await call("GET", `${PATH}?${query}`, { quiet: true });
      return { rows: (body.rows ?? []) as MaterialCategory[], total: (body.total ?? 0) as number };
    },
    placeholderData: keepPreviousData,
  });

/** POST (new) or PUT (a change). Quiet: the dialog shows a refusal (a name taken, a bad key) itself. */
export async function saveCategory(id: string | undefined, body: MaterialCategoryBody): Promise<void> {
  await call(id ? "PUT" : "POST", id ? `${PATH}/${encodeURIComponent(id)}` : PATH, { body, quiet: true });
}

/** Deletes a category. A refusal (lots are in it, spec §8) shows the server's words in a toast. */
export async function deleteCategory(id: string): Promise<void> {
  await call("DELETE", `${PATH}/${encodeURIComponent(id)}`);
}
