import { createHmac, timingSafeEqual } from "node:crypto";

/** What a token says by itself; everything else about the session is looked up per request. */
export interface SessionClaims {
  readonly sessionId: string;
  readonly memberId: string;
  readonly account: string;
  readonly issuedAt: number;
  readonly expiresAt: number;
}

/**
 * A signed session token (HMAC-SHA256 over the claims) with an absolute lifetime. Logout,
 * idle time-out and screen lock live in the session store, checked on every request.
 */
export class SessionTokens {
  constructor(
    private readonly secret: Buffer,
    readonly lifetimeMs = 12 * 3600_000,
  ) {}

  issue(claims: Omit<SessionClaims, "issuedAt" | "expiresAt">, now = Date.now()): string {
    const body = Buffer.from(JSON.stringify({ ...claims, issuedAt: now, expiresAt: now + this.lifetimeMs })).toString(
      "base64url",
    );
    return `${body}.${this.sign(body)}`;
  }

  /** The claims of a genuine, unexpired token; undefined otherwise. */
  verify(token: string, now = Date.now()): SessionClaims | undefined {
    const [body, signature] = token.split(".");
    if (!body || !signature) return undefined;
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    const claims = JSON.parse(Buffer.from(body, "base64url").toString()) as SessionClaims;
    return claims.expiresAt > now ? claims : undefined;
  }

  /** A signature of any text with the same key: short-lived links (attachments) use it. */
  signText(text: string): string {
    return this.sign(text);
  }

  verifyText(text: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(text));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(body: string): string {
    return createHmac("sha256", this.secret).update(body).digest("base64url");
  }
}
