import { queryOptions } from "@tanstack/react-query";
import i18n from "../../../i18n/i18n";
import { call, serverClock } from "../../../transport/api-client";
import { ApiError } from "../../../transport/api-error";
import { parseEnvelope } from "../../../transport/response";
import { readSession } from "../../../transport/session-store";
import { signedHeaders } from "../../../transport/signature";
import { type AuditFilters, auditExportPath, auditListPath, exportFileName } from "../logic/audit-query";
import { formatDay } from "../logic/date-range";
import { type MomentRequest, momentQueryString } from "../logic/moment";
import type { AuditRow, MemberOption, Moment, Page, ProjectOption, RecordOption, TraceRow, Verification } from "./types";

/**
 * One fetcher per audit call. Reads are quiet: a refusal (403) or failure is shown on the
 * page itself, in the server's words, never a blank page. Nothing here writes.
 */

async function getPage<T>(path: string): Promise<Page<T>> {
  const envelope = await call("GET", path, { quiet: true });
  return { rows: (envelope.rows ?? []) as T[], total: envelope.total ?? envelope.rows?.length ?? 0 };
}

async function getOne<T>(path: string): Promise<T> {
  return (await call("GET", path, { quiet: true })).response as T;
}

export const auditKeys = {
  search: ["audit", "search"] as const,
  moment: ["audit", "moment"] as const,
};

export const auditSearchQuery = (filters: AuditFilters, pageIndex: number, pageSize: number) =>
  queryOptions({
    queryKey: [...auditKeys.search, filters, pageIndex, pageSize],
    queryFn: () => getPage<AuditRow>(auditListPath(filters, pageIndex, pageSize)),
  });

export const memberOptionsQuery = queryOptions({
  queryKey: ["audit", "members"],
  queryFn: () => getPage<MemberOption>("/members?pageIndex=1&pageSize=200").then((page) => page.rows),
});

export const projectOptionsQuery = queryOptions({
  queryKey: ["audit", "projects"],
  queryFn: () => getPage<ProjectOption>("/projects?pageIndex=1&pageSize=200").then((page) => page.rows),
});

export const recordOptionsQuery = (keyword: string) =>
  queryOptions({
    queryKey: ["audit", "records", keyword],
    queryFn: () => {
      const query = new URLSearchParams({ pageIndex: "1", pageSize: "20" });
      if (keyword.trim()) query.set("keyword", keyword.trim());
      return getPage<RecordOption>(`/experiments?${query}`).then((page) => page.rows);
    },
  });

export const momentQuery = (recordId: string, request: MomentRequest) =>
  queryOptions({
    queryKey: [...auditKeys.moment, recordId, request],
    queryFn: () => getOne<Moment>(`/experiments/${encodeURIComponent(recordId)}/at?${momentQueryString(request)}`),
    // What followed an event never changes; "latest" and a time may.
    staleTime: request !== "latest" && "position" in request ? Number.POSITIVE_INFINITY : 0,
  });

export const verificationQuery = (recordId: string) =>
  queryOptions({
    queryKey: ["audit", "verification", recordId],
    queryFn: () => getOne<Verification>(`/experiments/${encodeURIComponent(recordId)}/verification`),
  });

export const traceQuery = (recordId: string, pageIndex: number, pageSize: number) =>
  queryOptions({
    queryKey: ["audit", "trace", recordId, pageIndex, pageSize],
    queryFn: () =>
      getPage<TraceRow>(`/experiments/${encodeURIComponent(recordId)}/trace?pageIndex=${pageIndex}&pageSize=${pageSize}`),
  });

/**
 * Downloads the CSV of a search. The export needs the signed headers, so it is fetched and
 * handed to the browser as a Blob (a plain link would carry no signature).
 */
export async function downloadAuditCsv(filters: AuditFilters): Promise<string> {
  const session = readSession();
  const headers: Record<string, string> = { "accept-language": i18n.language || "zh-CN" };
  if (session) Object.assign(headers, signedHeaders(session.token, session.userId, await serverClock.timestamp()));
  const res = await fetch(`/api${auditExportPath(filters)}`, { headers });
  if (!res.ok) {
    const body = parseEnvelope(await res.text().catch(() => ""));
    throw new ApiError(body?.message || i18n.t("audit:filters.exportFailed"), res.status, body?.key ?? "");
  }
  const name = exportFileName(res.headers.get("content-disposition"), formatDay(new Date()));
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
