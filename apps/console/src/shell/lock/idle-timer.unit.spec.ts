import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IDLE_LOCK_MS } from "../../app/constants";
import { createIdleTimer } from "./idle-timer";

describe("idle lock timer", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("locks by default after 15 minutes without input", () => {
    expect(IDLE_LOCK_MS).toBe(15 * 60_000);
    const onIdle = vi.fn();
    createIdleTimer({ idleMs: IDLE_LOCK_MS, onIdle });
    vi.advanceTimersByTime(IDLE_LOCK_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it("input restarts the wait; stop cancels it", () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer({ idleMs: 1000, onIdle });
    vi.advanceTimersByTime(900);
    timer.activity();
    vi.advanceTimersByTime(900);
    expect(onIdle).not.toHaveBeenCalled();
    timer.stop();
    vi.advanceTimersByTime(5000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
