import { SHARE_RECEIVERS_MAX } from "@labledger/events";
import { z } from "zod";
import { ApprovalDecisionBody, Decision } from "./approvals";
import type { RouteDefinition } from "./shared/route";
import { Id, ListQuery, Page, Position, Reason } from "./shared/schemas";

/** Sharing a record (spec §1, §2 resource sharing pages, §4 share queue, §6 record-level rights). */
const SHARING = { tag: "sharing", access: "member" } as const;

export const ShareAttribute = z.union([z.literal(0), z.literal(1)]).describe("0 read-only, 1 read-write");
export const ShareRequestBody = z
  .object({
    memberIds: z.array(Id).max(SHARE_RECEIVERS_MAX).default([]).describe("Members to share with"),
    departmentIds: z
      .array(Id)
      .max(SHARE_RECEIVERS_MAX)
      .default([])
      .describe("Departments to share with: their sub-departments' members receive it too"),
    attribute: ShareAttribute,
    reason: Reason,
  })
  .describe("At least one member (other than the owner) or department: the record's rules say so in words");

export const ShareListQuery = ListQuery.extend({
  since: z.iso
    .datetime({ offset: true })
    .optional()
    .describe("Only those since this moment (the console sends the start of today)"),
});
export const ShareApprovalListQuery = ListQuery.extend({
  state: z.enum(["pending", "approved"]).default("pending").describe("pending: waiting for me; approved: decided by me"),
});

/** A receiver by name, for a list that must not show ids. */
const Named = z.object({ id: z.string(), name: z.string() });

/** One share (read model `shares`) with the record's number and title now, and its receivers by name. */
export const Share = z.looseObject({
  id: z.string(),
  kind: z.enum(["record", "template"]),
  subjectId: z.string(),
  subjectNumber: z.string().nullable(),
  subjectTitle: z.string().nullable(),
  sharerId: z.string(),
  sharerName: z.string(),
  members: z.array(Named),
  departments: z.array(Named),
  attribute: ShareAttribute,
  reason: z.string(),
  state: z.enum(["pending", "active", "rejected", "revoked"]),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().optional().describe("The reviewer who decided, by printed name"),
  comment: z.string().optional(),
  revokedAt: z.string().nullable(),
});

/** A row of the share queue, or of my applications (share and template publish requests). */
export const ShareApproval = z.looseObject({
  id: z.string(),
  queue: z.enum(["share", "publish"]),
  experimentId: z.string().optional(),
  number: z.string().nullable().optional(),
  title: z.string().nullable().optional(),
  templateId: z.string().optional(),
  templateName: z.string().optional(),
  members: z.array(Named).optional(),
  departments: z.array(Named).optional(),
  attribute: ShareAttribute.optional(),
  reason: z.string().optional(),
  state: z.enum(["pending", "approved", "rejected"]),
  revoked: z.boolean().optional(),
  applicantId: z.string(),
  applicantName: z.string(),
  reviewerIds: z.array(z.string()),
  decisions: z.array(Decision),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const route = (operationId: string, method: "get" | "post", path: string, summary: string) => ({
  operationId,
  method,
  path,
  summary,
  ...SHARING,
});

export const shareRoutes = {
  requestShare: {
    ...route(
      "requestShare",
      "post",
      "/experiments/{id}/shares",
      "The record's owner (or an administrator) asks to share it with members and/or departments, read-only or read-write, with a reason; reviewers decide (never the applicant); an archived record is not shared",
    ),
    body: ShareRequestBody,
    response: z.object({ shareId: z.string(), position: z.number() }),
    refuses: [409],
  },
  listMyShares: {
    ...route("listMyShares", "get", "/shares/mine", "What I share (or asked to share), newest first, with where each stands"),
    query: ShareListQuery,
    response: Page(Share),
  },
  listSharedWithMe: {
    ...route(
      "listSharedWithMe",
      "get",
      "/shares/with-me",
      "Granted shares that reach me (named, or through my department or one above it), newest first; `since` narrows to today",
    ),
    query: ShareListQuery,
    response: Page(Share),
  },
  listMyApplications: {
    ...route(
      "listMyApplications",
      "get",
      "/shares/applications",
      "My share requests and template publish requests, newest first, with their state and the reviewer's decision",
    ),
    query: ShareListQuery,
    response: Page(ShareApproval),
  },
  listShareApprovals: {
    ...route(
      "listShareApprovals",
      "get",
      "/share-approvals",
      "The share queue (spec §4): state=pending (waiting for me) or approved (decided by me), newest first",
    ),
    query: ShareApprovalListQuery,
    response: Page(ShareApproval),
  },
  approveShare: {
    ...route(
      "approveShare",
      "post",
      "/share-approvals/{id}/approve",
      "Approve a share with the password (an electronic signature: meaning, printed name, time); the receivers open the record with the rights asked for",
    ),
    body: ApprovalDecisionBody,
    response: Position,
    refuses: [409],
  },
  rejectShare: {
    ...route("rejectShare", "post", "/share-approvals/{id}/reject", "Reject a share with the password and a comment"),
    body: ApprovalDecisionBody,
    response: Position,
    refuses: [409],
  },
  revokeShare: {
    ...route(
      "revokeShare",
      "post",
      "/shares/{id}/revoke",
      "The record's owner (or an administrator) revokes a granted share: its receivers lose the rights at once",
    ),
    response: Position,
    refuses: [409],
  },
} as const satisfies Record<string, RouteDefinition>;

export type Share = z.infer<typeof Share>;
export type ShareApproval = z.infer<typeof ShareApproval>;
export type ShareRequestBody = z.input<typeof ShareRequestBody>;
export type ShareListQuery = z.input<typeof ShareListQuery>;
export type ShareApprovalListQuery = z.input<typeof ShareApprovalListQuery>;
