import { KEYED_HEADERS, signingInput, UNSIGNED_PAYLOAD } from "@labledger/domain/session/keyed-signature";
import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

export { UNSIGNED_PAYLOAD };

export interface RequestToSign {
  readonly method: string;
  /** The address as fetch is given it (`/api/…?…`); signed as the browser will send it. */
  readonly url: string;
  /** The JSON text sent, none, or UNSIGNED_PAYLOAD for a multipart upload (its files are not read to be hashed). */
  readonly body?: string;
}

/** A nonce of 128 random bits; getRandomValues works on plain-http LAN addresses too. */
export function newNonce(): string {
  return bytesToHex(crypto.getRandomValues(new Uint8Array(16)));
}

/**
 * The keyed request signature (docs/ARCHITECTURE.md, Sessions): HMAC-SHA256 with the session's
 * key over method, path, canonical query, body hash, timestamp and nonce. Synchronous on
 * purpose: crypto.subtle is missing on plain-http LAN addresses, and a request sent while the
 * page unloads cannot wait.
 */
export function signedHeaders(
  signingKey: string,
  request: RequestToSign,
  serverNow: number,
  nonce = newNonce(),
): Record<string, string> {
  const { pathname, search } = new URL(request.url, "http://console.invalid");
  const body = request.body ?? "";
  const bodyHash = body === UNSIGNED_PAYLOAD ? UNSIGNED_PAYLOAD : bytesToHex(sha256(utf8ToBytes(body)));
  const timestamp = String(Math.round(serverNow));
  const input = signingInput({ method: request.method, path: pathname, query: search, bodyHash, timestamp, nonce });
  return {
    [KEYED_HEADERS.timestamp]: timestamp,
    [KEYED_HEADERS.nonce]: nonce,
    [KEYED_HEADERS.signature]: bytesToHex(hmac(sha256, utf8ToBytes(signingKey), utf8ToBytes(input))),
  };
}
