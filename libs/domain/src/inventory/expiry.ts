/** Spec §9 expiry labels: past the date, within the warning days before it, or in validity. */
export type ExpiryState = "expired" | "aboutToExpire" | "valid";

const DAY_MS = 86_400_000;

/**
 * A lot's expiry state on `today` (a date, YYYY-MM-DD, in the lab's time zone): expired once the
 * day after its expiry date has begun, about to expire from `warningDays` before it, else valid.
 * No expiry date: always valid.
 */
export function expiryState(expiresOn: string | null, today: string, warningDays: number): ExpiryState {
  if (!expiresOn) return "valid";
  const days = (Date.parse(`${expiresOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS;
  if (days < 0) return "expired";
  return days <= warningDays ? "aboutToExpire" : "valid";
}
