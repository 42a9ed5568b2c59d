import { describe, expect, it } from "vitest";
import { specification } from "../decider/given-when-then";
import { type ApprovalFlow, approvalFlows, resolveReviewers } from "./approval-flows";

const { given } = specification(approvalFlows);
const flow: ApprovalFlow = {
  flowId: "f1",
  name: "QA review",
  nodes: [
    { name: "Peer review", reviewers: [{ kind: "projectManager" }, { kind: "members", memberIds: ["m9"] }] },
    { name: "QA approval", reviewers: [{ kind: "roles", roleIds: ["qa"] }] },
  ],
};
const defined = { type: "ApprovalFlowDefined" as const, data: flow };
const defaulted = { type: "DefaultApprovalFlowSet" as const, data: { flowId: "f1" } };

describe("approval flows (spec /team/process)", () => {
  it("defines a flow; the first one becomes the default", () => {
    given([]).when({ type: "DefineFlow", flow }).then([defined, defaulted]);
    const second = { ...flow, flowId: "f2", name: "Fast track" };
    given([defined, defaulted])
      .when({ type: "DefineFlow", flow: second })
      .then([{ type: "ApprovalFlowDefined", data: second }]);
  });

  it("changes only a flow that exists (checked on the stream the change is appended to)", () => {
    given([]).when({ type: "DefineFlow", flow, mustExist: true }).thenThrows("flow.notFound");
    const renamed = { ...flow, name: "QA review (2)" };
    given([defined, defaulted])
      .when({ type: "DefineFlow", flow: renamed, mustExist: true })
      .then([{ type: "ApprovalFlowDefined", data: renamed }]);
  });

  it("keeps flow names unique and node names required and unique", () => {
    given([defined, defaulted])
      .when({ type: "DefineFlow", flow: { ...flow, flowId: "f2", name: " qa REVIEW " } })
      .thenThrows("flow.nameTaken");
    given([])
      .when({ type: "DefineFlow", flow: { ...flow, nodes: [flow.nodes[0]!, { ...flow.nodes[1]!, name: "peer review" }] } })
      .thenThrows("flow.nodeNameTaken");
    given([])
      .when({ type: "DefineFlow", flow: { ...flow, nodes: [{ ...flow.nodes[0]!, name: "  " }] } })
      .thenThrows("flow.nodeNameRequired");
  });

  it("records nothing when a flow is saved unchanged; the default cannot be deleted", () => {
    given([defined, defaulted]).when({ type: "DefineFlow", flow }).then([]);
    given([defined, defaulted]).when({ type: "DeleteFlow", flowId: "f1" }).thenThrows("flow.isDefault");
    given([defined, defaulted]).when({ type: "DeleteFlow", flowId: "nope" }).thenThrows("flow.notFound");
    given([defined, defaulted]).when({ type: "SetDefaultFlow", flowId: "f1" }).then([]);
  });
});

describe("resolving a flow's reviewers for one submission (spec §9 reviewer kinds)", () => {
  const context = {
    projectManagerIds: ["pm", "m9"],
    departmentManagerIds: ["head"],
    directSuperiorIds: ["sup"],
    memberIdsOfRole: (roleId: string) => (roleId === "qa" ? ["qa1", "gone", "qa2"] : []),
    isActive: (id: string) => id !== "gone",
  };

  it("names each node's reviewers once, in rule order, without deactivated members", () => {
    expect(resolveReviewers(flow, context)).toEqual([
      { name: "Peer review", reviewerIds: ["pm", "m9"] },
      { name: "QA approval", reviewerIds: ["qa1", "qa2"] },
    ]);
  });

  it("reads department managers and direct superiors from the context", () => {
    const line: ApprovalFlow = {
      ...flow,
      nodes: [{ name: "Line", reviewers: [{ kind: "departmentManager" }, { kind: "directSuperior" }] }],
    };
    expect(resolveReviewers(line, context)).toEqual([{ name: "Line", reviewerIds: ["head", "sup"] }]);
  });
});
