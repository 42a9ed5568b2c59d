import type { ReminderSchedule } from "../notification/reminders";

/** The inventory's expiry reminder as a daily schedule at its time (server time). */
export const expiryReminderSchedule = (settings: { expiryReminder: boolean; reminderTime: string }): ReminderSchedule => ({
  enabled: settings.expiryReminder,
  cycle: "daily",
  weekday: 1,
  dayOfMonth: 1,
  time: settings.reminderTime,
  afterDays: 0,
});

/**
 * Who hears of each lot about to expire, one id per lot they hear of: every active administrator,
 * and whoever registered it (once, when they are an administrator too).
 */
export function expiryReminderRecipients(
  lots: ReadonlyArray<{ readonly registeredById?: string }>,
  administratorIds: readonly string[],
): string[] {
  return lots.flatMap((lot) => {
    const owner = lot.registeredById;
    return owner && !administratorIds.includes(owner) ? [...administratorIds, owner] : [...administratorIds];
  });
}

/** The last day a lot counts as about to expire, from `today` with the warning days (YYYY-MM-DD). */
export const lastWarnedDay = (today: string, warningDays: number): string =>
  new Date(Date.parse(`${today}T00:00:00Z`) + warningDays * 86_400_000).toISOString().slice(0, 10);
