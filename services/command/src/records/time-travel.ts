import { DomainError } from "@labledger/domain";
import type { RecordedEvent } from "@labledger/events";

/** A moment of a record's history: right after the event at a global position, or an instant. */
export type Moment = { readonly position: number } | { readonly time: Date };

/** Spec §9 time format, read in the server's time zone like the trace shows it. */
const SPEC_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
/** ISO 8601 with a zone (Z or ±hh:mm), as APIs send instants. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Exactly one of `position` and `time`; a time in the spec's format or as an ISO 8601 instant. */
export function momentOf(query: { position?: number; time?: string }): Moment {
  if ((query.position === undefined) === (query.time === undefined)) throw new DomainError("history.momentRequired", "invalid");
  if (query.position !== undefined) return { position: query.position };
  const text = query.time!.trim();
  const spec = SPEC_TIME.exec(text);
  // A time in the spec's format names a whole second, as the trace shows times: every event within it counts.
  const time = spec
    ? new Date(+spec[1]!, +spec[2]! - 1, +spec[3]!, +spec[4]!, +spec[5]!, +spec[6]!, 999)
    : ISO_INSTANT.test(text)
      ? new Date(text)
      : undefined;
  // new Date(2026, 1, 30) rolls over to March: a date or time that does not exist is refused, not moved.
  const rolledOver =
    spec &&
    time &&
    [time.getMonth() + 1, time.getDate(), time.getHours(), time.getMinutes(), time.getSeconds()].join() !==
      spec.slice(2).map(Number).join();
  if (!time || Number.isNaN(time.getTime()) || rolledOver)
    throw new DomainError("history.timeInvalid", "invalid", { time: text });
  return { time };
}

/** The events of a stream up to a moment, in stream order: the record as it stood then is their fold. */
export function eventsUpTo(stored: readonly RecordedEvent[], moment: Moment): RecordedEvent[] {
  const isLater =
    "position" in moment
      ? (e: RecordedEvent) => e.metadata.globalPosition > moment.position
      : (e: RecordedEvent) => Date.parse(e.metadata.time) > moment.time.getTime();
  const end = stored.findIndex(isLater);
  return end === -1 ? [...stored] : stored.slice(0, end);
}
