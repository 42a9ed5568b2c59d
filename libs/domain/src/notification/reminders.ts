/** A reminder's schedule (settings section `messages`: delayedSubmission, pendingReview). */
export interface ReminderSchedule {
  readonly enabled: boolean;
  readonly cycle: "daily" | "weekly" | "monthly";
  /** 1 = Monday … 7 = Sunday (weekly). */
  readonly weekday: number;
  /** 1…28 (monthly). */
  readonly dayOfMonth: number;
  /** HH:mm, server time. */
  readonly time: string;
  readonly afterDays: number;
}

const p = (n: number) => String(n).padStart(2, "0");
const key = (d: Date) => `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;

/**
 * The latest moment the schedule fell due at or before `now` (server time), as a key such
 * as "2026-11-23T09:00", or null when the reminder is off. A reminder is sent once per key,
 * so a restart in between neither skips nor repeats it.
 */
export function reminderSlot(schedule: ReminderSchedule, now: Date): string | null {
  if (!schedule.enabled) return null;
  const [hours = 0, minutes = 0] = schedule.time.split(":").map(Number);
  const at = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate(), hours, minutes);
  let slot = at(now);
  switch (schedule.cycle) {
    case "daily":
      if (slot > now) slot = at(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
      break;
    case "weekly": {
      const isoDay = ((now.getDay() + 6) % 7) + 1;
      slot = at(new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((isoDay - schedule.weekday + 7) % 7)));
      if (slot > now) slot = at(new Date(slot.getFullYear(), slot.getMonth(), slot.getDate() - 7));
      break;
    }
    case "monthly":
      slot = at(new Date(now.getFullYear(), now.getMonth(), schedule.dayOfMonth));
      if (slot > now) slot = at(new Date(now.getFullYear(), now.getMonth() - 1, schedule.dayOfMonth));
      break;
  }
  return key(slot);
}

/** The instant before which an item counts as overdue for this reminder (older than afterDays). */
export const overdueBefore = (schedule: ReminderSchedule, now: Date): string =>
  new Date(now.getTime() - schedule.afterDays * 86_400_000).toISOString();
