import type { Share, ShareApproval, ShareRequestBody } from "@labledger/contracts";
import { call, getRows } from "../../../transport/api-client";

export type ShareRow = Share;
export type ApplicationRow = ShareApproval;

let lastPosition = 0;
const noted = (response: unknown) => {
  const position = (response as { position?: unknown } | undefined)?.position;
  if (typeof position === "number" && position > lastPosition) lastPosition = position;
  return response;
};
const since = (from: string | undefined) => (from ? `&since=${encodeURIComponent(from)}` : "");

export const listMyShares = () => getRows<ShareRow>(`/shares/mine?pageSize=200&position=${lastPosition}`);
export const listSharedWithMe = (from?: string) =>
  getRows<ShareRow>(`/shares/with-me?pageSize=200&position=${lastPosition}${since(from)}`);
export const listMyApplications = (from?: string) =>
  getRows<ApplicationRow>(`/shares/applications?pageSize=200&position=${lastPosition}${since(from)}`);
export const revokeShare = async (id: string) => noted((await call("POST", `/shares/${encodeURIComponent(id)}/revoke`)).response);
export const requestShare = async (experimentId: string, body: ShareRequestBody) =>
  noted((await call("POST", `/experiments/${encodeURIComponent(experimentId)}/shares`, { body, quiet: true })).response);
