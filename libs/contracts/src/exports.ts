import { EXPORT_FORMATS, EXPORT_SCOPES, TEXT_LIMITS } from "@labledger/events";
import { z } from "zod";
import { SignatureMeaning, SignerPassword } from "./approvals";
import type { RouteDefinition } from "./shared/route";
import { FileBytes, Id, ListQuery, Page, Position } from "./shared/schemas";

const EXPORTS = { tag: "exports", access: "member" } as const;
const REVIEWS = { tag: "exports", access: "organisation-admin" } as const;

export const ExportBody = z
  .object({
    format: z.enum(EXPORT_FORMATS).describe("pdf: a readable copy (21 CFR 11.10(b)); eln: the ELN Consortium's .eln"),
    scope: z.enum(EXPORT_SCOPES).default("records"),
    ids: z
      .array(Id)
      .min(1)
      .max(1000)
      .describe("records: the records' ids; notebook or project: one id, the record book's or project's"),
    language: z.enum(["zh-CN", "en"]).optional().describe("The file's language; absent: the caller's"),
  })
  .refine((body) => body.scope === "records" || body.ids.length === 1, {
    path: ["ids"],
    message: "one record book or project",
  });

export const ExportStatus = z.enum(["pending", "queued", "ready", "rejected", "failed", "expired"]);

export const RecordExport = z.object({
  id: z.string(),
  format: z.enum(EXPORT_FORMATS),
  scope: z.enum(EXPORT_SCOPES),
  scopeName: z.string().nullable(),
  total: z.number().int().describe("Records in it"),
  done: z.number().int().describe("Records written so far"),
  status: ExportStatus.describe("expired: written, but its validity passed or its downloads are used up"),
  statusText: z.string().describe("The status in the caller's language"),
  language: z.enum(["zh-CN", "en"]),
  requesterName: z.string(),
  requestedAt: z.string(),
  reviewerName: z.string().optional(),
  comment: z.string().optional(),
  decidedAt: z.string().optional(),
  fileName: z.string().optional(),
  size: z.number().int().optional(),
  sha256: z.string().optional(),
  expiresAt: z.string().optional(),
  remaining: z.number().int().optional().describe("Downloads left"),
  failure: z.string().optional().describe("Why it failed, in the caller's language"),
});

export const ExportListQuery = ListQuery.extend({
  state: z.enum(["pending", "decided"]).default("pending").describe("The approval queue: waiting for me, or decided by me"),
});

export const ExportAllowance = z.object({
  requireApproval: z.boolean(),
  bulkMax: z.number().int().describe("Records one export may hold"),
  monthlyQuota: z.number().int().nullable().describe("Exports a month; null: no quota"),
  remainingThisMonth: z.number().int().nullable().describe("Exports left this month; null: no quota"),
  downloadTimes: z.number().int(),
  validityDays: z.number().int(),
});

export const ExportDecisionBody = z.object({
  approved: z.boolean(),
  comment: z.string().trim().max(TEXT_LIMITS.comment).default("").describe("Required when rejecting"),
  password: SignerPassword,
  meaning: SignatureMeaning.optional().describe(
    "Fitted to the act: approving means approval (default) or review; rejecting means rejection (default) or review",
  ),
});

export const CheckedExport = z.object({
  genuine: z.boolean().describe("The file's SHA-256 is that of a file LabLedger wrote and keeps on record: unchanged since"),
  fileName: z.string(),
  size: z.number().int(),
  exports: z.array(
    z.object({
      fileName: z.string(),
      format: z.enum(EXPORT_FORMATS),
      requesterName: z.string(),
      writtenAt: z.string(),
      language: z.enum(["zh-CN", "en"]),
      records: z.array(z.object({ number: z.string(), title: z.string() })),
    }),
  ),
});

/** The largest file /checkRecord takes: it is hashed as it streams, never kept. */
export const CHECKED_FILE_MAX_MB = 2048;

export const exportsRoutes = {
  requestExport: {
    ...EXPORTS,
    operationId: "requestExport",
    method: "post",
    path: "/exports",
    summary:
      "Ask for records as a PDF or .eln file (spec §4 Export): written in the background, or first approved when the organisation's settings say so; the member is told by internal message (and e-mail) when it is ready",
    body: ExportBody,
    response: RecordExport,
    refuses: [409],
  },
  myExports: {
    ...EXPORTS,
    operationId: "myExports",
    method: "get",
    path: "/exports",
    summary: "The caller's exports, newest first, with progress, downloads left and validity (/FileDownload)",
    query: ListQuery,
    response: Page(RecordExport),
  },
  exportAllowance: {
    ...EXPORTS,
    operationId: "exportAllowance",
    method: "get",
    path: "/exports/allowance",
    summary: "What an export may hold now: records per export, exports left this month, downloads and validity of a file",
    response: ExportAllowance,
  },
  getExport: {
    ...EXPORTS,
    operationId: "getExport",
    method: "get",
    path: "/exports/{id}",
    summary: "One of the caller's exports (its reviewers see it too)",
    response: RecordExport,
  },
  downloadExport: {
    ...EXPORTS,
    operationId: "downloadExport",
    method: "get",
    path: "/exports/{id}/file",
    summary: "The export's file (only for who asked for it; each download counts, until none are left or it expires)",
    response: FileBytes(["application/pdf", "application/vnd.eln+zip"], "The PDF or .eln file"),
    refuses: [409, 410],
  },
  exportQueue: {
    ...REVIEWS,
    operationId: "exportQueue",
    method: "get",
    path: "/export-approvals",
    summary: "The export approval queue (/team/export, /team/approvedExport): waiting for me, or decided by me",
    query: ExportListQuery,
    response: Page(RecordExport),
  },
  decideExport: {
    ...REVIEWS,
    operationId: "decideExport",
    method: "post",
    path: "/export-approvals/{id}",
    summary: "Approve or reject an export waiting for approval, signed with the password (a rejection says why)",
    body: ExportDecisionBody,
    response: Position,
    refuses: [409],
  },
  checkExportFile: {
    tag: "exports",
    access: { permission: "AudittrailSearch" },
    operationId: "checkExportFile",
    method: "post",
    path: "/exports/check",
    summary:
      "/checkRecord: is this file an export LabLedger wrote, unchanged? Its SHA-256 is compared with every export's on record; the answer names who exported which records when (auditors and administrators)",
    multipart: {
      fields: z.object({}),
      files: `One file (a PDF or .eln), at most ${CHECKED_FILE_MAX_MB} MB; hashed as it streams and never kept`,
    },
    response: CheckedExport,
    refuses: [413],
  },
} as const satisfies Record<string, RouteDefinition>;

export type CheckedExport = z.infer<typeof CheckedExport>;
export type ExportBody = z.input<typeof ExportBody>;
export type RecordExport = z.infer<typeof RecordExport>;
export type ExportAllowance = z.infer<typeof ExportAllowance>;
export type ExportDecisionBody = z.input<typeof ExportDecisionBody>;
