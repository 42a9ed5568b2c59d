import type { CurrentEvent } from "@labledger/events";
import type { DocumentWrite } from "@labledger/ports";

type PublishEvent = Extract<CurrentEvent, { type: "TemplatePublishRequested" | "TemplatePublishDecided" }>;

/**
 * A template's publish request in the approval queues (spec §4, /team/publish and
 * /team/approvedPublish): queue "publish", one entry per request, pending for its reviewers
 * (the bell's approvingTempShareCount), then granted ("approved") or refused ("rejected") with the signature.
 */
export function publishRequestWrites(event: PublishEvent): DocumentWrite[] {
  const at = event.metadata.time;
  if (event.type === "TemplatePublishRequested") {
    const { templateId, requestId, version, name, scope, departmentId, reviewerIds } = event.data;
    return [
      {
        op: "upsert",
        collection: "approvals",
        doc: {
          id: requestId,
          queue: "publish",
          templateId,
          templateName: name,
          version,
          scope,
          departmentId,
          applicantId: event.metadata.actor.userId,
          applicantName: event.metadata.actor.name,
          createdAt: at,
          updatedAt: at,
          reviewerIds,
          state: "pending",
          decidedBy: [],
          decisions: [],
        },
      },
    ];
  }
  const { requestId, granted, signerId, printedName, meaning, signTime, comment } = event.data;
  return [
    {
      op: "patch",
      collection: "approvals",
      id: requestId,
      set: { state: granted ? "approved" : "rejected", reviewerIds: [], updatedAt: at },
      push: { decidedBy: signerId, decisions: { approved: granted, signerId, printedName, meaning, signTime, comment } },
    },
  ];
}
