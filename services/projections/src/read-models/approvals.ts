import type { CurrentEvent } from "@labledger/events";
import type { DocumentWrite } from "@labledger/ports";
import { defineProjection } from "../projection";
import { publishRequestWrites } from "./publish-requests";

/**
 * Approval queues (spec §4): one entry per submitted version (queue "record") and per recall
 * request (queue "recall") and per share request (queue "share", its id the share's), with the
 * reviewers it waits for now, who decided and how. A
 * reviewer's pending list is `state: "pending", reviewerIds: me`; their done list is
 * `decidedBy: me`. A template's publish request is queue "publish" (publish-requests.ts).
 */
export const approvalsProjection = defineProjection({
  name: "approvals",
  collections: ["approvals"],
  handles: [
    "ExperimentSubmitted",
    "ExperimentReviewApproved",
    "ExperimentApproved",
    "ExperimentRejected",
    "ExperimentRecallRequested",
    "ExperimentRecallDecided",
    "ExperimentShareRequested",
    "ExperimentShareDecided",
    "ExperimentShareRevoked",
    "TemplatePublishRequested",
    "TemplatePublishDecided",
  ],
  project: (event) => {
    if (event.type === "TemplatePublishRequested" || event.type === "TemplatePublishDecided") return publishRequestWrites(event);
    const at = event.metadata.time;
    if (
      event.type === "ExperimentShareRequested" ||
      event.type === "ExperimentShareDecided" ||
      event.type === "ExperimentShareRevoked"
    )
      return shareQueue(event);
    const { experimentId, version } = event.data;
    const recordId = `${experimentId}:v${version}`;
    const recallId = `${recordId}:recall`;
    const actor = event.metadata.actor;
    switch (event.type) {
      case "ExperimentSubmitted":
        return [
          {
            op: "upsert",
            collection: "approvals",
            doc: {
              id: recordId,
              queue: "record",
              experimentId,
              version,
              applicantId: actor.userId,
              applicantName: actor.name,
              createdAt: at,
              updatedAt: at,
              flowName: event.data.flowName,
              nodes: event.data.nodes.map((n) => n.name),
              node: 0,
              reviewerIds: event.data.nodes[0]!.reviewerIds,
              state: "pending",
              decidedBy: [],
              decisions: [],
            },
          },
        ];
      case "ExperimentReviewApproved":
      case "ExperimentRejected": {
        const { signerId, printedName, meaning, signTime, comment, node } = event.data;
        const approved = event.type === "ExperimentReviewApproved";
        return [
          {
            op: "patch",
            collection: "approvals",
            id: recordId,
            set: {
              updatedAt: at,
              ...(approved
                ? { node: node + 1, reviewerIds: event.data.nextReviewerIds }
                : { state: "rejected", reviewerIds: [] }),
            },
            push: { decidedBy: signerId, decisions: { node, approved, signerId, printedName, meaning, signTime, comment } },
          },
        ];
      }
      case "ExperimentApproved":
        return [
          { op: "patch", collection: "approvals", id: recordId, set: { state: "approved", reviewerIds: [], updatedAt: at } },
        ];
      case "ExperimentRecallRequested":
        return [
          {
            op: "upsert",
            collection: "approvals",
            doc: {
              id: recallId,
              queue: "recall",
              experimentId,
              version,
              applicantId: actor.userId,
              applicantName: actor.name,
              createdAt: at,
              updatedAt: at,
              reason: event.data.reason,
              reviewerIds: event.data.reviewerIds,
              state: "pending",
              decidedBy: [],
              decisions: [],
            },
          },
        ];
      case "ExperimentRecallDecided": {
        const { signerId, printedName, meaning, signTime, comment, granted } = event.data;
        return [
          {
            op: "patch",
            collection: "approvals",
            id: recallId,
            set: { state: granted ? "approved" : "rejected", reviewerIds: [], updatedAt: at },
            push: { decidedBy: signerId, decisions: { approved: granted, signerId, printedName, meaning, signTime, comment } },
          },
        ];
      }
    }
  },
});

type ShareEvent = Extract<
  CurrentEvent,
  { type: "ExperimentShareRequested" | "ExperimentShareDecided" | "ExperimentShareRevoked" }
>;

/** The share queue: asked for (the receivers and right, the reason), decided with a signature, revoked later. */
function shareQueue(event: ShareEvent): DocumentWrite[] {
  const at = event.metadata.time;
  const { experimentId, shareId, memberIds, departmentIds, attribute } = event.data;
  switch (event.type) {
    case "ExperimentShareRequested":
      return [
        {
          op: "upsert",
          collection: "approvals",
          doc: {
            id: shareId,
            queue: "share",
            experimentId,
            shareId,
            memberIds,
            departmentIds,
            attribute,
            applicantId: event.metadata.actor.userId,
            applicantName: event.metadata.actor.name,
            createdAt: at,
            updatedAt: at,
            reason: event.data.reason,
            reviewerIds: event.data.reviewerIds,
            state: "pending",
            revoked: false,
            decidedBy: [],
            decisions: [],
          },
        },
      ];
    case "ExperimentShareDecided": {
      const { signerId, printedName, meaning, signTime, comment, granted } = event.data;
      return [
        {
          op: "patch",
          collection: "approvals",
          id: shareId,
          set: { state: granted ? "approved" : "rejected", reviewerIds: [], updatedAt: at },
          push: { decidedBy: signerId, decisions: { approved: granted, signerId, printedName, meaning, signTime, comment } },
        },
      ];
    }
    case "ExperimentShareRevoked":
      return [{ op: "patch", collection: "approvals", id: shareId, set: { revoked: true, revokedAt: at, updatedAt: at } }];
  }
}
