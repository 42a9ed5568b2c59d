import { describe, expect, it } from "vitest";
import { specification } from "../decider/given-when-then";
import { BUILT_IN_ROLES, HEADER_ROLE, MEMBER_ROLE, type RoleDefinition, roles, rolesInListOrder } from "./role";

const { given } = specification(roles);
const definition: RoleDefinition = {
  name: "QA reviewer",
  description: "Reviews audit trails",
  permissions: [{ permissionCode: "AudittrailSearch", isActive: true }],
  viewingLevels: { project: "organisation", task: "allInProject", experiment: "allInProject" },
};
const defined = (roleId: string, name = "QA reviewer") => ({
  type: "RoleDefined" as const,
  data: {
    ...definition,
    name,
    roleId,
    builtIn: false,
    permissions: [
      { permissionCode: "ProjectManage" as const, isActive: false },
      { permissionCode: "FlowManage" as const, isActive: false },
      { permissionCode: "TemplateDesign" as const, isActive: false },
      { permissionCode: "PermissioManage" as const, isActive: false },
      { permissionCode: "TemplateShare" as const, isActive: false },
      { permissionCode: "MemberManage" as const, isActive: false },
      { permissionCode: "FulltextSearch" as const, isActive: false },
      { permissionCode: "AudittrailSearch" as const, isActive: true },
      { permissionCode: "ViewMemberExperiments" as const, isActive: false },
      { permissionCode: "MaintainMaterialTypes" as const, isActive: true },
      { permissionCode: "MaintainMaterialResources" as const, isActive: true },
    ],
  },
});
const builtIn = BUILT_IN_ROLES.map((data) => ({ type: "RoleDefined" as const, data }));

describe("roles decider", () => {
  it("defines a role with one row per permission code; codes not given are inactive, the always-allowed two active", () => {
    given([])
      .when({ type: "DefineRole", roleId: "r1", definition, mustExist: false })
      .then([defined("r1")]);
  });
  it("refuses a second role of the same name, ignoring case", () => {
    given([defined("r1")])
      .when({ type: "DefineRole", roleId: "r2", definition: { ...definition, name: "qa REVIEWER" }, mustExist: false })
      .thenThrows("role.nameTaken");
  });
  it("changes an existing role and refuses to change one that does not exist", () => {
    given([defined("r1")])
      .when({ type: "DefineRole", roleId: "r1", definition: { ...definition, name: "QA" }, mustExist: true })
      .then([defined("r1", "QA")]);
    given([]).when({ type: "DefineRole", roleId: "r1", definition, mustExist: true }).thenThrows("role.notFound");
  });
  it("deletes a custom role but never a built-in one", () => {
    given([defined("r1")])
      .when({ type: "DeleteRole", roleId: "r1" })
      .then([{ type: "RoleDeleted", data: { roleId: "r1" } }]);
    given(builtIn).when({ type: "DeleteRole", roleId: MEMBER_ROLE }).thenThrows("role.builtInCannotBeDeleted");
  });
  it("keeps a built-in role built in when an administrator edits it", () => {
    const [member] = builtIn;
    given(builtIn)
      .when({ type: "DefineRole", roleId: MEMBER_ROLE, definition: { ...member!.data, name: "Scientist" }, mustExist: true })
      .then([{ type: "RoleDefined", data: { ...member!.data, name: "Scientist" } }]);
  });
  it("every built-in role lists every permission code once", () => {
    for (const role of BUILT_IN_ROLES) expect(new Set(role.permissions.map((p) => p.permissionCode)).size).toBe(11);
  });
});

describe("the roles list", () => {
  it("given the built-in roles stored in any order among others, shows them first in their fixed order, the others as they came", () => {
    const rows = [{ id: "qa" }, { id: HEADER_ROLE }, { id: "lab-manager" }, { id: MEMBER_ROLE }];
    expect(rolesInListOrder(rows).map((r) => r.id)).toEqual([MEMBER_ROLE, HEADER_ROLE, "qa", "lab-manager"]);
  });
});
