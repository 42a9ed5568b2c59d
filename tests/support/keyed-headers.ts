import { createHash, createHmac, randomBytes } from "node:crypto";
import { KEYED_HEADERS, signingInput, UNSIGNED_PAYLOAD } from "@labledger/domain";

/**
 * The keyed request signature's headers for one request (`url` as sent: path and query), made
 * with node:crypto, independently of the console's implementation.
 */
export function keyedHeaders(
  signingKey: string,
  request: { method: string; url: string; body?: string | Buffer | typeof UNSIGNED_PAYLOAD },
  now = Date.now(),
  nonce = randomBytes(16).toString("hex"),
): Record<string, string> {
  const { pathname, search } = new URL(request.url, "http://localhost");
  const bodyHash =
    request.body === UNSIGNED_PAYLOAD
      ? UNSIGNED_PAYLOAD
      : createHash("sha256")
          .update(request.body ?? "")
          .digest("hex");
  const timestamp = String(now);
  const input = signingInput({ method: request.method, path: pathname, query: search, bodyHash, timestamp, nonce });
  return {
    [KEYED_HEADERS.timestamp]: timestamp,
    [KEYED_HEADERS.nonce]: nonce,
    [KEYED_HEADERS.signature]: createHmac("sha256", signingKey).update(input).digest("hex"),
  };
}
