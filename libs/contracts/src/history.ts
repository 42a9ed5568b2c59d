import { z } from "zod";
import { CommentRow } from "./comments";
import { ExperimentRecord } from "./experiments";
import type { RouteDefinition } from "./shared/route";
import { ChangeWords, ExportFormat, FileBytes, Page, Position, Reason } from "./shared/schemas";

export const TraceRow = z.object({
  position: z.number(),
  modifyTime: z.string().describe("YYYY-MM-DD HH:mm:ss"),
  userId: z.string(),
  userName: z.string(),
  reason: z.string().nullable().describe("Why, where a change had to give a reason (a submitted record, a signed module)"),
  moduleId: z.string().nullable(),
  title: z.string(),
  action: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  fieldName: z.string().nullable(),
  rowId: z.string().nullable(),
  oldValue: z.unknown(),
  newValue: z.unknown(),
  isAuto: z.boolean(),
  words: ChangeWords,
});
export const TraceQuery = z.object({
  pageIndex: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(200).optional().describe("Without paging, the whole trace"),
});
export const MomentQuery = z.object({
  position: z.coerce
    .number()
    .int()
    .min(1)
    .optional()
    .describe("The global position of an event: a write's `position`, a trace row's `position`"),
  time: z.string().max(40).optional().describe("YYYY-MM-DD HH:mm:ss in the server's time zone, or an ISO 8601 instant"),
});
export const TraceExportQuery = z.object({ format: ExportFormat });
export const VersionRef = z
  .string()
  .regex(/^(\d{1,6}|current)$/, "a version number or current")
  .describe("A submitted version's number, or `current` for the record now");
export const CompareQuery = z.object({ from: VersionRef, to: VersionRef });
export const FieldChangeRow = z.object({
  action: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  field: z.string().nullable(),
  rowId: z.string().nullable(),
  oldValue: z.unknown(),
  newValue: z.unknown(),
  words: ChangeWords,
});
export const RecordAt = z.object({
  record: ExperimentRecord,
  header: z
    .array(z.object({ key: z.string(), label: z.string(), text: z.string() }))
    .describe("The record's own fields as they stood, each by its label and in words (caller's language)"),
  asOf: z.object({
    streamPosition: z.number(),
    position: z.number(),
    modifyTime: z.string().describe("YYYY-MM-DD HH:mm:ss"),
    time: z.string().describe("ISO 8601, to the millisecond"),
    type: z.string(),
    userId: z.string(),
    userName: z.string(),
    reason: z.string().nullable(),
  }),
  comments: z.array(CommentRow).describe("The comments as they stood then (issue 18), in the caller's view"),
  events: z.number().describe("Events in the record's stream now"),
  previousPosition: z.number().nullable(),
  nextPosition: z.number().nullable(),
});
export const ChainBreakAt = z.object({
  streamPosition: z.number(),
  position: z.number(),
  problem: z.enum(["hash-mismatch", "broken-link", "position-gap", "unreadable"]),
});
export const RollBackBody = z.object({
  version: z.number().int().min(1).describe("The submitted version to return to"),
  reason: Reason,
});

/** One numbered version: one per submission. */
export const VersionRow = z.object({
  version: z.number(),
  position: z.number(),
  modifyTime: z.string(),
  userId: z.string(),
  userName: z.string(),
  flowName: z.string(),
});

/** Two versions side by side: the record's fields and every module, field by field. */
export const Comparison = z.object({
  from: z.string(),
  to: z.string(),
  details: z.array(FieldChangeRow),
  modules: z.array(
    z.object({
      moduleId: z.string(),
      title: z.string(),
      type: z.string(),
      status: z.enum(["added", "removed", "changed", "unchanged"]),
      changes: z.array(FieldChangeRow),
    }),
  ),
});

/** What the log's signed checkpoints say about the record (docs/ARCHITECTURE.md, "Tamper evidence"). */
export const CheckpointCoverage = z.object({
  state: z
    .enum(["none", "covered", "pending", "changed", "untrusted"])
    .describe(
      "none: no checkpoint yet; pending: the newest events came after the last one; changed: an event differs from what a checkpoint covered; untrusted: the checkpoints themselves do not hold",
    ),
  last: z
    .object({
      position: z.number(),
      time: z.string(),
      timestamp: z
        .object({ time: z.string(), authority: z.string() })
        .nullable()
        .describe("The RFC 3161 authority's time, where one stamps checkpoints"),
    })
    .nullable()
    .describe("The log's last signed checkpoint"),
  first: z
    .object({ position: z.number(), time: z.string() })
    .nullable()
    .describe("The first checkpoint, when the record began before checkpoints did"),
  uncoveredEvents: z.number().describe("Events of the record after the last checkpoint"),
  changedAt: z.object({ streamPosition: z.number(), position: z.number() }).nullable(),
});

