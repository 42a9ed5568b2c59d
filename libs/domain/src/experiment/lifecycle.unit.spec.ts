import { describe, expect, it } from "vitest";
import { acting } from "../access/acting.fixtures";
import type { ApprovalFlowsState, ReviewerContext } from "../approval/approval-flows";
import { fold } from "../decider/decider";
import { specification } from "../decider/given-when-then";
import { type ExperimentEvent, experiment } from "./experiment";
import { changeNeedsReason, contentEditable, type SignatureMeaning } from "./lifecycle";
import { INPUT_ADDED, RECORD_CREATED } from "./record.fixtures";

const { given } = specification(experiment);
const owner = acting("owner");
const now = new Date("2026-11-23T09:00:00.000Z");
const signTime = now.toISOString();
const created = RECORD_CREATED;
const added = INPUT_ADDED;
const flow = {
  flowId: "f1",
  name: "QA review",
  nodes: [
    { name: "Peer review", reviewerIds: ["peer", "owner"] },
    { name: "QA approval", reviewerIds: ["qa"] },
  ],
};
const submitted: ExperimentEvent = {
  type: "ExperimentSubmitted",
  data: {
    experimentId: "e1",
    version: 1,
    flowId: "f1",
    flowName: "QA review",
    nodes: [
      { name: "Peer review", reviewerIds: ["peer"] },
      { name: "QA approval", reviewerIds: ["qa"] },
    ],
  },
};
/** A submission's facts: the flow (its nodes naming their reviewers) as the organisation's default, every member active. */
const submitWith = (f: typeof flow) => {
  const defined = {
    flowId: f.flowId,
    name: f.name,
    nodes: f.nodes.map((n) => ({ name: n.name, reviewers: [{ kind: "members" as const, memberIds: [...n.reviewerIds] }] })),
  };
  const flows: ApprovalFlowsState = { flows: new Map([[f.flowId, defined]]), defaultFlowId: f.flowId };
  const reviewers: ReviewerContext = {
    projectManagerIds: [],
    departmentManagerIds: [],
    directSuperiorIds: [],
    memberIdsOfRole: () => [],
    isActive: () => true,
  };
  return { flows, reviewers };
};
const signer = (memberId: string, meaning: SignatureMeaning = "approval") => ({
  memberId,
  printedName: `${memberId} (printed)`,
  meaning,
});
const review = (memberId: string, decision: "approve" | "reject", comment = "", meaning?: SignatureMeaning) =>
  ({
    type: "ReviewExperiment",
    decision,
    comment,
    signer: signer(memberId, meaning ?? (decision === "reject" ? "rejection" : "approval")),
    now,
    approvalListed: true,
    actor: acting(memberId),
  }) as const;
const manifestation = (memberId: string, meaning = "approval") => ({
  signerId: memberId,
  printedName: `${memberId} (printed)`,
  meaning,
  signTime,
});
const peerApproved: ExperimentEvent = {
  type: "ExperimentReviewApproved",
  data: { experimentId: "e1", version: 1, node: 0, nextReviewerIds: ["qa"], comment: "ok", ...manifestation("peer") } as never,
};
const saveValue = (value: string, extra: { reason?: string; reasonRequired?: boolean; lastCacheTime?: number } = {}) =>
  ({
    type: "SaveModule",
    moduleId: "m1",
    content: { fields: { value }, rows: [] },
    isAuto: false,
    lastCacheTime: extra.lastCacheTime ?? 0,
    actor: owner,
    now,
    ...extra,
  }) as const;

