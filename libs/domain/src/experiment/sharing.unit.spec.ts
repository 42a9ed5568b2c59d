import { describe, expect, it } from "vitest";
import { acting } from "../access/acting.fixtures";
import { viewFilter } from "../access/viewing-scope";
import { fold } from "../decider/decider";
import { specification } from "../decider/given-when-then";
import { type ExperimentCommand, type ExperimentEvent, experiment } from "./experiment";
import type { SignatureMeaning } from "./lifecycle";
import { moduleAccess } from "./module-access";
import { INPUT_ADDED, RECORD_CREATED } from "./record.fixtures";
import { authorizeOnRecord, canEditExperiment, mayViewRecord } from "./record-rules";
import { shareRightOf } from "./sharing";

const { given } = specification(experiment);
const owner = acting("owner");
const admin = acting("admin", { admin: true });
const now = new Date("2026-11-28T10:00:00.000Z");
const record = [RECORD_CREATED, INPUT_ADDED];

const requested = (over: Partial<Extract<ExperimentEvent, { type: "ExperimentShareRequested" }>["data"]> = {}) =>
  ({
    type: "ExperimentShareRequested",
    data: {
      experimentId: "e1",
      shareId: "s1",
      memberIds: ["ana"],
      departmentIds: [],
      attribute: 0,
      reason: "Ana checks the yields",
      reviewerIds: ["qa"],
      ...over,
    },
  }) as const satisfies ExperimentEvent;
const request = (over: Partial<Extract<ExperimentCommand, { type: "RequestShare" }>> = {}): ExperimentCommand => ({
  type: "RequestShare",
  actor: owner,
  shareId: "s1",
  memberIds: ["ana"],
  departmentIds: [],
  attribute: 0,
  reason: "  Ana checks the yields ",
  reviewerIds: ["qa"],
  receiversKnown: true,
  ...over,
});
const signed = (memberId: string, meaning: SignatureMeaning) => ({ memberId, printedName: `${memberId} (printed)`, meaning });
const decide = (granted: boolean, memberId = "qa", meaning: SignatureMeaning = granted ? "approval" : "rejection") =>
  ({
    type: "DecideShare",
    actor: acting(memberId),
    shareId: "s1",
    granted,
    comment: granted ? "" : "Not outside the team",
    signer: signed(memberId, meaning),
    now,
  }) as const satisfies ExperimentCommand;
const decided = (granted: boolean): ExperimentEvent => ({
  type: "ExperimentShareDecided",
  data: {
    experimentId: "e1",
    shareId: "s1",
    memberIds: ["ana"],
    departmentIds: [],
    attribute: 0,
    sharedWithIds: granted ? ["ana"] : [],
    sharedWithDepartmentIds: [],
    granted,
    comment: granted ? "" : "Not outside the team",
    signerId: "qa",
    printedName: "qa (printed)",
    meaning: granted ? "approval" : "rejection",
    signTime: now.toISOString(),
  },
});
const revoked: ExperimentEvent = {
  type: "ExperimentShareRevoked",
  data: {
    experimentId: "e1",
    shareId: "s1",
    memberIds: ["ana"],
    departmentIds: [],
    attribute: 0,
    sharedWithIds: [],
    sharedWithDepartmentIds: [],
  },
};
const archivedEvents: ExperimentEvent[] = [
  {
    type: "ExperimentSubmitted",
    data: { experimentId: "e1", version: 1, flowId: "f", flowName: "QA", nodes: [{ name: "QA", reviewerIds: ["qa"] }] },
  },
  {
    type: "ExperimentReviewApproved",
    data: {
      experimentId: "e1",
      version: 1,
      node: 0,
      nextReviewerIds: [],
      comment: "",
      signerId: "qa",
      printedName: "qa",
      meaning: "approval",
      signTime: now.toISOString(),
    },
  },
  { type: "ExperimentApproved", data: { experimentId: "e1", version: 1 } },
  {
    type: "ExperimentArchived",
    data: {
      experimentId: "e1",
      version: 1,
      archivedBy: "admin",
      archivedAt: now.toISOString(),
      retentionYears: 10,
      retainUntil: "2036-11-28",
    },
  },
];

