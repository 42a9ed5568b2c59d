import type { PresentMember } from "@labledger/contracts";
import { call, requestHeaders } from "../../../../../transport/api-client";

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
