import { EventEmitter } from "node:events";
import type { RecordedEvent } from "@labledger/events";
import { describe, expect, it } from "vitest";
import { patience } from "../../../../tests/support/patience";
import { catchUpSubscription } from "./catch-up";

const NEVER_POLL = 24 * 3600 * 1000;
const eventAt = (globalPosition: number) =>
  ({ type: "Appended", data: {}, metadata: { globalPosition } }) as unknown as RecordedEvent;

/** A log in memory that announces each append once, to whoever listens at that moment, and is never polled. */
function announcedLog() {
  const events: RecordedEvent[] = [];
  const notices = new EventEmitter();
  return {
    append(position: number) {
      events.push(eventAt(position));
      notices.emit("appended");
    },
    source: {
      readAll: async ({ after, limit }: { after: number; limit: number }) =>
        events.filter((e) => e.metadata.globalPosition > after).slice(0, limit),
      onChange: (listener: () => void) => {
        notices.on("appended", listener);
        return () => notices.off("appended", listener);
      },
      pollMs: NEVER_POLL,
    },
  };
}

describe("catch-up subscription", () => {
  it("given an append announced while a page is being handled, when the handler ends, then the new event is delivered without waiting for a poll", async () => {
    const log = announcedLog();
    log.append(1);
    const delivered: number[] = [];
    const subscription = catchUpSubscription(log.source, {
      after: 0,
      onEvents: async (page) => {
        delivered.push(...page.map((e) => e.metadata.globalPosition));
        // The next append lands (and is announced) while this page is still being handled.
        if (delivered.length === 1) log.append(2);
      },
    });
    try {
      await expect.poll(() => delivered, { timeout: patience(5_000), interval: 5 }).toEqual([1, 2]);
    } finally {
      await subscription.stop();
    }
  });

  it("given a caught-up subscription, when an append is announced, then it is delivered after what came before, once", async () => {
    const log = announcedLog();
    const delivered: number[] = [];
    const subscription = catchUpSubscription(log.source, {
      after: 0,
      onEvents: async (page) => {
        delivered.push(...page.map((e) => e.metadata.globalPosition));
      },
    });
    try {
      for (const position of [1, 2, 3]) {
        log.append(position);
        await expect.poll(() => delivered.at(-1), { timeout: patience(5_000), interval: 5 }).toBe(position);
      }
      expect(delivered).toEqual([1, 2, 3]);
    } finally {
      await subscription.stop();
    }
  });
});
