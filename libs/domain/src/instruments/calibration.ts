/**
 * Whether a dated duty (calibration or maintenance) is in order on a day: lapsed once the day after
 * its due day has begun, due soon from `warningDays` before it, else valid; no due day: not scheduled.
 * The one reading server lists, decisions and the console share.
 */
export type DueState = "valid" | "dueSoon" | "lapsed" | "notScheduled";

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const isDay = (value: string): boolean => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The calendar day `days` after `day` (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function dueState(dueOn: string | null, today: string, warningDays: number): DueState {
  if (!dueOn) return "notScheduled";
  if (dueOn < today) return "lapsed";
  return dueOn <= addDays(today, warningDays) ? "dueSoon" : "valid";
}

/** Days from `today` to the due day: negative once lapsed. */
export const daysUntil = (dueOn: string, today: string): number =>
  Math.round((Date.parse(`${dueOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);

/** The day of an instant in the lab's time zone (the server's and the browser's local time). */
export function localDay(instant: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}

/** The due days a list filter by state reads: lapsed before `today`, due soon up to `soonUntil`. */
export const dueWindow = (today: string, warningDays: number) => ({ today, soonUntil: addDays(today, warningDays) });

/** What a list's chip says of an instrument: out of service, or its calibration's state. */
export type InstrumentStatus = "retired" | DueState;
export const instrumentStatus = (
  instrument: { readonly retired: boolean; readonly calibration: { readonly dueOn: string | null } },
  today: string,
  warningDays: number,
): InstrumentStatus => (instrument.retired ? "retired" : dueState(instrument.calibration.dueOn, today, warningDays));
