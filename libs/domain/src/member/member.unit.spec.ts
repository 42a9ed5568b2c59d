import { describe, expect, it } from "vitest";
import { specification } from "../decider/given-when-then";
import { DEFAULT_LOCKOUT, loginRefusal, member, memberStream } from "./member";

const { given } = specification(member);
const profile = {
  memberId: "m1",
  account: "admin",
  realName: "管理员",
  passwordHash: "scrypt$…",
  departmentId: "d1",
  language: "zh-CN" as const,
  isOrganisationAdmin: true,
};
const registered = [{ type: "MemberRegistered" as const, data: profile }];
const now = new Date("2026-11-22T10:00:00Z");
const logIn = (passwordMatches: boolean, at = now) =>
  ({ type: "LogIn", passwordMatches, sessionId: "s1", now: at, policy: DEFAULT_LOCKOUT }) as const;
const failed = (failedAttempts: number, reason: "wrong-password" | "locked" = "wrong-password") => ({
  type: "MemberLoginFailed" as const,
  data: { memberId: "m1", reason, failedAttempts },
});
const lockedOut = {
  type: "MemberLockedOut" as const,
  data: { memberId: "m1", until: "2026-11-22T10:15:00.000Z", failedAttempts: 5 },
};

describe("member decider", () => {
  it("registers a new account", () => {
    given([]).when({ type: "RegisterMember", profile }).then(registered);
  });
  it("refuses an account that is already registered", () => {
    given(registered).when({ type: "RegisterMember", profile }).thenThrows("member.accountTaken");
  });
  it("logs in with the right password", () => {
    given(registered)
      .when(logIn(true))
      .then([{ type: "MemberLoggedIn", data: { memberId: "m1", sessionId: "s1" } }]);
  });
  it("records a wrong password as a failed attempt and answers it like an unknown account", () => {
    given(registered)
      .when(logIn(false))
      .then([failed(1)]);
    expect(loginRefusal([failed(1)])?.key).toBe("auth.invalidCredentials");
    given([]).when(logIn(true)).thenThrows("auth.invalidCredentials");
  });
  it("locks the account for 15 minutes at the 5th wrong password in a row", () => {
    given([...registered, failed(1), failed(2), failed(3), failed(4)])
      .when(logIn(false))
      .then([failed(5), lockedOut]);
    expect(loginRefusal([failed(5), lockedOut])?.key).toBe("auth.lockedNow");
  });
  it("refuses even the right password while locked, and records the attempt", () => {
    given([...registered, failed(5), lockedOut])
      .when(logIn(true, new Date("2026-11-22T10:14:59Z")))
      .then([failed(5, "locked")]);
    expect(loginRefusal([failed(5, "locked")])?.key).toBe("auth.locked");
  });
  it("lets the right password in once the lock has run out, and starts a fresh count after it", () => {
    given([...registered, failed(5), lockedOut])
      .when(logIn(true, new Date("2026-11-22T10:15:00Z")))
      .then([{ type: "MemberLoggedIn", data: { memberId: "m1", sessionId: "s1" } }]);
    given([...registered, failed(5), lockedOut])
      .when(logIn(false, new Date("2026-11-22T10:20:00Z")))
      .then([failed(1)]);
  });
  it("resets the count after a successful login", () => {
    given([...registered, failed(4), { type: "MemberLoggedIn", data: { memberId: "m1", sessionId: "s0" } }])
      .when(logIn(false))
      .then([failed(1)]);
  });
  it("keys the stream by the account, case-insensitively", () => {
    expect(memberStream(" Admin ")).toBe(memberStream("admin"));
  });
});
