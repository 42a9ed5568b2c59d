import { formatTime, wordsIn } from "@labledger/domain";
import type { CurrentEvent } from "@labledger/events";
import { describe, expect, it } from "vitest";
import { approvalHistory } from "./approval-history";

let minute = 0;
const event = (type: string, data: Record<string, unknown>, name = "Chen Jing") =>
  ({
    type,
    data,
    metadata: { time: `2026-11-23T10:${String(minute++).padStart(2, "0")}:00.000Z`, actor: { userId: "u1", name } },
  }) as unknown as CurrentEvent;
const signed = (printedName: string, meaning: string, comment: string) => ({
  signerId: "u2",
  printedName,
  meaning,
  comment,
  signTime: "2026-11-23T11:00:00.000Z",
});
const NODES = [
  { name: "Peer review", reviewerIds: ["u2"] },
  { name: "QA approval", reviewerIds: ["u3"] },
];

describe("a record's approval history, read from its events", () => {
  const history = approvalHistory(
    [
      event("ExperimentSubmitted", { version: 1, flowName: "Two-step", nodes: NODES }),
      event("ExperimentReviewApproved", { version: 1, node: 0, nextReviewerIds: ["u3"], ...signed("Li Lei", "approval", "") }),
      event("ExperimentRejected", { version: 1, node: 1, ...signed("Wang Fang", "rejection", "Add the lot number") }),
      event("ExperimentSubmitted", { version: 2, flowName: "Two-step", nodes: NODES }),
      event("ExperimentReviewApproved", { version: 2, node: 0, nextReviewerIds: ["u3"], ...signed("Li Lei", "approval", "ok") }),
      event("ExperimentRecallRequested", { version: 2, reason: "Wrong batch", reviewerIds: ["u3"] }),
      event("ExperimentRecallDecided", { version: 2, granted: false, status: "submitted", ...signed("Wang Fang", "review", "") }),
    ],
    wordsIn("en"),
    "en",
  );

  it("gives each submitted version its flow, and each step's decision with the signature's printed name, meaning, comment and time", () => {
    expect(history.map((s) => s.heading)).toEqual([
      `Version 1 submitted by Chen Jing on ${formatTime("2026-11-23T10:00:00.000Z")} (flow: Two-step)`,
      `Version 2 submitted by Chen Jing on ${formatTime("2026-11-23T10:03:00.000Z")} (flow: Two-step)`,
    ]);
    const time = formatTime("2026-11-23T11:00:00.000Z");
    expect(history[0]!.decisions).toEqual([
      { step: "Peer review", reviewer: "Li Lei", decision: "Approved", meaning: "Approval", comment: "", time },
      {
        step: "QA approval",
        reviewer: "Wang Fang",
        decision: "Rejected",
        meaning: "Rejection",
        comment: "Add the lot number",
        time,
      },
    ]);
    expect(history[0]!.notes).toEqual([]);
  });

  it("says a recall asked for and refused, and the step still awaited", () => {
    expect(history[1]!.decisions.map((d) => [d.step, d.decision, d.meaning])).toEqual([
      ["Peer review", "Approved", "Approval"],
      ["Recall", "Recall refused", "Review"],
    ]);
    expect(history[1]!.notes).toEqual([
      `Recall of version 2 requested by Chen Jing on ${formatTime("2026-11-23T10:05:00.000Z")}: Wrong batch`,
      "Awaiting the decision of step “QA approval”.",
    ]);
  });
});
