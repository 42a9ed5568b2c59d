import type { CellEdit, CellNow, PresentMember } from "@labledger/contracts";
import { call, requestHeaders } from "../../../../../transport/api-client";
import { ApiError } from "../../../../../transport/api-error";
import type { SendOutcome } from "./offline-queue";

const onModule = (experimentId: string, moduleId: string) =>
  `/experiments/${encodeURIComponent(experimentId)}/modules/${encodeURIComponent(moduleId)}`;

export const liveUrl = (experimentId: string, moduleId: string) => `/api${onModule(experimentId, moduleId)}/live`;

/** Signed headers for the live stream's GET (the console's transport signs every request). */
export const liveHeaders = (request: { method: string; url: string }) => requestHeaders(request);

/** The heartbeat: this member is on `sheetId` (and `cell`); answers who is in the module. */
export const markPresence = async (experimentId: string, moduleId: string, sheetId: string, cell: string | null) =>
  (
    (await call("PUT", `${onModule(experimentId, moduleId)}/presence`, { body: { sheetId, cell }, quiet: true })).response as {
      members: PresentMember[];
    }
  ).members;

export const leavePresence = (experimentId: string, moduleId: string) =>
  call("DELETE", `${onModule(experimentId, moduleId)}/presence`, { quiet: true });

/** Sends one queued edit (quiet: the editor shows a refusal beside the cell), as the offline queue replays it. */
export async function sendQueuedEdit(experimentId: string, moduleId: string, edit: CellEdit): Promise<SendOutcome> {
  try {
    await call("PUT", `${onModule(experimentId, moduleId)}/cells`, { body: { edits: [edit] }, quiet: true });
    return { kind: "sent" };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && error.key === "module.cellChanged")
      return { kind: "refused", current: currentOf(error) };
    if (error instanceof ApiError && error.status !== 0 && error.status < 500) return { kind: "refused", current: [] };
    return { kind: "offline" };
  }
}

function currentOf(error: ApiError): readonly CellNow[] {
  const details = (error as ApiError & { details?: { current?: CellNow[] } }).details;
  return details?.current ?? [];
}
