import { describe, it } from "vitest";
import { specification } from "../decider/given-when-then";
import { organisation } from "./organisation";

const { given } = specification(organisation);
const created = [
  { type: "OrganisationCreated" as const, data: { organisationId: "o1", name: "示例实验室", defaultLanguage: "zh-CN" as const } },
  { type: "DepartmentCreated" as const, data: { departmentId: "d1", name: "示例实验室", parentId: null } },
];

describe("organisation decider", () => {
  it("creates the organisation with its root department", () => {
    given([])
      .when({
        type: "CreateOrganisation",
        organisationId: "o1",
        name: "示例实验室",
        defaultLanguage: "zh-CN",
        rootDepartment: { departmentId: "d1", name: "示例实验室" },
      })
      .then(created);
  });
  it("refuses to create it twice", () => {
    given(created)
      .when({
        type: "CreateOrganisation",
        organisationId: "o1",
        name: "x",
        defaultLanguage: "en",
        rootDepartment: { departmentId: "d9", name: "x" },
      })
      .thenThrows("organisation.exists");
  });
  it("adds a department under an existing parent", () => {
    given(created)
      .when({ type: "CreateDepartment", departmentId: "d2", name: "合成部", parentId: "d1" })
      .then([{ type: "DepartmentCreated", data: { departmentId: "d2", name: "合成部", parentId: "d1" } }]);
  });
  it("refuses a department under an unknown parent, or with a sibling's name", () => {
    given(created)
      .when({ type: "CreateDepartment", departmentId: "d2", name: "合成部", parentId: "nope" })
      .thenThrows("department.parentNotFound");
    given([...created, { type: "DepartmentCreated", data: { departmentId: "d2", name: "合成部", parentId: "d1" } }])
      .when({ type: "CreateDepartment", departmentId: "d3", name: "合成部", parentId: "d1" })
      .thenThrows("department.nameTaken");
  });
  it("refuses a department before the organisation exists", () => {
    given([])
      .when({ type: "CreateDepartment", departmentId: "d2", name: "x", parentId: null })
      .thenThrows("organisation.notFound");
  });
  it("sets a numbering rule the spec allows, and refuses one it does not", () => {
    const rule = {
      prefix: "EXP",
      relatedKey: "date" as const,
      dateFormat: "YYMM" as const,
      serialDigits: 4,
      mode: "restart" as const,
    };
    given(created)
      .when({ type: "SetNumberingRule", target: "experiment", rule })
      .then([{ type: "NumberingRuleSet", data: { target: "experiment", ...rule } }]);
    given(created)
      .when({ type: "SetNumberingRule", target: "experiment", rule: { ...rule, prefix: "EXP1" } })
      .thenThrows("numbering.prefixInvalid");
    given(created)
      .when({ type: "SetNumberingRule", target: "sample", rule: { ...rule, serialDigits: 7 } })
      .thenThrows("numbering.serialDigitsInvalid");
  });
});
