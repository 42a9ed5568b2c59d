import { describe, expect, it } from "vitest";
import { messageLink } from "./message-link";

describe("where a message leads", () => {
  it("a request to the queue that waits for the reader; a decision to the record; a reminder to its list", () => {
    expect(messageLink({ kind: "approvalRequested", experimentId: "e1" })).toBe("/team/record");
    expect(messageLink({ kind: "recallRequested", experimentId: "e1" })).toBe("/team/recall");
    expect(messageLink({ kind: "approvalDecided", experimentId: "e1" })).toBe("/previewRecord/e1");
    expect(messageLink({ kind: "delayedSubmission", experimentId: null })).toBe("/record/overdue");
    expect(messageLink({ kind: "exportRequested", experimentId: null })).toBe("/team/export");
    expect(messageLink({ kind: "exportReady", experimentId: null })).toBe("/FileDownload");
    expect(messageLink({ kind: "materialsExpiring", experimentId: null })).toBe("/resource/detailMaterial?expiry=aboutToExpire");
  });

  it("a mention to the record, opened at the comment", () => {
    expect(messageLink({ kind: "commentMentioned", experimentId: "e1", commentId: "c1" })).toBe("/previewRecord/e1?comment=c1");
  });
});
