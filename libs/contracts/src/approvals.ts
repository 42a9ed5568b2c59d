import { ReviewerRule, SIGNATURE_MEANINGS, TEXT_LIMITS } from "@labledger/events";
import { z } from "zod";
import { UnlockBody } from "./auth";
import type { RouteDefinition } from "./shared/route";
import { Id, ListQuery, Page, Password, Position, Reason } from "./shared/schemas";

export const SignatureMeaning = z.enum(SIGNATURE_MEANINGS).describe("21 CFR 11.50: what the signature means");
export const SignerPassword = Password.describe("The signer's password, asked again at every signing (11.200)");
export const FlowBody = z.object({
  name: z.string().trim().min(1).max(TEXT_LIMITS.flowName),
  nodes: z
    .array(
      z.object({ name: z.string().trim().min(1).max(TEXT_LIMITS.flowNodeName), reviewers: z.array(ReviewerRule).min(1).max(10) }),
    )
    .min(1)
    .max(20),
});
export const SubmitBody = z.object({
  flowId: Id.optional().describe("The approval flow; absent: the organisation's default flow"),
});
export const RecallBody = z.object({ reason: Reason });
export const SignModuleBody = z.object({ password: SignerPassword, meaning: SignatureMeaning });
export const RemoveSignatureBody = z.object({
  password: SignerPassword,
  signerId: Id.describe("Whose signature is removed"),
  signTime: z.iso.datetime().describe("When it was signed (the signature's signTime)"),
  meaning: SignatureMeaning.optional().describe("What removing it means for the remover (responsibility)"),
});
export const ApprovalDecisionBody = z.object({
  password: SignerPassword,
  comment: z.string().trim().max(TEXT_LIMITS.comment).default("").describe("Required when rejecting"),
  meaning: SignatureMeaning.optional().describe(
    "Fitted to the act: approving or granting a recall means approval (default) or review; rejecting or refusing means rejection (default) or review",
  ),
});
export const ApprovalListQuery = ListQuery.extend({
  queue: z.enum(["record", "recall"]).default("record"),
  state: z.enum(["pending", "approved"]).default("pending").describe("pending: waiting for me; approved: decided by me"),
});
export const Flow = z.object({ flowId: Id, name: z.string(), nodes: FlowBody.shape.nodes, isDefault: z.boolean() });
/** One review of a node (or of a recall): a signature with its manifestation (11.50) and verdict. */
export const Decision = z.object({
  node: z.number().optional().describe("The flow node reviewed; absent for a recall"),
  approved: z.boolean(),
  signerId: z.string(),
  printedName: z.string(),
  meaning: SignatureMeaning,
  signTime: z.string(),
  comment: z.string().optional(),
});
/** A row of the approval queues (read model `approvals`), with the record's number and title. */
export const Approval = z.looseObject({
  id: z.string(),
  queue: z.enum(["record", "recall"]),
  experimentId: z.string(),
  number: z.string().nullable(),
  title: z.string().nullable(),
  version: z.number(),
  state: z.enum(["pending", "approved", "rejected"]),
  applicantId: z.string(),
  applicantName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  flowName: z.string().optional().describe("Record queue: the flow the version was submitted to"),
  nodes: z.array(z.string()).optional().describe("Record queue: the flow's node names"),
  node: z.number().optional().describe("Record queue: the node awaiting review"),
  reason: z.string().optional().describe("Recall queue: why the owner asks"),
  reviewerIds: z.array(z.string()),
  decisions: z.array(Decision),
});

