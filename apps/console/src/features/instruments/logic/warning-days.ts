import { INSTRUMENT_WARNING_DAYS } from "@labledger/events/catalogue/settings-values";

export { INSTRUMENT_WARNING_DAYS };

/** The warning days as typed: a whole number in the setting's range, else null. */
export function warningDaysOf(typed: string): number | null {
  if (!/^\d+$/.test(typed.trim())) return null;
  const days = Number(typed.trim());
  return days >= INSTRUMENT_WARNING_DAYS.min && days <= INSTRUMENT_WARNING_DAYS.max ? days : null;
}
