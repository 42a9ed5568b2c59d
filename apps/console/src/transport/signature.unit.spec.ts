import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newNonce, signedHeaders, UNSIGNED_PAYLOAD } from "./signature";

/** What the server computes (services/command/src/auth/request-signing.ts), with node:crypto. */
const serverSignature = (key: string, lines: string[]) => createHmac("sha256", key).update(lines.join("\n")).digest("hex");
const sha = (text: string) => createHash("sha256").update(text).digest("hex");

describe("keyed request signature (console)", () => {
  const key = "k3y-of-the-session_0123456789abcdefghijklmnopq";

  it("is the server's HMAC-SHA256 over method, path, canonical query, body hash, timestamp and nonce", () => {
    const body = JSON.stringify({ language: "en", note: "中文" });
    const headers = signedHeaders(
      key,
      { method: "put", url: "/api/me/settings?b=2&a=x+y", body },
      1795362793231.4,
      "n".repeat(32),
    );
    expect(headers).toEqual({
      "x-ll-timestamp": "1795362793231",
      "x-ll-nonce": "n".repeat(32),
      "x-ll-signature": serverSignature(key, [
        "PUT",
        "/api/me/settings",
        "a=x%20y&b=2",
        sha(body),
        "1795362793231",
        "n".repeat(32),
      ]),
    });
  });

  it("signs the path as the browser sends it, and nothing as the hash of no body", () => {
    const headers = signedHeaders(key, { method: "GET", url: "/api/experiments/记录 1" }, 1000, "m".repeat(32));
    expect(headers["x-ll-signature"]).toBe(
      serverSignature(key, ["GET", "/api/experiments/%E8%AE%B0%E5%BD%95%201", "", sha(""), "1000", "m".repeat(32)]),
    );
  });

  it("signs a multipart upload as UNSIGNED-PAYLOAD", () => {
    const headers = signedHeaders(key, { method: "POST", url: "/api/x", body: UNSIGNED_PAYLOAD }, 1000, "m".repeat(32));
    expect(headers["x-ll-signature"]).toBe(
      serverSignature(key, ["POST", "/api/x", "", UNSIGNED_PAYLOAD, "1000", "m".repeat(32)]),
    );
  });

  it("draws a fresh 128-bit nonce each time", () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[0-9a-f]{32}$/);
  });
});
