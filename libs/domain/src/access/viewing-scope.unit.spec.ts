import { describe, expect, it } from "vitest";
import type { ViewingLevels } from "./grants";
import { canView, departmentSubtree, type Viewer, viewFilter } from "./viewing-scope";

const levels = (project: string[], task: string[], experiment: string[]) =>
  ({ project: new Set(project), task: new Set(task), experiment: new Set(experiment) }) as unknown as ViewingLevels;
const viewer = (over: Partial<Viewer> = {}): Viewer => ({
  memberId: "me",
  isOrganisationAdmin: false,
  departmentIds: ["chem", "chem-a"],
  levels: levels(["own"], ["own"], ["ownInDepartment"]),
  projectIds: ["p1"],
  taskIds: ["t1"],
  ledProjectIds: [],
  ledTaskIds: [],
  sharedProjectIds: [],
  ...over,
});
const mine = { ownerId: "me", departmentId: "chem", projectId: "p9", taskId: "t9" };
const colleagueInMyTask = { ownerId: "x", departmentId: "chem-a", projectId: "p1", taskId: "t1" };
const otherDeptInMyTask = { ownerId: "y", departmentId: "bio", projectId: "p1", taskId: "t1" };
const otherDeptInMyProject = { ownerId: "y", departmentId: "bio", projectId: "p1", taskId: "t2" };
const elsewhere = { ownerId: "z", departmentId: "bio", projectId: "p7", taskId: "t7" };

describe("viewing scope (spec §6 levels)", () => {
  it("shows a member only their own experiments at the narrowest level", () => {
    const v = viewer();
    expect([mine, colleagueInMyTask, otherDeptInMyTask, elsewhere].map((d) => canView(v, "experiment", d))).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
  it("widens experiments level by level: department in task, all in task, all in project", () => {
    const see = (experiment: string[]) =>
      [colleagueInMyTask, otherDeptInMyTask, otherDeptInMyProject, elsewhere].map((d) =>
        canView(viewer({ levels: levels(["own"], ["own"], experiment) }), "experiment", d),
      );
    expect(see(["departmentInTask"])).toEqual([true, false, false, false]);
    expect(see(["allInTask"])).toEqual([true, true, false, false]);
    expect(see(["departmentInProject"])).toEqual([true, false, false, false]);
    expect(see(["allInProject"])).toEqual([true, true, true, false]);
  });
  it("lets project and task leaders see every record in their scope", () => {
    expect(canView(viewer({ ledProjectIds: ["p7"] }), "experiment", elsewhere)).toBe(true);
    expect(canView(viewer({ ledTaskIds: ["t7"] }), "experiment", elsewhere)).toBe(true);
  });
  it("shows every record of a project authorised to the member", () => {
    expect(canView(viewer({ sharedProjectIds: ["p7"] }), "experiment", elsewhere)).toBe(true);
    expect(canView(viewer({ sharedProjectIds: ["p7"] }), "project", { ownerId: "z", departmentId: "bio", projectId: "p7" })).toBe(
      true,
    );
  });
  it("shows what was granted explicitly", () => {
    expect(canView(viewer(), "experiment", { ...elsewhere, viewerIds: ["someone", "me"] })).toBe(true);
  });
  it("shows projects by owner, department subtree or the whole organisation", () => {
    const project = { ownerId: "x", departmentId: "chem-a", projectId: "p5" };
    expect(canView(viewer(), "project", project)).toBe(false);
    expect(canView(viewer({ levels: levels(["department"], ["own"], ["ownInDepartment"]) }), "project", project)).toBe(true);
    expect(viewFilter(viewer({ levels: levels(["organisation"], ["own"], ["ownInDepartment"]) }), "project")).toEqual({});
  });
  it("shows tasks in the member's projects by department or all", () => {
    const task = { ownerId: "y", departmentId: "bio", projectId: "p1", taskId: "t3" };
    expect(canView(viewer({ levels: levels(["own"], ["departmentInProject"], []) }), "task", task)).toBe(false);
    expect(canView(viewer({ levels: levels(["own"], ["allInProject"], []) }), "task", task)).toBe(true);
  });
  it("shows an organisation administrator everything", () => {
    expect(viewFilter(viewer({ isOrganisationAdmin: true }), "experiment")).toEqual({});
    expect(canView(viewer({ isOrganisationAdmin: true }), "experiment", elsewhere)).toBe(true);
  });
  it("finds a department's subtree, and survives a cycle", () => {
    const tree = [
      { id: "root", parentId: null },
      { id: "chem", parentId: "root" },
      { id: "chem-a", parentId: "chem" },
      { id: "bio", parentId: "root" },
    ];
    expect(departmentSubtree(tree, "chem").sort()).toEqual(["chem", "chem-a"]);
    expect(departmentSubtree(tree, "root")).toHaveLength(4);
    expect(
      departmentSubtree(
        [
          { id: "a", parentId: "b" },
          { id: "b", parentId: "a" },
        ],
        "a",
      ).sort(),
    ).toEqual(["a", "b"]);
    expect(departmentSubtree(tree, null)).toEqual([]);
  });
});
