import type { EventData } from "@labledger/events";
import type { Decider } from "../decider/decider";
import { DomainError } from "../decider/domain-error";

export const approvalFlowsStream = (organisationId: string) => `flows-${organisationId}`;

export type ApprovalFlow = EventData<"ApprovalFlowDefined">;
export type ReviewerRule = ApprovalFlow["nodes"][number]["reviewers"][number];

type FlowEvent =
  | { type: "ApprovalFlowDefined"; data: ApprovalFlow }
  | { type: "ApprovalFlowDeleted"; data: EventData<"ApprovalFlowDeleted"> }
  | { type: "DefaultApprovalFlowSet"; data: EventData<"DefaultApprovalFlowSet"> };

export interface ApprovalFlowsState {
  readonly flows: ReadonlyMap<string, ApprovalFlow>;
  readonly defaultFlowId: string | null;
}

export type ApprovalFlowCommand =
  /** `mustExist`: a change of a flow, not a new one. */
  | { type: "DefineFlow"; flow: ApprovalFlow; mustExist?: boolean }
  | { type: "DeleteFlow"; flowId: string }
  | { type: "SetDefaultFlow"; flowId: string };

const key = (name: string) => name.trim().toLowerCase();

/** Approval flows of the organisation (spec /team/process): one stream, so names stay unique. */
export const approvalFlows: Decider<ApprovalFlowCommand, ApprovalFlowsState, FlowEvent> = {
  initialState: () => ({ flows: new Map(), defaultFlowId: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case "ApprovalFlowDefined":
        return { ...state, flows: new Map(state.flows).set(event.data.flowId, event.data) };
      case "ApprovalFlowDeleted": {
        const flows = new Map(state.flows);
        flows.delete(event.data.flowId);
        return { ...state, flows };
      }
      case "DefaultApprovalFlowSet":
        return { ...state, defaultFlowId: event.data.flowId };
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case "DefineFlow": {
        const { flow } = command;
        if (command.mustExist && !state.flows.has(flow.flowId)) throw new DomainError("flow.notFound", "not-found");
        const name = flow.name.trim();
        if ([...state.flows.values()].some((f) => f.flowId !== flow.flowId && key(f.name) === key(name)))
          throw new DomainError("flow.nameTaken", "conflict", { name });
        // Spec §5: review node names are required and unique.
        const nodeNames = flow.nodes.map((n) => n.name.trim());
        if (flow.nodes.length === 0 || nodeNames.some((n) => n.length === 0))
          throw new DomainError("flow.nodeNameRequired", "invalid");
        const duplicate = nodeNames.find((n, i) => nodeNames.findIndex((m) => key(m) === key(n)) !== i);
        if (duplicate) throw new DomainError("flow.nodeNameTaken", "invalid", { name: duplicate });
        const next: ApprovalFlow = { ...flow, name, nodes: flow.nodes.map((n, i) => ({ ...n, name: nodeNames[i]! })) };
        const before = state.flows.get(flow.flowId);
        if (before && JSON.stringify(before) === JSON.stringify(next)) return [];
        const events: FlowEvent[] = [{ type: "ApprovalFlowDefined", data: next }];
        // The first flow becomes the default, so records can be submitted as soon as one exists.
        if (state.defaultFlowId === null) events.push({ type: "DefaultApprovalFlowSet", data: { flowId: flow.flowId } });
        return events;
      }
      case "DeleteFlow":
        if (!state.flows.has(command.flowId)) throw new DomainError("flow.notFound", "not-found");
        if (state.defaultFlowId === command.flowId) throw new DomainError("flow.isDefault", "conflict");
        return [{ type: "ApprovalFlowDeleted", data: { flowId: command.flowId } }];
      case "SetDefaultFlow":
        if (!state.flows.has(command.flowId)) throw new DomainError("flow.notFound", "not-found");
        return state.defaultFlowId === command.flowId
          ? []
          : [{ type: "DefaultApprovalFlowSet", data: { flowId: command.flowId } }];
    }
  },
};

/** Who fills each reviewer kind for one submission; the shell reads them from the organisation and project. */
export interface ReviewerContext {
  readonly projectManagerIds: readonly string[];
  /** Headers of the record's department. */
  readonly departmentManagerIds: readonly string[];
  /** Headers of the operator's own department (of its parent, when the operator heads it). */
  readonly directSuperiorIds: readonly string[];
  readonly memberIdsOfRole: (roleId: string) => readonly string[];
  /** Deactivated members review nothing. */
  readonly isActive: (memberId: string) => boolean;
}

/** A flow's nodes with the members who review each, in the order the rules list them, once each. */
export function resolveReviewers(flow: ApprovalFlow, context: ReviewerContext): { name: string; reviewerIds: string[] }[] {
  const of = (rule: ReviewerRule): readonly string[] => {
    switch (rule.kind) {
      case "projectManager":
        return context.projectManagerIds;
      case "departmentManager":
        return context.departmentManagerIds;
      case "directSuperior":
        return context.directSuperiorIds;
      case "members":
        return rule.memberIds;
      case "roles":
        return rule.roleIds.flatMap(context.memberIdsOfRole);
    }
  };
  return flow.nodes.map((node) => ({
    name: node.name,
    reviewerIds: [...new Set(node.reviewers.flatMap(of))].filter(context.isActive),
  }));
}
