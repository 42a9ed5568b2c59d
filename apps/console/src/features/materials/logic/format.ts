/** A quantity in the reader's language, up to six decimals ("1,500", "0.25"). */
export function formatAmount(value: number, language: string): string {
  try {
    return new Intl.NumberFormat(language, { maximumFractionDigits: 6 }).format(value);
  } catch {
    return new Intl.NumberFormat(undefined, { maximumFractionDigits: 6 }).format(value);
  }
}

/** A calendar day (YYYY-MM-DD) in the reader's language ("2027年1月2日", "Jan 2, 2027"), the same day wherever one reads it. */
export function formatDay(day: string | null, language: string): string {
  if (!day) return "";
  const at = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(at)) return "";
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).format(at);
  } catch {
    return new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" }).format(at);
  }
}
