/** The booking calendar's week: Monday to Sunday in the browser's time zone, one row per hour. */
export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

export interface TimeWindow {
  readonly from: Date;
  readonly to: Date;
}

/** Monday 00:00 of the week `date` is in. */
export function weekStart(date: Date): Date {
  const start = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  const sinceMonday = (start.getDay() + 6) % 7;
  start.setDate(start.getDate() - sinceMonday);
  return start;
}

/** The week `weeks` after (or before) the one starting at `start`. */
export function shiftWeek(start: Date, weeks: number): Date {
  const moved = new Date(start);
  moved.setDate(moved.getDate() + weeks * 7);
  return moved;
}

export function weekDays(start: Date): Date[] {
  return Array.from({ length: 7 }, (_, i) => {
    const day = new Date(start);
    day.setDate(day.getDate() + i);
    return day;
  });
}

export const weekWindow = (start: Date): TimeWindow => ({ from: start, to: shiftWeek(start, 1) });

/** One hour of one day: the slot a click on the calendar offers to book. */
export function hourSlot(day: Date, hour: number): TimeWindow {
  const from = new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour);
  const to = new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour + 1);
  return { from, to };
}

interface Timed {
  readonly from: string;
  readonly to: string;
}

/** The bookings covering any of a slot, half-open as the server judges them (touching ones do not). */
export const coveringSlot = <B extends Timed>(bookings: readonly B[], slot: TimeWindow): B[] =>
  bookings.filter((b) => Date.parse(b.from) < slot.to.getTime() && slot.from.getTime() < Date.parse(b.to));

/** Whether a booking's label goes in this slot: where it starts, or at midnight of a day it runs into. */
export const labelledIn = (booking: Timed, slot: TimeWindow): boolean => {
  const from = Date.parse(booking.from);
  return (from >= slot.from.getTime() && from < slot.to.getTime()) || (slot.from.getHours() === 0 && from < slot.from.getTime());
};

/** A date as a datetime-local input shows it ("2026-11-30T09:00"), in the browser's time zone. */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local input's value as an instant (ISO, UTC); undefined when it is not one. */
export function fromLocalInput(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
