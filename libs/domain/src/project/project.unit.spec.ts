import { PROJECT_STATUSES, TASK_STATUSES } from "@labledger/events";
import { describe, expect, it } from "vitest";
import { acting } from "../access/acting.fixtures";
import { specification } from "../decider/given-when-then";
import { acceptsNewWork, nextProjectStatuses, nextTaskStatuses, project } from "./project";

const { given } = specification(project);
const owner = acting("owner");
const stranger = acting("stranger");
const admin = acting("root", { admin: true });
const data = {
  projectId: "p1",
  number: "PRJ001",
  name: "Suzuki coupling scale-up",
  description: "",
  ownerId: "owner",
  departmentId: "chem",
  leaderId: "leader",
  managerIds: ["manager"],
  personal: false,
};
const created = [{ type: "ProjectCreated" as const, data }];
const moved = (from: string, to: string) =>
  ({ type: "ProjectStatusChanged" as const, data: { projectId: "p1", from, to } }) as never;
const task = {
  taskId: "t1",
  name: "Screen catalysts",
  ownerId: "owner",
  departmentId: "chem",
  assigneeIds: ["writer"],
  dueDate: null,
};
const taskCreated = { type: "TaskCreated" as const, data: { ...task, projectId: "p1" } };

describe("project decider", () => {
  it("creates a project once", () => {
    given([]).when({ type: "CreateProject", project: data }).then(created);
    given(created).when({ type: "CreateProject", project: data }).thenThrows("project.exists");
  });
  it("moves through the spec's statuses and refuses a move the lifecycle does not have", () => {
    given(created)
      .when({ type: "ChangeProjectStatus", to: "Doing", actor: owner })
      .then([moved("Waiting", "Doing")]);
    given([...created, moved("Waiting", "Doing")])
      .when({ type: "ChangeProjectStatus", to: "Pause", actor: owner })
      .then([moved("Doing", "Pause")]);
    given([...created, moved("Waiting", "Finished")])
      .when({ type: "ChangeProjectStatus", to: "Doing", actor: owner })
      .thenThrows("project.statusMoveRefused");
    given(created).when({ type: "ChangeProjectStatus", to: "Waiting", actor: owner }).then([]);
  });
  it("lets only owner, leader, managers and administrators manage it", () => {
    given(created).when({ type: "ChangeProjectStatus", to: "Doing", actor: stranger }).thenThrows("project.forbidden");
    for (const memberId of ["leader", "manager"])
      given(created)
        .when({ type: "ChangeProjectStatus", to: "Doing", actor: acting(memberId) })
        .then([moved("Waiting", "Doing")]);
    given(created)
      .when({ type: "ChangeProjectStatus", to: "Doing", actor: admin })
      .then([moved("Waiting", "Doing")]);
  });
  it("changes only the fields that differ", () => {
    given(created)
      .when({ type: "ChangeProject", changes: { name: "Suzuki coupling scale-up", description: "10 kg batch" }, actor: owner })
      .then([
        {
          type: "ProjectChanged",
          data: { projectId: "p1", changes: { description: "10 kg batch" }, previous: { description: "" } },
        },
      ]);
  });
  it("grants members read or write, changes and removes it; removing a non-member is refused", () => {
    const granted = { type: "ProjectMemberGranted" as const, data: { projectId: "p1", memberId: "m2", access: "read" as const } };
    given(created)
      .when({ type: "GrantProjectMember", memberId: "m2", access: "read", granteeKnown: true, actor: owner })
      .then([granted]);
    given([...created, granted])
      .when({ type: "GrantProjectMember", memberId: "m2", access: "read", granteeKnown: true, actor: owner })
      .then([]);
    given([...created, granted])
      .when({ type: "RemoveProjectMember", memberId: "m2", actor: owner })
      .then([{ type: "ProjectMemberRemoved", data: { projectId: "p1", memberId: "m2" } }]);
    given(created).when({ type: "RemoveProjectMember", memberId: "m2", actor: owner }).thenThrows("project.notAMember");
  });
  it("refuses to authorise anyone on a personal project", () => {
    given([{ type: "ProjectCreated", data: { ...data, personal: true } }])
      .when({ type: "GrantProjectMember", memberId: "m2", access: "write", granteeKnown: true, actor: owner })
      .thenThrows("project.personalCannotBeShared");
  });
  it("takes tasks only while pre-research (Waiting) or on-research (Doing), from writers", () => {
    given(created).when({ type: "CreateTask", task, actor: owner }).then([taskCreated]);
    given([...created, moved("Waiting", "Doing")])
      .when({ type: "CreateTask", task, actor: owner })
      .then([taskCreated]);
    given([...created, moved("Waiting", "Doing"), moved("Doing", "Pause")])
      .when({ type: "CreateTask", task, actor: owner })
      .thenThrows("project.inactive");
    given(created).when({ type: "CreateTask", task, actor: stranger }).thenThrows("project.forbidden");
    const writer = { type: "ProjectMemberGranted" as const, data: { projectId: "p1", memberId: "w", access: "write" as const } };
    given([...created, writer])
      .when({ type: "CreateTask", task, actor: acting("w") })
      .then([taskCreated]);
    const reader = { type: "ProjectMemberGranted" as const, data: { projectId: "p1", memberId: "r", access: "read" as const } };
    given([...created, reader])
      .when({ type: "CreateTask", task, actor: acting("r") })
      .thenThrows("project.forbidden");
  });
  it("lets assignees move their task along, and refuses moves out of closed", () => {
    const assignee = acting("writer");
    given([...created, taskCreated])
      .when({ type: "ChangeTaskStatus", taskId: "t1", to: "inProgress", actor: assignee })
      .then([{ type: "TaskStatusChanged", data: { projectId: "p1", taskId: "t1", from: "notStarted", to: "inProgress" } }]);
    const closed = {
      type: "TaskStatusChanged" as const,
      data: { projectId: "p1", taskId: "t1", from: "notStarted" as const, to: "closed" as const },
    };
    given([...created, taskCreated, closed])
      .when({ type: "ChangeTaskStatus", taskId: "t1", to: "inProgress", actor: owner })
      .thenThrows("task.statusMoveRefused");
    given(created).when({ type: "ChangeTaskStatus", taskId: "t9", to: "inProgress", actor: owner }).thenThrows("task.notFound");
  });
  it("refuses commands for a project that does not exist", () => {
    given([]).when({ type: "ChangeProjectStatus", to: "Doing", actor: owner }).thenThrows("project.notFound");
  });

  describe("a project outside the member's viewing levels is not found, whatever was asked (spec §6)", () => {
    const outsider = acting("outsider", {
      viewer: { levels: { project: new Set(["own"]), task: new Set(["own"]), experiment: new Set(["ownInDepartment"]) } },
    });
    const outsiderAssigned = { ...task, taskId: "t2", assigneeIds: ["outsider"] };
    const assignedCreated = { type: "TaskCreated" as const, data: { ...outsiderAssigned, projectId: "p1" } };

    it("refuses changes, grants and tasks as not found rather than forbidden", () => {
      given(created).when({ type: "ChangeProjectStatus", to: "Doing", actor: outsider }).thenThrows("project.notFound");
      given(created)
        .when({ type: "GrantProjectMember", memberId: "m2", access: "read", granteeKnown: true, actor: outsider })
        .thenThrows("project.notFound");
      given(created).when({ type: "CreateTask", task, actor: outsider }).thenThrows("project.notFound");
      given([...created, taskCreated])
        .when({ type: "ChangeTaskStatus", taskId: "t1", to: "inProgress", actor: outsider })
        .thenThrows("project.notFound");
    });

    it("lets a task's assignee move it on even so (the task-assignee exception)", () => {
      given([...created, assignedCreated])
        .when({ type: "ChangeTaskStatus", taskId: "t2", to: "inProgress", actor: outsider })
        .then([{ type: "TaskStatusChanged", data: { projectId: "p1", taskId: "t2", from: "notStarted", to: "inProgress" } }]);
    });

    it("names an unknown grantee only to those who see the project", () => {
      given(created)
        .when({ type: "GrantProjectMember", memberId: "ghost", access: "read", granteeKnown: false, actor: stranger })
        .thenThrows("member.notFound");
    });
  });
});

