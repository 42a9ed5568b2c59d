import { describe, expect, it, vi } from "vitest";
import { ServerClock } from "./server-clock";

describe("server clock (the request timestamp: server time, the offset refreshed every 30 s)", () => {
  it("signs with the server's time", async () => {
    const now = 1_000_000;
    const clock = new ServerClock({ fetchServerNow: async () => now + 5_000, now: () => now });
    expect(await clock.serverNow()).toBe(1_000_000 + 5_000);
  });

  it("reads the server time again once the offset is 30 s old, not before", async () => {
    let now = 0;
    const fetchServerNow = vi.fn(async () => now + 7);
    const clock = new ServerClock({ fetchServerNow, now: () => now });
    await clock.serverNow();
    now = 29_999;
    await clock.serverNow();
    expect(fetchServerNow).toHaveBeenCalledTimes(1);
    now = 30_000;
    await clock.serverNow();
    expect(fetchServerNow).toHaveBeenCalledTimes(2);
  });

  it("reads it again when the local clock went backwards", async () => {
    let now = 100_000;
    const fetchServerNow = vi.fn(async () => 500_000);
    const clock = new ServerClock({ fetchServerNow, now: () => now });
    await clock.serverNow();
    now = 50_000;
    expect(await clock.serverNow()).toBe(500_000);
    expect(fetchServerNow).toHaveBeenCalledTimes(2);
  });

  it("tries 3 times, then reports the failure and falls back to the local clock", async () => {
    const onFailure = vi.fn();
    const fetchServerNow = vi.fn(async () => {
      throw new Error("down");
    });
    const clock = new ServerClock({ fetchServerNow, now: () => 1000, onFailure });
    expect(await clock.serverNow()).toBe(1000);
    expect(fetchServerNow).toHaveBeenCalledTimes(3);
    expect(onFailure).toHaveBeenCalledOnce();
  });

  it("shares one request between concurrent callers", async () => {
    const fetchServerNow = vi.fn(async () => 42);
    const clock = new ServerClock({ fetchServerNow, now: () => 0 });
    await Promise.all([clock.serverNow(), clock.serverNow(), clock.serverNow()]);
    expect(fetchServerNow).toHaveBeenCalledTimes(1);
  });

  it("does not trust a reading during which the local clock jumped (the computer slept); it asks again", async () => {
    let now = 0;
    const readings = [
      async () => {
        now += 15 * 60_000; // asleep for 15 minutes while the request was out
        return 1_000;
      },
      async () => now + 3_000,
    ];
    const fetchServerNow = vi.fn(async () => readings[fetchServerNow.mock.calls.length - 1]!());
    const clock = new ServerClock({ fetchServerNow, now: () => now });
    expect(await clock.serverNow()).toBe(now + 3_000);
    expect(fetchServerNow).toHaveBeenCalledTimes(2);
  });
});
