import { localDay } from "@labledger/domain";

/** An instant as the lab reads it in a message: its day and time in the lab's (the server's) time zone, "2026-11-30 09:00". */
export function labTime(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${localDay(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
