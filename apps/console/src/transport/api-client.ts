import i18n from "../i18n/i18n";
import { ApiError } from "./api-error";
import { type Envelope, interpretResponse } from "./response";
import { ServerClock } from "./server-clock";
import { readSession } from "./session-store";
import { type RequestToSign, signedHeaders } from "./signature";
import { transportHandlers } from "./transport-events";

export interface CallOptions {
  readonly body?: unknown;
  /** The caller shows failures itself (no toast). */
  readonly quiet?: boolean;
}

async function fetchServerNow(): Promise<number> {
  const res = await fetch("/api/time", { cache: "no-store" });
  const body = (await res.json().catch(() => undefined)) as { response?: { now?: number } } | undefined;
  const now = body?.response?.now ?? Date.parse(res.headers.get("date") ?? "");
  if (!Number.isFinite(now)) throw new Error("no server time");
  return now;
}

export const serverClock = new ServerClock({
  fetchServerNow,
  onFailure: (error) => console.error("server time unavailable", error),
});

/** One call to the LabLedger API under /api with the envelope and transport rules of spec §7–8. */
export async function call(method: string, path: string, options: CallOptions = {}): Promise<Envelope> {
  return send(method, path, options, true);
}

/**
 * The headers of every call: the language and, while logged in, the keyed signature of this
 * very request (the session token travels in the HttpOnly cookie, which the browser adds).
 */
export async function requestHeaders(request: RequestToSign): Promise<Record<string, string>> {
  const session = readSession();
  const headers: Record<string, string> = { "accept-language": i18n.language || "zh-CN" };
  if (session) Object.assign(headers, signedHeaders(session.signingKey, request, await serverClock.serverNow()));
  return headers;
}

async function send(method: string, path: string, options: CallOptions, mayRetry: boolean): Promise<Envelope> {
  const session = readSession();
  const url = `/api${path}`;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers = await requestHeaders({ method, url, ...(body === undefined ? {} : { body }) });
  if (body !== undefined) headers["content-type"] = "application/json";
  let res: Response;
  try {
    res = await fetch(url, { method, headers, ...(body === undefined ? {} : { body }) });
  } catch {
    return fail(new ApiError(i18n.t("transport.connectError"), 0, "transport.connectError"), options);
  }
  const outcome = interpretResponse(res.status, await res.text().catch(() => ""), session !== undefined);
  switch (outcome.kind) {
    case "ok":
      return outcome.body;
    case "relogin":
      transportHandlers().relogin(outcome.message);
      throw new ApiError(outcome.message, outcome.status, outcome.key);
    case "staleClock":
      // The signature's timestamp was off (the local clock jumped): read the server time again, retry once.
      if (mayRetry) {
        await serverClock.sync();
        return send(method, path, options, false);
      }
      transportHandlers().relogin(outcome.message);
      throw new ApiError(outcome.message, 401, "auth.signatureStale");
    case "screenLocked":
      transportHandlers().screenLocked();
      throw new ApiError(outcome.message, 423, "auth.screenLocked");
    case "passwordExpired":
      transportHandlers().passwordExpired();
      throw new ApiError(outcome.message, 403, "auth.passwordExpired");
    case "error":
      return fail(new ApiError(outcome.message, outcome.status, outcome.key, outcome.details), options);
  }
}

function fail(error: ApiError, options: CallOptions): never {
  if (!options.quiet) transportHandlers().error(error);
  throw error;
}

export async function getResponse<T>(path: string, options?: CallOptions): Promise<T> {
  return (await call("GET", path, options)).response as T;
}

export async function getRows<T>(path: string, options?: CallOptions): Promise<T[]> {
  return ((await call("GET", path, options)).rows ?? []) as T[];
}
