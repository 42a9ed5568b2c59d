import { EXPIRY_WARNING_DAYS, REMINDER_TIME_PATTERN } from "@labledger/events/catalogue/settings-values";

export { EXPIRY_WARNING_DAYS };

/** What the organisation does with a usage past what is left, or of an expired lot. */
export type UsagePolicy = "refuse" | "warn";
export const USAGE_POLICIES: readonly UsagePolicy[] = ["refuse", "warn"];

export interface InventorySettings {
  readonly overdraw: UsagePolicy;
  readonly expired: UsagePolicy;
  readonly warningDays: number;
  /** A daily message of the lots about to expire, at `reminderTime` (HH:mm, server time). */
  readonly expiryReminder: boolean;
  readonly reminderTime: string;
}

/** A reminder time as typed: HH:mm on the 24-hour clock, or null. */
export const reminderTimeOf = (typed: string): string | null => (REMINDER_TIME_PATTERN.test(typed.trim()) ? typed.trim() : null);

/** The warning days as typed: whole days within the limits (1–365), or null (the field says why). */
export function warningDaysOf(typed: string): number | null {
  const text = typed.trim();
  if (!/^\d+$/.test(text)) return null;
  const days = Number(text);
  return days >= EXPIRY_WARNING_DAYS.min && days <= EXPIRY_WARNING_DAYS.max ? days : null;
}
