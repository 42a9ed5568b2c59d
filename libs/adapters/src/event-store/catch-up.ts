import type { RecordedEvent } from "@labledger/events";
import type { SubscribeOptions, Subscription } from "@labledger/ports";

export interface CatchUpSource {
  readAll(options: { after: number; limit: number }): Promise<RecordedEvent[]>;
  /** Calls `listener` whenever new events may be there (a local append, another process's commit); answers how to stop. */
  onChange(listener: () => void): () => void;
  /** The longest wait without a change before reading again anyway (a safety net). */
  readonly pollMs: number;
}

const PAGE = 500;

/**
 * A catch-up subscription for stores without a native one: read pages after the checkpoint
 * until the end, then wait for a change, and go on. A change is remembered from the moment a
 * read begins, so one that comes while a page is read or handled is not waited for (when it
 * was, its events waited for the poll: about 1 s of lag between processes).
 */
export function catchUpSubscription(source: CatchUpSource, options: SubscribeOptions): Subscription {
  const abort = new AbortController();
  let position = options.after;
  let changed = false;
  let wake: (() => void) | undefined;
  const stopListening = source.onChange(() => {
    changed = true;
    wake?.();
  });
  const nextChange = () =>
    new Promise<void>((resolve) => {
      if (changed || abort.signal.aborted) return resolve();
      const done = () => {
        clearTimeout(timer);
        wake = undefined;
        abort.signal.removeEventListener("abort", done);
        resolve();
      };
      const timer = setTimeout(done, source.pollMs);
      wake = done;
      abort.signal.addEventListener("abort", done);
    });
  const loop = (async () => {
    while (!abort.signal.aborted) {
      changed = false;
      try {
        const page = await source.readAll({ after: position, limit: PAGE });
        if (abort.signal.aborted) return;
        if (page.length > 0) {
          await options.onEvents(page);
          position = page[page.length - 1]!.metadata.globalPosition;
          if (page.length === PAGE) continue;
        }
        await nextChange();
      } catch (error) {
        if (abort.signal.aborted) return;
        options.onError?.(error);
        await nextChange();
      }
    }
  })();
  return {
    async stop() {
      abort.abort();
      await loop;
      stopListening();
    },
  };
}
