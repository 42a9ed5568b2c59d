import type {
  InfoTable,
  InfoTableBody,
  MultiLevelTable,
  MultiLevelTableBody,
  ProcessTable,
  ProcessTableBody,
} from "@labledger/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call } from "../../../transport/api-client";

export type { InfoTable, InfoTableBody, MultiLevelTable, MultiLevelTableBody, ProcessTable, ProcessTableBody };

/** The three table definitions the team keeps (issue 17). */
export type TableKind = "info" | "multi" | "process";
export interface TableOf {
  info: InfoTable;
  multi: MultiLevelTable;
  process: ProcessTable;
}
export interface BodyOf {
  info: InfoTableBody;
  multi: MultiLevelTableBody;
  process: ProcessTableBody;
}

const PATH: Record<TableKind, string> = {
  info: "/resources/info-tables",
  multi: "/resources/multi-level-tables",
  process: "/resources/process-tables",
};

/** Every table query's key starts here: a save, bin or restore refreshes them all. */
export const TABLES_KEY = ["table-definitions"] as const;

export interface TableListParams {
  readonly binned: boolean;
  readonly keyword: string;
  readonly pageIndex: number;
  readonly pageSize: number;
}

/** One page of a kind's tables, or of its rubbish bin, found by a word of the name or description. Quiet: the page says why it failed. */
export const tablesQuery = <K extends TableKind>(kind: K, params: TableListParams) =>
  queryOptions({
    queryKey: [...TABLES_KEY, kind, "list", params],
    queryFn: async () => {
      const query = new URLSearchParams({
        binned: String(params.binned),
        pageIndex: String(params.pageIndex),
        pageSize: String(params.pageSize),
        ...(params.keyword.trim() ? { keyword: params.keyword.trim() } : {}),
      });
      const body = await call("GET", `${PATH[kind]}?${query}`, { quiet: true });
      return { rows: (body.rows ?? []) as TableOf[K][], total: (body.total ?? 0) as number };
    },
    placeholderData: keepPreviousData,
  });

/** One table, to edit or copy. Quiet: the page says why it failed. */
export const tableQuery = <K extends TableKind>(kind: K, id: string) =>
  queryOptions({
    queryKey: [...TABLES_KEY, kind, "one", id],
    queryFn: async () => (await call("GET", `${PATH[kind]}/${encodeURIComponent(id)}`, { quiet: true })).response as TableOf[K],
  });

/** POST (new) or PUT (a change). Quiet: the editor shows a refusal beside the form. */
export async function saveTable<K extends TableKind>(kind: K, id: string | undefined, body: BodyOf[K]): Promise<void> {
  await call(id ? "PUT" : "POST", id ? `${PATH[kind]}/${encodeURIComponent(id)}` : PATH[kind], { body, quiet: true });
}

/** Moves a table to the rubbish bin, or back. A refusal shows the server's words in a toast. */
export async function binOrRestoreTable(kind: TableKind, id: string, action: "bin" | "restore"): Promise<void> {
  await call("POST", `${PATH[kind]}/${encodeURIComponent(id)}/${action}`);
}
