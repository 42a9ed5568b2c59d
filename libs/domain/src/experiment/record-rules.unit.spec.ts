import { describe, it } from "vitest";
import { acting } from "../access/acting.fixtures";
import { fold } from "../decider/decider";
import { specification } from "../decider/given-when-then";
import { type ProjectEvent, project } from "../project/project";
import { type ExperimentEvent, experiment } from "./experiment";
import { INPUT_ADDED, RECORD, RECORD_CREATED } from "./record.fixtures";

const { given } = specification(experiment);
const now = new Date("2026-11-23T09:00:00.000Z");
const record = RECORD;
const created = RECORD_CREATED;
const added = INPUT_ADDED;
const projectEvents: ProjectEvent[] = [
  {
    type: "ProjectCreated",
    data: {
      projectId: "p1",
      number: "PRJ1",
      name: "Couplings",
      description: "",
      ownerId: "lead",
      departmentId: "chem",
      leaderId: "lead",
      managerIds: [],
      personal: false,
    },
  },
  { type: "ProjectMemberGranted", data: { projectId: "p1", memberId: "writer", access: "write" } },
  { type: "ProjectMemberGranted", data: { projectId: "p1", memberId: "reader", access: "read" } },
];
const p1 = fold(project, projectEvents);
/** Members of p1 see its records (allInProject); the owner sees their own. */
const inProject = (memberId: string) =>
  ({
    ...acting(memberId, {
      viewer: {
        projectIds: ["p1"],
        levels: { project: new Set(["organisation"]), task: new Set(["own"]), experiment: new Set(["allInProject"]) },
      },
    }),
    recordProject: p1,
  }) as const;
const owner = { ...acting("owner"), recordProject: p1 };
const stranger = { ...acting("stranger"), recordProject: p1 };
const save = (actor: ReturnType<typeof acting>) =>
  ({
    type: "SaveModule",
    moduleId: "m1",
    content: { fields: { value: "91 %" }, rows: [] },
    isAuto: false,
    lastCacheTime: 0,
    now,
    actor,
  }) as const;
const signer = (memberId: string, meaning: "authorship" | "review") => ({ memberId, printedName: memberId, meaning });

describe("record rules: who may change a record (decided on the state the append goes to)", () => {
  it("answers a record the member may not see as not found, one they see but may not edit as read-only", () => {
    given([created, added]).when(save(stranger)).thenThrows("experiment.notFound");
    given([created, added])
      .when(save(inProject("reader")))
      .thenThrows("experiment.readOnly");
    given([created, added])
      .when({ type: "ChangeDetails", details: { title: "x" }, actor: inProject("reader") })
      .thenThrows("experiment.readOnly");
  });

  it("lets the owner, the project's writers and administrators edit", () => {
    for (const actor of [owner, inProject("writer"), { ...acting("root", { admin: true }), recordProject: p1 }])
      given([created, added])
        .when({ type: "RenameModule", moduleId: "m1", title: "Yield (%)", actor })
        .then([{ type: "ModuleRenamed", data: { experimentId: "e1", moduleId: "m1", from: "Yield", to: "Yield (%)" } }]);
  });

  it("names a missing module before refusing the save", () => {
    given([created, added])
      .when({ ...save(inProject("reader")), moduleId: "m9" })
      .thenThrows("module.notFound");
  });

  it("lets a module's write grantee save that module though the record is not theirs to see", () => {
    const grant: ExperimentEvent = {
      type: "ModuleGrantChanged",
      data: { experimentId: "e1", moduleId: "m1", memberId: "stranger", attribute: 1 },
    };
    given([created, added, grant])
      .when(save(stranger))
      .then([
        {
          type: "ModuleSaved",
          data: {
            experimentId: "e1",
            moduleId: "m1",
            isAuto: false,
            changes: [{ action: 1, field: "value", rowId: null, oldValue: null, newValue: "91 %" }],
            cacheTime: now.getTime(),
          },
        },
      ]);
  });

  it("grants modules only by the owner or an administrator, and only to a known member", () => {
    const grant = { type: "GrantModule", moduleId: "m1", memberId: "reader", attribute: 0, granteeKnown: true } as const;
    given([created, added])
      .when({ ...grant, actor: inProject("writer") })
      .thenThrows("experiment.ownerOnly");
    given([created, added])
      .when({ ...grant, granteeKnown: false, actor: owner })
      .thenThrows("member.notFound");
    given([created, added])
      .when({ ...grant, actor: owner })
      .then([{ type: "ModuleGrantChanged", data: { experimentId: "e1", moduleId: "m1", memberId: "reader", attribute: 0 } }]);
  });

  it("locks and unlocks only by the owner or an administrator", () => {
    given([created])
      .when({ type: "ChangeLock", locked: true, actor: inProject("writer") })
      .thenThrows("experiment.lockOwnerOnly");
    given([created])
      .when({ type: "ChangeLock", locked: true, actor: owner })
      .then([{ type: "ExperimentLockChanged", data: { experimentId: "e1", locked: true } }]);
  });
});

