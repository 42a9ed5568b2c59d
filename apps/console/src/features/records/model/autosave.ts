import { TEMP_SAVE_SECONDS } from "@labledger/events/catalogue/settings-values";

/** Spec §9 tempSaveTime: the auto-save interval in ms, from the setting in seconds (its default when unset), held to the range the server accepts. */
export function autoSaveIntervalMs(tempSaveTime: number | undefined): number {
  const seconds = typeof tempSaveTime === "number" && Number.isFinite(tempSaveTime) ? tempSaveTime : TEMP_SAVE_SECONDS.default;
  return Math.min(TEMP_SAVE_SECONDS.max, Math.max(TEMP_SAVE_SECONDS.min, Math.round(seconds))) * 1000;
}

export interface Timers {
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/**
 * Every interval, saves what is dirty (and nothing when nothing is). A tick while the previous
 * save is still running is skipped, so saves of one module never overlap.
 */
export class AutoSaveScheduler {
  private handle: unknown;
  private running = false;

  constructor(
    private readonly intervalMs: number,
    private readonly dirtyModules: () => readonly string[],
    private readonly save: (moduleIds: readonly string[]) => Promise<unknown>,
    private readonly timers: Timers = {
      setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
      clearInterval: (h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>),
    },
  ) {}

  start(): void {
    this.stop();
    this.handle = this.timers.setInterval(() => void this.tick(), this.intervalMs);
  }

  stop(): void {
    if (this.handle !== undefined) this.timers.clearInterval(this.handle);
    this.handle = undefined;
  }

  async tick(): Promise<void> {
    if (this.running) return;
    const dirty = this.dirtyModules();
    if (dirty.length === 0) return;
    this.running = true;
    try {
      await this.save(dirty);
    } catch {
      // The save reports its own failure; the next tick tries again.
    } finally {
      this.running = false;
    }
  }
}
