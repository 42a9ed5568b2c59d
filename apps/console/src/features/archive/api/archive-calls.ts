import type { Archived, ArchiveRow, UnarchiveBody } from "@labledger/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call, getResponse } from "../../../transport/api-client";

export type { Archived, ArchiveRow };
export type ArchiveState = "approved" | "archived";

/** Every archive query's key starts here: archiving or taking a record out refreshes them all. */
export const ARCHIVE_KEY = ["archive"] as const;

export interface ArchiveListParams {
  readonly state: ArchiveState;
  readonly keyword: string;
  readonly pageIndex: number;
  readonly pageSize: number;
}

/** One page of the approved records to archive, or of the archived ones, newest first. Quiet: the page says why it failed. */
export const archiveQuery = (params: ArchiveListParams) =>
  queryOptions({
    queryKey: [...ARCHIVE_KEY, "list", params],
    queryFn: async () => {
      const query = new URLSearchParams({
        state: params.state,
        pageIndex: String(params.pageIndex),
        pageSize: String(params.pageSize),
        ...(params.keyword.trim() ? { keyword: params.keyword.trim() } : {}),
      });
      const body = await call("GET", `/archive?${query}`, { quiet: true });
      return { rows: (body.rows ?? []) as ArchiveRow[], total: (body.total ?? 0) as number };
    },
    placeholderData: keepPreviousData,
  });

/** Archives the records chosen; one refused archives none (the server's words in a toast). */
export const archiveRecords = async (ids: readonly string[]) =>
  (await call("POST", "/archive", { body: { ids } })).response as Archived;

/** Quiet: the signature dialog shows a refusal (a wrong password) itself. */
export const unarchiveRecord = async (id: string, body: UnarchiveBody) =>
  (await call("POST", `/archive/${encodeURIComponent(id)}/unarchive`, { body, quiet: true })).response;

export interface ArchiveSettings {
  readonly retentionYears: number;
}

export const archiveSettingsQuery = queryOptions({
  queryKey: ["settings", "archive"],
  queryFn: () => getResponse<ArchiveSettings>("/settings/archive"),
});

/** The whole archive section (organisation administrators). */
export const saveArchiveSettings = async (values: ArchiveSettings) => {
  await call("PUT", "/settings/archive", { body: values });
};
