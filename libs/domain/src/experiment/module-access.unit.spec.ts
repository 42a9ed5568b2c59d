import { describe, expect, it } from "vitest";
import { fold } from "../decider/decider";
import { type ExperimentEvent, experiment } from "./experiment";
import { maySaveModule, moduleAccess } from "./module-access";

const record = {
  experimentId: "e1",
  number: "1",
  notebookId: "n1",
  projectId: null,
  taskId: null,
  title: "Shared",
  ownerId: "owner",
  departmentId: null,
  templateId: null,
  clonedFromId: null,
};
const module = (moduleId: string): ExperimentEvent => ({
  type: "ModuleAdded",
  data: {
    experimentId: "e1",
    moduleId,
    title: moduleId,
    afterModuleId: null,
    type: "editor",
    subType: null,
    required: false,
    columns: [],
  },
});
const grant = (moduleId: string, memberId: string, attribute: 0 | 1): ExperimentEvent => ({
  type: "ModuleGrantChanged",
  data: { experimentId: "e1", moduleId, memberId, attribute },
});
const unshared = fold(experiment, [{ type: "ExperimentCreated", data: record }, module("m1"), module("m2")]);
const shared = fold(experiment, [
  { type: "ExperimentCreated", data: record },
  module("m1"),
  module("m2"),
  grant("m1", "writer", 1),
  grant("m2", "reader", 0),
]);

describe("module access (spec §4 'Module')", () => {
  it("leaves every module editable to those who may edit a record without shared modules", () => {
    expect(
      moduleAccess(unshared, { memberId: "owner", mayViewRecord: true, recordReadOnly: false }).map((a) => a.readOnly),
    ).toEqual([false, false]);
  });
  it("shows a member who may not view the record only the modules granted to them", () => {
    const access = moduleAccess(shared, { memberId: "reader", mayViewRecord: false, recordReadOnly: true });
    expect(access.map((a) => [a.moduleId, a.visible, a.readOnly])).toEqual([
      ["m2", true, true],
      ["m1", false, true],
    ]);
  });
  it("lets a write grantee edit their module only, with the edit button", () => {
    const access = moduleAccess(shared, { memberId: "writer", mayViewRecord: false, recordReadOnly: true });
    expect(access.find((a) => a.moduleId === "m1")).toMatchObject({ visible: true, readOnly: false, showEditButton: true });
    expect(access.find((a) => a.moduleId === "m2")).toMatchObject({ visible: false, readOnly: true });
    expect(maySaveModule(shared, shared.modules.find((m) => m.moduleId === "m1")!, "writer", false)).toBe(true);
    expect(maySaveModule(shared, shared.modules.find((m) => m.moduleId === "m2")!, "writer", false)).toBe(false);
  });
  it("keeps other editors of the record out of modules once modules are shared; the owner keeps them", () => {
    const m1 = shared.modules.find((m) => m.moduleId === "m1")!;
    expect(maySaveModule(shared, m1, "participant", true)).toBe(false);
    expect(maySaveModule(shared, m1, "owner", true)).toBe(true);
    expect(maySaveModule(unshared, unshared.modules[0]!, "participant", true)).toBe(true);
  });
});
