import type { ReactionFormula, ReactionFormulaBody } from "@labledger/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call } from "../../../transport/api-client";

export type { ReactionFormula, ReactionFormulaBody };

/** Every reaction formula query's key starts here: a save, bin or restore refreshes them all. */
export const FORMULAS_KEY = ["reaction-formulas"] as const;
const PATH = "/resources/reaction-formulas";

export interface FormulaListParams {
  readonly binned: boolean;
  readonly keyword: string;
  readonly pageIndex: number;
  readonly pageSize: number;
}

/** One page of the formulas, or of the rubbish bin, found by a word of the name. Quiet: the page says why it failed. */
export const formulasQuery = (params: FormulaListParams) =>
  queryOptions({
    queryKey: [...FORMULAS_KEY, "list", params],
    queryFn: async () => {
      const query = new URLSearchParams({
        binned: String(params.binned),
        pageIndex: String(params.pageIndex),
        pageSize: String(params.pageSize),
        ...(params.keyword.trim() ? { keyword: params.keyword.trim() } : {}),
      });
      const body = await call("GET", `${PATH}?${query}`, { quiet: true });
      return { rows: (body.rows ?? []) as ReactionFormula[], total: (body.total ?? 0) as number };
    },
    placeholderData: keepPreviousData,
  });

/** POST (new) or PUT (a change). Quiet: the dialog shows a refusal (an unreadable drawing) itself. */
export async function saveFormula(id: string | undefined, body: ReactionFormulaBody): Promise<void> {
  await call(id ? "PUT" : "POST", id ? `${PATH}/${encodeURIComponent(id)}` : PATH, { body, quiet: true });
}

/** Moves a formula to the rubbish bin, or back. A refusal shows the server's words in a toast. */
export async function binOrRestoreFormula(id: string, action: "bin" | "restore"): Promise<void> {
  await call("POST", `${PATH}/${encodeURIComponent(id)}/${action}`);
}