/** The record's hash chain checked from its first event, and what the signed checkpoints say of it. */
export const Verification = z.object({
  verified: z.boolean(),
  events: z.number(),
  brokenAt: ChainBreakAt.nullable(),
  checkpoint: CheckpointCoverage,
});

export const historyRoutes = {
  experimentTrace: {
    operationId: "getExperimentTrace",
    method: "get",
    path: "/experiments/{id}/trace",
    summary:
      "Every change of a record, newest first: action, module, row, field, old and new value, who, when and why; paged with pageIndex and pageSize",
    tag: "records",
    access: "member",
    query: TraceQuery,
    response: Page(TraceRow),
  },
  experimentTraceExport: {
    operationId: "exportExperimentTrace",
    method: "get",
    path: "/experiments/{id}/trace/export",
    summary:
      "A record's whole trace as a file (spec Audit/Experiment/TraceExportFile): ?format=csv, or ?format=pdf (at most 10,000 changes) opening with the record, its status and version, its hash chain verified, who exported it and when",
    tag: "audit",
    access: "member",
    query: TraceExportQuery,
    response: FileBytes(["text/csv", "application/pdf"], "The file, as ?format= asked"),
  },
  experimentAt: {
    operationId: "getExperimentAt",
    method: "get",
    path: "/experiments/{id}/at",
    summary:
      "Time travel: the record as it stood right after the event at ?position=, or at the instant ?time=, folded from its own stream (never a read model); with the event it stands at and its neighbours, to step through",
    tag: "audit",
    access: "member",
    query: MomentQuery,
    response: RecordAt,
  },
  experimentVersions: {
    operationId: "getExperimentVersions",
    method: "get",
    path: "/experiments/{id}/versions",
    summary: "The record's numbered versions: one per submission, with who submitted it and when",
    tag: "audit",
    access: "member",
    response: Page(VersionRow),
  },
  experimentVersion: {
    operationId: "getExperimentVersion",
    method: "get",
    path: "/experiments/{id}/versions/{version}",
    summary: "The record as it was submitted as this version (spec /previewHisRecord), folded from its stream",
    tag: "audit",
    access: "member",
    response: RecordAt,
  },
  compareVersions: {
    operationId: "compareExperimentVersions",
    method: "get",
    path: "/experiments/{id}/compare",
    summary:
      "Two versions side by side (?from=&to=, a number or current): the record's fields and every module added, removed or changed, field by field",
    tag: "audit",
    access: "member",
    query: CompareQuery,
    response: Comparison,
  },
  experimentVerification: {
    operationId: "getExperimentVerification",
    method: "get",
    path: "/experiments/{id}/verification",
    summary:
      "The record's hash chain checked from its first event: every event links to the one before and its content matches its hash; otherwise the first break",
    tag: "audit",
    access: "member",
    response: Verification,
  },
  rollBackExperiment: {
    operationId: "rollBackExperiment",
    method: "post",
    path: "/experiments/{id}/rollback",
    summary:
      "Roll a record back to a submitted version, with a reason: new events restore that version's content (nothing is deleted from the log); signed content that differs refuses it",
    tag: "audit",
    access: "member",
    body: RollBackBody,
    response: Position,
  },
} as const satisfies Record<string, RouteDefinition>;

export type TraceRow = z.infer<typeof TraceRow>;
export type FieldChangeRow = z.infer<typeof FieldChangeRow>;
export type RecordAt = z.infer<typeof RecordAt>;
export type VersionRow = z.infer<typeof VersionRow>;
export type Comparison = z.infer<typeof Comparison>;
export type ModuleComparison = Comparison["modules"][number];
export type Verification = z.infer<typeof Verification>;
export type ChainBreakAt = z.infer<typeof ChainBreakAt>;
export type CheckpointCoverage = z.infer<typeof CheckpointCoverage>;
export type TraceQuery = z.input<typeof TraceQuery>;
export type MomentQuery = z.input<typeof MomentQuery>;
export type CompareQuery = z.input<typeof CompareQuery>;
export type RollBackBody = z.input<typeof RollBackBody>;
