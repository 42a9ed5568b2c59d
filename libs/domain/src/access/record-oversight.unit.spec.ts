import { describe, expect, it } from "vitest";
import { periodStart, recordCriteriaFilter, taskProgress } from "./record-oversight";
import { canView, mayOverseeMember, type Viewer } from "./viewing-scope";

const now = new Date("2026-03-31T10:00:00.000Z");

describe("record oversight: a manager's filters as a query (spec §9 date ranges)", () => {
  it("asks for everything the viewer may see when nothing is chosen", () => {
    expect(recordCriteriaFilter({}, now)).toEqual({});
  });
  it("narrows by member, department subtree, project, task and status together", () => {
    expect(
      recordCriteriaFilter(
        { memberId: "m1", departmentIds: ["chem", "chem-a"], projectId: "p1", taskId: "t1", status: "submitted" },
        now,
      ),
    ).toEqual({
      $and: [
        { ownerId: "m1" },
        { departmentId: { $in: ["chem", "chem-a"] } },
        { projectId: "p1" },
        { taskId: "t1" },
        { status: "submitted" },
      ],
    });
  });
  it("reads the past 7 days, 1 month and 3 months back from now, a short month ending on its last day", () => {
    expect(periodStart("7d", now)).toBe("2026-03-24T10:00:00.000Z");
    expect(periodStart("1m", now)).toBe("2026-02-28T10:00:00.000Z");
    expect(periodStart("3m", now)).toBe("2025-12-31T10:00:00.000Z");
    expect(recordCriteriaFilter({ period: "7d" }, now)).toEqual({ $and: [{ createdAt: { $gte: "2026-03-24T10:00:00.000Z" } }] });
  });
  it("takes a day range with both days whole", () => {
    expect(recordCriteriaFilter({ from: "2026-03-01", to: "2026-03-31" }, now)).toEqual({
      $and: [{ createdAt: { $gte: "2026-03-01T00:00:00.000Z" } }, { createdAt: { $lt: "2026-04-01T00:00:00.000Z" } }],
    });
  });
  it("counts a task's progress as the share of its records approved", () => {
    expect(taskProgress({ total: 0, approved: 0 })).toBe(0);
    expect(taskProgress({ total: 3, approved: 1 })).toBe(33);
    expect(taskProgress({ total: 4, approved: 4 })).toBe(100);
  });
});

const header: Viewer = {
  memberId: "head",
  isOrganisationAdmin: false,
  departmentIds: ["chem", "chem-a"],
  levels: { project: new Set(["own"]), task: new Set(["own"]), experiment: new Set(["ownInDepartment"]) } as never,
  projectIds: [],
  taskIds: [],
  ledProjectIds: [],
  ledTaskIds: [],
  sharedProjectIds: [],
  seesMembersExperiments: true,
};

describe("viewing members' experiments (spec §6)", () => {
  it("shows the records of the department and those under it, not another department's", () => {
    expect(canView(header, "experiment", { ownerId: "x", departmentId: "chem-a" })).toBe(true);
    expect(canView(header, "experiment", { ownerId: "y", departmentId: "bio" })).toBe(false);
    expect(canView({ ...header, seesMembersExperiments: false }, "experiment", { ownerId: "x", departmentId: "chem-a" })).toBe(
      false,
    );
  });
  it("widens experiments only, never projects or tasks", () => {
    expect(canView(header, "project", { ownerId: "x", departmentId: "chem", projectId: "p1" })).toBe(false);
    expect(canView(header, "task", { ownerId: "x", departmentId: "chem", projectId: "p1", taskId: "t1" })).toBe(false);
  });
  it("opens a member's records page to the member, an administrator, or a holder over the member's department", () => {
    expect(mayOverseeMember(header, { id: "x", departmentId: "chem-a" })).toBe(true);
    expect(mayOverseeMember(header, { id: "y", departmentId: "bio" })).toBe(false);
    expect(mayOverseeMember({ ...header, seesMembersExperiments: false }, { id: "x", departmentId: "chem" })).toBe(false);
    expect(mayOverseeMember({ ...header, seesMembersExperiments: false }, { id: "head", departmentId: "chem" })).toBe(true);
    expect(mayOverseeMember({ ...header, isOrganisationAdmin: true }, { id: "y", departmentId: null })).toBe(true);
  });
});