export const approvalsRoutes = {
  listFlows: {
    operationId: "listApprovalFlows",
    method: "get",
    path: "/flows",
    summary: "The organisation's approval flows (spec /team/process), the default one marked",
    tag: "approvals",
    access: "member",
    response: Page(Flow),
  },
  createFlow: {
    operationId: "createApprovalFlow",
    method: "post",
    path: "/flows",
    summary:
      "Define an approval flow: named nodes (unique, required), each reviewed by project managers, department managers, direct superiors, named members or roles; the first flow becomes the default",
    tag: "approvals",
    access: { permission: "FlowManage" },
    body: FlowBody,
    response: z.object({ flowId: Id, position: z.number() }),
  },
  updateFlow: {
    operationId: "updateApprovalFlow",
    method: "put",
    path: "/flows/{id}",
    summary: "Change an approval flow (records already submitted keep the reviewers they were given)",
    tag: "approvals",
    access: { permission: "FlowManage" },
    body: FlowBody,
    response: Position,
  },
  deleteFlow: {
    operationId: "deleteApprovalFlow",
    method: "delete",
    path: "/flows/{id}",
    summary: "Delete an approval flow (not the default one)",
    tag: "approvals",
    access: { permission: "FlowManage" },
    response: Position,
  },
  setDefaultFlow: {
    operationId: "setDefaultApprovalFlow",
    method: "post",
    path: "/flows/{id}/default",
    summary: "Make a flow the default for records whose submission names none",
    tag: "approvals",
    access: { permission: "FlowManage" },
    response: Position,
  },
  submitExperiment: {
    operationId: "submitExperiment",
    method: "post",
    path: "/experiments/{id}/submit",
    summary:
      "Submit a record for approval as its next numbered version: it must be complete; the flow's reviewers are resolved now, never the operator (no reviewer left: contact the admin); a submitted record cannot be resubmitted or edited",
    tag: "approvals",
    access: "member",
    body: SubmitBody,
    response: z.object({ version: z.number(), approvalId: z.string(), position: z.number() }),
  },
  recallExperiment: {
    operationId: "recallExperiment",
    method: "post",
    path: "/experiments/{id}/recall",
    summary: "The owner asks to recall a submitted or approved version, with a reason (Withdrawing); its reviewers decide",
    tag: "approvals",
    access: "member",
    body: RecallBody,
    response: z.object({ approvalId: z.string(), position: z.number() }),
  },
  lockExperiment: {
    operationId: "lockExperiment",
    method: "post",
    path: "/experiments/{id}/lock",
    summary: "Lock a record: nothing in it can change until it is unlocked (owner or administrator)",
    tag: "approvals",
    access: "member",
    response: Position,
  },
  unlockExperiment: {
    operationId: "unlockExperiment",
    method: "post",
    path: "/experiments/{id}/unlock",
    summary: "Unlock a record with the password (owner or administrator)",
    tag: "approvals",
    access: "member",
    body: UnlockBody,
    response: Position,
  },
  signModule: {
    operationId: "signModule",
    method: "post",
    path: "/experiments/{id}/modules/{moduleId}/signatures",
    summary:
      "Sign a module with the password: meaning (authorship, review, approval, responsibility), printed name and time are recorded and shown with the record; signed content cannot change",
    tag: "approvals",
    access: "member",
    body: SignModuleBody,
    response: z.object({ signTime: z.string(), printedName: z.string(), position: z.number() }),
  },
  removeSignature: {
    operationId: "removeSignature",
    method: "delete",
    path: "/experiments/{id}/modules/{moduleId}/signatures",
    summary:
      "Remove a signature (the signer, the record's owner or an administrator), itself signed with the remover's password and naming the signature removed (signerId, signTime)",
    tag: "approvals",
    access: "member",
    body: RemoveSignatureBody,
    response: Position,
  },
  listApprovals: {
    operationId: "listApprovals",
    method: "get",
    path: "/approvals",
    summary:
      "Approval queues (spec §4): queue=record|recall, state=pending (waiting for me) or approved (decided by me), newest first, with the record's number and title",
    tag: "approvals",
    access: "member",
    query: ApprovalListQuery,
    response: Page(Approval),
  },
  approve: {
    operationId: "approve",
    method: "post",
    path: "/approvals/{id}/approve",
    summary:
      "Approve the current node of a submitted version (or grant a recall) with the password: an electronic signature with meaning, printed name and time; the reviewer cannot be the operator",
    tag: "approvals",
    access: "member",
    body: ApprovalDecisionBody,
    response: Position,
  },
  reject: {
    operationId: "reject",
    method: "post",
    path: "/approvals/{id}/reject",
    summary: "Reject a submitted version (or refuse a recall) with the password and a comment",
    tag: "approvals",
    access: "member",
    body: ApprovalDecisionBody,
    response: Position,
  },
} as const satisfies Record<string, RouteDefinition>;

export type Flow = z.infer<typeof Flow>;
export type FlowBody = z.input<typeof FlowBody>;
export type FlowNode = Flow["nodes"][number];
export type Decision = z.infer<typeof Decision>;
export type Approval = z.infer<typeof Approval>;
export type ApprovalListQuery = z.input<typeof ApprovalListQuery>;
export type ApprovalDecisionBody = z.input<typeof ApprovalDecisionBody>;
export type SignModuleBody = z.input<typeof SignModuleBody>;
export type RemoveSignatureBody = z.input<typeof RemoveSignatureBody>;
export type SubmitBody = z.input<typeof SubmitBody>;
export type RecallBody = z.input<typeof RecallBody>;
