import { describe, it } from "vitest";
import { specification } from "../decider/given-when-then";
import { type InstrumentActor, type InstrumentCommand, instrument } from "./instrument";

const chen: InstrumentActor = { memberId: "chen", isOrganisationAdmin: false };
const li: InstrumentActor = { memberId: "li", isOrganisationAdmin: false };
const admin: InstrumentActor = { memberId: "admin", isOrganisationAdmin: true };

const details = {
  code: "EQ-014",
  name: "Rotary evaporator",
  model: "R-300",
  manufacturer: "Büchi",
  serialNumber: "1000123456",
  location: "Lab 3, bench 2",
  department: "Synthesis",
  notes: "",
};
const registered = {
  type: "InstrumentRegistered" as const,
  data: {
    instrumentId: "i1",
    ownerId: "chen",
    ...details,
    calibration: { lastOn: "2026-06-01", dueOn: "2026-12-31" },
    maintenance: { lastOn: null, dueOn: null },
  },
};
const NOW = new Date("2026-11-27T08:00:00Z");
const at = (hour: number, day = 30) => `2026-11-${day}T${String(hour).padStart(2, "0")}:00:00.000Z`;
const book = (bookingId: string, from: string, to: string, actor = chen, reason: string | null = null): InstrumentCommand => ({
  type: "BookInstrument",
  bookingId,
  slot: { from, to },
  purpose: "Concentrate fractions",
  reason,
  startDay: from.slice(0, 10),
  now: NOW,
  actor,
});
const booked = (
  bookingId: string,
  from: string,
  to: string,
  memberId = "chen",
  outOfCalibrationReason: string | null = null,
) => ({
  type: "InstrumentBooked" as const,
  data: { instrumentId: "i1", bookingId, from, to, purpose: "Concentrate fractions", memberId, outOfCalibrationReason },
});
const lapsedCalibration = {
  type: "InstrumentCalibrated" as const,
  data: { instrumentId: "i1", on: "2025-11-01", dueOn: "2026-11-01", reference: "CAL-2025-88", by: "chen" },
};
const usedIn = { experimentId: "e1", moduleId: "m1", rowId: "r1" };
const use = (usageId: string, reason: string | null = null): InstrumentCommand => ({
  type: "RecordUsage",
  usageId,
  usedIn,
  slot: { from: at(9, 27), to: at(10, 27) },
  reason,
  day: "2026-11-27",
  actor: li,
});

