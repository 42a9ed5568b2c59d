import { CELL_REF } from "@labledger/events";
import { z } from "zod";
import type { RouteDefinition } from "./shared/route";
import { EventStream, Id } from "./shared/schemas";
import { CellNow } from "./sheets";

// Live co-editing of a spreadsheet module (spec §4 collaborative spreadsheet, PRO; issue 17).
// Presence is operational state (a heartbeat), not history: it is never an event.

const LIVE = { tag: "spreadsheets", access: "member" } as const;
const onModule = "/experiments/{id}/modules/{moduleId}";

export { LIVE_KEEPALIVE_MS, PRESENCE_TIMING } from "@labledger/domain/module-kinds/spreadSheet/presence-timing";

export const PresenceBody = z.object({
  sheetId: Id.describe("The sheet the member is on"),
  cell: z.string().regex(CELL_REF).nullable().optional().describe("The cell selected (A1 style), if any"),
});

export const PresentMember = z.object({
  memberId: z.string(),
  name: z.string().describe("The member's real name (what a screen shows)"),
  sheetId: z.string(),
  cell: z.string().nullable(),
  isYou: z.boolean().describe("This member is the caller (in this or another session)"),
});
export const Presence = z.object({ members: z.array(PresentMember) });

export const LiveQuery = z.object({
  after: z.coerce
    .number()
    .int()
    .min(0)
    .optional()
    .describe("Send the changes after this global position (else after Last-Event-ID, else from now)"),
});

/** The data of a `cells` event: the cells as they are now after one change, who changed them, at which position. */
export const LiveCells = z.object({
  position: z.number(),
  by: z.string().describe("The member's real name"),
  byMemberId: z.string(),
  cells: z.array(CellNow),
});
/** The data of a `sheets` event: the module's sheets or charts changed; refetch the record. */
export const LiveSheets = z.object({ position: z.number(), by: z.string(), type: z.string() });

export const sheetLiveRoutes = {
  markPresence: {
    operationId: "markSheetPresence",
    method: "put",
    path: `${onModule}/presence`,
    summary:
      "I am in this spreadsheet module, on this sheet and cell: a heartbeat (every 10 s; gone after 30 s). Answers who is in the module",
    ...LIVE,
    body: PresenceBody,
    response: Presence,
  },
  leavePresence: {
    operationId: "leaveSheetPresence",
    method: "delete",
    path: `${onModule}/presence`,
    summary: "I left this spreadsheet module",
    ...LIVE,
    response: z.object({}),
  },
  sheetLive: {
    operationId: "sheetLive",
    method: "get",
    path: `${onModule}/live`,
    summary:
      "The module's changes as they happen (Server-Sent Events): cells others changed, sheet and chart changes, who is in the module",
    ...LIVE,
    query: LiveQuery,
    response: EventStream(
      "Server-Sent Events, each with `id:` its global position (resume with Last-Event-ID or ?after=). " +
        "`cells`: {position, by, byMemberId, cells: [{sheetId, cell, value, formula, format}]} (edited and recalculated cells). " +
        "`sheets`: {position, by, type} (a sheet added, renamed, deleted, frozen rows, a chart, an import, or Refetch when asked to resume from too far back: refetch the record). " +
        "`presence`: {members: [{memberId, name, sheetId, cell, isYou}]} when who is in the module changes. " +
        "A comment line every 15 s keeps the connection open.",
    ),
  },
} as const satisfies Record<string, RouteDefinition>;

export type PresenceBody = z.input<typeof PresenceBody>;
export type PresentMember = z.output<typeof PresentMember>;
export type Presence = z.output<typeof Presence>;
export type LiveCells = z.output<typeof LiveCells>;
export type LiveSheets = z.output<typeof LiveSheets>;
