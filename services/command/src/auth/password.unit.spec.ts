import { describe, expect, it } from "vitest";
import { hashPassword, randomPassword, verifyPassword } from "./password";
import { SessionTokens } from "./session-token";

describe("passwords", () => {
  it("verifies the right password and refuses a wrong one, with a fresh salt each time", async () => {
    const a = await hashPassword("Lab-2026!");
    const b = await hashPassword("Lab-2026!");
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword("Lab-2026!", a)).toBe(true);
    expect(await verifyPassword("lab-2026!", a)).toBe(false);
    expect(await verifyPassword("x", "not-a-hash")).toBe(false);
  });
  it("makes random passwords that start with a letter", () => {
    for (let i = 0; i < 50; i++) expect(randomPassword()).toMatch(/^[A-Za-z][A-Za-z0-9]{15}$/);
  });
});

describe("session tokens", () => {
  const tokens = new SessionTokens(Buffer.from("k".repeat(32)), 1000);
  it("accepts its own token until it expires", () => {
    const token = tokens.issue({ sessionId: "s", memberId: "m", account: "a" }, 0);
    expect(tokens.verify(token, 999)).toMatchObject({ memberId: "m", account: "a" });
    expect(tokens.verify(token, 1000)).toBeUndefined();
  });
  it("refuses a token with changed claims or another key's signature", () => {
    const token = tokens.issue({ sessionId: "s", memberId: "m", account: "a" }, 0);
    const [body, sig] = token.split(".");
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body!, "base64url").toString()), memberId: "admin" }),
    ).toString("base64url");
    expect(tokens.verify(`${forged}.${sig}`, 1)).toBeUndefined();
    expect(new SessionTokens(Buffer.from("x".repeat(32))).verify(token, 1)).toBeUndefined();
  });
});
