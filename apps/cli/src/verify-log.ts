import { type ChainBreak, LogChainVerifier } from "@labledger/events";
import { CorruptEventError, type EventStore } from "@labledger/ports";

export interface VerifyReport {
  readonly events: number;
  readonly streams: number;
  readonly broken?: ChainBreak;
}

const PAGE = 1000;

/** Walks the whole log in order and checks every stream's hash chain; stops at the first break. */
export async function verifyLog(store: EventStore, onProgress?: (events: number) => void): Promise<VerifyReport> {
  const verifier = new LogChainVerifier();
  let position = 0;
  let count = 0;
  let limit = PAGE;
  for (;;) {
    let page: Awaited<ReturnType<EventStore["readAll"]>>;
    try {
      page = await store.readAll({ after: position, limit });
    } catch (error) {
      if (!(error instanceof CorruptEventError)) throw error;
      // Read one at a time up to the unreadable event, so a break before it is not missed.
      if (limit > 1) {
        limit = 1;
        continue;
      }
      const { streamId, streamPosition, globalPosition } = error;
      return {
        events: count,
        streams: verifier.streamCount,
        broken: { streamId, streamPosition, globalPosition, problem: "unreadable" },
      };
    }
    if (page.length === 0) return { events: count, streams: verifier.streamCount };
    for (const event of page) {
      const broken = verifier.next(event);
      if (broken) return { events: count, streams: verifier.streamCount, broken };
      count++;
    }
    position = page[page.length - 1]!.metadata.globalPosition;
    onProgress?.(count);
  }
}