describe("record rules: signatures", () => {
  it("signs authorship only where the member may write; review wherever they may read", () => {
    given([created, added])
      .when({ type: "SignModule", moduleId: "m1", signer: signer("reader", "authorship"), now, actor: inProject("reader") })
      .thenThrows("experiment.readOnly");
    given([created, added])
      .when({ type: "SignModule", moduleId: "m1", signer: signer("reader", "review"), now, actor: inProject("reader") })
      .then([
        {
          type: "ModuleSigned",
          data: {
            experimentId: "e1",
            moduleId: "m1",
            signerId: "reader",
            printedName: "reader",
            meaning: "review",
            signTime: now.toISOString(),
          },
        },
      ]);
    given([created, added])
      .when({ type: "SignModule", moduleId: "m1", signer: signer("stranger", "review"), now, actor: stranger })
      .thenThrows("experiment.notFound");
  });

  it("removes another's signature only as the record's owner or an administrator", () => {
    const removal = {
      type: "RemoveSignature",
      moduleId: "m1",
      signerId: "writer",
      signTime: now.toISOString(),
      remover: { memberId: "reader", printedName: "reader", meaning: "responsibility" as const },
      now,
    } as const;
    given([created, added])
      .when({ ...removal, actor: inProject("reader") })
      .thenThrows("signature.notYours");
  });

  it("refuses a decision on an approval the queue does not list, before anything else", () => {
    given([created, added])
      .when({
        type: "ReviewExperiment",
        decision: "approve",
        comment: "",
        signer: { memberId: "stranger", printedName: "stranger", meaning: "approval" },
        now,
        approvalListed: false,
        actor: stranger,
      })
      .thenThrows("approval.notFound");
  });
});

describe("record rules: creating a record", () => {
  const create = (over: { projectId?: string | null; taskId?: string | null } = {}) => ({
    type: "CreateExperiment" as const,
    record: { ...record, ...over },
    book: { notebookId: "n1" },
    project: p1,
    actor: inProject("writer"),
  });

  it("needs the book, and a project the member sees, open for work, that they write in, with the task named", () => {
    given([])
      .when({ ...create(), book: undefined })
      .thenThrows("notebook.notFound");
    given([])
      .when({
        ...create(),
        actor: acting("outsider", {
          viewer: { levels: { project: new Set(["own"]), task: new Set(["own"]), experiment: new Set(["ownInDepartment"]) } },
        }),
      })
      .thenThrows("project.notFound");
    given([])
      .when({ ...create(), actor: inProject("reader") })
      .thenThrows("project.forbidden");
    given([])
      .when(create({ taskId: "t9" }))
      .thenThrows("task.notFound");
    given([])
      .when(create({ projectId: null, taskId: "t9" }))
      .thenThrows("task.notFound");
    const finished = fold(project, [
      ...projectEvents,
      { type: "ProjectStatusChanged", data: { projectId: "p1", from: "Waiting", to: "Finished" } },
    ]);
    given([])
      .when({ ...create(), project: finished })
      .thenThrows("project.inactive");
    given([])
      .when(create())
      .then([{ type: "ExperimentCreated", data: record }]);
  });
});
