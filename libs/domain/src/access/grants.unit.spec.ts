import { describe, expect, it } from "vitest";
import { BUILT_IN_ROLES, normalisePermissions, type Role } from "../role/role";
import { decideAccess } from "./access";
import { type MemberFacts, permissionRows, principalOf, viewingLevelsOf } from "./grants";

const qa: Role = {
  roleId: "qa",
  builtIn: false,
  name: "QA",
  description: "",
  permissions: normalisePermissions([{ permissionCode: "AudittrailSearch", isActive: true }]),
  viewingLevels: { project: "organisation", task: "allInProject", experiment: "allInProject" },
};
const roles = new Map([...BUILT_IN_ROLES, qa].map((r) => [r.roleId, r]));
const plain: MemberFacts = { isOrganisationAdmin: false, isDepartmentHeader: false, isTrial: false, roleIds: [] };
const active = (facts: MemberFacts) =>
  permissionRows(facts, roles)
    .filter((row) => row.isActive)
    .map((row) => row.permissionCode);

describe("grants: permissions and viewing levels from roles", () => {
  it("gives an ordinary member the member role's codes and the two always-allowed ones", () => {
    expect(active(plain)).toEqual([
      "ProjectManage",
      "TemplateDesign",
      "FulltextSearch",
      "MaintainMaterialTypes",
      "MaintainMaterialResources",
    ]);
    expect(permissionRows(plain, roles)).toHaveLength(11);
  });
  it("adds the header role's codes to department headers, and a custom role's to its holders", () => {
    expect(active({ ...plain, isDepartmentHeader: true })).toContain("AudittrailSearch");
    expect(active({ ...plain, roleIds: ["qa"] })).toContain("AudittrailSearch");
    expect(active(plain)).not.toContain("AudittrailSearch");
  });
  it("drops a deleted role's grants", () => {
    expect(active({ ...plain, roleIds: ["deleted"] })).toEqual(active(plain));
  });
  it("gives an organisation administrator every code", () => {
    expect(active({ ...plain, isOrganisationAdmin: true })).toHaveLength(11);
  });
  it("feeds the access decision: a custom role's code opens its routes", () => {
    expect(decideAccess({ permission: "AudittrailSearch" }, principalOf(plain, roles))).toBe("forbidden");
    expect(decideAccess({ permission: "AudittrailSearch" }, principalOf({ ...plain, roleIds: ["qa"] }, roles))).toBe("allow");
  });
  it("refuses trial accounts the functions closed to them, and only those", () => {
    const trial = principalOf({ ...plain, isTrial: true }, roles);
    expect(decideAccess({ access: "member", deniedToTrialAccounts: true }, trial)).toBe("trial-account");
    expect(decideAccess({ access: "member" }, trial)).toBe("allow");
    expect(decideAccess({ access: "member", deniedToTrialAccounts: true }, principalOf(plain, roles))).toBe("allow");
  });
  it("unions the viewing levels of every role held", () => {
    const levels = viewingLevelsOf({ ...plain, roleIds: ["qa"] }, roles);
    expect([...levels.project].sort()).toEqual(["organisation", "own"]);
    expect([...levels.experiment].sort()).toEqual(["allInProject", "ownInDepartment"]);
  });
});
