import { isIsoDay, TEXT_LIMITS } from "@labledger/events";
import { z } from "zod";

export const ListQuery = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
  keyword: z.string().trim().max(TEXT_LIMITS.keyword).optional(),
  /** Read-your-writes: wait until the read model reflects this global position. */
  position: z.coerce.number().int().min(0).optional(),
});
/** A list of things kept with a rubbish bin: the ones in use, or (binned=true) the bin. */
export const BinnedQuery = ListQuery.extend({
  binned: z.enum(["true", "false"]).default("false").describe("true: the rubbish bin"),
});
/** What a create answers: the new thing's id and the log position to read it at. */
export const NewId = z.object({ id: z.string(), position: z.number() });

export const Language = z.enum(["zh-CN", "en"]);
export const Id = z.string().min(1).max(64);
/** A calendar day, YYYY-MM-DD, that exists (no 30 February). */
export const IsoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "a date, YYYY-MM-DD")
  .refine(isIsoDay, "a date that exists");
export const Password = z.string().min(1).max(TEXT_LIMITS.password);
export const RealName = z.string().trim().min(1).max(TEXT_LIMITS.realName);
export const Reason = z.string().trim().min(1).max(TEXT_LIMITS.reason);
/** Why a record changes: required once it was submitted or a module signed, or by the trace-modification setting. */
export const ChangeReason = {
  reason: z
    .string()
    .trim()
    .max(TEXT_LIMITS.reason)
    .optional()
    .describe("Why (spec §4): required once the record was submitted or a module signed, or by the trace-modification setting"),
};
export const ChangeReasonBody = z.object(ChangeReason);
export const Position = z.object({ position: z.number() });
/** What a person reads (Accept-Language: zh-CN or en): names, labels, rows by position, never an id, key or JSON. */
export const Words = z.object({
  text: z.string(),
  html: z.string().optional().describe("Rich text as sanitised HTML, for screens"),
});
export const ChangeWords = z
  .object({
    module: z.string().describe("The module's title; empty for the record itself"),
    row: z.string().describe("The row by its position and first cell, e.g. 第 3 行（乙醇）"),
    field: z.string().describe("The field or column by its label"),
    oldValue: Words,
    newValue: Words,
    sentence: z.boolean().describe("The new value says the whole change (a module added or deleted, a lifecycle step)"),
  })
  .describe("The change in words, in the caller's language");
export const ExportFormat = z
  .enum(["csv", "pdf"])
  .describe("csv: UTF-8 with BOM, every value whole; pdf: landscape A4 with who exported it, when and what was asked");

const PAGES = new WeakSet<z.ZodType>();
/**
 * A list answer: the envelope carries `rows` and `total` beside `code` and `message`
 * (`page()` in services/command/src/http/envelope.ts) instead of `response`.
 */
export const Page = <Row extends z.ZodType>(row: Row) => {
  const page = z.object({ rows: z.array(row), total: z.number().int().describe("Rows matching, over every page") });
  PAGES.add(page);
  return page;
};
export const isPage = (schema: z.ZodType) => PAGES.has(schema);

const BARE = new WeakSet<z.ZodType>();
/** An answer sent as it is, without the envelope (the OpenAPI document itself). */
export const Bare = <Answer extends z.ZodType>(answer: Answer) => {
  BARE.add(answer);
  return answer;
};
export const isBare = (schema: z.ZodType) => BARE.has(schema);

const FILES = new WeakMap<z.ZodType, readonly string[]>();
/** A file answer: the bytes themselves in one of these media types, no JSON envelope. */
export const FileBytes = (mediaTypes: readonly string[], description: string) => {
  const bytes = z.string().describe(description);
  FILES.set(bytes, mediaTypes);
  return bytes;
};
export const fileMediaTypes = (schema: z.ZodType) => FILES.get(schema);

const STREAMS = new WeakSet<z.ZodType>();
/** A Server-Sent Events answer (text/event-stream): it stays open; `description` names its events and their data. */
export const EventStream = (description: string) => {
  const events = FileBytes(["text/event-stream"], description);
  STREAMS.add(events);
  return events;
};
export const isEventStream = (schema: z.ZodType) => STREAMS.has(schema);
export type Page<Row> = { rows: Row[]; total: number };

/** Every refusal (services/command/src/http/errors.filter.ts): the status, a stable key, words in the caller's language. */
export const Problem = z.object({
  code: z.number().int().describe("The HTTP status"),
  key: z.string().describe("Stable error key, e.g. auth.invalidCredentials"),
  message: z.string().describe("In the caller's language (Accept-Language: zh-CN or en)"),
  details: z.unknown().optional().describe("Per-field problems for request.invalid"),
});
export type Problem = z.infer<typeof Problem>;
export type Position = z.infer<typeof Position>;
export type ChangeWords = z.infer<typeof ChangeWords>;

/** Who may see a read-model document (spec §6): those named, besides the viewing levels. */
export const viewed = { viewerIds: z.array(z.string()) };
/** What a create call of a numbered thing answers. */
export const Created = z.object({ id: z.string(), number: z.string(), position: z.number() });
export type Created = z.infer<typeof Created>;
