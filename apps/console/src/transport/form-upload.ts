import i18n from "../i18n/i18n";
import { requestHeaders } from "./api-client";
import { ApiError } from "./api-error";
import { interpretResponse } from "./response";
import { readSession } from "./session-store";
import { UNSIGNED_PAYLOAD } from "./signature";

/**
 * A multipart/form-data POST under /api, signed like every call but with UNSIGNED-PAYLOAD for its
 * body (files are streamed, not read to be hashed); a refusal throws the server's localised message.
 */
export async function postForm<T>(path: string, form: FormData): Promise<T> {
  const session = readSession();
  const url = `/api${path}`;
  const headers = await requestHeaders({ method: "POST", url, body: UNSIGNED_PAYLOAD });
  let res: Response;
  try {
    res = await fetch(url, { method: "POST", headers, body: form });
  } catch {
    throw new ApiError(i18n.t("transport.connectError"), 0, "transport.connectError");
  }
  const outcome = interpretResponse(res.status, await res.text().catch(() => ""), session !== undefined);
  if (outcome.kind !== "ok")
    throw new ApiError(outcome.message, "status" in outcome ? outcome.status : 423, "key" in outcome ? outcome.key : "");
  return outcome.body.response as T;
}
