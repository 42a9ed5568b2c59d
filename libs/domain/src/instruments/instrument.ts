import type { EventData } from "@labledger/events";
import type { Decider } from "../decider/decider";
import { DomainError } from "../decider/domain-error";
import { assertBookableSlot, assertFree, type BookingSlot, type LiveBooking } from "./booking-rules";
import { isDay } from "./calibration";

export const instrumentStream = (instrumentId: string) => `instrument-${instrumentId}`;

export type InstrumentEvent =
  | { type: "InstrumentRegistered"; data: EventData<"InstrumentRegistered"> }
  | { type: "InstrumentDetailsChanged"; data: EventData<"InstrumentDetailsChanged"> }
  | { type: "InstrumentCalibrated"; data: EventData<"InstrumentCalibrated"> }
  | { type: "InstrumentMaintained"; data: EventData<"InstrumentMaintained"> }
  | { type: "InstrumentRetired"; data: EventData<"InstrumentRetired"> }
  | { type: "InstrumentReinstated"; data: EventData<"InstrumentReinstated"> }
  | { type: "InstrumentBooked"; data: EventData<"InstrumentBooked"> }
  | { type: "InstrumentBookingCancelled"; data: EventData<"InstrumentBookingCancelled"> }
  | { type: "InstrumentUsed"; data: EventData<"InstrumentUsed"> };

export type InstrumentDescription = Omit<EventData<"InstrumentDetailsChanged">, "instrumentId">;
export type DutySchedule = EventData<"InstrumentRegistered">["calibration"];
export type InstrumentUsedIn = Pick<EventData<"InstrumentUsed">, "experimentId" | "moduleId" | "rowId">;

/** Who acts: any member registers, books and uses; the one who registered it or an administrator changes it. */
export interface InstrumentActor {
  readonly memberId: string;
  readonly isOrganisationAdmin: boolean;
}

export interface InstrumentState {
  readonly instrumentId?: string;
  readonly ownerId?: string;
  readonly calibration: DutySchedule;
  readonly maintenance: DutySchedule;
  readonly retired: boolean;
  /** Bookings not cancelled, by id. */
  readonly bookings: ReadonlyMap<string, LiveBooking>;
  readonly cancelled: ReadonlySet<string>;
  readonly usages: ReadonlySet<string>;
}

/** A dated duty done: the day, the next due day, a reference. */
export interface DutyDone {
  readonly on: string;
  readonly dueOn: string | null;
  readonly reference: string;
}

export type InstrumentCommand =
  | {
      type: "RegisterInstrument";
      instrumentId: string;
      details: InstrumentDescription;
      calibration: DutySchedule;
      maintenance: DutySchedule;
      actor: InstrumentActor;
    }
  | { type: "ChangeInstrumentDetails"; details: InstrumentDescription; actor: InstrumentActor }
  | { type: "RecordCalibration"; done: DutyDone; today: string; actor: InstrumentActor }
  | { type: "RecordMaintenance"; done: DutyDone; today: string; actor: InstrumentActor }
  | { type: "RetireInstrument"; reason: string; actor: InstrumentActor }
  | { type: "ReinstateInstrument"; actor: InstrumentActor }
  /** `startDay`: the day the booking starts in the lab's time zone (calibration is judged on it). */
  | {
      type: "BookInstrument";
      bookingId: string;
      slot: BookingSlot;
      purpose: string;
      reason: string | null;
      startDay: string;
      now: Date;
      actor: InstrumentActor;
    }
  | { type: "CancelBooking"; bookingId: string; reason: string; actor: InstrumentActor }
  /** `day`: the day it was used in the lab's time zone (calibration is judged on it). */
  | {
      type: "RecordUsage";
      usageId: string;
      usedIn: InstrumentUsedIn;
      slot: BookingSlot | null;
      reason: string | null;
      day: string;
      actor: InstrumentActor;
    };

const NOT_FOUND = "instrument.notFound";
const noSchedule: DutySchedule = { lastOn: null, dueOn: null };

export const mayChangeInstrument = (state: Pick<InstrumentState, "ownerId">, actor: InstrumentActor): boolean =>
  state.ownerId === actor.memberId || actor.isOrganisationAdmin;

function assertMayChange(state: InstrumentState, actor: InstrumentActor): void {
  if (!mayChangeInstrument(state, actor)) throw new DomainError("instrument.notYours", "forbidden");
}

function assertSchedule(schedule: DutySchedule): void {
  for (const day of [schedule.lastOn, schedule.dueOn])
    if (day !== null && !isDay(day)) throw new DomainError("instrument.dayInvalid", "invalid");
  if (schedule.lastOn && schedule.dueOn && schedule.dueOn < schedule.lastOn)
    throw new DomainError("instrument.dueBeforeDone", "invalid");
}

function assertDutyDone(done: DutyDone, today: string): void {
  assertSchedule({ lastOn: done.on, dueOn: done.dueOn });
  if (done.on > today) throw new DomainError("instrument.doneInFuture", "invalid");
}

/**
 * An instrument out of service, or whose calibration has lapsed on `day`, is booked or used only
 * with a reason (recorded in the event); the refusal's key tells the console to ask for one.
 */
function outOfOrderReason(state: InstrumentState, day: string, reason: string | null): string | null {
  const given = reason?.trim() ? reason.trim() : null;
  if (state.retired && !given) throw new DomainError("instrument.retired", "conflict");
  const dueOn = state.calibration.dueOn;
  const lapsed = dueOn !== null && dueOn < day;
  if (lapsed && !given) throw new DomainError("instrument.calibrationLapsed", "conflict", { dueOn });
  return state.retired || lapsed ? given : null;
}

