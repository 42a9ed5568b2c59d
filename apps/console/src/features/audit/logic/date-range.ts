/** Spec §9 date-range filters: presets (past 7 days, 1 month, 3 months) or two chosen days. */
export type RangePreset = "all" | "week" | "month" | "quarter" | "custom";

export const RANGE_PRESETS: readonly RangePreset[] = ["all", "week", "month", "quarter", "custom"];

export interface DateRange {
  readonly from: string;
  readonly to: string;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A local calendar day as YYYY-MM-DD. */
export function formatDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A local instant in the spec's time format, YYYY-MM-DD HH:mm:ss. */
export function formatTime(date: Date): string {
  return `${formatDay(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/**
 * The days a preset covers, both included, ending today: the past 7 days are today and the
 * six before; a month (three months) goes back to the same day of the month before (three before),
 * clamped to that month's last day.
 */
export function presetRange(preset: RangePreset, today: Date): DateRange | null {
  const to = formatDay(today);
  switch (preset) {
    case "week": {
      const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6);
      return { from: formatDay(from), to };
    }
    case "month":
      return { from: formatDay(monthsBefore(today, 1)), to };
    case "quarter":
      return { from: formatDay(monthsBefore(today, 3)), to };
    default:
      return null;
  }
}

function monthsBefore(day: Date, months: number): Date {
  const first = new Date(day.getFullYear(), day.getMonth() - months, 1);
  const lastDay = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  return new Date(first.getFullYear(), first.getMonth(), Math.min(day.getDate(), lastDay));
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const [y, m, d] = text.split("-").map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d;
}

/**
 * The API's dateRange parameter (spec §9: two dates joined by an ampersand), or null when the
 * range is incomplete or backwards. A single day given alone stands for both ends.
 */
export function dateRangeParam(range: Partial<DateRange>): string | null {
  const from = range.from?.trim() || range.to?.trim() || "";
  const to = range.to?.trim() || from;
  if (!isDay(from) || !isDay(to) || from > to) return null;
  return `${from}&${to}`;
}

const TIME = /^\d{4}-\d{2}-\d{2} (\d{2}):(\d{2}):(\d{2})$/;

/** Whether a typed moment is in the spec's time format and names a real instant. */
export function isTime(text: string): boolean {
  const trimmed = text.trim();
  const match = TIME.exec(trimmed);
  if (!match || !isDay(trimmed.slice(0, 10))) return false;
  const [hours, minutes, seconds] = match.slice(1).map(Number) as [number, number, number];
  return hours < 24 && minutes < 60 && seconds < 60;
}
