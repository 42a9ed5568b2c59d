import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

/**
 * Spec §7 request signature: the client sends a timestamp = server time + 120 s, refreshed
 * every 30 s, and signature = the upper-cased hash of the sorted characters of token, user
 * id and timestamp joined. The spec does not name the hash; LabLedger uses SHA-256.
 */
export const TIMESTAMP_SKEW_MS = 120_000;
export const TIMESTAMP_REFRESH_MS = 30_000;
/** Allowance for clock drift and transit on either side of the window. */
export const TIMESTAMP_TOLERANCE_MS = 10_000;

export function requestSignature(token: string, userId: string, timestamp: string): string {
  const sorted = [...`${token}${userId}${timestamp}`].sort().join("");
  return bytesToHex(sha256(utf8ToBytes(sorted))).toUpperCase();
}

export type SignatureCheck = "valid" | "stale" | "mismatch";

/**
 * A timestamp is fresh when it lies between (now + skew − refresh) and (now + skew), give or
 * take the tolerance: older means the client stopped refreshing, later means it is forged.
 */
export function checkRequestSignature(
  request: { token: string; userId: string; timestamp: string; signature: string },
  now: number,
): SignatureCheck {
  const sent = Number(request.timestamp);
  const earliest = now + TIMESTAMP_SKEW_MS - TIMESTAMP_REFRESH_MS - TIMESTAMP_TOLERANCE_MS;
  const latest = now + TIMESTAMP_SKEW_MS + TIMESTAMP_TOLERANCE_MS;
  if (!Number.isFinite(sent) || sent < earliest || sent > latest) return "stale";
  return requestSignature(request.token, request.userId, request.timestamp) === request.signature ? "valid" : "mismatch";
}

/** The headers a client sends on a logged-in call (spec §7): token, user id, timestamp, signature. */
export function signedHeaders(token: string, userId: string, serverNow = Date.now()): Record<string, string> {
  const timestamp = String(serverNow + TIMESTAMP_SKEW_MS);
  return { token, userid: userId, timestamp, sign: requestSignature(token, userId, timestamp) };
}

/**
 * The spec's sign hashes the SORTED characters, so one sign fits every rearrangement of its
 * timestamp's digits: a captured request would pass again, later, with its digits reordered.
 * The server remembers, per session, the timestamp each sign was first seen with. Refusing
 * every other timestamp would also refuse honest clients: a client that takes a new
 * timestamp every 30 s draws a rearrangement of an earlier one several times an hour (see
 * docs/ARCHITECTURE.md, Sessions). An honest client's timestamps only grow, so a sign seen
 * before with another timestamp is refused when its timestamp is older than the newest the
 * session has used; a newer one is taken as the client's next timestamp.
 */
export function isRearrangedReplay(check: {
  /** The sign was first seen in this session with another timestamp. */
  readonly signSeenWithOtherTimestamp: boolean;
  readonly timestamp: number;
  /** The newest legacy timestamp the session has used, if any. */
  readonly newestTimestamp: number | null;
}): boolean {
  return check.signSeenWithOtherTimestamp && check.newestTimestamp !== null && check.timestamp < check.newestTimestamp;
}
