import type { RecordedEvent } from "@labledger/events";
import { type ChainBreak, LogChainVerifier, StreamChainVerifier } from "@labledger/events/node";
import { CorruptEventError, type EventStore } from "./port";

export interface VerifyReport {
  readonly events: number;
  readonly streams: number;
  readonly broken?: ChainBreak;
}

const PAGE = 1000;

/**
 * Checks events page by page with `next`, stopping at the first break. A page that holds an
 * unreadable event is read again one event at a time up to it, so a break before it is not missed.
 */
async function verifyPages(
  readPage: (after: RecordedEvent | undefined, limit: number) => Promise<RecordedEvent[]>,
  next: (event: RecordedEvent) => ChainBreak | undefined,
  onProgress?: (events: number) => void,
): Promise<{ events: number; broken?: ChainBreak }> {
  let last: RecordedEvent | undefined;
  let events = 0;
  let limit = PAGE;
  for (;;) {
    let page: RecordedEvent[];
    try {
      page = await readPage(last, limit);
    } catch (error) {
      if (!(error instanceof CorruptEventError)) throw error;
      if (limit > 1) {
        limit = 1;
        continue;
      }
      const { streamId, streamPosition, globalPosition } = error;
      return { events, broken: { streamId, streamPosition, globalPosition, problem: "unreadable" } };
    }
    if (page.length === 0) return { events };
    for (const event of page) {
      const broken = next(event);
      if (broken) return { events, broken };
      events++;
    }
    last = page[page.length - 1];
    onProgress?.(events);
  }
}

/** Walks the whole log in order and checks every stream's hash chain; stops at the first break. */
export async function verifyLog(store: EventStore, onProgress?: (events: number) => void): Promise<VerifyReport> {
  const verifier = new LogChainVerifier();
  const result = await verifyPages(
    (after, limit) => store.readAll({ after: after?.metadata.globalPosition ?? 0, limit }),
    (event) => verifier.next(event),
    onProgress,
  );
  return { ...result, streams: verifier.streamCount };
}

/** Checks one stream's hash chain from its first event; stops at the first break. */
export async function verifyStream(store: EventStore, streamId: string): Promise<VerifyReport> {
  const verifier = new StreamChainVerifier(streamId);
  const result = await verifyPages(
    (after, limit) => store.readStream(streamId, { fromRevision: after ? after.metadata.streamPosition + 1 : 0, limit }),
    (event) => verifier.next(event),
  );
  return { ...result, streams: result.events > 0 || result.broken ? 1 : 0 };
}
