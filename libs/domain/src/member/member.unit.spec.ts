import { describe, expect, it } from "vitest";
import { specification } from "../decider/given-when-then";
import { member, memberStream } from "./member";

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

describe("member decider", () => {
  it("registers a new account", () => {
    given([]).when({ type: "RegisterMember", profile }).then(registered);
  });
  it("refuses an account that is already registered", () => {
    given(registered).when({ type: "RegisterMember", profile }).thenThrows("member.accountTaken");
  });
  it("logs in with the right password", () => {
    given(registered)
      .when({ type: "LogIn", passwordMatches: true, sessionId: "s1" })
      .then([{ type: "MemberLoggedIn", data: { memberId: "m1", sessionId: "s1" } }]);
  });
  it("answers a wrong password and an unknown account with the same error", () => {
    given(registered).when({ type: "LogIn", passwordMatches: false, sessionId: "s1" }).thenThrows("auth.invalidCredentials");
    given([]).when({ type: "LogIn", passwordMatches: true, sessionId: "s1" }).thenThrows("auth.invalidCredentials");
  });
  it("keys the stream by the account, case-insensitively", () => {
    expect(memberStream(" Admin ")).toBe(memberStream("admin"));
  });
});
