import { describe, expect, it } from "vitest";
import { emptyNode, flowProblems, toDraft, toNode } from "./flow-form";

describe("approval flow form", () => {
  it("turns a node into reviewer rules and back", () => {
    const node = {
      name: " QA ",
      kinds: ["projectManager" as const],
      memberIds: ["m1"],
      roleIds: ["r1"],
    };
    const flowNode = toNode(node);
    expect(flowNode).toEqual({
      name: "QA",
      reviewers: [{ kind: "projectManager" }, { kind: "members", memberIds: ["m1"] }, { kind: "roles", roleIds: ["r1"] }],
    });
    expect(toDraft(flowNode)).toEqual({ ...node, name: "QA" });
  });

  it("requires a flow name, node names unique regardless of case, and a reviewer per node", () => {
    const a = { ...emptyNode(), name: "Peer review", kinds: ["directSuperior" as const] };
    expect(flowProblems("Flow", [a]).any).toBe(false);
    const problems = flowProblems("", [a, { ...a, name: "peer REVIEW" }, { ...emptyNode(), name: "QA" }, emptyNode()]);
    expect(problems.name).toBe("form.nameRequired");
    expect(problems.nodes).toEqual([undefined, "form.nodeNameTaken", "form.reviewerRequired", "form.nodeNameRequired"]);
    expect(flowProblems("Flow", []).any).toBe(true);
  });
});
