import { call, getRows } from "../../../transport/api-client";

/** One fetcher per templates call the centre and "my templates" use (libs/contracts templates.ts). */
const tp = (id: string) => `/templates/${encodeURIComponent(id)}`;

export type TemplateScope = "department" | "team" | "platform";
export type CentreScope = "all" | "personal" | TemplateScope | "favourites";
export type CentreSort = "use" | "updated";

export interface TemplateRow {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly authorId: string;
  readonly authorName: string;
  readonly scope: "personal" | TemplateScope;
  readonly publishedVersion: number | null;
  readonly latestVersion: number;
  readonly binned: boolean;
  readonly collected: boolean;
  readonly useCount: number;
  readonly updatedAt: string;
  readonly pendingPublish?: { readonly version: number; readonly scope: TemplateScope } | null;
}

export interface VersionRow {
  readonly version: number;
  readonly changeSummary: string;
}

export const listTemplates = (query: { search: string; scope: CentreScope; sort: CentreSort }) => {
  const params = new URLSearchParams({ sort: query.sort, pageSize: "200" });
  if (query.search.trim()) params.set("search", query.search.trim());
  if (query.scope !== "all") params.set("scope", query.scope);
  return getRows<TemplateRow>(`/templates?${params}`);
};

export const listMyTemplates = (binned: boolean) => getRows<TemplateRow>(`/templates/mine?binned=${binned}&pageSize=200`);

export const createTemplate = async (body: { name: string; description: string }) =>
  (await call("POST", "/templates", { body })).response as { id: string };

export const listVersions = (id: string) => getRows<VersionRow>(`${tp(id)}/versions?pageSize=200`);

export const requestPublish = (id: string, body: { version: number; scope: TemplateScope }) =>
  call("POST", `${tp(id)}/publish-requests`, { body });

export const unpublish = (id: string, reason: string) => call("POST", `${tp(id)}/unpublish`, { body: { reason } });
export const binTemplate = (id: string) => call("POST", `${tp(id)}/bin`);
export const restoreTemplate = (id: string) => call("POST", `${tp(id)}/restore`);
export const collect = (id: string) => call("PUT", `${tp(id)}/collect`);
export const uncollect = (id: string) => call("DELETE", `${tp(id)}/collect`);

export const listNotebooks = () => getRows<{ id: string; name: string; number: string }>("/notebooks?pageSize=200", { quiet: true });
