import { call, getRows } from "../../../transport/api-client";

export type Queue = "record" | "recall";
export type QueueState = "pending" | "approved";

export interface Decision {
  readonly node?: number;
  readonly approved: boolean;
  readonly signerId: string;
  readonly printedName: string;
  readonly meaning: string;
  readonly signTime: string;
  readonly comment?: string;
}

/** A row of GET /api/approvals (the approval queues read model). */
export interface ApprovalRow {
  readonly id: string;
  readonly queue: Queue;
  readonly experimentId: string;
  readonly version: number;
  readonly number: string | null;
  readonly title: string | null;
  readonly applicantName: string;
  readonly createdAt: string;
  readonly flowName?: string;
  readonly nodes?: readonly string[];
  readonly node?: number;
  readonly reason?: string;
  readonly state: "pending" | "approved" | "rejected";
  readonly decisions: readonly Decision[];
}

export type ReviewerRule =
  | { kind: "projectManager" }
  | { kind: "departmentManager" }
  | { kind: "directSuperior" }
  | { kind: "members"; memberIds: string[] }
  | { kind: "roles"; roleIds: string[] };

export interface FlowNode {
  readonly name: string;
  readonly reviewers: readonly ReviewerRule[];
}

export interface Flow {
  readonly flowId: string;
  readonly name: string;
  readonly nodes: readonly FlowNode[];
  readonly isDefault: boolean;
}

let lastPosition = 0;
const noted = (response: unknown) => {
  const position = (response as { position?: unknown } | undefined)?.position;
  if (typeof position === "number" && position > lastPosition) lastPosition = position;
  return response;
};

export const listApprovals = (queue: Queue, state: QueueState) =>
  getRows<ApprovalRow>(`/approvals?queue=${queue}&state=${state}&pageSize=200&position=${lastPosition}`);

/** Quiet: the signature dialog (or the batch summary) shows the refusal. */
export const approve = async (id: string, body: { password: string; comment: string; meaning: string }) =>
  noted((await call("POST", `/approvals/${encodeURIComponent(id)}/approve`, { body, quiet: true })).response);

export const reject = async (id: string, body: { password: string; comment: string; meaning: string }) =>
  noted((await call("POST", `/approvals/${encodeURIComponent(id)}/reject`, { body, quiet: true })).response);

export const listFlows = () => getRows<Flow>("/flows");
export const createFlow = async (body: { name: string; nodes: FlowNode[] }) =>
  noted((await call("POST", "/flows", { body })).response);
export const updateFlow = async (id: string, body: { name: string; nodes: FlowNode[] }) =>
  noted((await call("PUT", `/flows/${id}`, { body })).response);
export const deleteFlow = async (id: string) => noted((await call("DELETE", `/flows/${id}`)).response);
export const setDefaultFlow = async (id: string) => noted((await call("POST", `/flows/${id}/default`)).response);

export const listMembers = () =>
  getRows<{ id: string; realName: string; account: string }>("/members?pageSize=200", { quiet: true });
export const listRoles = () => getRows<{ id: string; name: string }>("/roles?pageSize=200", { quiet: true });
