import { createHash } from "node:crypto";
import type { TimestampAuthority, TimestampToken } from "@labledger/ports";

/**
 * An in-memory authority behind the real port: its "token" is an HMAC of the digest and time, so verify
 * can tell a token made for another digest. (The RFC 3161 adapter and its real TSA are tested on their own.)
 */
export class MemoryTimestampAuthority implements TimestampAuthority {
  failNext = 0;
  private readonly secret = "memory-tsa";
  async stamp(sha256: Uint8Array): Promise<TimestampToken> {
    if (this.failNext > 0) {
      this.failNext--;
      throw new Error("TSA unreachable");
    }
    const time = new Date().toISOString();
    return { token: this.mac(sha256, time), time, authority: "CN=Memory TSA" };
  }
  async verify(token: TimestampToken, sha256: Uint8Array) {
    return token.token === this.mac(sha256, token.time)
      ? ({ valid: true, time: token.time } as const)
      : ({ valid: false, problem: "imprint differs" } as const);
  }
  private mac(sha256: Uint8Array, time: string): string {
    return createHash("sha256").update(this.secret).update(sha256).update(time).digest("base64");
  }
}
