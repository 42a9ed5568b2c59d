import { z } from "zod";
import { ExperimentRow } from "./experiments";
import type { RouteDefinition } from "./shared/route";
import { ChangeWords, ExportFormat, FileBytes, Id, ListQuery, Page } from "./shared/schemas";

export const AuditQuery = ListQuery.omit({ keyword: true }).extend({
  userId: Id.optional().describe("Who made the change"),
  experimentId: Id.optional().describe("One record"),
  projectId: Id.optional().describe("A project: its own events and every change of its records"),
  action: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
    .optional()
    .describe("1 added, 2 modified, 3 deleted"),
  category: z
    .enum(["record", "admin"])
    .optional()
    .describe("Record changes, or administration (logins, members, roles, settings)"),
  eventType: z.string().max(64).optional(),
  dateRange: z
    .string()
    .max(30)
    .optional()
    .describe("Spec §9: two dates joined by an ampersand, YYYY-MM-DD&YYYY-MM-DD, both included (send the & as %26)"),
});
export const AuditExportQuery = AuditQuery.omit({ pageIndex: true, pageSize: true }).extend({ format: ExportFormat });
export const AuditRow = z.object({
  id: z.string(),
  position: z.number(),
  modifyTime: z.string().describe("YYYY-MM-DD HH:mm:ss"),
  time: z.string().describe("ISO 8601"),
  userId: z.string(),
  userName: z.string(),
  reason: z.string().nullable(),
  category: z.enum(["record", "admin"]),
  eventType: z.string(),
  action: z.union([z.literal(1), z.literal(2), z.literal(3), z.null()]),
  subject: z.string().nullable().describe("What an administration event is about: an account, a name"),
  projectId: z.string().nullable(),
  experimentId: z.string().nullable(),
  experimentNumber: z.string().nullable(),
  experimentTitle: z.string().nullable(),
  moduleId: z.string().nullable(),
  moduleTitle: z.string().nullable(),
  rowId: z.string().nullable(),
  fieldName: z.string().nullable(),
  oldValue: z.unknown(),
  newValue: z.unknown(),
  isAuto: z.boolean(),
  words: ChangeWords.extend({ subject: z.string().describe("What an administration event is about, in words") }),
});

export const auditRoutes = {
  auditTrail: {
    operationId: "searchAuditTrail",
    method: "get",
    path: "/audit",
    summary:
      "The team audit trail (AudittrailSearch): every change of every record, field by field, and every administration event (logins, failed logins, members, roles, settings), newest first, filtered. Read-only: nothing in the API changes or deletes an entry",
    tag: "audit",
    access: { permission: "AudittrailSearch" },
    query: AuditQuery,
    response: Page(AuditRow),
  },
  auditRecords: {
    operationId: "listRecordsForAudit",
    method: "get",
    path: "/audit/records",
    summary:
      "Every record of the organisation, newest first, by number or title (?keyword=), for an auditor to open its trace, versions and time travel whatever their viewing levels",
    tag: "audit",
    access: { permission: "AudittrailSearch" },
    query: ListQuery,
    response: Page(ExperimentRow),
  },
  auditExport: {
    operationId: "exportAuditTrail",
    method: "get",
    path: "/audit/export",
    summary:
      "The audit search as a file, headers in the caller's language, the same filters: ?format=csv (UTF-8 with BOM, at most 100,000 entries) or ?format=pdf (at most 10,000 entries, with the search, who exported it and when)",
    tag: "audit",
    access: { permission: "AudittrailSearch" },
    query: AuditExportQuery,
    response: FileBytes(["text/csv", "application/pdf"], "The file, as ?format= asked"),
  },
} as const satisfies Record<string, RouteDefinition>;

export type AuditRow = z.infer<typeof AuditRow>;
export type AuditQuery = z.input<typeof AuditQuery>;
export type AuditExportQuery = z.input<typeof AuditExportQuery>;