describe("record lifecycle: submission (spec §4, §5)", () => {
  it("submits version 1 with the flow's reviewers, the operator never among them", () => {
    given([created, added])
      .when({ type: "SubmitExperiment", actor: owner, ...submitWith(flow) })
      .then([submitted]);
  });

  it("cannot be resubmitted while submitted, and nothing in it can be edited", () => {
    given([created, added, submitted])
      .when({ type: "SubmitExperiment", actor: owner, ...submitWith(flow) })
      .thenThrows("experiment.alreadySubmitted");
    given([created, added, submitted])
      .when(saveValue("91 %", { reason: "typo" }))
      .thenThrows("experiment.notEditable");
    given([created, added, submitted])
      .when({ type: "DeleteModule", actor: owner, moduleId: "m1", reason: "x" })
      .thenThrows("experiment.notEditable");
  });

  it("refuses a flow whose step has no reviewer but the operator: contact the admin", () => {
    given([created, added])
      .when({
        type: "SubmitExperiment",
        actor: owner,
        ...submitWith({ ...flow, nodes: [{ name: "Self", reviewerIds: ["owner"] }] }),
      })
      .thenThrows("approval.noReviewer");
  });

  it("refuses an incomplete record (required modules and cells)", () => {
    const required: ExperimentEvent = { ...added, data: { ...(added.data as object), required: true } as never };
    given([created, required])
      .when({ type: "SubmitExperiment", actor: owner, ...submitWith(flow) })
      .thenThrows("experiment.incomplete");
  });
});

describe("record lifecycle: review with electronic signatures (21 CFR 11.50)", () => {
  it("approves node by node; the last approval approves the version", () => {
    given([created, added, submitted])
      .when(review("peer", "approve", "ok"))
      .then([peerApproved]);
    given([created, added, submitted, peerApproved])
      .when(review("qa", "approve"))
      .then([
        {
          type: "ExperimentReviewApproved",
          data: { experimentId: "e1", version: 1, node: 1, nextReviewerIds: [], comment: "", ...manifestation("qa") } as never,
        },
        { type: "ExperimentApproved", data: { experimentId: "e1", version: 1 } },
      ]);
  });

  it("lets only the current node's reviewers decide", () => {
    given([created, added, submitted]).when(review("qa", "approve")).thenThrows("approval.notReviewer");
    given([created, added, submitted]).when(review("owner", "approve")).thenThrows("approval.notReviewer");
    given([created, added]).when(review("peer", "approve")).thenThrows("approval.notPending");
  });

  it("rejects with a comment; the record is editable again, every change with a reason, and resubmits as version 2", () => {
    given([created, added, submitted])
      .when(review("peer", "reject", "  "))
      .thenThrows("approval.commentRequired");
    const rejected: ExperimentEvent = {
      type: "ExperimentRejected",
      data: { experimentId: "e1", version: 1, node: 0, comment: "yield missing", ...manifestation("peer", "rejection") } as never,
    };
    given([created, added, submitted])
      .when(review("peer", "reject", "yield missing"))
      .then([rejected]);
    given([created, added, submitted])
      .when(review("peer", "reject", "yield missing", "approval"))
      .thenThrows("signature.meaningUnfit");
    given([created, added, submitted])
      .when(review("peer", "approve", "", "rejection"))
      .thenThrows("signature.meaningUnfit");
    const after = [created, added, submitted, rejected];
    expect(fold(experiment, after).lifecycle.status).toBe("rejected");
    given(after).when(saveValue("91 %")).thenThrows("change.reasonRequired");
    expect(() =>
      experiment.decide(saveValue("91 %", { reason: "Reviewer asked for the yield" }), fold(experiment, after)),
    ).not.toThrow();
    given(after)
      .when({ type: "SubmitExperiment", actor: owner, ...submitWith(flow) })
      .then([{ ...submitted, data: { ...(submitted.data as object), version: 2 } } as ExperimentEvent]);
  });
});

