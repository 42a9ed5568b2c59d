import { PERMISSION_CODE } from "@labledger/events";
import { describe, expect, it } from "vitest";
import type { Role } from "../api/types";
import {
  activeCodes,
  builtInTextKey,
  emptyRoleForm,
  formToBody,
  holdersOf,
  roleToForm,
  validateRole,
  withRole,
} from "./role-form";

const role: Role = {
  id: "r1",
  name: "QA",
  description: "quality",
  permissions: [
    { permissionCode: "MemberManage", isActive: true },
    { permissionCode: "FlowManage", isActive: false },
    { permissionCode: "MaintainMaterialTypes", isActive: true },
  ],
  viewingLevels: { project: "department", task: "allInProject", experiment: "allInTask" },
  builtIn: false,
  updatedAt: "",
};

describe("role editor mapping", () => {
  it("switches every permission code the server knows but the two every member always has (spec §3)", () => {
    const always = ["MaintainMaterialTypes", "MaintainMaterialResources"];
    expect(emptyRoleForm().active).toEqual(
      Object.fromEntries(PERMISSION_CODE.options.filter((code) => !always.includes(code)).map((code) => [code, false])),
    );
  });

  it("a new role has every code inactive and the narrowest viewing levels", () => {
    const body = formToBody({ ...emptyRoleForm(), name: " Reviewer " });
    expect(body.name).toBe("Reviewer");
    expect(body.permissions).toHaveLength(9);
    expect(body.permissions.every((p) => !p.isActive)).toBe(true);
    expect(body.viewingLevels).toEqual({ project: "own", task: "own", experiment: "ownInDepartment" });
  });

  it("round-trips a role, keeping codes the editor does not show", () => {
    const form = roleToForm(role);
    expect(form.active.MemberManage).toBe(true);
    expect(form.active.FlowManage).toBe(false);
    const body = formToBody({ ...form, active: { ...form.active, FulltextSearch: true } }, role);
    expect(body.permissions).toContainEqual({ permissionCode: "FulltextSearch", isActive: true });
    expect(body.permissions).toContainEqual({ permissionCode: "MemberManage", isActive: true });
    expect(body.permissions).toContainEqual({ permissionCode: "MaintainMaterialTypes", isActive: true });
    expect(body.viewingLevels).toEqual(role.viewingLevels);
  });

  it("names are required, at most 50 characters and unique (except the role being edited)", () => {
    expect(validateRole(emptyRoleForm(), [role]).name).toBe("required");
    expect(validateRole({ ...emptyRoleForm(), name: "x".repeat(51) }, [role]).name).toBe("tooLong");
    expect(validateRole({ ...emptyRoleForm(), name: "qa" }, [role]).name).toBe("duplicate");
    expect(validateRole({ ...emptyRoleForm(), name: "QA" }, [role], "r1")).toEqual({});
    expect(validateRole({ ...emptyRoleForm(), name: "A", description: "d".repeat(201) }, []).description).toBe("tooLong");
  });

  it("lists the active codes in the spec's order", () => {
    expect(activeCodes(role)).toEqual(["MemberManage"]);
  });
});

describe("role holders", () => {
  const members = [
    { id: "a", roleIds: ["r1"], isDepartmentHeader: false },
    { id: "b", roleIds: [], isDepartmentHeader: true },
  ];
  it("everyone holds member, headers hold department-header, custom roles as assigned", () => {
    expect(holdersOf({ id: "member", builtIn: true }, members).map((m) => m.id)).toEqual(["a", "b"]);
    expect(holdersOf({ id: "department-header", builtIn: true }, members).map((m) => m.id)).toEqual(["b"]);
    expect(holdersOf({ id: "r1", builtIn: false }, members).map((m) => m.id)).toEqual(["a"]);
  });
  it("adds or removes one role, dropping roles that were deleted", () => {
    expect(withRole(["r1", "gone"], "r2", true, ["r1", "r2"])).toEqual(["r1", "r2"]);
    expect(withRole(["r1", "r2"], "r1", false, ["r1", "r2"])).toEqual(["r2"]);
    expect(withRole(["r1"], "r1", true, ["r1"])).toEqual(["r1"]);
  });
});

describe("built-in role texts", () => {
  it("are translated while they are the server's defaults, shown as stored once renamed", () => {
    const member = { id: "member", builtIn: true, name: "Member", description: "Every member of the organisation" };
    expect(builtInTextKey(member, "name")).toBe("power.builtInTexts.member.name");
    expect(builtInTextKey(member, "description")).toBe("power.builtInTexts.member.description");
    expect(builtInTextKey({ ...member, name: "成员" }, "name")).toBe("power.builtInTexts.member.name");
    expect(builtInTextKey({ ...member, name: "Staff" }, "name")).toBeUndefined();
    expect(builtInTextKey({ ...member, id: "custom", builtIn: false }, "name")).toBeUndefined();
  });
});
