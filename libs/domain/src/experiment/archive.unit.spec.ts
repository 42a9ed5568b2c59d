import { describe, expect, it } from "vitest";
import { acting } from "../access/acting.fixtures";
import { fold } from "../decider/decider";
import { specification } from "../decider/given-when-then";
import { type ExperimentCommand, type ExperimentEvent, experiment } from "./experiment";
import { archivable, contentEditable, retainedUntil, type SignatureMeaning } from "./lifecycle";
import { INPUT_ADDED, RECORD_CREATED } from "./record.fixtures";

const { given } = specification(experiment);
const owner = acting("owner");
const admin = acting("admin", { admin: true });
const now = new Date("2026-11-27T09:30:00.000Z");

const nodes = [{ name: "QA approval", reviewerIds: ["qa"] }];
const submitted: ExperimentEvent = {
  type: "ExperimentSubmitted",
  data: { experimentId: "e1", version: 1, flowId: "f1", flowName: "QA review", nodes },
};
const signed = { signerId: "qa", printedName: "qa (printed)", meaning: "approval" as const, signTime: now.toISOString() };
const approved: ExperimentEvent[] = [
  RECORD_CREATED,
  INPUT_ADDED,
  submitted,
  {
    type: "ExperimentReviewApproved",
    data: { experimentId: "e1", version: 1, node: 0, nextReviewerIds: [], comment: "", ...signed },
  },
  { type: "ExperimentApproved", data: { experimentId: "e1", version: 1 } },
];
const archivedEvent: ExperimentEvent = {
  type: "ExperimentArchived",
  data: {
    experimentId: "e1",
    version: 1,
    archivedBy: "admin",
    archivedAt: now.toISOString(),
    retentionYears: 10,
    retainUntil: "2036-11-27",
  },
};
const archived = [...approved, archivedEvent];

const archive = (actor = admin, retentionYears = 10): ExperimentCommand => ({
  type: "ArchiveExperiment",
  actor,
  now,
  retentionYears,
});
const unarchive = (actor = admin, reason = "Audit finding needs a correction", meaning: SignatureMeaning = "responsibility") =>
  ({
    type: "UnarchiveExperiment",
    actor,
    reason,
    signer: { memberId: actor.memberId, printedName: `${actor.memberId} (printed)`, meaning },
    now,
  }) as const;

describe("archive management: archiving (spec §2 /team/archiveManage)", () => {
  it("an administrator archives an approved record, retained for the organisation's years from the archive day", () => {
    given(approved).when(archive()).then([archivedEvent]);
    given(approved)
      .when(archive(admin, 25))
      .then([{ ...archivedEvent, data: { ...archivedEvent.data, retentionYears: 25, retainUntil: "2051-11-27" } } as never]);
  });

  it("only an approved record is archived: a draft, a submitted or a recalled one is refused", () => {
    given([RECORD_CREATED, INPUT_ADDED]).when(archive()).thenThrows("archive.notApproved");
    given([RECORD_CREATED, INPUT_ADDED, submitted]).when(archive()).thenThrows("archive.notApproved");
    const recalled: ExperimentEvent[] = [
      ...approved,
      { type: "ExperimentRecallRequested", data: { experimentId: "e1", version: 1, reason: "Wrong batch", reviewerIds: ["qa"] } },
      {
        type: "ExperimentRecallDecided",
        data: { experimentId: "e1", version: 1, granted: true, status: "recalled", comment: "", ...signed },
      },
    ];
    given(recalled).when(archive()).thenThrows("archive.notApproved");
  });

  it("a record archived once is not archived again", () => {
    given(archived).when(archive()).thenThrows("archive.alreadyArchived");
  });

  it("only organisation administrators archive: the owner is refused", () => {
    given(approved).when(archive(owner)).thenThrows("archive.adminOnly");
  });
});

describe("archive management: an archived record is read-only", () => {
  const refusals: Array<[string, ExperimentCommand]> = [
    ["a content change", { type: "ChangeDetails", actor: admin, details: { title: "New title" }, reason: "typo" }],
    [
      "a module save",
      {
        type: "SaveModule",
        actor: admin,
        moduleId: "m1",
        content: { fields: { value: "91 %" }, rows: [] },
        isAuto: false,
        lastCacheTime: 0,
        now,
        reason: "typo",
      },
    ],
    ["a module deleted", { type: "DeleteModule", actor: admin, moduleId: "m1", reason: "not needed" }],
    ["a module taken for editing", { type: "EnableModuleEdit", actor: admin, moduleId: "m1", now, holdMs: 60_000 }],
    ["a recall", { type: "RequestRecall", actor: owner, reason: "Wrong batch" }],
    ["a lock", { type: "ChangeLock", actor: admin, locked: true }],
    [
      "a module signature",
      {
        type: "SignModule",
        actor: admin,
        moduleId: "m1",
        signer: { memberId: "admin", printedName: "admin", meaning: "review" },
        now,
      },
    ],
    ["a grant", { type: "GrantModule", actor: owner, moduleId: "m1", memberId: "ana", attribute: 1, granteeKnown: true }],
    ["a roll-back", { type: "RollBack", actor: admin, toVersion: 1, target: fold(experiment, approved), now, reason: "back" }],
  ];

  it.each(refusals)("refuses %s with the archive's message", (_, command) => {
    given(archived).when(command).thenThrows("experiment.archived");
  });

  it("the record says it is archived, and its content is not editable whatever its status", () => {
    const state = fold(experiment, archived);
    expect(state.lifecycle.archived).toEqual({ at: now.toISOString(), by: "admin", retainUntil: "2036-11-27" });
    expect(archivable(state.lifecycle)).toBe(false);
    expect(contentEditable({ status: "recalled", locked: false, archived: state.lifecycle.archived })).toBe(false);
  });
});

describe("archive management: unarchiving needs the administrator's signature and a reason", () => {
  it("takes the record out of the archive, signed (responsibility) with the reason; it is approved as before", () => {
    given(archived)
      .when(unarchive())
      .then([
        {
          type: "ExperimentUnarchived",
          data: {
            experimentId: "e1",
            version: 1,
            reason: "Audit finding needs a correction",
            signerId: "admin",
            printedName: "admin (printed)",
            meaning: "responsibility",
            signTime: now.toISOString(),
          },
        },
      ]);
    const out = fold(experiment, [...archived, ...experiment.decide(unarchive(), fold(experiment, archived))]);
    expect(out.lifecycle).toMatchObject({ status: "approved", archived: undefined });
    // The lifecycle applies again: the owner may ask to recall it.
    expect(() => experiment.decide({ type: "RequestRecall", actor: owner, reason: "Correction" }, out)).not.toThrow();
  });

  it("is refused without a reason, with a meaning other than responsibility, to others than administrators, and when not archived", () => {
    given(archived).when(unarchive(admin, "   ")).thenThrows("change.reasonRequired");
    given(archived)
      .when(unarchive(admin, "why", "approval"))
      .thenThrows("signature.meaningUnfit");
    given(archived).when(unarchive(owner)).thenThrows("archive.adminOnly");
    given(approved).when(unarchive()).thenThrows("archive.notArchived");
  });
});

describe("retention", () => {
  it("runs whole years from the archive day (UTC); 29 February runs on to 1 March", () => {
    expect(retainedUntil(new Date("2026-11-27T23:30:00.000Z"), 10)).toBe("2036-11-27");
    expect(retainedUntil(new Date("2028-02-29T08:00:00.000Z"), 1)).toBe("2029-03-01");
  });
});
