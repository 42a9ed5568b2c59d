import { describe, expect, it } from "vitest";
import { everySessionEndedBy } from "./session-ends";

describe("what ends every session of an account", () => {
  it("a lockout and a deactivation do; a wrong password below the limit or a login does not", () => {
    expect(everySessionEndedBy([{ type: "MemberLoginFailed" }, { type: "MemberLockedOut" }])).toBe("locked-out");
    expect(everySessionEndedBy([{ type: "MemberProfileChanged" }, { type: "MemberDeactivated" }])).toBe("deactivated");
    expect(everySessionEndedBy([{ type: "MemberLoginFailed" }])).toBeUndefined();
    expect(everySessionEndedBy([{ type: "MemberLoggedIn" }])).toBeUndefined();
    expect(everySessionEndedBy([])).toBeUndefined();
  });
});
