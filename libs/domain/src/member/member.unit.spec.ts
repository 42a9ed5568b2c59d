import { describe, expect, it } from "vitest";
import { specification } from "../decider/given-when-then";
import { DEFAULT_LOCKOUT, loginRefusal, member, memberStream } from "./member";
import { DEFAULT_PASSWORD_POLICY } from "./password-policy";

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
const departments: ReadonlySet<string> = new Set(["d1", "d2"]);
const organisationAdmin = { memberId: "a1", isOrganisationAdmin: true };
const registered = [{ type: "MemberRegistered" as const, data: profile }];
const now = new Date("2026-11-22T10:00:00Z");
const logIn = (passwordMatches: boolean, at = now) =>
  ({
    type: "LogIn",
    passwordMatches,
    sessionId: "s1",
    now: at,
    policy: DEFAULT_LOCKOUT,
    passwordPolicy: DEFAULT_PASSWORD_POLICY,
  }) as const;
const failed = (
  failedAttempts: number,
  reason: "wrong-password" | "locked" | "deactivated" = "wrong-password",
  during: "login" | "unlock" = "login",
) => ({
  type: "MemberLoginFailed" as const,
  data: { memberId: "m1", reason, failedAttempts, during },
});
const lockedOut = {
  type: "MemberLockedOut" as const,
  data: { memberId: "m1", until: "2026-11-22T10:15:00.000Z", failedAttempts: 5 },
};

