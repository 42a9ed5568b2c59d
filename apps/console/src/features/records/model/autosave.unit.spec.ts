import { DEFAULT_SETTINGS } from "@labledger/domain/settings/organisation-settings";
import { describe, expect, it, vi } from "vitest";
import { AutoSaveScheduler, autoSaveIntervalMs } from "./autosave";

const manualTimers = () => {
  let fn: (() => void) | undefined;
  return {
    timers: {
      setInterval: (f: () => void) => {
        fn = f;
        return 1;
      },
      clearInterval: () => {
        fn = undefined;
      },
    },
    fire: () => fn?.(),
    active: () => fn !== undefined,
  };
};

describe("auto-save every tempSaveTime seconds (spec §9)", () => {
  it("given no setting, when the interval is asked, then it is the default 20 s; the minimum is 5 s", () => {
    expect(autoSaveIntervalMs(undefined)).toBe(20_000);
    expect(autoSaveIntervalMs(5)).toBe(5_000);
    expect(autoSaveIntervalMs(1)).toBe(5_000);
  });

  it("given no setting, when the interval is asked, then it is the server's default", () => {
    expect(autoSaveIntervalMs(undefined)).toBe(DEFAULT_SETTINGS.other.tempSaveTime * 1000);
  });

  it("given dirty modules, when the interval passes, then exactly those are saved", async () => {
    const { timers, fire } = manualTimers();
    const save = vi.fn(async () => {});
    const scheduler = new AutoSaveScheduler(20_000, () => ["m1"], save, timers);
    scheduler.start();
    fire();
    await Promise.resolve();
    expect(save).toHaveBeenCalledWith(["m1"]);
  });

  it("given nothing dirty, when the interval passes, then nothing is sent", async () => {
    const save = vi.fn(async () => {});
    await new AutoSaveScheduler(20_000, () => [], save).tick();
    expect(save).not.toHaveBeenCalled();
  });

  it("given a save still running, when the next tick comes, then it is skipped", async () => {
    let release: () => void = () => {};
    const save = vi.fn(() => new Promise<void>((r) => (release = r)));
    const scheduler = new AutoSaveScheduler(20_000, () => ["m1"], save);
    const first = scheduler.tick();
    await scheduler.tick();
    expect(save).toHaveBeenCalledTimes(1);
    release();
    await first;
  });

  it("given a started scheduler, when stopped, then its timer is cleared", () => {
    const { timers, active } = manualTimers();
    const scheduler = new AutoSaveScheduler(
      20_000,
      () => [],
      async () => {},
      timers,
    );
    scheduler.start();
    scheduler.stop();
    expect(active()).toBe(false);
  });
});