describe("record lifecycle: recall and lock", () => {
  const approved: ExperimentEvent[] = [
    created,
    added,
    submitted,
    peerApproved,
    {
      type: "ExperimentReviewApproved",
      data: { experimentId: "e1", version: 1, node: 1, nextReviewerIds: [], comment: "", ...manifestation("qa") } as never,
    },
    { type: "ExperimentApproved", data: { experimentId: "e1", version: 1 } },
  ];
  const requested: ExperimentEvent = {
    type: "ExperimentRecallRequested",
    data: { experimentId: "e1", version: 1, reason: "Wrong batch", reviewerIds: ["peer", "qa"] },
  };

  it("the owner asks to recall an approved version (Withdrawing); only its reviewers decide", () => {
    given(approved)
      .when({ type: "RequestRecall", actor: acting("peer"), reason: "x" })
      .thenThrows("approval.ownerOnly");
    given(approved)
      .when({ type: "RequestRecall", actor: acting("owner"), reason: " " })
      .thenThrows("change.reasonRequired");
    given(approved)
      .when({ type: "RequestRecall", actor: acting("owner"), reason: "Wrong batch" })
      .then([requested]);
    given([created, added])
      .when({ type: "RequestRecall", actor: acting("owner"), reason: "x" })
      .thenThrows("approval.nothingToRecall");
    given([...approved, requested])
      .when({
        type: "DecideRecall",
        granted: true,
        comment: "",
        signer: signer("stranger"),
        now,
        approvalListed: true,
        actor: acting("stranger"),
      })
      .thenThrows("approval.notReviewer");
  });

  it("a granted recall makes the record editable (Withdrawal complete); a refused one puts it back", () => {
    const decided = (granted: boolean): ExperimentEvent => ({
      type: "ExperimentRecallDecided",
      data: {
        experimentId: "e1",
        version: 1,
        granted,
        status: granted ? "recalled" : "approved",
        comment: "",
        ...manifestation("qa"),
      } as never,
    });
    given([...approved, requested])
      .when({
        type: "DecideRecall",
        granted: true,
        comment: "",
        signer: signer("qa"),
        now,
        approvalListed: true,
        actor: acting("qa"),
      })
      .then([decided(true)]);
    expect(fold(experiment, [...approved, requested, decided(true)]).lifecycle.status).toBe("recalled");
    expect(fold(experiment, [...approved, requested, decided(false)]).lifecycle.status).toBe("approved");
  });

  it("a locked record changes in nothing until unlocked", () => {
    const locked: ExperimentEvent = { type: "ExperimentLockChanged", data: { experimentId: "e1", locked: true } };
    given([created, added]).when({ type: "ChangeLock", actor: owner, locked: true }).then([locked]);
    given([created, added, locked]).when({ type: "ChangeLock", actor: owner, locked: true }).then([]);
    given([created, added, locked]).when(saveValue("1")).thenThrows("experiment.locked");
    given([created, added, locked])
      .when({ type: "SubmitExperiment", actor: owner, ...submitWith(flow) })
      .thenThrows("experiment.locked");
  });
});

