import type {
  CreateSpreadsheetTemplateBody,
  SpreadsheetTemplate,
  SpreadsheetTemplateBody,
  SpreadsheetTemplateSummary,
} from "@labledger/contracts";
import type { SpreadsheetTemplateKind } from "@labledger/events/catalogue/spreadsheet-templates-values";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call } from "../../../transport/api-client";
import { postForm } from "../../../transport/form-upload";

export type { SpreadsheetTemplate, SpreadsheetTemplateBody, SpreadsheetTemplateKind, SpreadsheetTemplateSummary };

const PATH = "/resources/spreadsheet-templates";

/** Every template query's key starts here: a save, bin or restore refreshes them all. */
export const TEMPLATES_KEY = ["spreadsheet-templates"] as const;

export interface TemplateListParams {
  readonly kind: SpreadsheetTemplateKind;
  readonly binned: boolean;
  readonly keyword: string;
  readonly pageIndex: number;
  readonly pageSize: number;
}

/** One page of the team's templates or designs (or the rubbish bin), found by a word of the name. Quiet: the page says why it failed. */
export const templatesQuery = (params: TemplateListParams) =>
  queryOptions({
    queryKey: [...TEMPLATES_KEY, "list", params],
    queryFn: async () => {
      const query = new URLSearchParams({
        kind: params.kind,
        binned: String(params.binned),
        pageIndex: String(params.pageIndex),
        pageSize: String(params.pageSize),
        ...(params.keyword.trim() ? { keyword: params.keyword.trim() } : {}),
      });
      const body = await call("GET", `${PATH}?${query}`, { quiet: true });
      return { rows: (body.rows ?? []) as SpreadsheetTemplateSummary[], total: (body.total ?? 0) as number };
    },
    placeholderData: keepPreviousData,
  });

/** One template with its whole workbook. Quiet: the page says why it failed. */
export const templateQuery = (id: string) =>
  queryOptions({
    queryKey: [...TEMPLATES_KEY, "one", id],
    queryFn: async () =>
      (await call("GET", `${PATH}/${encodeURIComponent(id)}`, { quiet: true })).response as SpreadsheetTemplate,
  });

/** A new template or design (empty or with a workbook). Quiet: the page shows a refusal beside the form. */
export async function createTemplate(body: CreateSpreadsheetTemplateBody): Promise<string> {
  return ((await call("POST", PATH, { body, quiet: true })).response as { id: string }).id;
}

/** Saves a template whole. Quiet: the editor shows a refusal beside the grid. */
export async function saveTemplate(id: string, body: SpreadsheetTemplateBody): Promise<void> {
  await call("PUT", `${PATH}/${encodeURIComponent(id)}`, { body, quiet: true });
}

/** A new template or design from an XLSX or CSV file; a refusal of the file throws the server's words. */
export async function importTemplate(file: File, kind: SpreadsheetTemplateKind, name: string): Promise<string> {
  const form = new FormData();
  form.append("kind", kind);
  if (name.trim()) form.append("name", name.trim());
  form.append("file", file);
  return (await postForm<{ id: string }>(`${PATH}/import`, form)).id;
}

/** Moves a template to the rubbish bin, or back. A refusal shows the server's words in a toast. */
export async function binOrRestoreTemplate(id: string, action: "bin" | "restore"): Promise<void> {
  await call("POST", `${PATH}/${encodeURIComponent(id)}/${action}`);
}
