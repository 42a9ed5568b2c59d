import { describe, expect, it } from "vitest";
import { myDecision, nodeName, signInTurn } from "./queue";

describe("approval queues", () => {
  it("names the flow node a row waits at", () => {
    expect(nodeName({ nodes: ["Peer review", "QA"], node: 1 })).toBe("QA (2/2)");
    expect(nodeName({ nodes: ["Peer review", "QA"], node: 2 })).toBe("QA (2/2)");
    expect(nodeName({})).toBe("—");
  });

  it("finds the member's own latest decision", () => {
    const d = (signerId: string, approved: boolean) => ({
      signerId,
      approved,
      printedName: "",
      meaning: "approval" as const,
      signTime: "",
    });
    expect(myDecision({ decisions: [d("a", true), d("b", false), d("a", false)] }, "a")?.approved).toBe(false);
    expect(myDecision({ decisions: [d("b", true)] }, "a")).toBeUndefined();
  });

  it("signs in turn: a failure is reported and the next one goes on", async () => {
    const signed: number[] = [];
    const outcome = await signInTurn([1, 2, 3], async (n) => {
      if (n === 2) throw new Error("connection lost");
      signed.push(n);
    });
    expect(signed).toEqual([1, 3]);
    expect(outcome.done).toEqual([1, 3]);
    expect(outcome.failed.map((f) => [f.row, f.message])).toEqual([[2, "connection lost"]]);
  });
});
