import { z } from "zod";
import { SignerPassword } from "./approvals";
import type { RouteDefinition } from "./shared/route";
import { Id, ListQuery, Page, Position, Reason } from "./shared/schemas";

const MANAGE = { tag: "archive", access: "organisation-admin" } as const;
/** Auditors see what is archived, when and until when, as administrators do. */
const READ = { tag: "archive", access: { permission: "AudittrailSearch" } } as const;

/** Records archived in one call at most. */
export const ARCHIVE_BATCH_MAX = 100;

export const ArchiveListQuery = ListQuery.extend({
  state: z
    .enum(["approved", "archived"])
    .default("approved")
    .describe("approved: approved records not archived (to archive), newest approval first; archived: newest archived first"),
});

export const ArchiveBody = z.object({
  ids: z.array(Id).min(1).max(ARCHIVE_BATCH_MAX).describe("The approved records to archive; one refused archives none"),
});

export const UnarchiveBody = z.object({
  password: SignerPassword,
  reason: Reason.describe("Why the record is taken out of the archive (kept in the trace)"),
});

/** A row of the archive page, in words: who by name, the status in the caller's language, days and times as ISO 8601. */
export const ArchiveRow = z.object({
  id: z.string(),
  number: z.string(),
  title: z.string(),
  version: z.number().int().describe("The approved version"),
  ownerName: z.string(),
  approvedAt: z.string().nullable(),
  archived: z.boolean(),
  statusText: z.string().describe("Approved, not archived; or archived (in the caller's language)"),
  archivedAt: z.string().optional(),
  archivedBy: z.string().optional().describe("Who archived it, by name"),
  retainUntil: z.string().optional().describe("The day it is retained until (ISO date, UTC)"),
});

export const Archived = z.object({
  archived: z.array(z.object({ id: z.string(), number: z.string(), retainUntil: z.string() })),
  position: z.number(),
});

export const archiveRoutes = {
  archiveList: {
    ...READ,
    operationId: "archiveList",
    method: "get",
    path: "/archive",
    summary:
      "Archive management (/team/archiveManage): the approved records not yet archived, or the archived ones with when, by whom and until when they are retained; newest first",
    query: ArchiveListQuery,
    response: Page(ArchiveRow),
  },
  archiveRecords: {
    ...MANAGE,
    operationId: "archiveRecords",
    method: "post",
    path: "/archive",
    summary:
      "Archive approved records: read-only from then on, still readable and exportable, retained for the organisation's archive setting (years). Every record is checked first: one that cannot be archived archives none",
    body: ArchiveBody,
    response: Archived,
    refuses: [409],
  },
  unarchiveRecord: {
    ...MANAGE,
    operationId: "unarchiveRecord",
    method: "post",
    path: "/archive/{id}/unarchive",
    summary:
      "Take a record out of the archive, signed with the password (meaning responsibility) and a reason; it is approved as before",
    body: UnarchiveBody,
    response: Position,
    refuses: [409],
  },
} as const satisfies Record<string, RouteDefinition>;

export type ArchiveListQuery = z.input<typeof ArchiveListQuery>;
export type ArchiveBody = z.input<typeof ArchiveBody>;
export type UnarchiveBody = z.input<typeof UnarchiveBody>;
export type ArchiveRow = z.infer<typeof ArchiveRow>;
export type Archived = z.infer<typeof Archived>;
