import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, signedHeaders, startTestService } from "./harness";

const PASSWORD = "Chem-lab-2026";
const sessionIdOf = (token: string) => JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString()).sessionId as string;

describe("sessions over HTTP: signature, idle time-out, logout, screen lock, password expiry", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  let admin: string;
  const typesOf = async (account: string) =>
    (await api.service.runtime.ports.events.readStream(`member-${account}`)).map((e) => e.type);
  const createMember = async (account: string, extra: Record<string, unknown> = {}) => {
    const res = await api.call("POST", "/api/members", {
      token: admin,
      json: { account, realName: account, password: PASSWORD, departmentId: "root", ...extra },
    });
    expect(res.status).toBe(200);
    return (await res.json()).response.memberId as string;
  };
  beforeAll(async () => {
    api = await startTestService({ LABLEDGER_LOCKOUT_ATTEMPTS: "3" });
    admin = await api.login("admin", ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("refuses a call without the signature, with a stale timestamp or a wrong signature, in the caller's language", async () => {
    const url = `${api.service.url}/api/auth/me`;
    const headers = signedHeaders(admin, api.userOf(admin));
    expect((await fetch(url, { headers })).status).toBe(200);
    expect((await fetch(url, { headers: { token: admin } })).status).toBe(401);
    const stale = await fetch(url, {
      headers: { ...signedHeaders(admin, api.userOf(admin), Date.now() - 60_000), "accept-language": "en" },
    });
    expect(stale.status).toBe(401);
    expect(await stale.json()).toMatchObject({ key: "auth.signatureStale", message: expect.stringContaining("timestamp") });
    const wrong = await fetch(url, { headers: { ...headers, sign: "0".repeat(64) } });
    expect(await wrong.json()).toMatchObject({ code: 401, key: "auth.signatureInvalid" });
    const otherUser = await fetch(url, { headers: signedHeaders(admin, "someone-else") });
    expect(otherUser.status).toBe(401);
  });

  it("accepts the token as Authorization: Bearer too", async () => {
    const { token, ...rest } = signedHeaders(admin, api.userOf(admin));
    const res = await fetch(`${api.service.url}/api/auth/me`, { headers: { ...rest, authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
  });

  it("ends a session idle for longer than the policy, records it, and says why", async () => {
    await createMember("idle.user");
    const token = await api.login("idle.user", PASSWORD);
    await api.service.runtime.ports.sessions.touch(sessionIdOf(token), Date.now() - 31 * 60_000);
    const res = await api.call("GET", "/api/auth/me", { token, language: "zh-CN" });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ key: "auth.sessionIdle", message: expect.stringContaining("30 分钟") });
    expect((await api.call("GET", "/api/auth/me", { token })).status).toBe(401);
    expect(await typesOf("idle.user")).toContain("MemberSessionEnded");
  });

  it("logs out: the token stops working and the logout is in the member's stream", async () => {
    const token = await api.login("idle.user", PASSWORD);
    expect((await api.call("POST", "/api/auth/logout", { token })).status).toBe(200);
    const after = await api.call("GET", "/api/auth/me", { token });
    expect(await after.json()).toMatchObject({ code: 401, key: "auth.sessionExpired" });
    const ended = (await api.service.runtime.ports.events.readStream("member-idle.user")).filter(
      (e) => e.type === "MemberSessionEnded",
    );
    expect(ended.at(-1)?.data).toMatchObject({ reason: "logout", sessionId: sessionIdOf(token) });
  });

  it("locks the screen: other calls answer 423 until the right password unlocks it; a wrong one leaves it locked", async () => {
    await createMember("lock.user");
    const token = await api.login("lock.user", PASSWORD);
    expect((await api.call("POST", "/api/auth/lock", { token })).status).toBe(200);
    const locked = await api.call("GET", "/api/permissions/me", { token, language: "en" });
    expect(locked.status).toBe(423);
    expect(await locked.json()).toMatchObject({ key: "auth.screenLocked" });
    expect((await (await api.call("GET", "/api/auth/me", { token })).json()).response.locked).toBe(true);
    const wrong = await api.call("POST", "/api/auth/unlock", { token, json: { password: "nope" } });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ key: "auth.unlockFailed" });
    expect((await api.call("GET", "/api/permissions/me", { token })).status).toBe(423);
    expect((await api.call("POST", "/api/auth/unlock", { token, json: { password: PASSWORD } })).status).toBe(200);
    expect((await api.call("GET", "/api/permissions/me", { token })).status).toBe(200);
    expect(await typesOf("lock.user")).toEqual(
      expect.arrayContaining(["MemberScreenLocked", "MemberScreenUnlocked", "MemberLoginFailed"]),
    );
  });

  it("counts wrong unlock passwords toward the lockout: reaching it ends the session and locks the account", async () => {
    await createMember("brute.user");
    const token = await api.login("brute.user", PASSWORD);
    await api.call("POST", "/api/auth/lock", { token });
    for (let i = 0; i < 2; i++)
      expect((await api.call("POST", "/api/auth/unlock", { token, json: { password: "x" } })).status).toBe(403);
    const third = await api.call("POST", "/api/auth/unlock", { token, json: { password: "x" } });
    expect(third.status).toBe(423);
    expect((await api.call("GET", "/api/auth/me", { token })).status).toBe(401);
    const login = await api.call("POST", "/api/auth/login", { json: { account: "brute.user", password: PASSWORD } });
    expect(login.status).toBe(423);
  });

  it("makes a member whose password an administrator reset change it before anything else; other sessions end", async () => {
    const memberId = await createMember("reset.user");
    const older = await api.login("reset.user", PASSWORD);
    const reset = await api.call("POST", `/api/members/${memberId}/password`, {
      token: admin,
      json: { password: "Temp-pass-2026" },
    });
    expect(reset.status).toBe(200);
    expect((await api.call("GET", "/api/auth/me", { token: older })).status).toBe(401);
    const login = await (
      await api.call("POST", "/api/auth/login", { json: { account: "reset.user", password: "Temp-pass-2026" } })
    ).json();
    expect(login.response.passwordExpired).toBe(true);
    const token = login.response.token as string;
    const other = await api.login("reset.user", "Temp-pass-2026", { keepExpiredPassword: true });
    const blocked = await api.call("GET", "/api/permissions/me", { token: other, language: "en" });
    expect(await blocked.json()).toMatchObject({ code: 403, key: "auth.passwordExpired" });
    // the harness knows `other`'s user; `token` came from a raw login
    const headers = { ...signedHeaders(token, memberId), "content-type": "application/json" };
    const change = (json: unknown) =>
      fetch(`${api.service.url}/api/auth/password`, { method: "POST", headers, body: JSON.stringify(json) });
    expect((await change({ oldPassword: "wrong", newPassword: "Brand-new-2026" })).status).toBe(403);
    expect((await change({ oldPassword: "Temp-pass-2026", newPassword: "short" })).status).toBe(400);
    expect((await change({ oldPassword: "Temp-pass-2026", newPassword: "Temp-pass-2026" })).status).toBe(400);
    expect((await change({ oldPassword: "Temp-pass-2026", newPassword: "Brand-new-2026" })).status).toBe(200);
    expect((await fetch(`${api.service.url}/api/permissions/me`, { headers })).status).toBe(200);
    expect((await api.call("GET", "/api/auth/me", { token: other })).status).toBe(401);
    const relogin = await (
      await api.call("POST", "/api/auth/login", { json: { account: "reset.user", password: "Brand-new-2026" } })
    ).json();
    expect(relogin.response.passwordExpired).toBe(false);
  });

  it("makes a member an administrator created replace the first password before anything else (11.300)", async () => {
    await createMember("first.login");
    const first = await (
      await api.call("POST", "/api/auth/login", { json: { account: "first.login", password: PASSWORD } })
    ).json();
    expect(first.response.passwordExpired).toBe(true);
    const token = await api.login("first.login", PASSWORD, { keepExpiredPassword: true });
    const blocked = await api.call("GET", "/api/permissions/me", { token, language: "en" });
    expect(await blocked.json()).toMatchObject({ code: 403, key: "auth.passwordExpired" });
    const change = await api.call("POST", "/api/auth/password", {
      token,
      json: { oldPassword: PASSWORD, newPassword: "My-own-choice-2026" },
    });
    expect(change.status).toBe(200);
    expect((await api.call("GET", "/api/permissions/me", { token })).status).toBe(200);
    const again = await (
      await api.call("POST", "/api/auth/login", { json: { account: "first.login", password: "My-own-choice-2026" } })
    ).json();
    expect(again.response.passwordExpired).toBe(false);
  });

  it("expires passwords older than the configured days", async () => {
    const expiring = await startTestService({ LABLEDGER_PASSWORD_MAX_AGE_DAYS: "1" });
    try {
      const token = await expiring.login("admin", ADMIN_PASSWORD);
      expect((await (await expiring.call("GET", "/api/auth/me", { token })).json()).response.mustChangePassword).toBe(false);
      const { logIn } = await import("../../services/command/src/auth/login");
      const later = await logIn(expiring.service.runtime, "admin", ADMIN_PASSWORD, new Date(Date.now() + 2 * 86_400_000));
      expect(later.passwordExpired).toBe(true);
    } finally {
      await expiring.service.stop();
    }
  });
});
