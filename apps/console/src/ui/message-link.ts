import type { Message } from "@labledger/contracts";

/** Where a message leads: the queue that waits for the reader, the record, or the record list. */
export function messageLink(message: Pick<Message, "kind" | "experimentId">): string {
  switch (message.kind) {
    case "approvalRequested":
      return "/team/record";
    case "recallRequested":
      return "/team/recall";
    case "pendingReview":
      return "/team/record";
    case "delayedSubmission":
      return "/record/overdue";
    case "exportRequested":
      return "/team/export";
    case "exportRejected":
    case "exportReady":
    case "exportFailed":
      return "/FileDownload";
    case "materialsExpiring":
      return "/resource/detailMaterial?expiry=aboutToExpire";
    default:
      return message.experimentId ? `/previewRecord/${message.experimentId}` : "/record";
  }
}
