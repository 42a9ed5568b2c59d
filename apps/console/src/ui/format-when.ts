/** A moment in the reader's language and the browser's time zone ("2026年11月22日 14:05", "Nov 22, 2026, 2:05 PM"); "" when unreadable. */
export function formatWhen(value: string, language: string): string {
  const at = new Date(value);
  if (!value || Number.isNaN(at.getTime())) return "";
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(at);
  } catch {
    return new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(at);
  }
}
