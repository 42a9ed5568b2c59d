import { queryOptions } from "@tanstack/react-query";
import i18n from "../../../i18n/i18n";
import { call } from "../../../transport/api-client";
import { type AuditFilters, auditListPath } from "../logic/audit-query";
import { type MomentRequest, momentQueryString } from "../logic/moment";
import type {
  AuditRow,
  Comparison,
  MemberOption,
  Moment,
  Page,
  ProjectOption,
  RecordNow,
  RecordOption,
  TraceRow,
  Verification,
  VersionMoment,
  VersionRow,
} from "./types";

/** The server says the history in the language asked for: an answer is kept per language. */
const language = () => i18n.language;

/**
 * One fetcher per audit call. Reads are quiet: a refusal (403) or failure is shown on the
 * page itself, in the server's words, never a blank page. Only the roll-back writes.
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
    queryKey: [...auditKeys.search, filters, pageIndex, pageSize, language()],
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

/** Records by number or title: those the member may view, or (`everyRecord`, auditors) every record of the organisation. */
export const recordOptionsQuery = (keyword: string, everyRecord = false) =>
  queryOptions({
    queryKey: ["audit", "records", everyRecord ? "every" : "visible", keyword],
    queryFn: () => {
      const query = new URLSearchParams({ pageIndex: "1", pageSize: "20" });
      if (keyword.trim()) query.set("keyword", keyword.trim());
      return getPage<RecordOption>(`${everyRecord ? "/audit/records" : "/experiments"}?${query}`).then((page) => page.rows);
    },
  });

export const momentQuery = (recordId: string, request: MomentRequest) =>
  queryOptions({
    queryKey: [...auditKeys.moment, recordId, request, language()],
    queryFn: () => getOne<Moment>(`/experiments/${encodeURIComponent(recordId)}/at?${momentQueryString(request)}`),
    // What followed an event never changes; "latest" and a time may.
    staleTime: request !== "latest" && "position" in request ? Number.POSITIVE_INFINITY : 0,
  });

export const versionKeys = {
  all: (recordId: string) => ["audit", "versions", recordId] as const,
};

export const versionsQuery = (recordId: string) =>
  queryOptions({
    queryKey: [...versionKeys.all(recordId), "list"],
    queryFn: () => getPage<VersionRow>(`/experiments/${encodeURIComponent(recordId)}/versions`).then((page) => page.rows),
  });

export const versionQuery = (recordId: string, version: string) =>
  queryOptions({
    queryKey: [...versionKeys.all(recordId), "one", version, language()],
    queryFn: () => getOne<VersionMoment>(`/experiments/${encodeURIComponent(recordId)}/versions/${encodeURIComponent(version)}`),
    // A submitted version never changes.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** One side of a comparison: a submitted version, or the record now (`current`, its latest moment). */
export const sideQuery = (recordId: string, ref: string) =>
  queryOptions({
    queryKey: [...versionKeys.all(recordId), "side", ref, language()],
    queryFn: () =>
      getOne<Moment>(
        ref === "current"
          ? `/experiments/${encodeURIComponent(recordId)}/at?${momentQueryString("latest")}`
          : `/experiments/${encodeURIComponent(recordId)}/versions/${encodeURIComponent(ref)}`,
      ),
    staleTime: ref === "current" ? 0 : Number.POSITIVE_INFINITY,
    retry: false,
  });

export const compareQuery = (recordId: string, from: string, to: string) =>
  queryOptions({
    queryKey: [...versionKeys.all(recordId), "compare", from, to, language()],
    queryFn: () =>
      getOne<Comparison>(`/experiments/${encodeURIComponent(recordId)}/compare?${new URLSearchParams({ from, to }).toString()}`),
    retry: false,
  });

export const recordNowQuery = (recordId: string) =>
  queryOptions({
    queryKey: [...versionKeys.all(recordId), "now"],
    queryFn: () => getOne<RecordNow>(`/experiments/${encodeURIComponent(recordId)}`),
  });

/** Rolls the record back to a version, with a reason; a refusal is shown by the caller, in the server's words. */
export async function rollBack(recordId: string, version: number, reason: string): Promise<{ position: number }> {
  const envelope = await call("POST", `/experiments/${encodeURIComponent(recordId)}/rollback`, {
    body: { version, reason },
    quiet: true,
  });
  return envelope.response as { position: number };
}

export const verificationQuery = (recordId: string) =>
  queryOptions({
    queryKey: ["audit", "verification", recordId],
    queryFn: () => getOne<Verification>(`/experiments/${encodeURIComponent(recordId)}/verification`),
  });

export const traceQuery = (recordId: string, pageIndex: number, pageSize: number) =>
  queryOptions({
    queryKey: ["audit", "trace", recordId, pageIndex, pageSize, language()],
    queryFn: () =>
      getPage<TraceRow>(`/experiments/${encodeURIComponent(recordId)}/trace?pageIndex=${pageIndex}&pageSize=${pageSize}`),
  });
