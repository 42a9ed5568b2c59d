/** The start of today in the reader's own time zone, as the lists' `since` (spec §2 todayShare, todayApply). */
export function startOfToday(now: Date = new Date()): string {
  const day = new Date(now.getTime());
  day.setHours(0, 0, 0, 0);
  return day.toISOString();
}

/** Where a share stands, as the i18n key of its word. */
export const shareStateKey = (state: string) => `state.${state}`;

/** Where an application stands: revoked after approval, else the queue's state. */
export const applicationStateKey = (row: { state: string; revoked?: boolean | undefined }) =>
  row.state === "approved" && row.revoked ? "state.revoked" : `applicationState.${row.state}`;
