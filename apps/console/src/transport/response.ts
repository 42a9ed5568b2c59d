import { RESPONSE_ERROR_MESSAGE, SUCCESS_CODE } from "../app/constants";

/** What a response means to the console (spec §8). */
export type Outcome =
  | { readonly kind: "ok"; readonly body: Envelope }
  | { readonly kind: "relogin"; readonly status: number; readonly key: string; readonly message: string }
  | { readonly kind: "screenLocked"; readonly message: string }
  /** The password expired (or an administrator set it) while the session lasted: it must be changed first. */
  | { readonly kind: "passwordExpired"; readonly message: string }
  /** The request's timestamp was off (the computer slept, its clock jumped): read the server time again and retry. */
  | { readonly kind: "staleClock"; readonly message: string }
  | {
      readonly kind: "error";
      readonly status: number;
      readonly key: string;
      readonly message: string;
      readonly details?: unknown;
    };

export interface Envelope {
  readonly code: number;
  readonly message?: string;
  readonly key?: string;
  readonly response?: unknown;
  readonly rows?: unknown[];
  readonly total?: number;
  readonly details?: unknown;
}

export const SCREEN_LOCKED_KEY = "auth.screenLocked";
export const STALE_TIMESTAMP_KEY = "auth.signatureStale";
export const PASSWORD_EXPIRED_KEY = "auth.passwordExpired";
/** 401s that are about the password typed, not about the session. */
const CREDENTIAL_KEYS = new Set(["auth.invalidCredentials", "auth.unlockFailed"]);

export function parseEnvelope(text: string): Envelope | undefined {
  try {
    const body = JSON.parse(text) as Envelope | null;
    return body && typeof body === "object" && typeof body.code === "number" ? body : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Spec §8: code 100 is success, any other code carries the server's message; HTTP 401 on a
 * signed call means the session is gone (log in again); 423 with auth.screenLocked means the
 * screen is locked; a body that is not an envelope is '5002:Get Response Error!'.
 */
export function interpretResponse(status: number, text: string, signed: boolean): Outcome {
  const body = parseEnvelope(text);
  const key = body?.key ?? "";
  const message = body?.message || RESPONSE_ERROR_MESSAGE;
  if (status === 401 && signed && key === STALE_TIMESTAMP_KEY) return { kind: "staleClock", message };
  if (status === 401 && signed && !CREDENTIAL_KEYS.has(key)) return { kind: "relogin", status, key, message };
  if (status === 423 && key === SCREEN_LOCKED_KEY) return { kind: "screenLocked", message };
  if (status === 403 && key === PASSWORD_EXPIRED_KEY) return { kind: "passwordExpired", message };
  if (!body) return { kind: "error", status, key: "", message: RESPONSE_ERROR_MESSAGE };
  if (status >= 200 && status < 300 && body.code === SUCCESS_CODE) return { kind: "ok", body };
  return { kind: "error", status, key, message, ...(body.details === undefined ? {} : { details: body.details }) };
}
