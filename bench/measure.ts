import { cpus, totalmem } from "node:os";

export interface Rate {
  readonly events: number;
  readonly seconds: number;
  readonly perSecond: number;
}

export async function rate(events: number, work: () => Promise<void> | void): Promise<Rate> {
  const started = performance.now();
  await work();
  const seconds = (performance.now() - started) / 1000;
  return { events, seconds, perSecond: events / seconds };
}

export function percentiles(samplesMs: number[]): { p50: number; p95: number; p99: number; mean: number } {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), mean: sorted.reduce((a, b) => a + b, 0) / sorted.length };
}

export function machine() {
  return {
    cpu: cpus()[0]?.model ?? "unknown",
    cores: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    date: new Date().toISOString().slice(0, 10),
  };
}

/** A ~130-byte event body, like a typical field edit. */
export const payload = (i: number) => ({
  field: "yield",
  row: i % 50,
  oldValue: "72.5",
  newValue: String(70 + (i % 30)),
  unit: "%",
});

/** p50 and p99 of `requests` sequential calls of `work`, after three untimed warm-up calls. */
export async function timed(requests: number, work: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < 3; i++) await work();
  const samples: number[] = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  const { p50, p99 } = percentiles(samples);
  return { p50, p99 };
}
