/**
 * The keyed request signature, beside the spec §7 one: at login the server gives the client a
 * per-session key, once; every request then carries a timestamp, a nonce and
 * `x-ll-signature` = lower-case hex HMAC-SHA256(key, signingInput(request)), where the key is
 * the UTF-8 bytes of the key string as given. Pure on purpose (no node:crypto): the console
 * deep-imports this file and hashes with its own synchronous SHA-256.
 */
export const KEYED_HEADERS = {
  timestamp: "x-ll-timestamp",
  nonce: "x-ll-nonce",
  signature: "x-ll-signature",
} as const;

/** The body hash of a multipart upload: its files are streamed, never held whole to be hashed. */
export const UNSIGNED_PAYLOAD = "UNSIGNED-PAYLOAD";

/** A timestamp (server time in ms) is accepted this far either side of the server's clock. */
export const KEYED_TIMESTAMP_WINDOW_MS = 60_000;

const TIMESTAMP = /^\d{1,16}$/;
const NONCE = /^[A-Za-z0-9_-]{16,64}$/;
const SIGNATURE = /^[0-9a-f]{64}$/;

export interface SignedRequest {
  readonly method: string;
  /** The path as sent, percent-encoding and all, without the query. */
  readonly path: string;
  /** The query as sent, without the leading `?`. */
  readonly query: string;
  /** Lower-case hex SHA-256 of the body bytes (of nothing when there is no body), or UNSIGNED_PAYLOAD. */
  readonly bodyHash: string;
  readonly timestamp: string;
  readonly nonce: string;
}

/** What the HMAC covers: method, path, canonical query, body hash, timestamp and nonce, one a line. */
export function signingInput(request: SignedRequest): string {
  const { method, path, query, bodyHash, timestamp, nonce } = request;
  return [method.toUpperCase(), path, canonicalQuery(query), bodyHash, timestamp, nonce].join("\n");
}

/**
 * Each `name=value` pair decoded the way the server reads it (`+` is a space) and encoded again
 * per RFC 3986, ordered by name; pairs of one name keep their order (it is the order of their
 * values). So `?b=2&a=x+y` and `?a=x%20y&b=2` sign the same, and what the server reads differently
 * never does.
 */
export function canonicalQuery(query: string): string {
  return query
    .replace(/^\?/, "")
    .split("&")
    .filter((pair) => pair.length > 0)
    .map((pair) => {
      const at = pair.indexOf("=");
      const [name, value] = at < 0 ? [pair, ""] : [pair.slice(0, at), pair.slice(at + 1)];
      return [reencode(name), reencode(value)] as const;
    })
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
}

function reencode(part: string): string {
  const spaced = part.replace(/\+/g, " ");
  let decoded: string;
  try {
    decoded = decodeURIComponent(spaced);
  } catch {
    decoded = spaced;
  }
  return encodeURIComponent(decoded).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export type KeyedHeaderCheck = "ok" | "malformed" | "stale";

/** The shape of the three headers and the freshness of the timestamp; the HMAC itself is checked by the shell. */
export function checkKeyedHeaders(
  headers: { timestamp: string; nonce: string; signature: string },
  now: number,
): KeyedHeaderCheck {
  if (!TIMESTAMP.test(headers.timestamp) || !NONCE.test(headers.nonce) || !SIGNATURE.test(headers.signature)) return "malformed";
  return Math.abs(now - Number(headers.timestamp)) <= KEYED_TIMESTAMP_WINDOW_MS ? "ok" : "stale";
}

/** A nonce is remembered until its request's timestamp is stale: a replay after that is refused as stale. */
export const nonceExpiry = (timestamp: string) => Number(timestamp) + KEYED_TIMESTAMP_WINDOW_MS + 1;
