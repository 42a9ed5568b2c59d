import type { LabelPrintBody, LabelScanned, LabelTemplate, LabelTemplateBody } from "@labledger/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call } from "../../../transport/api-client";
import { downloadFile } from "../../../transport/download";

export type { LabelPrintBody, LabelScanned, LabelTemplate, LabelTemplateBody };

/** Every label template query's key starts here: a save, switch, bin or restore refreshes them all. */
export const LABEL_TEMPLATES_KEY = ["label-templates"] as const;
const PATH = "/labels/templates";

export interface TemplateListParams {
  readonly binned: boolean;
  readonly keyword: string;
  readonly pageIndex: number;
  readonly pageSize: number;
  /** Only templates switched on (the print page offers no others). */
  readonly enabledOnly?: boolean;
}

/** One page of the templates, or of the rubbish bin. Quiet: the page says why it failed. */
export const templatesQuery = (params: TemplateListParams) =>
  queryOptions({
    queryKey: [...LABEL_TEMPLATES_KEY, "list", params],
    queryFn: async () => {
      const query = new URLSearchParams({
        binned: String(params.binned),
        pageIndex: String(params.pageIndex),
        pageSize: String(params.pageSize),
        ...(params.keyword.trim() ? { keyword: params.keyword.trim() } : {}),
        ...(params.enabledOnly ? { enabled: "true" } : {}),
      });
      const body = await call("GET", `${PATH}?${query}`, { quiet: true });
      return { rows: (body.rows ?? []) as LabelTemplate[], total: (body.total ?? 0) as number };
    },
    placeholderData: keepPreviousData,
  });

/** POST (new) or PUT (a change). Quiet: the designer shows a refusal itself. Resolves to the template's id. */
export async function saveTemplate(id: string | undefined, body: LabelTemplateBody): Promise<string> {
  const answer = await call(id ? "PUT" : "POST", id ? `${PATH}/${encodeURIComponent(id)}` : PATH, { body, quiet: true });
  return id ?? (answer.response as { id: string }).id;
}

/** Switches a template on or off, or moves it to the rubbish bin or back. A refusal shows in a toast. */
export async function changeTemplate(id: string, change: "on" | "off" | "bin" | "restore"): Promise<void> {
  const path = `${PATH}/${encodeURIComponent(id)}`;
  if (change === "on" || change === "off") await call("POST", `${path}/switch`, { body: { enabled: change === "on" } });
  else await call("POST", `${path}/${change}`);
}

/** What a scanned code is; a code nothing has answers the server's words ("Material barcode does not exist"). */
export async function scanCode(code: string): Promise<LabelScanned> {
  const answer = await call("GET", `/labels/scan?${new URLSearchParams({ code })}`, { quiet: true });
  return answer.response as LabelScanned;
}

/**
 * Prints labels: the PDF is fetched with the signed headers (a POST no link can make) and handed to
 * the browser as a download. Resolves to the file's name; a refusal throws the server's words.
 */
export const printLabels = (body: LabelPrintBody, fallbackName: string): Promise<string> =>
  downloadFile("/labels/print", fallbackName, { json: body });
