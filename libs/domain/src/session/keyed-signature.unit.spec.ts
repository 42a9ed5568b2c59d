import { describe, expect, it } from "vitest";
import { canonicalQuery, checkKeyedHeaders, KEYED_TIMESTAMP_WINDOW_MS, nonceExpiry, signingInput } from "./keyed-signature";

const now = Date.UTC(2026, 10, 22, 10, 0, 0);
const headers = (timestamp: number | string, nonce = "n0nce-0123456789ab", signature = "a".repeat(64)) => ({
  timestamp: String(timestamp),
  nonce,
  signature,
});

describe("keyed request signature", () => {
  it("signs method, path, canonical query, body hash, timestamp and nonce, one a line", () => {
    expect(
      signingInput({
        method: "put",
        path: "/api/experiments/e%201/modules/m1",
        query: "b=2&a=1",
        bodyHash: "ab12",
        timestamp: "1795362793231",
        nonce: "n0nce-0123456789ab",
      }),
    ).toBe("PUT\n/api/experiments/e%201/modules/m1\na=1&b=2\nab12\n1795362793231\nn0nce-0123456789ab");
  });

  it("canonicalises the query as the server reads it: + is a space, RFC 3986 encoding, ordered by name", () => {
    expect(canonicalQuery("")).toBe("");
    expect(canonicalQuery("?pageSize=10&keyword=a+b")).toBe("keyword=a%20b&pageSize=10");
    expect(canonicalQuery("keyword=a%20b&pageSize=10")).toBe("keyword=a%20b&pageSize=10");
    expect(canonicalQuery("k=a%2Bb")).toBe("k=a%2Bb");
    expect(canonicalQuery("k=%E4%B8%AD&flag&&x=(1)")).toBe("flag=&k=%E4%B8%AD&x=%281%29");
    expect(canonicalQuery("k=中")).toBe("k=%E4%B8%AD");
    // Values of one name keep their order: it is the order the server hands them on.
    expect(canonicalQuery("a=2&b=0&a=1")).toBe("a=2&a=1&b=0");
    expect(canonicalQuery("a=2&a=1")).not.toBe(canonicalQuery("a=1&a=2"));
    // A broken escape is kept (and encoded) rather than dropped.
    expect(canonicalQuery("k=%zz")).toBe("k=%25zz");
  });

  it("accepts a timestamp within the window either side of the server's clock", () => {
    expect(checkKeyedHeaders(headers(now), now)).toBe("ok");
    expect(checkKeyedHeaders(headers(now - KEYED_TIMESTAMP_WINDOW_MS), now)).toBe("ok");
    expect(checkKeyedHeaders(headers(now + KEYED_TIMESTAMP_WINDOW_MS), now)).toBe("ok");
    expect(checkKeyedHeaders(headers(now - KEYED_TIMESTAMP_WINDOW_MS - 1), now)).toBe("stale");
    expect(checkKeyedHeaders(headers(now + KEYED_TIMESTAMP_WINDOW_MS + 1), now)).toBe("stale");
  });

  it("refuses malformed headers", () => {
    expect(checkKeyedHeaders(headers("soon"), now)).toBe("malformed");
    expect(checkKeyedHeaders(headers(now, "short"), now)).toBe("malformed");
    expect(checkKeyedHeaders(headers(now, "has space in it 0123"), now)).toBe("malformed");
    expect(checkKeyedHeaders(headers(now, undefined, "A".repeat(64)), now)).toBe("malformed");
    expect(checkKeyedHeaders(headers(now, undefined, "a".repeat(63)), now)).toBe("malformed");
  });

  it("remembers a nonce until its timestamp is stale", () => {
    const expiry = nonceExpiry(String(now));
    expect(checkKeyedHeaders(headers(now), expiry - 1)).toBe("ok");
    expect(checkKeyedHeaders(headers(now), expiry)).toBe("stale");
  });
});
