import { createHash } from "node:crypto";
import { requestSignature as serverSignature } from "@labledger/domain";
import { describe, expect, it } from "vitest";
import { requestSignature, signedHeaders } from "./signature";

describe("request signature (spec §7)", () => {
  it("is the upper-cased SHA-256 of the sorted characters of token + userId + timestamp", () => {
    const sorted = [...("tok.EN-1user-42" + "1795362793231")].sort().join("");
    const expected = createHash("sha256").update(sorted).digest("hex").toUpperCase();
    expect(requestSignature("tok.EN-1", "user-42", "1795362793231")).toBe(expected);
  });

  it("agrees with the server's check, also for non-ASCII input", () => {
    for (const [token, user] of [
      ["eyJzZXNzaW9uSWQiOiIwMWEy.9BeOO_TAG5Zp-A89V2", "01a203f4-1eaa-7000-9288-b197d82c9fe0"],
      ["令牌ü", "用户"],
    ] as const)
      expect(requestSignature(token, user, "1795362673231")).toBe(serverSignature(token, user, "1795362673231"));
  });

  it("sends token, userId, timestamp and sign", () => {
    const headers = signedHeaders("t", "u", 1000);
    expect(headers).toEqual({ token: "t", userId: "u", timestamp: "1000", sign: requestSignature("t", "u", "1000") });
  });
});
