import { describe, expect, it } from "vitest";
import { pageVariant } from "./page-variant";

const base = { projectMain: false, debuggerOn: false, activePermissions: new Set<string>() };

describe("page variants (spec §2)", () => {
  it("home is project-oriented when the project-main setting is on", () => {
    expect(pageVariant("home", base)).toBe("home");
    expect(pageVariant("home", { ...base, projectMain: true })).toBe("projectHome");
  });

  it("the audit trail is the richer search page when AudittrailSearch is active", () => {
    expect(pageVariant("teamAuditTrail", base)).toBe("teamAuditTrail");
    expect(pageVariant("teamAuditTrail", { ...base, activePermissions: new Set(["AudittrailSearch"]) })).toBe(
      "teamAuditTrailSearch",
    );
  });

  it("/uploadRecord/{id} exists only when the debugger setting is on, else 404", () => {
    expect(pageVariant("uploadRecord", base)).toBe("notFound");
    expect(pageVariant("uploadRecord", { ...base, debuggerOn: true })).toBe("uploadRecord");
  });

  it("other pages keep their name", () => {
    expect(pageVariant("teamMember", base)).toBe("teamMember");
  });
});
