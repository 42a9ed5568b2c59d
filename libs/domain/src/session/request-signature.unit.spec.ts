import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkRequestSignature, isRearrangedReplay, requestSignature } from "./request-signature";

const now = Date.UTC(2026, 10, 22, 10, 0, 0);
const signed = (timestamp: number, token = "tok-abc", userId = "u-1") => ({
  token,
  userId,
  timestamp: String(timestamp),
  signature: requestSignature(token, userId, String(timestamp)),
});

describe("request signature (spec §7)", () => {
  it("is the upper-cased hash of the sorted characters of token, user id and timestamp", () => {
    const expected = createHash("sha256")
      .update([...("ba" + "c" + "21")].sort().join(""))
      .digest("hex")
      .toUpperCase();
    expect(requestSignature("ba", "c", "21")).toBe(expected);
    expect(requestSignature("ba", "c", "21")).toBe(requestSignature("ab", "c", "12"));
    expect(requestSignature("ba", "c", "21")).toMatch(/^[0-9A-F]{64}$/);
  });
  it("accepts a timestamp of server time + 120 s, and one up to 30 s old", () => {
    expect(checkRequestSignature(signed(now + 120_000), now)).toBe("valid");
    expect(checkRequestSignature(signed(now + 90_000), now)).toBe("valid");
  });
  it("refuses a stale timestamp (the client stopped refreshing) and one too far ahead", () => {
    expect(checkRequestSignature(signed(now + 60_000), now)).toBe("stale");
    expect(checkRequestSignature(signed(now + 200_000), now)).toBe("stale");
    expect(checkRequestSignature({ ...signed(now + 120_000), timestamp: "soon" }, now)).toBe("stale");
  });
  it("refuses a signature made for another token, user or timestamp", () => {
    const good = signed(now + 120_000);
    expect(checkRequestSignature({ ...good, userId: "u-2" }, now)).toBe("mismatch");
    expect(checkRequestSignature({ ...good, signature: good.signature.toLowerCase() }, now)).toBe("mismatch");
    expect(checkRequestSignature({ ...good, timestamp: String(now + 119_999) }, now)).toBe("mismatch");
  });
});

describe("rearranged legacy timestamps", () => {
  it("refuses a sign seen with another timestamp when its timestamp is older than the session's newest", () => {
    expect(
      isRearrangedReplay({ signSeenWithOtherTimestamp: true, timestamp: 1_795_362_739_231, newestTimestamp: 1_795_362_800_000 }),
    ).toBe(true);
  });
  it("takes a newer timestamp as the client's next one, even when its digits rearrange an earlier one", () => {
    expect(
      isRearrangedReplay({ signSeenWithOtherTimestamp: true, timestamp: 1_795_362_937_231, newestTimestamp: 1_795_362_800_000 }),
    ).toBe(false);
  });
  it("accepts a sign first seen now, or seen before with this same timestamp", () => {
    expect(isRearrangedReplay({ signSeenWithOtherTimestamp: false, timestamp: 1, newestTimestamp: 2 })).toBe(false);
    expect(isRearrangedReplay({ signSeenWithOtherTimestamp: true, timestamp: 1, newestTimestamp: null })).toBe(false);
  });
});