/**
 * An instrument (issue 20): registered with its calibration and maintenance dates, booked for
 * times that never overlap, used in records' instrument grids. Bookings are decided on the
 * instrument's stream with its revision, so of two members racing for one slot the second is
 * decided again on the first's booking and refused.
 */
export const instrument: Decider<InstrumentCommand, InstrumentState, InstrumentEvent> = {
  initialState: () => ({
    calibration: noSchedule,
    maintenance: noSchedule,
    retired: false,
    bookings: new Map(),
    cancelled: new Set(),
    usages: new Set(),
  }),
  evolve: (state, event) => {
    switch (event.type) {
      case "InstrumentRegistered": {
        const { instrumentId, ownerId, calibration, maintenance } = event.data;
        return { ...state, instrumentId, ownerId, calibration, maintenance };
      }
      case "InstrumentDetailsChanged":
        return state;
      case "InstrumentCalibrated":
        return { ...state, calibration: { lastOn: event.data.on, dueOn: event.data.dueOn } };
      case "InstrumentMaintained":
        return { ...state, maintenance: { lastOn: event.data.on, dueOn: event.data.dueOn } };
      case "InstrumentRetired":
        return { ...state, retired: true };
      case "InstrumentReinstated":
        return { ...state, retired: false };
      case "InstrumentBooked": {
        const { bookingId, from, to, memberId } = event.data;
        return { ...state, bookings: new Map(state.bookings).set(bookingId, { bookingId, from, to, memberId }) };
      }
      case "InstrumentBookingCancelled": {
        const bookings = new Map(state.bookings);
        bookings.delete(event.data.bookingId);
        return { ...state, bookings, cancelled: new Set(state.cancelled).add(event.data.bookingId) };
      }
      case "InstrumentUsed":
        return { ...state, usages: new Set(state.usages).add(event.data.usageId) };
    }
  },
  decide: (command, state) => {
    if (command.type === "RegisterInstrument") {
      if (state.instrumentId) throw new DomainError("instrument.exists", "conflict");
      assertSchedule(command.calibration);
      assertSchedule(command.maintenance);
      const { instrumentId, details, calibration, maintenance, actor } = command;
      return [
        {
          type: "InstrumentRegistered",
          data: { instrumentId, ownerId: actor.memberId, ...details, calibration, maintenance },
        },
      ];
    }
    const { instrumentId } = state;
    if (!instrumentId) throw new DomainError(NOT_FOUND, "not-found");
    const { actor } = command;
    switch (command.type) {
      case "ChangeInstrumentDetails":
        assertMayChange(state, actor);
        return [{ type: "InstrumentDetailsChanged", data: { instrumentId, ...command.details } }];
      case "RecordCalibration":
      case "RecordMaintenance": {
        assertMayChange(state, actor);
        assertDutyDone(command.done, command.today);
        const data = { instrumentId, ...command.done, by: actor.memberId };
        return command.type === "RecordCalibration"
          ? [{ type: "InstrumentCalibrated", data }]
          : [{ type: "InstrumentMaintained", data }];
      }
      case "RetireInstrument": {
        assertMayChange(state, actor);
        const reason = command.reason.trim();
        if (!reason) throw new DomainError("instrument.reasonRequired", "invalid");
        return state.retired ? [] : [{ type: "InstrumentRetired", data: { instrumentId, reason } }];
      }
      case "ReinstateInstrument":
        assertMayChange(state, actor);
        return state.retired ? [{ type: "InstrumentReinstated", data: { instrumentId } }] : [];
      case "BookInstrument": {
        const { bookingId, slot, purpose } = command;
        if (state.bookings.has(bookingId) || state.cancelled.has(bookingId)) return [];
        assertBookableSlot(slot, command.now);
        assertFree(slot, state.bookings.values());
        const outOfCalibrationReason = outOfOrderReason(state, command.startDay, command.reason);
        return [
          {
            type: "InstrumentBooked",
            data: { instrumentId, bookingId, ...slot, purpose, memberId: actor.memberId, outOfCalibrationReason },
          },
        ];
      }
      case "CancelBooking": {
        const booking = state.bookings.get(command.bookingId);
        if (!booking) {
          if (state.cancelled.has(command.bookingId)) return [];
          throw new DomainError("instrument.bookingNotFound", "not-found");
        }
        if (booking.memberId !== actor.memberId && !actor.isOrganisationAdmin)
          throw new DomainError("instrument.notYourBooking", "forbidden");
        return [
          {
            type: "InstrumentBookingCancelled",
            data: { instrumentId, bookingId: command.bookingId, reason: command.reason.trim(), by: actor.memberId },
          },
        ];
      }
      case "RecordUsage": {
        if (state.usages.has(command.usageId)) return [];
        const { slot } = command;
        if (slot && !(Date.parse(slot.from) < Date.parse(slot.to)))
          throw new DomainError("instrument.bookingEndsBeforeStart", "invalid");
        const outOfCalibrationReason = outOfOrderReason(state, command.day, command.reason);
        return [
          {
            type: "InstrumentUsed",
            data: {
              instrumentId,
              usageId: command.usageId,
              ...command.usedIn,
              from: slot?.from ?? null,
              to: slot?.to ?? null,
              memberId: actor.memberId,
              outOfCalibrationReason,
            },
          },
        ];
      }
    }
  },
};
