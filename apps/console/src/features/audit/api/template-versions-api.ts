import type { TemplateDetail, TemplateVersionsCompared } from "@labledger/contracts";
import { queryOptions } from "@tanstack/react-query";
import { call } from "../../../transport/api-client";

/** A template's versions and two of them compared (libs/contracts templates.ts); quiet: the page shows a refusal itself. */
const tp = (id: string) => `/templates/${encodeURIComponent(id)}`;
const getOne = async <T>(path: string) => (await call("GET", path, { quiet: true })).response as T;

export type { TemplateDetail, TemplateVersionsCompared };

export const templateQuery = (id: string) =>
  queryOptions({ queryKey: ["templates", id, "detail"], queryFn: () => getOne<TemplateDetail>(tp(id)), retry: false });

export const templateCompareQuery = (id: string, from: number, to: number) =>
  queryOptions({
    queryKey: ["templates", id, "compare", from, to],
    queryFn: () => getOne<TemplateVersionsCompared>(`${tp(id)}/compare?from=${from}&to=${to}`),
    retry: false,
  });
