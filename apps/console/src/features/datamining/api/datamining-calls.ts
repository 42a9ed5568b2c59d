import type {
  Notebook,
  Project,
  Report,
  ReportBody,
  ReportData,
  ReportFieldChoice,
  ReportTemplate,
  ReportTemplateBody,
} from "@labledger/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call, getResponse } from "../../../transport/api-client";
import { fieldsQueryOf, type ReportCriteria } from "../logic/criteria-form";

export type { Report, ReportData, ReportFieldChoice, ReportTemplate };

/** A project or record book as a criteria list offers it: its id (saved) and its name (shown). */
export interface Choice {
  readonly id: string;
  readonly label: string;
}

/** What can go to the rubbish bin and come back. */
export type Binnable = "templates" | "reports";

/** The most projects or books a criteria list offers (the largest page the lists serve). */
const CHOICES = 200;

export interface PageOf<T> {
  readonly rows: readonly T[];
  readonly total: number;
}

const listOf = async <T>(path: string): Promise<PageOf<T>> => {
  const body = await call("GET", path, { quiet: true });
  return { rows: (body.rows ?? []) as T[], total: body.total ?? 0 };
};

/** Every datamining query's key starts here: a save, bin or restore refreshes them all. */
export const DATAMINING_KEY = ["datamining"] as const;

/** GET /api/datamining/templates or /reports: one page of the list, or of the rubbish bin. Quiet: the page says why it failed. */
export const listQuery = <K extends Binnable>(kind: K, params: { binned: boolean; pageIndex: number; pageSize: number }) =>
  queryOptions({
    queryKey: [...DATAMINING_KEY, kind, "list", params],
    queryFn: () =>
      listOf<K extends "templates" ? ReportTemplate : Report>(
        `/datamining/${kind}?binned=${params.binned}&pageIndex=${params.pageIndex}&pageSize=${params.pageSize}`,
      ),
    placeholderData: keepPreviousData,
  });

export const templateQuery = (id: string) =>
  queryOptions({
    queryKey: [...DATAMINING_KEY, "templates", "one", id],
    queryFn: () => getResponse<ReportTemplate>(`/datamining/templates/${encodeURIComponent(id)}`, { quiet: true }),
    enabled: id !== "",
    retry: false,
  });

export const reportQuery = (id: string) =>
  queryOptions({
    queryKey: [...DATAMINING_KEY, "reports", "one", id],
    queryFn: () => getResponse<Report>(`/datamining/reports/${encodeURIComponent(id)}`, { quiet: true }),
    enabled: id !== "",
    retry: false,
  });

/** A report's table and charts, read from the records now. */
export const reportDataQuery = (id: string) =>
  queryOptions({
    queryKey: [...DATAMINING_KEY, "reports", "data", id],
    queryFn: () =>
      getResponse<{ report: Report; data: ReportData }>(`/datamining/reports/${encodeURIComponent(id)}/data`, { quiet: true }),
    enabled: id !== "",
    retry: false,
    staleTime: 0,
  });

/** The fields the records these criteria choose hold, for choosing a template's columns. */
export const fieldChoicesQuery = (criteria: ReportCriteria, enabled: boolean) =>
  queryOptions({
    queryKey: [...DATAMINING_KEY, "fields", fieldsQueryOf(criteria)],
    queryFn: () => getResponse<ReportFieldChoice[]>(`/datamining/fields${fieldsQueryOf(criteria)}`, { quiet: true }),
    enabled,
    placeholderData: keepPreviousData,
  });

/** The projects the member may see (GET /api/projects narrows them). */
export const projectChoicesQuery = queryOptions({
  queryKey: [...DATAMINING_KEY, "choices", "projects"],
  queryFn: async (): Promise<Choice[]> =>
    (await listOf<Project>(`/projects?pageIndex=1&pageSize=${CHOICES}`)).rows.map((p) => ({
      id: p.id,
      label: p.number ? `${p.number} ${p.name}` : p.name,
    })),
  staleTime: 60_000,
});

/** The record books the member may see. */
export const notebookChoicesQuery = queryOptions({
  queryKey: [...DATAMINING_KEY, "choices", "notebooks"],
  queryFn: async (): Promise<Choice[]> =>
    (await listOf<Notebook>(`/notebooks?pageIndex=1&pageSize=${CHOICES}`)).rows.map((b) => ({
      id: b.id,
      label: b.number ? `${b.number} ${b.name}` : b.name,
    })),
  staleTime: 60_000,
});

const path = (kind: Binnable, id?: string) => `/datamining/${kind}${id ? `/${encodeURIComponent(id)}` : ""}`;

/** POST (new) or PUT (a change) of a report template; the new one's id. Quiet: the editor shows a refusal itself. */
export async function saveTemplate(id: string | undefined, body: ReportTemplateBody): Promise<{ id: string }> {
  const answer = (await call(id ? "PUT" : "POST", path("templates", id), { body, quiet: true })).response as { id?: string };
  return { id: id ?? answer.id ?? "" };
}

/** POST (new) or PUT (a change) of a report; the new one's id. */
export async function saveReport(id: string | undefined, body: ReportBody): Promise<{ id: string }> {
  const answer = (await call(id ? "PUT" : "POST", path("reports", id), { body, quiet: true })).response as { id?: string };
  return { id: id ?? answer.id ?? "" };
}

/** Moves a template or report to the rubbish bin, or back. A refusal shows the server's words in a toast. */
export async function binOrRestore(kind: Binnable, id: string, action: "bin" | "restore"): Promise<void> {
  await call("POST", `${path(kind, id)}/${action}`);
}

/** GET /api/datamining/reports/{id}/export: the report as a PDF or an XLSX workbook. */
export const exportPath = (id: string, format: "pdf" | "xlsx") =>
  `/datamining/reports/${encodeURIComponent(id)}/export?format=${format}`;
