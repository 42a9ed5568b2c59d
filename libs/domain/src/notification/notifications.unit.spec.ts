import type { CurrentEvent } from "@labledger/events";
import { describe, expect, it } from "vitest";
import { notificationsFor } from "./notifications";

const record = { experimentId: "e1", number: "N1", title: "Assay", ownerId: "owner" };
const on = { approvalRequested: true, approvalDecided: true, shared: true };
const event = (type: string, data: object) =>
  ({ type, data: { experimentId: "e1", version: 2, ...data } }) as unknown as CurrentEvent;

describe("who hears of an approval step (issue 7)", () => {
  it("a submission tells the first node's reviewers, once each", () => {
    const submitted = event("ExperimentSubmitted", {
      nodes: [
        { name: "Peer", reviewerIds: ["li", "li", "wang"] },
        { name: "QA", reviewerIds: ["qa"] },
      ],
    });
    expect(notificationsFor(submitted, record, on)).toEqual([
      { recipientId: "li", kind: "approvalRequested", version: 2, detail: null },
      { recipientId: "wang", kind: "approvalRequested", version: 2, detail: null },
    ]);
  });

  it("an approved node tells the next node's reviewers; the last approval tells the owner", () => {
    expect(notificationsFor(event("ExperimentReviewApproved", { nextReviewerIds: ["qa"] }), record, on)).toEqual([
      { recipientId: "qa", kind: "approvalRequested", version: 2, detail: null },
    ]);
    expect(notificationsFor(event("ExperimentReviewApproved", { nextReviewerIds: [] }), record, on)).toEqual([]);
    expect(notificationsFor(event("ExperimentApproved", {}), record, on)).toEqual([
      { recipientId: "owner", kind: "approvalDecided", version: 2, detail: "approved" },
    ]);
    expect(notificationsFor(event("ExperimentRejected", {}), record, on)[0]).toMatchObject({ detail: "rejected" });
  });

  it("recalls: reviewers hear of the request, the owner of the decision", () => {
    expect(notificationsFor(event("ExperimentRecallRequested", { reviewerIds: ["li"] }), record, on)).toEqual([
      { recipientId: "li", kind: "recallRequested", version: 2, detail: null },
    ]);
    expect(notificationsFor(event("ExperimentRecallDecided", { granted: false }), record, on)).toEqual([
      { recipientId: "owner", kind: "recallDecided", version: 2, detail: "refused" },
    ]);
  });

  it("sends nothing of a kind the organisation switched off", () => {
    const off = { approvalRequested: false, approvalDecided: false, shared: false };
    expect(notificationsFor(event("ExperimentApproved", {}), record, off)).toEqual([]);
    expect(notificationsFor(event("ExperimentRecallRequested", { reviewerIds: ["li"] }), record, off)).toEqual([]);
  });

  it("shares (issue 18): reviewers hear of the request, the owner of the decision, the receivers that the record is theirs to open", () => {
    expect(notificationsFor(event("ExperimentShareRequested", { reviewerIds: ["qa"] }), record, on)).toEqual([
      { recipientId: "qa", kind: "shareRequested", version: null, detail: null },
    ]);
    const granted = event("ExperimentShareDecided", { granted: true, attribute: 1, memberIds: ["li"], departmentIds: ["d1"] });
    // "wang" is in department d1 (read by the caller); the owner, in it too, hears only of the decision.
    expect(notificationsFor(granted, record, on, ["wang", "owner", "li"])).toEqual([
      { recipientId: "owner", kind: "shareDecided", version: null, detail: "granted" },
      { recipientId: "li", kind: "recordShared", version: null, detail: "readWrite" },
      { recipientId: "wang", kind: "recordShared", version: null, detail: "readWrite" },
    ]);
    const refused = event("ExperimentShareDecided", { granted: false, attribute: 0, memberIds: ["li"], departmentIds: [] });
    expect(notificationsFor(refused, record, on)).toEqual([
      { recipientId: "owner", kind: "shareDecided", version: null, detail: "refused" },
    ]);
    expect(notificationsFor(granted, record, { ...on, shared: false }, ["wang"]).map((n) => n.kind)).toEqual(["shareDecided"]);
  });
});