describe("an instrument (issue 20)", () => {
  const given = specification(instrument).given;

  it("is registered by any member with its calibration and maintenance dates, once", () => {
    given([])
      .when({ type: "RegisterInstrument", details, ...registered.data, actor: chen })
      .then([registered]);
    given([registered])
      .when({ type: "RegisterInstrument", details, ...registered.data, actor: li })
      .thenThrows("instrument.exists");
  });

  it("refuses a due day before the day it was last done", () => {
    given([])
      .when({
        type: "RegisterInstrument",
        instrumentId: "i1",
        details,
        calibration: { lastOn: "2026-06-01", dueOn: "2026-05-01" },
        maintenance: { lastOn: null, dueOn: null },
        actor: chen,
      })
      .thenThrows("instrument.dueBeforeDone");
  });

  it("is changed and calibrated by the member who registered it or an administrator, not by another member", () => {
    const calibrate = (actor: InstrumentActor): InstrumentCommand => ({
      type: "RecordCalibration",
      done: { on: "2026-11-20", dueOn: "2027-11-20", reference: "CAL-2026-17" },
      today: "2026-11-27",
      actor,
    });
    given([registered])
      .when(calibrate(admin))
      .then([
        {
          type: "InstrumentCalibrated",
          data: { instrumentId: "i1", on: "2026-11-20", dueOn: "2027-11-20", reference: "CAL-2026-17", by: "admin" },
        },
      ]);
    given([registered]).when(calibrate(li)).thenThrows("instrument.notYours");
    given([registered])
      .when({ type: "ChangeInstrumentDetails", details: { ...details, location: "Lab 4" }, actor: li })
      .thenThrows("instrument.notYours");
    given([registered])
      .when({
        type: "RecordMaintenance",
        done: { on: "2026-12-01", dueOn: null, reference: "" },
        today: "2026-11-27",
        actor: chen,
      })
      .thenThrows("instrument.doneInFuture");
  });

  it("is booked for a free slot by any member", () => {
    given([registered])
      .when(book("b1", at(9), at(11), li))
      .then([booked("b1", at(9), at(11), "li")]);
  });

  it("refuses a booking overlapping a live one, naming whose it is and when", () => {
    given([registered, booked("b1", at(9), at(11))])
      .when(book("b2", at(10), at(12), li))
      .thenThrows("instrument.bookingOverlaps");
    given([registered, booked("b1", at(9), at(11))])
      .when(book("b2", at(8), at(13), li))
      .thenThrows("instrument.bookingOverlaps");
  });

  it("allows bookings that only touch: [9, 11) and [11, 12)", () => {
    given([registered, booked("b1", at(9), at(11))])
      .when(book("b2", at(11), at(12), li))
      .then([booked("b2", at(11), at(12), "li")]);
  });

  it("gives a slot two members race for to one: the second, decided on the first's booking, is refused", () => {
    // Both read the same revision; the store refuses the second append, which is decided again on the first's result.
    given([registered])
      .when(book("b1", at(14), at(16), chen))
      .then([booked("b1", at(14), at(16))]);
    given([registered, booked("b1", at(14), at(16))])
      .when(book("b2", at(14), at(16), li))
      .thenThrows("instrument.bookingOverlaps");
  });

  it("frees a cancelled booking's time", () => {
    const cancelled = {
      type: "InstrumentBookingCancelled" as const,
      data: { instrumentId: "i1", bookingId: "b1", reason: "Plans changed", by: "chen" },
    };
    given([registered, booked("b1", at(9), at(11))])
      .when({ type: "CancelBooking", bookingId: "b1", reason: "Plans changed", actor: chen })
      .then([cancelled]);
    given([registered, booked("b1", at(9), at(11)), cancelled])
      .when(book("b2", at(9), at(11), li))
      .then([booked("b2", at(9), at(11), "li")]);
  });

  it("is cancelled only by its booker or an administrator", () => {
    given([registered, booked("b1", at(9), at(11))])
      .when({ type: "CancelBooking", bookingId: "b1", reason: "", actor: li })
      .thenThrows("instrument.notYourBooking");
    given([registered, booked("b1", at(9), at(11))])
      .when({ type: "CancelBooking", bookingId: "b1", reason: "", actor: admin })
      .then([{ type: "InstrumentBookingCancelled", data: { instrumentId: "i1", bookingId: "b1", reason: "", by: "admin" } }]);
    given([registered])
      .when({ type: "CancelBooking", bookingId: "nope", reason: "", actor: admin })
      .thenThrows("instrument.bookingNotFound");
  });

  it("refuses a booking ending before it starts, longer than 14 days, or in the past", () => {
    given([registered])
      .when(book("b1", at(11), at(9)))
      .thenThrows("instrument.bookingEndsBeforeStart");
    given([registered])
      .when(book("b1", at(9), at(9)))
      .thenThrows("instrument.bookingEndsBeforeStart");
    given([registered])
      .when(book("b1", "2026-12-01T00:00:00.000Z", "2026-12-15T00:00:01.000Z"))
      .thenThrows("instrument.bookingTooLong");
    given([registered])
      .when(book("b1", "2026-11-27T07:00:00.000Z", "2026-11-27T09:00:00.000Z"))
      .thenThrows("instrument.bookingInPast");
    given([registered])
      .when(book("b1", "2026-11-27T07:57:00.000Z", "2026-11-27T09:00:00.000Z"))
      .then([booked("b1", "2026-11-27T07:57:00.000Z", "2026-11-27T09:00:00.000Z")]);
  });

  it("is not booked with its calibration lapsed at the booking's start without a reason, and records the reason given", () => {
    const january = ["2027-01-04T09:00:00.000Z", "2027-01-04T10:00:00.000Z"] as const;
    given([registered])
      .when(book("b1", ...january))
      .thenThrows("instrument.calibrationLapsed");
    given([registered])
      .when(book("b1", ...january, chen, "  Checked against a reference weight  "))
      .then([booked("b1", ...january, "chen", "Checked against a reference weight")]);
    given([registered, lapsedCalibration])
      .when(book("b1", at(9), at(10)))
      .thenThrows("instrument.calibrationLapsed");
  });

  it("is not booked or used out of service without a reason", () => {
    const retired = { type: "InstrumentRetired" as const, data: { instrumentId: "i1", reason: "Pump broken" } };
    given([registered, retired])
      .when(book("b1", at(9), at(10)))
      .thenThrows("instrument.retired");
    given([registered, retired]).when(use("u1")).thenThrows("instrument.retired");
    given([registered, retired, { type: "InstrumentReinstated", data: { instrumentId: "i1" } }])
      .when(book("b1", at(9), at(10)))
      .then([booked("b1", at(9), at(10))]);
  });

  it("records a usage in a record's instrument grid once per usage id, with the reason when out of calibration", () => {
    const used = (outOfCalibrationReason: string | null) => ({
      type: "InstrumentUsed" as const,
      data: {
        instrumentId: "i1",
        usageId: "u1",
        ...usedIn,
        from: at(9, 27),
        to: at(10, 27),
        memberId: "li",
        outOfCalibrationReason,
      },
    });
    given([registered])
      .when(use("u1"))
      .then([used(null)]);
    given([registered, used(null)])
      .when(use("u1"))
      .then([]);
    given([registered, lapsedCalibration]).when(use("u1")).thenThrows("instrument.calibrationLapsed");
    given([registered, lapsedCalibration])
      .when(use("u1", "Urgent: verified with a standard"))
      .then([used("Urgent: verified with a standard")]);
  });

  it("refuses anything on an instrument never registered", () => {
    given([])
      .when(book("b1", at(9), at(10)))
      .thenThrows("instrument.notFound");
    given([]).when(use("u1")).thenThrows("instrument.notFound");
  });
});
