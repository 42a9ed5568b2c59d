import { z } from "zod";
import { SIGNATURE_MEANINGS } from "./approval";
import { defineEvent } from "./define";

import { EXPORT_FORMATS, EXPORT_SCOPES } from "./exports-values";

export * from "./exports-values";

const id = z.string().min(1).max(64);
const exportId = z.string().min(1).max(64).describe("yyyymm-<uuid>: the month names the stream it is kept in");

export const ExportRequested = defineEvent({
  type: "ExportRequested",
  version: 1,
  description:
    "A member asked for records as a file (PDF or .eln): which records (checked as theirs to view when asked), in which language, and whether the export waits for an administrator's approval (the organisation's settings).",
  schema: z.object({
    exportId,
    format: z.enum(EXPORT_FORMATS),
    scope: z.enum(EXPORT_SCOPES).describe("What was chosen: records one by one, a record book or a project"),
    scopeName: z.string().max(300).nullable().describe("The record book's or project's name; null for records"),
    recordIds: z.array(id).min(1).max(1000),
    language: z.enum(["zh-CN", "en"]),
    requesterId: id,
    needsApproval: z.boolean(),
    reviewerIds: z
      .array(id)
      .max(200)
      .describe("Who may approve it: the organisation's administrators when it was asked (none when no approval is needed)"),
  }),
});

export const ExportDecided = defineEvent({
  type: "ExportDecided",
  version: 1,
  description:
    "An administrator approved or rejected an export waiting in the export approval queue, signed with their password and a meaning (21 CFR 11.50).",
  schema: z.object({
    exportId,
    approved: z.boolean(),
    comment: z.string().max(250),
    reviewerId: id,
    meaning: z.enum(SIGNATURE_MEANINGS),
  }),
});

export const ExportProgressed = defineEvent({
  type: "ExportProgressed",
  version: 1,
  description: "An export being written had written this many of its records (recorded at most every tenth).",
  schema: z.object({ exportId, done: z.number().int().min(0), total: z.number().int().min(1) }),
});

export const ExportFinished = defineEvent({
  type: "ExportFinished",
  version: 1,
  description:
    "An export's file was written and kept (by its sha256): it may be downloaded by the member who asked for it, a number of times, until it expires.",
  schema: z.object({
    exportId,
    fileName: z.string().min(1).max(300),
    mediaType: z.string().max(100),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    size: z.number().int().min(0),
    expiresAt: z.string().describe("ISO time after which the file is no longer given"),
    downloadTimes: z.number().int().min(1),
  }),
});

export const ExportFailed = defineEvent({
  type: "ExportFailed",
  version: 1,
  description: "An export could not be written; nothing of it was kept. The reason is a message key of the export feature.",
  schema: z.object({ exportId, reason: z.string().max(100) }),
});

export const ExportDownloaded = defineEvent({
  type: "ExportDownloaded",
  version: 1,
  description: "The member who asked for an export downloaded its file; `remaining` downloads are left.",
  schema: z.object({ exportId, remaining: z.number().int().min(0) }),
});
