import type {
  Approval,
  ApprovalDecisionBody,
  ApprovalListQuery,
  Flow,
  FlowBody,
  FlowNode,
  ShareApproval,
} from "@labledger/contracts";
import { call, getRows } from "../../../transport/api-client";

export type Queue = Approval["queue"];
export type QueueState = NonNullable<ApprovalListQuery["state"]>;
export type Decision = Approval["decisions"][number];
/** A row of GET /api/approvals (the approval queues read model). */
export type ApprovalRow = Approval;
export type ReviewerRule = FlowNode["reviewers"][number];
export type { Flow, FlowNode };

let lastPosition = 0;
const noted = (response: unknown) => {
  const position = (response as { position?: unknown } | undefined)?.position;
  if (typeof position === "number" && position > lastPosition) lastPosition = position;
  return response;
};

export const listApprovals = (queue: Queue, state: QueueState) =>
  getRows<ApprovalRow>(`/approvals?queue=${queue}&state=${state}&pageSize=200&position=${lastPosition}`);

/** Quiet: the signature dialog (or the batch summary) shows the refusal. */
export const approve = async (id: string, body: ApprovalDecisionBody) =>
  noted((await call("POST", `/approvals/${encodeURIComponent(id)}/approve`, { body, quiet: true })).response);

export const reject = async (id: string, body: ApprovalDecisionBody) =>
  noted((await call("POST", `/approvals/${encodeURIComponent(id)}/reject`, { body, quiet: true })).response);

export const listFlows = () => getRows<Flow>("/flows");
export const createFlow = async (body: FlowBody) => noted((await call("POST", "/flows", { body })).response);
export const updateFlow = async (id: string, body: FlowBody) => noted((await call("PUT", `/flows/${id}`, { body })).response);
export const deleteFlow = async (id: string) => noted((await call("DELETE", `/flows/${id}`)).response);
export const setDefaultFlow = async (id: string) => noted((await call("POST", `/flows/${id}/default`)).response);

export const listMembers = () =>
  getRows<{ id: string; realName: string; account: string }>("/members?pageSize=200", { quiet: true });
export const listRoles = () => getRows<{ id: string; name: string }>("/roles?pageSize=200", { quiet: true });

/** The share queue (spec §4 share): its own routes, its rows name the receivers and the right asked for. */
export type ShareApprovalRow = ShareApproval;
export const listShareApprovals = (state: QueueState) =>
  getRows<ShareApprovalRow>(`/share-approvals?state=${state}&pageSize=200&position=${lastPosition}`);
export const approveShare = async (id: string, body: ApprovalDecisionBody) =>
  noted((await call("POST", `/share-approvals/${encodeURIComponent(id)}/approve`, { body, quiet: true })).response);
export const rejectShare = async (id: string, body: ApprovalDecisionBody) =>
  noted((await call("POST", `/share-approvals/${encodeURIComponent(id)}/reject`, { body, quiet: true })).response);