describe("the moves the console offers (imported from here)", () => {
  it("are exactly the project moves the decider accepts", () => {
    for (const from of PROJECT_STATUSES)
      for (const to of PROJECT_STATUSES.filter((s) => s !== from)) {
        const events = from === "Waiting" ? created : [...created, moved("Waiting", from)];
        const when = given(events).when({ type: "ChangeProjectStatus", to, actor: owner });
        if (nextProjectStatuses(from).includes(to)) when.then([moved(from, to)]);
        else when.thenThrows("project.statusMoveRefused");
      }
  });
  it("are exactly the task moves the decider accepts", () => {
    const taskMoved = (from: string, to: string) =>
      ({ type: "TaskStatusChanged" as const, data: { projectId: "p1", taskId: "t1", from, to } }) as never;
    for (const from of TASK_STATUSES)
      for (const to of TASK_STATUSES.filter((s) => s !== from)) {
        const events =
          from === "notStarted" ? [...created, taskCreated] : [...created, taskCreated, taskMoved("notStarted", from)];
        const when = given(events).when({ type: "ChangeTaskStatus", taskId: "t1", to, actor: owner });
        if (nextTaskStatuses(from).includes(to)) when.then([taskMoved(from, to)]);
        else when.thenThrows("task.statusMoveRefused");
      }
  });
  it("take new work only while Waiting or Doing, as the decider does", () => {
    expect(PROJECT_STATUSES.filter(acceptsNewWork)).toEqual(["Waiting", "Doing"]);
    given([...created, moved("Waiting", "Pause")])
      .when({ type: "CreateTask", task, actor: owner })
      .thenThrows("project.inactive");
  });
});