describe("sharing a record: the request (spec §1 records can be shared, §4 share queue)", () => {
  it("the owner asks to share with members and departments, read-only or read-write, with a reason; the reviewers named decide", () => {
    given(record).when(request()).then([requested()]);
    given(record)
      .when(request({ memberIds: [], departmentIds: ["bio"], attribute: 1 }))
      .then([requested({ memberIds: [], departmentIds: ["bio"], attribute: 1 })]);
  });

  it("an administrator may share a record that is not theirs; another member may not", () => {
    given(record)
      .when(request({ actor: admin }))
      .then([requested()]);
    const colleague = acting("ana");
    given([
      ...record,
      {
        type: "ExperimentDetailsChanged",
        data: {
          experimentId: "e1",
          changes: [{ action: 2, field: "participants", rowId: null, oldValue: [], newValue: ["ana"] }],
        },
      },
    ])
      .when(request({ actor: colleague }))
      .thenThrows("share.ownerOnly");
  });

  it("a stranger who cannot see the record is told it is not found", () => {
    given(record)
      .when(request({ actor: acting("stranger") }))
      .thenThrows("experiment.notFound");
  });

  it("the reviewer cannot be the operator: the applicant is taken out, none left is 'no reviewer'", () => {
    given(record)
      .when(request({ reviewerIds: ["owner", "qa"] }))
      .then([requested()]);
    given(record)
      .when(request({ reviewerIds: ["owner"] }))
      .thenThrows("approval.noReviewer");
  });

  it("needs a receiver other than the owner, known to the organisation, and a reason", () => {
    given(record)
      .when(request({ memberIds: ["owner"] }))
      .thenThrows("share.noReceiver");
    given(record)
      .when(request({ receiversKnown: false }))
      .thenThrows("share.receiverNotFound");
    given(record)
      .when(request({ reason: "  " }))
      .thenThrows("change.reasonRequired");
    given(record)
      .when(request({ reason: "x".repeat(501) }))
      .thenThrows("change.reasonTooLong");
  });

  it("an archived record is not shared", () => {
    given([...record, ...archivedEvents])
      .when(request())
      .thenThrows("experiment.archived");
  });

  it("one share id is asked for once", () => {
    given([...record, requested()])
      .when(request())
      .thenThrows("share.exists");
  });
});

describe("sharing a record: the decision, signed (spec §4 approve or reject, §8 reviewer cannot be operator)", () => {
  it("a reviewer it waits for grants or refuses it with a signature whose meaning fits the act", () => {
    given([...record, requested()])
      .when(decide(true))
      .then([decided(true)]);
    given([...record, requested()])
      .when(decide(false))
      .then([decided(false)]);
    given([...record, requested()])
      .when(decide(true, "qa", "rejection"))
      .thenThrows("signature.meaningUnfit");
  });

  it("a member not asked to decide is told it is not found; a decided share is not decided twice", () => {
    given([...record, requested()])
      .when(decide(true, "ana"))
      .thenThrows("approval.notFound");
    given([...record, requested(), decided(true)])
      .when(decide(false))
      .thenThrows("approval.notPending");
  });
});

describe("sharing a record: revoking (spec §4 sharing can be revoked)", () => {
  it("the owner or an administrator revokes a granted share", () => {
    given([...record, requested(), decided(true)])
      .when({ type: "RevokeShare", actor: owner, shareId: "s1" })
      .then([revoked]);
    given([...record, requested(), decided(true)])
      .when({ type: "RevokeShare", actor: admin, shareId: "s1" })
      .then([revoked]);
  });

  it("only a granted share is revoked, and only by its owner or an administrator", () => {
    given([...record, requested()])
      .when({ type: "RevokeShare", actor: owner, shareId: "s1" })
      .thenThrows("share.notActive");
    given([...record, requested(), decided(true), revoked])
      .when({ type: "RevokeShare", actor: owner, shareId: "s1" })
      .thenThrows("share.notActive");
    given([...record, requested(), decided(true)])
      .when({ type: "RevokeShare", actor: owner, shareId: "s9" })
      .thenThrows("share.notFound");
    const reader = acting("ana", { viewer: { departmentLine: [] } });
    given([...record, requested(), decided(true)])
      .when({ type: "RevokeShare", actor: reader, shareId: "s1" })
      .thenThrows("share.ownerOnly");
  });

  it("a share granted before the record was archived can still be revoked", () => {
    given([...record, requested(), decided(true), ...archivedEvents])
      .when({ type: "RevokeShare", actor: owner, shareId: "s1" })
      .then([revoked]);
  });
});

