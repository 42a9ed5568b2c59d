import type { Member, Page, Project, ReadStructureResult, SearchHit, SearchResults } from "@labledger/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call, getResponse } from "../../../transport/api-client";
import { type SearchParams, searchApiQuery } from "../logic/search-params";
import { type StructureParams, structureBody } from "../logic/structure-params";

export type { SearchHit, SearchResults };

/** A project or a member as a filter offers it: its id (kept in the address) and its name (shown). */
export interface Choice {
  readonly id: string;
  readonly label: string;
}

/** The most projects the project filter lists (the largest page GET /api/projects serves). */
export const PROJECT_CHOICES = 200;
const MEMBER_CHOICES = 20;

const page = async <T>(path: string): Promise<Page<T>> => {
  const body = await call("GET", path, { quiet: true });
  return { rows: (body.rows ?? []) as T[], total: body.total ?? 0 };
};
const projectChoice = (p: Pick<Project, "id" | "name" | "number">): Choice => ({
  id: p.id,
  label: p.number ? `${p.number} ${p.name}` : p.name,
});
const memberChoice = (m: Pick<Member, "id" | "account" | "realName">): Choice => ({
  id: m.id,
  label: m.realName ? `${m.realName} (${m.account})` : m.account,
});

/** GET /api/search: one page of hits the member may view. Quiet: the page shows a failure itself. */
export const searchQuery = (params: SearchParams) =>
  queryOptions({
    queryKey: ["search", params],
    queryFn: async () => (await call("GET", `/search${searchApiQuery(params)}`, { quiet: true })).response as SearchResults,
    enabled: params.key !== "",
    placeholderData: keepPreviousData,
    // What was just written is found at once (the server waits for it): never answer from an older copy.
    staleTime: 0,
  });

/** The projects the member may see (GET /api/projects narrows them), to narrow a search to one. */
export const projectChoicesQuery = queryOptions({
  queryKey: ["search", "projects", { pageSize: PROJECT_CHOICES }],
  queryFn: async () => (await page<Project>(`/projects?pageIndex=1&pageSize=${PROJECT_CHOICES}`)).rows.map(projectChoice),
  staleTime: 60_000,
});

/** A project named in the address but beyond the listed ones: read on its own for its name. */
export const projectChoiceQuery = (id: string) =>
  queryOptions({
    queryKey: ["search", "project", id],
    queryFn: async () => projectChoice(await getResponse<Project>(`/projects/${encodeURIComponent(id)}`, { quiet: true })),
    staleTime: 60_000,
  });

/** Members whose account or name holds the keyword (GET /api/members; refused to trial accounts). */
export const memberChoicesQuery = (keyword: string) =>
  queryOptions({
    queryKey: ["search", "members", keyword],
    queryFn: async () => {
      const query = new URLSearchParams({ pageIndex: "1", pageSize: String(MEMBER_CHOICES), ...(keyword ? { keyword } : {}) });
      return (await page<Member>(`/members?${query.toString()}`)).rows.map(memberChoice);
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });

/** The member an address narrows to, for their name. */
export const memberChoiceQuery = (id: string) =>
  queryOptions({
    queryKey: ["search", "member", id],
    queryFn: async () => memberChoice(await getResponse<Member>(`/members/${encodeURIComponent(id)}`, { quiet: true })),
    staleTime: 60_000,
    retry: false,
  });

/** POST /api/search/structures: one page of records whose reactions hold the molecule. Quiet: the page shows a failure itself. */
export const structureSearchQuery = (params: StructureParams) =>
  queryOptions({
    queryKey: ["search", "structures", params],
    queryFn: async () =>
      (await call("POST", "/search/structures", { body: structureBody(params), quiet: true })).response as SearchResults,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** A pasted molfile's SMILES, as the server reads it (its message when it cannot). */
export const smilesOf = async (structure: string): Promise<string> => {
  const read = (await call("POST", "/chemistry/read", { body: { structure }, quiet: true })).response as ReadStructureResult;
  return read.components.map((c) => c.figures.smiles).join(".");
};
