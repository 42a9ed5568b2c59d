import { describe, expect, it } from "vitest";
import type { Project } from "../api/types";
import { acceptsNewWork, isTaskOverdue, managesProject, nextStatuses, worksInProject } from "./project-rules";

const project = (over: Partial<Project> = {}): Project => ({
  id: "p",
  projectId: "p",
  number: "PRJ001",
  name: "P",
  description: "",
  ownerId: "owner",
  departmentId: null,
  leaderId: "leader",
  managerIds: ["manager"],
  personal: false,
  status: "Waiting",
  members: { reader: "read", writer: "write" },
  viewerIds: [],
  createdAt: "",
  updatedAt: "",
  ...over,
});
const member = (id: string, isOrganisationAdmin = false) => ({ id, isOrganisationAdmin });

describe("spec §4 projects and tasks", () => {
  it("only Waiting (pre-research) and Doing (on-research) projects accept new records and tasks", () => {
    expect(acceptsNewWork("Waiting")).toBe(true);
    expect(acceptsNewWork("Doing")).toBe(true);
    for (const status of ["Pause", "Finished", "Changing"] as const) expect(acceptsNewWork(status)).toBe(false);
  });

  it("offers the status moves the server allows; a finished project is final", () => {
    expect(nextStatuses("Waiting")).toEqual(["Doing", "Finished"]);
    expect(nextStatuses("Doing")).toEqual(["Pause", "Changing", "Finished"]);
    expect(nextStatuses("Finished")).toEqual([]);
  });

  it("owner, leader, managers and administrators manage; read-write members work; read-only members only look", () => {
    for (const id of ["owner", "leader", "manager"]) expect(managesProject(project(), member(id))).toBe(true);
    expect(managesProject(project(), member("someone", true))).toBe(true);
    expect(managesProject(project(), member("writer"))).toBe(false);
    expect(worksInProject(project(), member("writer"))).toBe(true);
    expect(worksInProject(project(), member("reader"))).toBe(false);
  });

  it("a task past its due date is overdue until finished or closed", () => {
    expect(isTaskOverdue({ dueDate: "2020-01-01", status: "notStarted" }, "2026-11-23")).toBe(true);
    expect(isTaskOverdue({ dueDate: "2020-01-01", status: "inProgress" }, "2026-11-23")).toBe(true);
    expect(isTaskOverdue({ dueDate: "2020-01-01", status: "finished" }, "2026-11-23")).toBe(false);
    expect(isTaskOverdue({ dueDate: "2026-11-23", status: "notStarted" }, "2026-11-23")).toBe(false);
    expect(isTaskOverdue({ dueDate: null, status: "notStarted" }, "2026-11-23")).toBe(false);
  });
});