describe("what a share gives its receivers (spec §6 record-level permission)", () => {
  const state = (...events: ExperimentEvent[]) => fold(experiment, [...record, ...events]);
  const ana = acting("ana");

  it("once granted, a member receiver views the record; before, and after a revoke, they do not", () => {
    expect(mayViewRecord(state(requested()), ana.viewer)).toBe(false);
    expect(mayViewRecord(state(requested(), decided(true)), ana.viewer)).toBe(true);
    expect(mayViewRecord(state(requested(), decided(false)), ana.viewer)).toBe(false);
    expect(mayViewRecord(state(requested(), decided(true), revoked), ana.viewer)).toBe(false);
  });

  it("the reviewer asked to decide reads the record while the share waits", () => {
    expect(mayViewRecord(state(requested()), acting("qa").viewer)).toBe(true);
  });

  it("a department share reaches the members of its sub-departments, not those above or beside it", () => {
    const shared = state(requested({ memberIds: [], departmentIds: ["chem"] }), decided(true));
    const inSub = acting("bo", { viewer: { departmentLine: ["chem-a", "chem"] } });
    const above = acting("cy", { viewer: { departmentLine: ["root"] } });
    expect(mayViewRecord(shared, inSub.viewer)).toBe(true);
    expect(shareRightOf(shared, "bo", ["chem-a", "chem"])).toBe(0);
    expect(mayViewRecord(shared, above.viewer)).toBe(false);
  });

  it("read-only receivers see every module read-only and may not edit; read-write receivers edit", () => {
    const readOnly = state(requested(), decided(true));
    expect(canEditExperiment(readOnly, ana)).toBe(false);
    expect(moduleAccess(readOnly, { memberId: "ana", mayViewRecord: true, recordReadOnly: true })[0]).toMatchObject({
      visible: true,
      readOnly: true,
    });
    const save: ExperimentCommand = {
      type: "SaveModule",
      actor: ana,
      moduleId: "m1",
      content: { fields: { value: "91 %" }, rows: [] },
      isAuto: false,
      lastCacheTime: 0,
      now,
    };
    expect(() => authorizeOnRecord(save as never, readOnly)).toThrow(expect.objectContaining({ key: "experiment.readOnly" }));
    const readWrite = state(requested({ attribute: 1 }), decided(true));
    expect(canEditExperiment(readWrite, ana)).toBe(true);
    expect(() => authorizeOnRecord(save as never, readWrite)).not.toThrow();
  });

  it("the stronger of two granted shares counts", () => {
    const both = state(requested(), decided(true), requested({ shareId: "s2", attribute: 1 }), {
      ...decided(true),
      data: { ...(decided(true).data as object), shareId: "s2" },
    } as ExperimentEvent);
    expect(shareRightOf(both, "ana")).toBe(1);
  });

  it("a share changes no content, signature or module version stamp", () => {
    const before = state();
    const after = state(requested({ attribute: 1 }), decided(true), revoked);
    expect(after.modules).toEqual(before.modules);
    expect(after.details).toEqual(before.details);
    expect(after.lifecycle).toEqual(before.lifecycle);
  });

  it("record lists find shared records through the same filter as every other read", () => {
    const filter = viewFilter(acting("bo", { viewer: { departmentLine: ["chem-a", "chem"] } }).viewer, "experiment");
    expect(filter.$or).toEqual(
      expect.arrayContaining([{ sharedWithIds: "bo" }, { sharedWithDepartmentIds: { $in: ["chem-a", "chem"] } }]),
    );
  });
});
