import { retainedUntil } from "@labledger/domain/experiment/lifecycle";
import { ARCHIVE_RETENTION_YEARS } from "@labledger/events/catalogue/settings-values";

export { ARCHIVE_RETENTION_YEARS };

/** The retention as typed: whole years within the organisation's limits, or null (the field says why). */
export function retentionYearsOf(typed: string): number | null {
  const text = typed.trim();
  if (!/^\d+$/.test(text)) return null;
  const years = Number(text);
  return years >= ARCHIVE_RETENTION_YEARS.min && years <= ARCHIVE_RETENTION_YEARS.max ? years : null;
}

/** Until when records archived now are retained, by the server's rule (whole years from the archive day, UTC). */
export const retainedUntilIfArchivedAt = (now: Date, years: number): string => retainedUntil(now, years);
