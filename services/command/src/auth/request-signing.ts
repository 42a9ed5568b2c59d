import { createHash, createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import {
  checkKeyedHeaders,
  checkRequestSignature,
  isRearrangedReplay,
  KEYED_HEADERS,
  nonceExpiry,
  signingInput,
  UNSIGNED_PAYLOAD,
} from "@labledger/domain";
import type { SessionRecord } from "@labledger/ports";
import type { Request } from "express";
import { RequestError } from "../http/problem";
import type { WithRawBody } from "../http/raw-body";
import type { Runtime } from "../runtime/runtime";
import type { SessionClaims } from "./session-token";

/** How the request presented its session token: a header (API clients) or the HttpOnly cookie (the console). */
export type TokenSource = "header" | "cookie";

/**
 * A request signs with the session's key (`x-ll-signature`), or, when it names its token in a
 * header, with the spec §7 signature. A request that only has the cookie must sign with the key:
 * another site's form or script can make the browser send the cookie, never the signature.
 */
export async function checkRequestSigning(
  runtime: Runtime,
  request: Request,
  session: { token: string; source: TokenSource; claims: SessionClaims; record: SessionRecord },
  now: number,
): Promise<void> {
  if (header(request, KEYED_HEADERS.signature) !== "") return checkKeyedSignature(runtime, request, session.record, now);
  if (session.source === "cookie" || !runtime.security.legacySignature) throw new RequestError(401, "auth.signatureRequired");
  return checkLegacySignature(runtime, request, session, now);
}

async function checkKeyedSignature(runtime: Runtime, request: Request, record: SessionRecord, now: number) {
  const sent = {
    timestamp: header(request, KEYED_HEADERS.timestamp),
    nonce: header(request, KEYED_HEADERS.nonce),
    signature: header(request, KEYED_HEADERS.signature),
  };
  const check = checkKeyedHeaders(sent, now);
  if (check === "stale") throw new RequestError(401, "auth.signatureStale");
  if (check === "malformed" || !record.signingKey) throw new RequestError(401, "auth.signatureInvalid");
  const [path = "", query = ""] = splitOnce(request.originalUrl, "?");
  const input = signingInput({ method: request.method, path, query, bodyHash: bodyHashOf(request), ...sent });
  const expected = createHmac("sha256", record.signingKey).update(input).digest();
  if (!timingSafeEqual(expected, Buffer.from(sent.signature, "hex"))) throw new RequestError(401, "auth.signatureInvalid");
  const fresh = await runtime.ports.sessions.claimNonce(
    record.sessionId,
    `nonce:${sent.nonce}`,
    randomUUID(),
    nonceExpiry(sent.timestamp),
    now,
  );
  if (!fresh) throw new RequestError(401, "auth.signatureReplayed");
}

async function checkLegacySignature(
  runtime: Runtime,
  request: Request,
  { token, claims, record }: { token: string; claims: SessionClaims; record: SessionRecord },
  now: number,
) {
  const userId = header(request, "userid");
  const timestamp = header(request, "timestamp");
  const signature = header(request, "sign");
  if (userId !== claims.memberId) throw new RequestError(401, "auth.signatureInvalid");
  const check = checkRequestSignature({ token, userId, timestamp, signature }, now);
  if (check === "stale") throw new RequestError(401, "auth.signatureStale");
  if (check === "mismatch") throw new RequestError(401, "auth.signatureInvalid");
  const sessions = runtime.ports.sessions;
  // Remembered as long as the token lives: a rearrangement may fall due hours later.
  const first = await sessions.claimNonce(record.sessionId, `legacy:${signature}`, timestamp, claims.expiresAt, now);
  const sent = Number(timestamp);
  if (isRearrangedReplay({ signSeenWithOtherTimestamp: !first, timestamp: sent, newestTimestamp: record.legacyTimestamp }))
    throw new RequestError(401, "auth.signatureReplayed");
  if (sent > (record.legacyTimestamp ?? 0)) await sessions.update(record.sessionId, { legacyTimestamp: sent });
}

/** The SHA-256 of the JSON body's bytes as they came; multipart bodies are streamed, so they sign UNSIGNED-PAYLOAD. */
function bodyHashOf(request: Request): string {
  if (/^multipart\/form-data\b/i.test(header(request, "content-type"))) return UNSIGNED_PAYLOAD;
  return createHash("sha256")
    .update((request as Request & WithRawBody).rawBody ?? Buffer.alloc(0))
    .digest("hex");
}

function header(request: Request, name: string): string {
  const value = request.headers[name];
  return typeof value === "string" ? value : "";
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, ""] : [text.slice(0, at), text.slice(at + 1)];
}