describe("module signatures (21 CFR 11.50, 11.70)", () => {
  const signed: ExperimentEvent = {
    type: "ModuleSigned",
    data: { experimentId: "e1", moduleId: "m1", ...manifestation("owner", "authorship") } as never,
  };
  const second: ExperimentEvent = {
    type: "ModuleAdded",
    data: { ...(added.data as object), moduleId: "m2", title: "Notes", afterModuleId: "m1" } as never,
  };

  it("a signature records meaning, printed name and time; signed content cannot change or be deleted", () => {
    given([created, added])
      .when({ type: "SignModule", actor: owner, moduleId: "m1", signer: signer("owner", "authorship"), now })
      .then([signed]);
    const state = fold(experiment, [created, added, signed]);
    expect(state.modules[0]).toMatchObject({
      isCheck: true,
      signatures: [{ printedName: "owner (printed)", meaning: "authorship" }],
    });
    given([created, added, signed])
      .when(saveValue("2", { reason: "x" }))
      .thenThrows("module.signed");
    given([created, added, signed])
      .when({ type: "DeleteModule", actor: owner, moduleId: "m1", reason: "x" })
      .thenThrows("module.reviewedCannotBeDeleted");
    given([created, added, signed])
      .when({ type: "SignModule", actor: owner, moduleId: "m1", signer: signer("owner", "authorship"), now })
      .thenThrows("signature.alreadySigned");
  });

  it("once a module is signed, changes elsewhere in the record need a reason", () => {
    given([created, added, second, signed])
      .when({ type: "RenameModule", actor: owner, moduleId: "m2", title: "Observations" })
      .thenThrows("change.reasonRequired");
  });

  it("changeNeedsReason (the console asks before saving) agrees with the decider", () => {
    const record = (events: ExperimentEvent[]) => {
      const state = fold(experiment, events);
      return { version: state.lifecycle.version, modules: state.modules };
    };
    expect(changeNeedsReason(record([created, added, second]), false)).toBe(false);
    given([created, added, second])
      .when({ type: "RenameModule", actor: owner, moduleId: "m2", title: "Observations" })
      .then([expect.objectContaining({ type: "ModuleRenamed" })] as never);
    expect(changeNeedsReason(record([created, added, second]), true)).toBe(true);
    expect(changeNeedsReason(record([created, added, second, signed]), false)).toBe(true);
    expect(changeNeedsReason(record([created, added, submitted]), false)).toBe(true);
  });

  it("removing a signature is itself signed and names the signature removed; the module can then change", () => {
    const removal = {
      type: "RemoveSignature",
      moduleId: "m1",
      signerId: "owner",
      signTime,
      remover: signer("owner", "responsibility"),
      now,
      actor: owner,
    } as const;
    const removed: ExperimentEvent = {
      type: "ModuleSignatureRemoved",
      data: {
        experimentId: "e1",
        moduleId: "m1",
        removedSignerId: "owner",
        removedSignTime: signTime,
        ...manifestation("owner", "responsibility"),
      } as never,
    };
    given([created, added, signed]).when(removal).then([removed]);
    given([created, added]).when(removal).thenThrows("signature.notFound");
    expect(fold(experiment, [created, added, signed, removed]).modules[0]!.isCheck).toBe(false);
  });
});

describe("reasons for changes (issue 6)", () => {
  it("a draft needs none, unless the trace-modification setting is open; a reason is at most 500 characters", () => {
    expect(() => experiment.decide(saveValue("1"), fold(experiment, [created, added]))).not.toThrow();
    given([created, added])
      .when(saveValue("1", { reasonRequired: true }))
      .thenThrows("change.reasonRequired");
    given([created, added])
      .when(saveValue("1", { reason: "x".repeat(501) }))
      .thenThrows("change.reasonTooLong");
  });
});

describe("contentEditable (the console's check, imported from here)", () => {
  it("says what the decider does: a draft can be edited; a submitted or locked record cannot", () => {
    const lifecycleAfter = (events: ExperimentEvent[]) => fold(experiment, events).lifecycle;
    expect(contentEditable(lifecycleAfter([created, added]))).toBe(true);
    given([created, added])
      .when(saveValue("91 %"))
      .then([expect.objectContaining({ type: "ModuleSaved" })] as never);
    expect(contentEditable(lifecycleAfter([created, added, submitted]))).toBe(false);
    const locked: ExperimentEvent = { type: "ExperimentLockChanged", data: { experimentId: "e1", locked: true } };
    expect(contentEditable(lifecycleAfter([created, added, locked]))).toBe(false);
    given([created, added, locked]).when(saveValue("91 %")).thenThrows("experiment.locked");
  });
  it("allows exactly the draft, rejected and recalled statuses, unlocked", () => {
    const statuses = ["draft", "submitted", "approved", "rejected", "recalling", "recalled"];
    expect(statuses.filter((status) => contentEditable({ status, locked: false }))).toEqual(["draft", "rejected", "recalled"]);
    expect(statuses.filter((status) => contentEditable({ status, locked: true }))).toEqual([]);
  });
});
