// Percentiles and the knee: pure maths over the samples of a run.

/** The q-quantile (0–1) of samples by the nearest-rank method; NaN when there are none. */
export function quantile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil(q * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export interface RateResult {
  readonly rate: number;
  readonly requests: number;
  readonly errors: number;
  readonly p50: number;
  readonly p99: number;
  /** Projection lag p99 in ms; NaN when no lag was sampled. */
  readonly lagP99: number;
  readonly lagSamples: number;
  readonly rssMaxMiB: number;
  readonly rssEndMiB: number;
  /** Requests answered per second over the run (below the offered rate when the server cannot keep up). */
  readonly achieved: number;
}

export interface Limits {
  readonly p99Ms: number;
  readonly lagP99Ms: number;
  /** Share of requests that may fail (0 by default: any error disqualifies the rate). */
  readonly errorShare?: number;
}

export const ISSUE_15_LIMITS: Limits = { p99Ms: 20, lagP99Ms: 100 };

/** Whether a rate meets the limits; a lag that was not sampled does not meet them. */
export function meets(result: RateResult, limits: Limits): boolean {
  const errorShare = result.requests === 0 ? 1 : result.errors / result.requests;
  return (
    result.requests > 0 &&
    errorShare <= (limits.errorShare ?? 0) &&
    result.p99 <= limits.p99Ms &&
    Number.isFinite(result.lagP99) &&
    result.lagP99 <= limits.lagP99Ms
  );
}

/**
 * The knee: the highest rate that meets the limits with every lower rate measured meeting them
 * too (a lucky rate above a failed one does not count). Undefined when even the lowest fails.
 */
export function knee(results: readonly RateResult[], limits: Limits = ISSUE_15_LIMITS): number | undefined {
  let best: number | undefined;
  for (const result of [...results].sort((a, b) => a.rate - b.rate)) {
    if (!meets(result, limits)) break;
    best = result.rate;
  }
  return best;
}
