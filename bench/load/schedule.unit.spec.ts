import { describe, expect, it } from "vitest";
import { pick } from "./mix";
import { arrivals, seededRandom } from "./schedule";

describe("open-loop arrivals", () => {
  it("spaces fixed arrivals exactly 1/rate apart over the run", () => {
    expect(arrivals(4, 1, { poisson: false })).toEqual([0, 250, 500, 750]);
  });

  it("draws Poisson arrivals whose count and mean gap match the rate, the same for the same seed", () => {
    const times = arrivals(200, 60, { seed: 7 });
    expect(times.length).toBeGreaterThan(200 * 60 * 0.97);
    expect(times.length).toBeLessThan(200 * 60 * 1.03);
    expect(times.every((t, i) => i === 0 || t >= times[i - 1]!)).toBe(true);
    expect(times.at(-1)!).toBeLessThan(60_000);
    expect(arrivals(200, 60, { seed: 7 })).toEqual(times);
    expect(arrivals(200, 60, { seed: 8 })).not.toEqual(times);
  });

  it("has no arrivals for a rate or a duration of zero", () => {
    expect(arrivals(0, 10)).toEqual([]);
    expect(arrivals(10, 0)).toEqual([]);
  });

  it("draws uniformly in [0, 1) from a seed", () => {
    const random = seededRandom(1);
    const draws = Array.from({ length: 10_000 }, random);
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
    expect(draws.reduce((a, b) => a + b, 0) / draws.length).toBeCloseTo(0.5, 1);
  });
});

describe("the workload mix", () => {
  it("picks each operation for its share of draws", () => {
    const counts: Record<string, number> = {};
    for (let i = 0; i < 1000; i++) {
      const operation = pick((i + 0.5) / 1000);
      counts[operation] = (counts[operation] ?? 0) + 1;
    }
    expect(counts).toEqual({ save: 400, open: 250, list: 200, create: 100, submit: 50 });
  });
});
