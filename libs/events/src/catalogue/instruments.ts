import { z } from "zod";
import { defineEvent } from "./define";
import { INSTRUMENT_LIMITS } from "./instruments-values";

export { INSTRUMENT_LIMITS } from "./instruments-values";

const id = z.string().min(1).max(64);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const instant = z.iso.datetime().describe("An instant in UTC, ISO 8601");
const text = (max: number) => z.string().max(max);

/** The last time it was done and when it is next due (either unknown). */
export const InstrumentSchedule = z.object({ lastOn: day.nullable(), dueOn: day.nullable() });

/** What describes an instrument (spec §1 resource management): kept whole on every change. */
export const InstrumentDetails = z.object({
  code: z.string().min(1).max(INSTRUMENT_LIMITS.code).describe("The asset number the lab labels it with"),
  name: z.string().min(1).max(INSTRUMENT_LIMITS.name),
  model: text(INSTRUMENT_LIMITS.short),
  manufacturer: text(INSTRUMENT_LIMITS.short),
  serialNumber: text(INSTRUMENT_LIMITS.short),
  location: text(INSTRUMENT_LIMITS.short),
  department: text(INSTRUMENT_LIMITS.short).describe("The department or person in charge of it, as written"),
  notes: text(INSTRUMENT_LIMITS.notes),
});

export const InstrumentRegistered = defineEvent({
  type: "InstrumentRegistered",
  version: 1,
  description:
    "An instrument was registered (spec §1 resource management): its asset number, name, model, maker, serial number, place, who is in charge, notes, and its calibration and maintenance dates (last done, next due).",
  schema: InstrumentDetails.extend({
    instrumentId: id,
    ownerId: id.describe("Who registered it: they and administrators change it"),
    calibration: InstrumentSchedule,
    maintenance: InstrumentSchedule,
  }),
});

export const InstrumentDetailsChanged = defineEvent({
  type: "InstrumentDetailsChanged",
  version: 1,
  description:
    "An instrument's description was changed (the whole description; its dates change by calibration and maintenance).",
  schema: InstrumentDetails.extend({ instrumentId: id }),
});

export const InstrumentCalibrated = defineEvent({
  type: "InstrumentCalibrated",
  version: 1,
  description:
    "An instrument was calibrated: on which day, when the next calibration is due, the certificate or reference, and who recorded it.",
  schema: z.object({
    instrumentId: id,
    on: day,
    dueOn: day.nullable(),
    reference: text(INSTRUMENT_LIMITS.short).describe("Certificate number or other reference"),
    by: id,
  }),
});

export const InstrumentMaintained = defineEvent({
  type: "InstrumentMaintained",
  version: 1,
  description:
    "An instrument was maintained: on which day, when the next maintenance is due, what was done, and who recorded it.",
  schema: z.object({
    instrumentId: id,
    on: day,
    dueOn: day.nullable(),
    reference: text(INSTRUMENT_LIMITS.short).describe("What was done, or the service report's number"),
    by: id,
  }),
});

export const InstrumentRetired = defineEvent({
  type: "InstrumentRetired",
  version: 1,
  description: "An instrument was taken out of service, with why: it is not booked or used without a reason given.",
  schema: z.object({ instrumentId: id, reason: z.string().min(1).max(INSTRUMENT_LIMITS.reason) }),
});

export const InstrumentReinstated = defineEvent({
  type: "InstrumentReinstated",
  version: 1,
  description: "An instrument taken out of service was put back into service.",
  schema: z.object({ instrumentId: id }),
});

export const InstrumentBooked = defineEvent({
  type: "InstrumentBooked",
  version: 1,
  description:
    "A member booked an instrument for a time [from, to) that overlaps no other live booking of it; the reason, when it was booked out of calibration or out of service.",
  schema: z.object({
    instrumentId: id,
    bookingId: id,
    from: instant,
    to: instant,
    purpose: text(INSTRUMENT_LIMITS.short),
    memberId: id,
    outOfCalibrationReason: z.string().min(1).max(INSTRUMENT_LIMITS.reason).nullable(),
  }),
});

export const InstrumentBookingCancelled = defineEvent({
  type: "InstrumentBookingCancelled",
  version: 1,
  description: "A booking was cancelled by its booker or an administrator, with why: its time is free again.",
  schema: z.object({ instrumentId: id, bookingId: id, reason: text(INSTRUMENT_LIMITS.reason), by: id }),
});

export const InstrumentUsed = defineEvent({
  type: "InstrumentUsed",
  version: 1,
  description:
    "An instrument was used in a record (a row of its instrument grid): the record, module and row, when, by whom; the reason, when it was used out of calibration or out of service.",
  schema: z.object({
    instrumentId: id,
    usageId: id,
    experimentId: id,
    moduleId: id,
    rowId: z.string().max(64),
    from: instant.nullable(),
    to: instant.nullable(),
    memberId: id,
    outOfCalibrationReason: z.string().min(1).max(INSTRUMENT_LIMITS.reason).nullable(),
  }),
});
