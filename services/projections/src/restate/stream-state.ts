import { type DomainEvent, type RecordedEvent, upcast } from "@labledger/events";
import type { EventStore } from "@labledger/ports";

/** A stream's events as the domain reads them, and when it began and last changed; undefined when empty. */
export async function readStreamNow(
  events: EventStore,
  streamId: string,
): Promise<{ events: DomainEvent[]; createdAt: string; updatedAt: string } | undefined> {
  const stored: RecordedEvent[] = await events.readStream(streamId);
  const [first, last] = [stored[0], stored[stored.length - 1]];
  if (!first || !last) return undefined;
  return {
    events: stored.map((e) => upcast(e) as DomainEvent),
    createdAt: first.metadata.time,
    updatedAt: last.metadata.time,
  };
}
