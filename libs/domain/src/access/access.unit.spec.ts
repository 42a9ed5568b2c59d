import { describe, expect, it } from "vitest";
import { decideAccess, type Principal, readsEveryRecordHistory } from "./access";

const member: Principal = { isOrganisationAdmin: false, permissions: new Set() };
const admin: Principal = { isOrganisationAdmin: true, permissions: new Set() };
const manager: Principal = { isOrganisationAdmin: false, permissions: new Set(["MemberManage"]) };

describe("access decisions", () => {
  it("lets anyone call a public operation", () => {
    expect(decideAccess("public", undefined)).toBe("allow");
  });
  it("asks for a session on member operations", () => {
    expect(decideAccess("member", undefined)).toBe("unauthenticated");
    expect(decideAccess("member", member)).toBe("allow");
  });
  it("asks for the permission on permission operations; an organisation admin holds them all", () => {
    expect(decideAccess({ permission: "MemberManage" }, undefined)).toBe("unauthenticated");
    expect(decideAccess({ permission: "MemberManage" }, member)).toBe("forbidden");
    expect(decideAccess({ permission: "MemberManage" }, manager)).toBe("allow");
    expect(decideAccess({ permission: "ProjectManage" }, manager)).toBe("forbidden");
    expect(decideAccess({ permission: "ProjectManage" }, admin)).toBe("allow");
  });
  it("keeps settings to organisation admins, whatever permissions a member holds", () => {
    expect(decideAccess("organisation-admin", undefined)).toBe("unauthenticated");
    expect(decideAccess("organisation-admin", manager)).toBe("forbidden");
    expect(decideAccess("organisation-admin", admin)).toBe("allow");
  });
  it("always allows MaintainMaterialTypes and MaintainMaterialResources to members", () => {
    expect(decideAccess({ permission: "MaintainMaterialTypes" }, member)).toBe("allow");
    expect(decideAccess({ permission: "MaintainMaterialResources" }, member)).toBe("allow");
  });
  it("lets auditors and administrators read every record's past, and nobody else beyond their viewing levels", () => {
    expect(readsEveryRecordHistory({ isOrganisationAdmin: false, permissions: new Set(["AudittrailSearch"]) })).toBe(true);
    expect(readsEveryRecordHistory(admin)).toBe(true);
    expect(readsEveryRecordHistory(member)).toBe(false);
    expect(readsEveryRecordHistory(manager)).toBe(false);
  });
});
