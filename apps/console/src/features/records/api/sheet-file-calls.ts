import type { SaveChartBody, SheetsImported } from "@labledger/contracts";
import { call } from "../../../transport/api-client";
import { downloadFile } from "../../../transport/download";
import { postForm } from "../../../transport/form-upload";

/** A spreadsheet module's files and charts (libs/contracts sheet-files.ts, sheets.ts). */
const onModule = (id: string, moduleId: string) =>
  `/experiments/${encodeURIComponent(id)}/modules/${encodeURIComponent(moduleId)}`;

/** An XLSX or CSV file as new sheets; the server reads, checks and computes it, and answers with the new sheets' names. */
export function importSheets(id: string, moduleId: string, file: File, reason?: string): Promise<SheetsImported> {
  const form = new FormData();
  if (reason) form.append("reason", reason);
  form.append("file", file, file.name);
  return postForm<SheetsImported>(`${onModule(id, moduleId)}/sheets/import`, form);
}

/** The workbook as XLSX, or one sheet as CSV, downloaded under the name the server gives it (the module's title). */
export function exportSheets(id: string, moduleId: string, format: "xlsx" | "csv", sheetId?: string): Promise<string> {
  const query = new URLSearchParams({ format, ...(sheetId ? { sheetId } : {}) });
  return downloadFile(`${onModule(id, moduleId)}/export?${query}`, `spreadsheet.${format}`);
}

type Positioned = { lastCacheTime: number; position: number };

export const saveChart = async (id: string, moduleId: string, chartId: string, body: SaveChartBody) =>
  (await call("PUT", `${onModule(id, moduleId)}/charts/${encodeURIComponent(chartId)}`, { body })).response as Positioned;

export const deleteChart = async (id: string, moduleId: string, chartId: string, reason?: string) =>
  (await call("DELETE", `${onModule(id, moduleId)}/charts/${encodeURIComponent(chartId)}`, { body: reason ? { reason } : {} }))
    .response as Positioned;
