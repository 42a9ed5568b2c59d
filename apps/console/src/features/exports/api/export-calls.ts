import type { CheckedExport, ExportAllowance, ExportBody, ExportDecisionBody, RecordExport } from "@labledger/contracts";
import { call, getResponse, getRows } from "../../../transport/api-client";
import { downloadFile } from "../../../transport/download";
import { postForm } from "../../../transport/form-upload";

export type { CheckedExport, ExportAllowance, RecordExport };
export type ExportFormat = ExportBody["format"];
export type ExportScope = NonNullable<ExportBody["scope"]>;

let lastPosition = 0;
const noted = <T>(response: T) => {
  const position = (response as { position?: unknown } | undefined)?.position;
  if (typeof position === "number" && position > lastPosition) lastPosition = position;
  return response;
};

export const exportAllowance = () => getResponse<ExportAllowance>("/exports/allowance");

/** Quiet: the request page shows the refusal beside the form. */
export const requestExport = async (body: ExportBody) =>
  (await call("POST", "/exports", { body, quiet: true })).response as RecordExport;

export const myExports = () => getRows<RecordExport>(`/exports?pageSize=50&position=${lastPosition}`);

export const exportQueue = (state: "pending" | "decided") =>
  getRows<RecordExport>(`/export-approvals?state=${state}&pageSize=200&position=${lastPosition}`);

/** Quiet: the signature dialog shows the refusal. */
export const decideExport = async (id: string, body: ExportDecisionBody) =>
  noted((await call("POST", `/export-approvals/${encodeURIComponent(id)}`, { body, quiet: true })).response);

export const downloadExport = (row: RecordExport) =>
  downloadFile(`/exports/${encodeURIComponent(row.id)}/file`, row.fileName ?? `export.${row.format}`);

/** /checkRecord: whether a file is an export LabLedger wrote, unchanged (hashed on the server, never kept). */
export const checkExportFile = (file: File) => {
  const form = new FormData();
  form.append("file", file, file.name);
  return postForm<CheckedExport>("/exports/check", form);
};
