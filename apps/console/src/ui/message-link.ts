import type { Message } from "@labledger/contracts";

/** Where a message leads: the queue that waits for the reader, the record, or the record list. */
export function messageLink(message: Pick<Message, "kind" | "experimentId" | "commentId">): string {
  switch (message.kind) {
    case "commentMentioned":
      // The record opens at the comment: its thread (the record's or the module's) shown, the comment in view.
      return message.experimentId && message.commentId
        ? `/previewRecord/${message.experimentId}?comment=${encodeURIComponent(message.commentId)}`
        : "/record";
    case "approvalRequested":
      return "/team/record";
    case "recallRequested":
      return "/team/recall";
    case "shareRequested":
      return "/team/approvingRecord";
    case "shareDecided":
      return "/resource/allApply";
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