describe("member decider", () => {
  it("registers a new account", () => {
    given([]).when({ type: "RegisterMember", profile, departments }).then(registered);
  });
  it("refuses an account that is already registered", () => {
    given(registered).when({ type: "RegisterMember", profile, departments }).thenThrows("member.accountTaken");
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

describe("member decider: password expiry and changes", () => {
  const setAt = (iso: string) => [{ type: "MemberRegistered" as const, data: { ...profile, passwordSetAt: iso } }];
  it("logs in but marks the password expired once the policy's days have passed", () => {
    given(setAt("2026-08-24T10:00:00.000Z"))
      .when(logIn(true))
      .then([{ type: "MemberLoggedIn", data: { memberId: "m1", sessionId: "s1", passwordExpired: true } }]);
    given(setAt("2026-08-25T10:00:00.000Z"))
      .when(logIn(true))
      .then([{ type: "MemberLoggedIn", data: { memberId: "m1", sessionId: "s1" } }]);
  });
  it("makes a member change a password an administrator set, and not one they chose", () => {
    const reset = (byAdministrator: boolean) => ({
      type: "MemberPasswordChanged" as const,
      data: { memberId: "m1", passwordHash: "scrypt$new", changedAt: now.toISOString(), byAdministrator },
    });
    given([...registered, reset(true)])
      .when(logIn(true))
      .then([{ type: "MemberLoggedIn", data: { memberId: "m1", sessionId: "s1", passwordExpired: true } }]);
    given([...registered, reset(true), reset(false)])
      .when(logIn(true))
      .then([{ type: "MemberLoggedIn", data: { memberId: "m1", sessionId: "s1" } }]);
  });
  it("makes a member an administrator created change the first password at the first login (11.300)", () => {
    const createdByAdmin = [{ type: "MemberRegistered" as const, data: { ...profile, passwordSetByAdministrator: true } }];
    given(createdByAdmin)
      .when(logIn(true))
      .then([{ type: "MemberLoggedIn", data: { memberId: "m1", sessionId: "s1", passwordExpired: true } }]);
    const chosen = {
      type: "MemberPasswordChanged" as const,
      data: { memberId: "m1", passwordHash: "scrypt$own", changedAt: now.toISOString(), byAdministrator: false },
    };
    given([...createdByAdmin, chosen])
      .when(logIn(true))
      .then([{ type: "MemberLoggedIn", data: { memberId: "m1", sessionId: "s1" } }]);
  });
});

describe("member decider: screen lock", () => {
  const unlock = (passwordMatches: boolean) =>
    ({ type: "Unlock", passwordMatches, sessionId: "s1", now, policy: DEFAULT_LOCKOUT }) as const;
  it("locks the screen of a session and unlocks it with the right password", () => {
    given(registered)
      .when({ type: "LockScreen", sessionId: "s1" })
      .then([{ type: "MemberScreenLocked", data: { memberId: "m1", sessionId: "s1" } }]);
    given(registered)
      .when(unlock(true))
      .then([{ type: "MemberScreenUnlocked", data: { memberId: "m1", sessionId: "s1" } }]);
  });
  it("counts wrong unlock passwords with wrong login passwords toward the lockout", () => {
    given([...registered, failed(1), failed(2), failed(3), failed(4, "wrong-password", "unlock")])
      .when(unlock(false))
      .then([failed(5, "wrong-password", "unlock"), lockedOut]);
  });
});

describe("member decider: administration", () => {
  const deactivated = { type: "MemberDeactivated" as const, data: { memberId: "m1" } };
  it("changes only the fields that differ, and nothing when none does", () => {
    given(registered)
      .when({ type: "ChangeProfile", changes: { realName: "管理员", language: "en" }, actorId: "a1" })
      .then([{ type: "MemberProfileChanged", data: { memberId: "m1", account: "admin", changes: { language: "en" } } }]);
    given(registered)
      .when({ type: "ChangeProfile", changes: { realName: "管理员" }, actorId: "a1" })
      .then([]);
  });
  it("refuses an administrator removing their own administration or deactivating themselves", () => {
    given(registered)
      .when({ type: "ChangeProfile", changes: { isOrganisationAdmin: false }, actorId: "m1" })
      .thenThrows("member.cannotDemoteSelf");
    given(registered).when({ type: "Deactivate", actorId: "m1" }).thenThrows("member.cannotDeactivateSelf");
  });
  it("deactivates once, and a deactivated member cannot log in even with the right password", () => {
    given(registered).when({ type: "Deactivate", actorId: "a1" }).then([deactivated]);
    given([...registered, deactivated])
      .when({ type: "Deactivate", actorId: "a1" })
      .then([]);
    given([...registered, deactivated])
      .when(logIn(true))
      .then([failed(0, "deactivated")]);
    expect(loginRefusal([failed(0, "deactivated")])?.key).toBe("auth.deactivated");
  });
  it("records an administrator's edit and deactivation together", () => {
    given(registered)
      .when({ type: "Administer", changes: { isDepartmentHeader: true }, active: false, by: organisationAdmin, departments })
      .then([
        { type: "MemberProfileChanged", data: { memberId: "m1", account: "admin", changes: { isDepartmentHeader: true } } },
        deactivated,
      ]);
  });
  it("reactivates a deactivated member", () => {
    given([...registered, deactivated])
      .when({ type: "Reactivate" })
      .then([{ type: "MemberReactivated", data: { memberId: "m1" } }]);
    given(registered).when({ type: "Reactivate" }).then([]);
  });
  const roles: ReadonlySet<string> = new Set(["r1", "r2"]);
  it("assigns roles as a set: order and repeats do not make a change", () => {
    const assigned = { type: "MemberRolesAssigned" as const, data: { memberId: "m1", roleIds: ["r1", "r2"] } };
    given(registered)
      .when({ type: "AssignRoles", roleIds: ["r2", "r1", "r2"], roles })
      .then([assigned]);
    given([...registered, assigned])
      .when({ type: "AssignRoles", roleIds: ["r2", "r1"], roles })
      .then([]);
  });
  it("records a release note as seen once per version", () => {
    const seen = { type: "MemberReleaseNoteSeen" as const, data: { memberId: "m1", version: "0.2" } };
    given(registered).when({ type: "SeeReleaseNote", version: "0.2" }).then([seen]);
    given([...registered, seen])
      .when({ type: "SeeReleaseNote", version: "0.2" })
      .then([]);
  });
  it("refuses commands for an account that does not exist", () => {
    given([]).when({ type: "Reactivate" }).thenThrows("member.notFound");
  });
});

describe("member decider: administration", () => {
  const memberAdmin = { memberId: "a2", isOrganisationAdmin: false };
  const researcher = [{ type: "MemberRegistered" as const, data: { ...profile, account: "li", isOrganisationAdmin: false } }];
  const changed = (changes: object) => ({
    type: "MemberProfileChanged" as const,
    data: { memberId: "m1", account: "li", changes },
  });
  const administer = (by: { memberId: string; isOrganisationAdmin: boolean }, changes: object) =>
    ({ type: "Administer", changes, by, departments }) as const;

  it("registers a member only into a department the organisation has", () => {
    given([])
      .when({ type: "RegisterMember", profile: { ...profile, departmentId: "d9" }, departments })
      .thenThrows("department.notFound");
  });
  it("lets a member administrator edit a researcher, and moves them only to a department that exists", () => {
    given(researcher)
      .when(administer(memberAdmin, { departmentId: "d2" }))
      .then([changed({ departmentId: "d2" })]);
    given(researcher)
      .when(administer(memberAdmin, { departmentId: "d9" }))
      .thenThrows("department.notFound");
  });
  it("leaves the administrator flag, and editing administrators, to organisation administrators", () => {
    given(researcher)
      .when(administer(memberAdmin, { isOrganisationAdmin: true }))
      .thenThrows("member.adminOnly");
    given(registered)
      .when(administer(memberAdmin, { realName: "王" }))
      .thenThrows("member.adminOnly");
    given(researcher)
      .when(administer(organisationAdmin, { isOrganisationAdmin: true }))
      .then([changed({ isOrganisationAdmin: true })]);
  });
  it("lets only an organisation administrator reset an administrator's password, which the member must then replace", () => {
    const reset = (by: { memberId: string; isOrganisationAdmin: boolean }) =>
      ({ type: "ResetPassword", passwordHash: "scrypt$new", now, by }) as const;
    given(registered).when(reset(memberAdmin)).thenThrows("member.adminOnly");
    given(researcher)
      .when(reset(memberAdmin))
      .then([
        {
          type: "MemberPasswordChanged",
          data: { memberId: "m1", passwordHash: "scrypt$new", changedAt: now.toISOString(), byAdministrator: true },
        },
      ]);
  });
  it("assigns only roles the organisation defines", () => {
    given(researcher)
      .when({ type: "AssignRoles", roleIds: ["r1", "r9"], roles: new Set(["r1"]) })
      .thenThrows("role.notFound");
  });
});
