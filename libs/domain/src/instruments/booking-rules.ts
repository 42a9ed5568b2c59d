import { DomainError } from "../decider/domain-error";

/** A booking's time: the half-open interval [from, to) between two instants (ISO 8601, UTC). */
export interface BookingSlot {
  readonly from: string;
  readonly to: string;
}
export interface LiveBooking extends BookingSlot {
  readonly bookingId: string;
  readonly memberId: string;
}

/** The longest one booking may hold an instrument. */
export const MAX_BOOKING_DAYS = 14;
/** A booking may start this long ago (a member booking "now" while the clock moves on). */
export const PAST_TOLERANCE_MS = 5 * 60_000;

const HOUR_MS = 3_600_000;

/** Two half-open intervals overlap when each starts before the other ends: touching ones do not. */
export const overlaps = (a: BookingSlot, b: BookingSlot): boolean =>
  Date.parse(a.from) < Date.parse(b.to) && Date.parse(b.from) < Date.parse(a.to);

/** A slot a member may ask for at `now`: from before to, not longer than the maximum, not in the past. */
export function assertBookableSlot(slot: BookingSlot, now: Date): void {
  const from = Date.parse(slot.from);
  const to = Date.parse(slot.to);
  if (Number.isNaN(from) || Number.isNaN(to) || !(from < to))
    throw new DomainError("instrument.bookingEndsBeforeStart", "invalid");
  if (to - from > MAX_BOOKING_DAYS * 24 * HOUR_MS)
    throw new DomainError("instrument.bookingTooLong", "invalid", { days: MAX_BOOKING_DAYS });
  if (from < now.getTime() - PAST_TOLERANCE_MS) throw new DomainError("instrument.bookingInPast", "invalid");
}

/**
 * The first live booking the slot overlaps, refused naming whose it is and when: the server puts
 * the member's name and the times in the lab's words (`member`, `from`, `to`).
 */
export function assertFree(slot: BookingSlot, live: Iterable<LiveBooking>): void {
  for (const booking of live) {
    if (overlaps(slot, booking))
      throw new DomainError("instrument.bookingOverlaps", "conflict", {
        member: booking.memberId,
        from: booking.from,
        to: booking.to,
      });
  }
}
