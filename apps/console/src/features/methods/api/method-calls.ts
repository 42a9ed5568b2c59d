import type {
  Method,
  MethodBody,
  MethodFileRow,
  MethodReferenceRow,
  MethodRow,
  PreparedMaterial,
  PreparedMaterialBody,
} from "@labledger/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call } from "../../../transport/api-client";
import { downloadFile } from "../../../transport/download";
import { postForm } from "../../../transport/form-upload";

export type { Method, MethodBody, MethodFileRow, MethodReferenceRow, MethodRow, PreparedMaterial, PreparedMaterialBody };

/** Every method query's key starts here: any change refreshes them all. */
export const METHODS_KEY = ["methods"] as const;
export const PREPARED_MATERIALS_KEY = ["prepared-materials"] as const;
const METHODS = "/resources/methods";
const PREPARED = "/resources/prepared-materials";
const one = (id: string) => `${METHODS}/${encodeURIComponent(id)}`;

export interface ListParams {
  readonly binned: boolean;
  readonly keyword: string;
  readonly pageIndex: number;
  readonly pageSize: number;
}

const listQuery = (params: ListParams & { status?: string }) =>
  new URLSearchParams({
    binned: String(params.binned),
    pageIndex: String(params.pageIndex),
    pageSize: String(params.pageSize),
    ...(params.keyword.trim() ? { keyword: params.keyword.trim() } : {}),
    ...(params.status ? { status: params.status } : {}),
  });

/** One page of the methods (or the rubbish bin), by a word of number, name or category and by status. Quiet: the page says why it failed. */
export const methodsQuery = (params: ListParams & { status: string }) =>
  queryOptions({
    queryKey: [...METHODS_KEY, "list", params],
    queryFn: async () => {
      const body = await call("GET", `${METHODS}?${listQuery(params)}`, { quiet: true });
      return { rows: (body.rows ?? []) as MethodRow[], total: (body.total ?? 0) as number };
    },
    placeholderData: keepPreviousData,
  });

/** A method with the version asked for (none: the one in effect). */
export const methodQuery = (id: string, version: number | undefined) =>
  queryOptions({
    queryKey: [...METHODS_KEY, "one", id, version ?? "current"],
    queryFn: async () =>
      (await call("GET", `${one(id)}${version ? `?version=${version}` : ""}`, { quiet: true })).response as Method,
  });

export async function createMethod(body: MethodBody): Promise<{ id: string; number: string }> {
  return (await call("POST", METHODS, { body, quiet: true })).response as { id: string; number: string };
}

export async function saveMethodDraft(id: string, body: MethodBody): Promise<void> {
  await call("PUT", one(id), { body, quiet: true });
}

export async function publishMethod(id: string, effectiveDate: string, changeSummary: string): Promise<number> {
  const answer = await call("POST", `${one(id)}/publish`, { body: { effectiveDate, changeSummary }, quiet: true });
  return (answer.response as { version: number }).version;
}

/** Retire, bin or restore. A refusal shows the server's words in a toast. */
export async function methodStep(id: string, step: "retire" | "bin" | "restore"): Promise<void> {
  await call("POST", `${one(id)}/${step}`);
}

export async function uploadMethodFiles(id: string, files: readonly File[]): Promise<void> {
  const form = new FormData();
  for (const file of files) form.append("file", file, file.name);
  await postForm(`${one(id)}/files`, form);
}

export async function removeMethodFile(id: string, rowId: string): Promise<void> {
  await call("DELETE", `${one(id)}/files/${encodeURIComponent(rowId)}`);
}

/** A file of the draft, or of a published version. */
export function downloadMethodFile(id: string, rowId: string, name: string, version?: number): Promise<string> {
  const query = new URLSearchParams({ download: "true", ...(version ? { version: String(version) } : {}) });
  return downloadFile(`${one(id)}/files/${encodeURIComponent(rowId)}?${query}`, name);
}

export const preparedMaterialsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: [...PREPARED_MATERIALS_KEY, "list", params],
    queryFn: async () => {
      const body = await call("GET", `${PREPARED}?${listQuery(params)}`, { quiet: true });
      return { rows: (body.rows ?? []) as PreparedMaterial[], total: (body.total ?? 0) as number };
    },
    placeholderData: keepPreviousData,
  });

/** POST (new) or PUT (a change). Quiet: the dialog shows a refusal itself. */
export async function savePreparedMaterial(id: string | undefined, body: PreparedMaterialBody): Promise<void> {
  await call(id ? "PUT" : "POST", id ? `${PREPARED}/${encodeURIComponent(id)}` : PREPARED, { body, quiet: true });
}

export async function binOrRestorePreparedMaterial(id: string, action: "bin" | "restore"): Promise<void> {
  await call("POST", `${PREPARED}/${encodeURIComponent(id)}/${action}`);
}

export interface LibraryParams {
  readonly keyword: string;
  readonly pageIndex: number;
  readonly pageSize: number;
}

/** The team's references or files, each with its method. */
export const libraryQuery = <Row>(what: "references" | "files", params: LibraryParams) =>
  queryOptions({
    queryKey: [...METHODS_KEY, what, params],
    queryFn: async () => {
      const query = new URLSearchParams({
        pageIndex: String(params.pageIndex),
        pageSize: String(params.pageSize),
        ...(params.keyword.trim() ? { keyword: params.keyword.trim() } : {}),
      });
      const body = await call("GET", `/resources/${what}?${query}`, { quiet: true });
      return { rows: (body.rows ?? []) as Row[], total: (body.total ?? 0) as number };
    },
    placeholderData: keepPreviousData,
  });
