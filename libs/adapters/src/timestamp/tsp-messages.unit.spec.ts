import * as pkijs from "pkijs";
import { describe, expect, it } from "vitest";
import { SHA256_OID, timeStampQuery } from "./tsp-messages";

describe("time-stamp query", () => {
  it("asks for a SHA-256 imprint and the TSA's certificate", () => {
    const digest = new Uint8Array(32).fill(7);
    const request = pkijs.TimeStampReq.fromBER(timeStampQuery(digest).der);
    expect(request.messageImprint.hashAlgorithm.algorithmId).toBe(SHA256_OID);
    expect([...request.messageImprint.hashedMessage.valueBlock.valueHexView]).toEqual([...digest]);
    expect(request.certReq).toBe(true);
  });

  it("encodes every nonce as a minimal positive DER INTEGER, which OpenSSL accepts, and never twice the same", () => {
    const seen = new Set<bigint>();
    const badFirstBytes: number[] = [];
    for (let i = 0; i < 1000; i++) {
      const query = timeStampQuery(new Uint8Array(32));
      // 0x00 before a byte below 0x80 is not DER; 0x80 or more reads as a negative number.
      const first = pkijs.TimeStampReq.fromBER(query.der).nonce?.valueBlock.valueHexView[0] ?? 0;
      if (first === 0 || first >= 0x80) badFirstBytes.push(first);
      seen.add(query.nonce);
    }
    expect(badFirstBytes).toEqual([]);
    expect(seen.size).toBe(1000);
  });
});
