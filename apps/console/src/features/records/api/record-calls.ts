import type { CloneExperimentBody, RemoveSignatureBody, ShareRequestBody } from "@labledger/contracts";
import { call, getResponse, getRows, serverClock } from "../../../transport/api-client";
import { postForm } from "../../../transport/form-upload";
import { readSession } from "../../../transport/session-store";
import { signedHeaders } from "../../../transport/signature";
import type {
  ApprovalFlow,
  AttachmentRow,
  CompareResult,
  Completeness,
  ExperimentRecord,
  FileSettings,
  ModuleContent,
  OpenCheck,
  RecordDetails,
  TraceRow,
} from "../model/types";

/** One fetcher per call of the records API (services/command routes.ts). */
const e = (id: string) => `/experiments/${encodeURIComponent(id)}`;

export const getExperiment = (id: string) => getResponse<ExperimentRecord>(e(id), { quiet: true });

export const createExperiment = async (body: {
  notebookId: string;
  title: string;
  projectId?: string | null;
  taskId?: string | null;
}) => (await call("POST", "/experiments", { body })).response as { id: string; number: string };

export const cloneExperiment = async (id: string, body: CloneExperimentBody) =>
  (await call("POST", `${e(id)}/clone`, { body })).response as { id: string; number: string };

export const updateDetails = (id: string, details: Partial<RecordDetails>, reason?: string) =>
  call("PATCH", e(id), { body: reason ? { ...details, reason } : details });

export const addModule = async (id: string, body: unknown) =>
  (await call("POST", `${e(id)}/modules`, { body })).response as { moduleId: string };

/** Quiet: the editor shows a stale-save (409) or offline failure itself and keeps the input. */
export const saveModule = async (
  id: string,
  moduleId: string,
  body: { data: ModuleContent; isAuto: boolean; lastCacheTime: number; reason?: string },
) => (await call("PUT", `${e(id)}/modules/${moduleId}`, { body, quiet: true })).response as { lastCacheTime: number };

export const enableModuleEdit = async (id: string, moduleId: string) =>
  (await call("POST", `${e(id)}/modules/${moduleId}/edit`)).response as { until: string; lastCacheTime: number };

export const grantModule = (id: string, moduleId: string, memberId: string, attribute: 0 | 1 | null) =>
  call("PUT", `${e(id)}/modules/${moduleId}/grants/${memberId}`, { body: { attribute } });

export const openExperiment = async (id: string) => (await call("POST", `${e(id)}/open`, { quiet: true })).response as OpenCheck;

export const closeExperiment = (id: string) => call("DELETE", `${e(id)}/open`, { quiet: true });

export const getCompleteness = (id: string) => getResponse<Completeness>(`${e(id)}/completeness`);

export const getTrace = (id: string) => getRows<TraceRow>(`${e(id)}/trace`);

/** A link to one attachment row: the same content attached under two names opens under the name asked for. */
export const getAttachmentLink = (id: string, sha256: string, rowId: string) =>
  getResponse<{ url: string; expiresAt: string }>(`${e(id)}/attachments/${sha256}/link?row=${encodeURIComponent(rowId)}`);

export const getFileSettings = () => getResponse<FileSettings>("/settings/files");

export const getOtherSettings = () => getResponse<{ tempSaveTime: number }>("/settings/other");

export const listMembers = () =>
  getRows<{ id: string; realName: string; account: string }>("/members?pageSize=200", { quiet: true });

export const listDepartments = () => getRows<{ id: string; name: string }>("/departments?pageSize=200", { quiet: true });

export const listProjects = () =>
  getRows<{ id: string; name: string; number: string }>("/projects?pageSize=200", { quiet: true });

export const listMyTasks = () =>
  getRows<{ id?: string; taskId?: string; name: string; projectId: string }>("/tasks/mine?pageSize=200", { quiet: true });

export const listNotebooks = () =>
  getRows<{ id: string; name: string; number: string; projectId: string | null }>("/notebooks?pageSize=200", { quiet: true });

/** The files of an attachment module; the server checks each again and answers with its localised message. */
export async function uploadAttachments(id: string, moduleId: string, files: readonly File[]) {
  const form = new FormData();
  form.append("moduleId", moduleId);
  for (const file of files) form.append("file", file, file.name);
  return postForm<{ moduleId: string; files: AttachmentRow[] }>(`${e(id)}/attachments`, form);
}

const why = (reason?: string) => (reason ? { reason } : {});

export const renameModule = (id: string, moduleId: string, title: string, reason?: string) =>
  call("PATCH", `${e(id)}/modules/${moduleId}`, { body: { title, ...why(reason) } });

/** The server refuses a reviewed module ('This module has been reviewed. Please activate and delete it'); the transport shows it. */
export const deleteModule = (id: string, moduleId: string, reason?: string) =>
  call("DELETE", `${e(id)}/modules/${moduleId}`, reason ? { body: { reason } } : {});

export const reorderModules = (id: string, order: readonly string[], reason?: string) =>
  call("PUT", `${e(id)}/module-order`, { body: { order, ...why(reason) } });

let clockPrimed: { serverNow: number; at: number } | undefined;

/** Keeps the server's time at hand, so a request made while the page unloads (no await possible) is signed. */
export async function primeUnloadClock(): Promise<void> {
  clockPrimed = { serverNow: await serverClock.serverNow(), at: Date.now() };
}

/** Closing when the tab goes away: a keepalive request outlives the page (signed as always, synchronously). */
export function closeExperimentOnUnload(id: string): void {
  const session = readSession();
  if (!session || !clockPrimed) return;
  const url = `/api${e(id)}/open`;
  const serverNow = clockPrimed.serverNow + (Date.now() - clockPrimed.at);
  const headers = signedHeaders(session.signingKey, { method: "DELETE", url }, serverNow);
  void fetch(url, { method: "DELETE", headers, keepalive: true }).catch(() => undefined);
}

// Record lifecycle (spec §4): submit, recall, lock, module signatures.
export const listFlows = () => getRows<ApprovalFlow>("/flows");

export const submitExperiment = async (id: string, flowId?: string) =>
  (await call("POST", `${e(id)}/submit`, { body: flowId ? { flowId } : {} })).response as { version: number; approvalId: string };

export const recallExperiment = (id: string, reason: string) => call("POST", `${e(id)}/recall`, { body: { reason } });

export const lockExperiment = (id: string) => call("POST", `${e(id)}/lock`);

/** Quiet: the signature dialog shows the refusal (wrong password) itself. */
export const unlockExperiment = (id: string, password: string) =>
  call("POST", `${e(id)}/unlock`, { body: { password }, quiet: true });

export const signModule = (id: string, moduleId: string, password: string, meaning: string) =>
  call("POST", `${e(id)}/modules/${moduleId}/signatures`, { body: { password, meaning }, quiet: true });

export const removeSignature = (id: string, moduleId: string, body: RemoveSignatureBody) =>
  call("DELETE", `${e(id)}/modules/${moduleId}/signatures`, { body, quiet: true });

export const compareSince = (id: string, version: number) =>
  getResponse<CompareResult>(`${e(id)}/compare?from=${version}&to=current`, { quiet: true });

/** Ask to share the record (spec §1 sharing): the share queue's reviewers decide. Quiet: the dialog shows a refusal. */
export const requestShare = (id: string, body: ShareRequestBody) => call("POST", `${e(id)}/shares`, { body, quiet: true });
