// Runs one rate open loop: every request is sent at its due time whatever the answers before it,
// and its latency counts from that due time, so a server that falls behind shows it.
import { HttpError } from "./http-client";
import { type Operation, pick } from "./mix";
import { sampleRss } from "./rss";
import { arrivals, seededRandom } from "./schedule";
import { quantile, type RateResult } from "./stats";
import type { Workload } from "./workload";

export interface RateDetail extends RateResult {
  readonly perOperation: Record<string, { requests: number; p50: number; p99: number; errors: number }>;
  /** Error counts by operation and HTTP status (or "network"). */
  readonly errorKinds: Record<string, number>;
  readonly firstErrors: string[];
  /** How late the generator itself sent requests (p99, ms): a busy client shows here. */
  readonly sendDelayP99: number;
}

export async function runRate<S>(
  workload: Workload<S>,
  { rate, seconds, seed, pids }: { rate: number; seconds: number; seed: number; pids: readonly number[] },
): Promise<RateDetail> {
  const due = arrivals(rate, seconds, { seed });
  const choose = seededRandom(seed * 7 + 1);
  const latencies: Record<string, number[]> = {};
  const failures: Record<string, number> = {};
  const errorKinds: Record<string, number> = {};
  const firstErrors: string[] = [];
  const sendDelays: number[] = [];
  const inFlight = new Set<Promise<void>>();
  let answered = 0;
  workload.lags = [];
  const rss = sampleRss(pids);
  const start = performance.now() + 50;

  const record = (operation: Operation, ms: number) => {
    const samples = latencies[operation] ?? [];
    samples.push(ms);
    latencies[operation] = samples;
  };
  const fire = (at: number, operation: Operation) => {
    const scheduled = start + at;
    sendDelays.push(performance.now() - scheduled);
    const request = workload.run(operation).then(
      () => {
        record(operation, performance.now() - scheduled);
        answered++;
      },
      (error: unknown) => {
        record(operation, performance.now() - scheduled);
        failures[operation] = (failures[operation] ?? 0) + 1;
        const kind = `${operation} ${error instanceof HttpError ? error.status : "network"}`;
        errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
        if (firstErrors.length < 5) firstErrors.push(String(error instanceof Error ? error.message : error));
      },
    );
    inFlight.add(request);
    void request.finally(() => inFlight.delete(request));
  };

  await new Promise<void>((done) => {
    let next = 0;
    const tick = () => {
      const now = performance.now() - start;
      while (next < due.length && due[next]! <= now) fire(due[next++]!, pick(choose()));
      if (next >= due.length) return done();
      // setTimeout cannot wait less than ~1 ms; requests due meanwhile go out together on the next tick.
      setTimeout(tick, Math.max(0, due[next]! - (performance.now() - start) - 0.3));
    };
    tick();
  });
  while (inFlight.size > 0) await Promise.all([...inFlight]);
  // Until the last answer: a server that fell behind answers over a longer time than the run.
  const elapsed = (performance.now() - start) / 1000;
  await workload.settled();
  const { maxMiB, endMiB } = rss.stop();

  const all = Object.values(latencies).flat();
  const errors = Object.values(failures).reduce((a, b) => a + b, 0);
  const perOperation = Object.fromEntries(
    Object.entries(latencies).map(([operation, samples]) => [
      operation,
      { requests: samples.length, p50: quantile(samples, 0.5), p99: quantile(samples, 0.99), errors: failures[operation] ?? 0 },
    ]),
  );
  return {
    rate,
    requests: all.length,
    errors,
    p50: quantile(all, 0.5),
    p99: quantile(all, 0.99),
    lagP99: quantile(workload.lags, 0.99),
    lagSamples: workload.lags.length,
    rssMaxMiB: maxMiB,
    rssEndMiB: endMiB,
    achieved: answered / elapsed,
    perOperation,
    errorKinds,
    firstErrors,
    sendDelayP99: quantile(sendDelays, 0.99),
  };
}
