import { INSTRUMENT_LIMITS, InstrumentDetails, InstrumentSchedule } from "@labledger/events";
import { z } from "zod";
import type { RouteDefinition } from "./shared/route";
import { Id, ListQuery, NewId, Page, Position } from "./shared/schemas";

/** A team resource: any member registers, books and uses one; who registered it or an administrator changes it. */
const INSTRUMENTS = { tag: "instruments", access: "member" } as const;

const trimmed = (max: number) => z.string().trim().max(max).default("");
const day = z.iso.date();
const instant = z.iso.datetime({ offset: true }).describe("An instant, ISO 8601 (stored in UTC)");
const reason = z.string().trim().max(INSTRUMENT_LIMITS.reason);

export const InstrumentBody = z.object({
  code: z.string().trim().min(1).max(INSTRUMENT_LIMITS.code).describe("The asset number"),
  name: z.string().trim().min(1).max(INSTRUMENT_LIMITS.name),
  model: trimmed(INSTRUMENT_LIMITS.short),
  manufacturer: trimmed(INSTRUMENT_LIMITS.short),
  serialNumber: trimmed(INSTRUMENT_LIMITS.short),
  location: trimmed(INSTRUMENT_LIMITS.short),
  department: trimmed(INSTRUMENT_LIMITS.short),
  notes: trimmed(INSTRUMENT_LIMITS.notes),
});
const Schedule = z.object({ lastOn: day.nullable().default(null), dueOn: day.nullable().default(null) });
export const RegisterInstrumentBody = InstrumentBody.extend({
  calibration: Schedule.default({ lastOn: null, dueOn: null }),
  maintenance: Schedule.default({ lastOn: null, dueOn: null }),
});
export const DutyBody = z.object({
  on: day,
  dueOn: day.nullable().default(null).describe("When it is next due; null: not scheduled"),
  reference: trimmed(INSTRUMENT_LIMITS.short).describe("Certificate number, report or what was done"),
});
export const RetireBody = z.object({ reason: reason.min(1) });
export const BookingBody = z.object({
  from: instant,
  to: instant.describe("The end, not included: a booking may start when another ends"),
  purpose: trimmed(INSTRUMENT_LIMITS.short),
  reason: reason.optional().describe("Why, when its calibration has lapsed at the start or it is out of service"),
});
export const CancelBookingBody = z.object({ reason: trimmed(INSTRUMENT_LIMITS.reason) });
export const UsageBody = z.object({
  usageId: Id.describe("Chosen by the caller: a repeat records nothing more"),
  experimentId: Id,
  moduleId: Id,
  rowId: z.string().max(64),
  from: instant.optional(),
  to: instant.optional(),
  reason: reason.optional().describe("Why, when its calibration has lapsed or it is out of service"),
});

export const InstrumentStatusSchema = z
  .enum(["valid", "dueSoon", "lapsed", "notScheduled", "retired"])
  .describe("Out of service, or the calibration's state on the server's day (warnings from the warning days before it is due)");
export const DueStateSchema = z.enum(["valid", "dueSoon", "lapsed", "notScheduled"]);

export const InstrumentListQuery = ListQuery.extend({
  status: InstrumentStatusSchema.optional().describe("Only instruments in this state"),
});

const DutyDone = z.object({
  on: z.string(),
  dueOn: z.string().nullable(),
  reference: z.string(),
  memberName: z.string().describe("Who recorded it, by name"),
  at: z.string(),
});
export const InstrumentRow = InstrumentDetails.extend({
  id: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  calibration: InstrumentSchedule,
  maintenance: InstrumentSchedule,
  status: InstrumentStatusSchema,
  maintenanceState: DueStateSchema,
  retired: z.boolean(),
  retiredReason: z.string(),
  bookedNow: z
    .object({ memberName: z.string(), from: z.string(), to: z.string() })
    .nullable()
    .describe("The booking it is in now, if any"),
  mayChange: z.boolean().describe("The caller registered it or is an administrator"),
  warningDays: z.number().int(),
  updatedAt: z.string(),
});
export const Instrument = InstrumentRow.extend({
  calibrations: z.array(DutyDone).describe("Newest first"),
  maintenances: z.array(DutyDone).describe("Newest first"),
});
export const BookingsQuery = z.object({
  from: instant.describe("The window's start"),
  to: instant.describe("The window's end"),
  instrumentId: Id.optional().describe("One instrument's bookings; all instruments' without"),
  position: z.coerce.number().int().min(0).optional(),
});
export const InstrumentBooking = z.object({
  id: z.string(),
  instrumentId: z.string(),
  instrumentName: z.string(),
  from: z.string(),
  to: z.string(),
  purpose: z.string(),
  memberId: z.string(),
  memberName: z.string(),
  outOfCalibrationReason: z.string().nullable(),
  mayCancel: z.boolean().describe("The caller booked it or is an administrator"),
});
export const InstrumentUsage = z.object({
  id: z.string(),
  experimentId: z.string(),
  moduleId: z.string(),
  rowId: z.string(),
  recordTitle: z.string().describe("The record it was used in, by number and title (where the caller may view it)"),
  recordVisible: z.boolean().describe("The caller may view the record"),
  from: z.string().nullable(),
  to: z.string().nullable(),
  memberName: z.string(),
  outOfCalibrationReason: z.string().nullable(),
  recordedAt: z.string(),
});

