import { availableParallelism, loadavg } from "node:os";

/**
 * How much longer than on an idle machine a wait may take before it counts as failed.
 * LABLEDGER_SLOW (a number ≥ 1) sets it; otherwise it follows the one-minute load per core, so a
 * machine kept busy by other work (load 7 on 2 cores → 3.5) gives every wait 3.5 times as long.
 * Waits end as soon as their condition holds, so a generous limit costs nothing when all is well.
 */
export function slowFactor(
  setting: string | undefined,
  machine: { loadAverage: number; cores: number } = { loadAverage: loadavg()[0] ?? 0, cores: availableParallelism() },
): number {
  const chosen = Number(setting);
  if (setting !== undefined && setting !== "" && Number.isFinite(chosen) && chosen >= 1) return chosen;
  const perCore = machine.loadAverage / Math.max(1, machine.cores);
  return Math.min(MAX_DETECTED, Math.max(1, Math.round(perCore * 2) / 2));
}

/** Beyond this a detected load says more about a stuck machine than about slowness worth waiting for. */
const MAX_DETECTED = 6;

/** The factor of this run: vitest.config.ts decides it once and hands it to the workers in LABLEDGER_SLOW. */
export const SLOW = slowFactor(process.env.LABLEDGER_SLOW);

/** A time limit for a wait, scaled for this machine. */
export const patience = (ms: number): number => Math.round(ms * SLOW);

/**
 * Waits until `check` answers true, asking again every `interval` ms, and fails naming `what`
 * after `timeout` ms (scaled). For hooks, where vitest's expect.poll is not available.
 */
export async function until(
  what: string,
  check: () => Promise<boolean> | boolean,
  { timeout = 5_000, interval = 20 }: { timeout?: number; interval?: number } = {},
): Promise<void> {
  const deadline = Date.now() + patience(timeout);
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what} after ${patience(timeout)} ms`);
    await new Promise((next) => setTimeout(next, interval));
  }
}
