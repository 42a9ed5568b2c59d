import type { RecordedEvent } from "@labledger/events";
import type { SubscribeOptions, Subscription } from "@labledger/ports";

export interface CatchUpSource {
  readAll(options: { after: number; limit: number }): Promise<RecordedEvent[]>;
  /** Resolves when new events may be there (a local append, or the poll interval). */
  changed(signal: AbortSignal): Promise<void>;
}

const PAGE = 500;

/**
 * A catch-up subscription for stores without a native one: read pages after the
 * checkpoint until the end, then wait for a change, and go on.
 */
export function catchUpSubscription(source: CatchUpSource, options: SubscribeOptions): Subscription {
  const abort = new AbortController();
  let position = options.after;
  const loop = (async () => {
    while (!abort.signal.aborted) {
      try {
        const page = await source.readAll({ after: position, limit: PAGE });
        if (abort.signal.aborted) return;
        if (page.length > 0) {
          await options.onEvents(page);
          position = page[page.length - 1]!.metadata.globalPosition;
          if (page.length === PAGE) continue;
        }
        await source.changed(abort.signal);
      } catch (error) {
        if (abort.signal.aborted) return;
        options.onError?.(error);
        await source.changed(abort.signal);
      }
    }
  })();
  return {
    async stop() {
      abort.abort();
      await loop;
    },
  };
}

/** Waits for the next notification or `pollMs`, whichever is first, or until aborted. */
export function waitForChange(
  subscribeToNotices: (listener: () => void) => () => void,
  pollMs: number,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, pollMs);
    const unsubscribe = subscribeToNotices(done);
    signal.addEventListener("abort", done);
  });
}