const route = (operationId: string, method: "get" | "put" | "post", path: string, summary: string) => ({
  operationId,
  method,
  path,
  summary,
  ...INSTRUMENTS,
});

export const instrumentRoutes = {
  listInstruments: {
    ...route(
      "listInstruments",
      "get",
      "/instruments",
      "The team's instruments by asset number; keyword on number, name, model, maker, serial number and place; ?status= narrows",
    ),
    query: InstrumentListQuery,
    response: Page(InstrumentRow),
  },
  registerInstrument: {
    ...route("registerInstrument", "post", "/instruments", "Register an instrument with its calibration and maintenance dates"),
    body: RegisterInstrumentBody,
    response: NewId,
    refuses: [409],
  },
  getInstrument: {
    ...route("getInstrument", "get", "/instruments/{id}", "An instrument with its calibration and maintenance history"),
    response: Instrument,
  },
  changeInstrument: {
    ...route(
      "changeInstrument",
      "put",
      "/instruments/{id}",
      "Change an instrument's description (who registered it or an administrator)",
    ),
    body: InstrumentBody,
    response: Position,
    refuses: [409],
  },
  calibrateInstrument: {
    ...route("calibrateInstrument", "post", "/instruments/{id}/calibrations", "Record a calibration and the next due day"),
    body: DutyBody,
    response: Position,
  },
  maintainInstrument: {
    ...route("maintainInstrument", "post", "/instruments/{id}/maintenances", "Record a maintenance and the next due day"),
    body: DutyBody,
    response: Position,
  },
  retireInstrument: {
    ...route("retireInstrument", "post", "/instruments/{id}/retire", "Take an instrument out of service, with why"),
    body: RetireBody,
    response: Position,
  },
  reinstateInstrument: {
    ...route("reinstateInstrument", "post", "/instruments/{id}/reinstate", "Put an instrument back into service"),
    response: Position,
  },
  listInstrumentBookings: {
    ...route(
      "listInstrumentBookings",
      "get",
      "/instrument-bookings",
      "The live bookings overlapping a time window (a calendar), of one instrument or all, by start",
    ),
    query: BookingsQuery,
    response: Page(InstrumentBooking),
  },
  bookInstrument: {
    ...route(
      "bookInstrument",
      "post",
      "/instruments/{id}/bookings",
      "Book an instrument for [from, to): refused when it overlaps a live booking (touching is allowed), or without a reason when its calibration has lapsed at the start or it is out of service",
    ),
    body: BookingBody,
    response: NewId,
    refuses: [409],
  },
  cancelInstrumentBooking: {
    ...route(
      "cancelInstrumentBooking",
      "post",
      "/instruments/{id}/bookings/{bookingId}/cancel",
      "Cancel a booking (its booker or an administrator)",
    ),
    body: CancelBookingBody,
    response: Position,
  },
  listInstrumentUsages: {
    ...route("listInstrumentUsages", "get", "/instruments/{id}/usages", "The records an instrument was used in, newest first"),
    query: ListQuery,
    response: Page(InstrumentUsage),
  },
  recordInstrumentUsage: {
    ...route(
      "recordInstrumentUsage",
      "post",
      "/instruments/{id}/usages",
      "Record a use from a row of a record's instrument grid (the caller may edit that module); once per usageId",
    ),
    body: UsageBody,
    response: Position,
    refuses: [409],
  },
} as const satisfies Record<string, RouteDefinition>;

export type InstrumentBody = z.input<typeof InstrumentBody>;
export type RegisterInstrumentBody = z.input<typeof RegisterInstrumentBody>;
export type DutyBody = z.input<typeof DutyBody>;
export type BookingBody = z.input<typeof BookingBody>;
export type UsageBody = z.input<typeof UsageBody>;
export type InstrumentRow = z.infer<typeof InstrumentRow>;
export type Instrument = z.infer<typeof Instrument>;
export type InstrumentBooking = z.infer<typeof InstrumentBooking>;
export type InstrumentUsage = z.infer<typeof InstrumentUsage>;
