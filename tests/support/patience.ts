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
