import { EXPIRY_WARNING_DAYS } from "@labledger/events/catalogue/settings-values";

export { EXPIRY_WARNING_DAYS };

/** What the organisation does with a usage past what is left, or of an expired lot. */
export type UsagePolicy = "refuse" | "warn";
export const USAGE_POLICIES: readonly UsagePolicy[] = ["refuse", "warn"];

export interface InventorySettings {
  readonly overdraw: UsagePolicy;
  readonly expired: UsagePolicy;
  readonly warningDays: number;
}

/** The warning days as typed: whole days within the limits (1–365), or null (the field says why). */
export function warningDaysOf(typed: string): number | null {
  const text = typed.trim();
  if (!/^\d+$/.test(text)) return null;
  const days = Number(text);
  return days >= EXPIRY_WARNING_DAYS.min && days <= EXPIRY_WARNING_DAYS.max ? days : null;
}
