import { describe, expect, it } from "vitest";
import { kneeText, loadSection, withSection } from "./report";
import { knee, meets, quantile, type RateResult } from "./stats";

const at = (rate: number, p99: number, lagP99: number, errors = 0): RateResult => ({
  rate,
  requests: 1000,
  errors,
  p50: p99 / 2,
  p99,
  lagP99,
  lagSamples: 50,
  rssMaxMiB: 200,
  rssEndMiB: 190,
  achieved: rate,
});

describe("percentiles", () => {
  it("takes the nearest rank: p50 and p99 of 1..100 are 50 and 99", () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(quantile(samples, 0.5)).toBe(50);
    expect(quantile(samples, 0.99)).toBe(99);
    expect(quantile(samples, 1)).toBe(100);
  });

  it("is the one sample of one, and NaN of none", () => {
    expect(quantile([7], 0.99)).toBe(7);
    expect(quantile([], 0.5)).toBeNaN();
  });
});

describe("the knee", () => {
  it("is the highest rate with p99 ≤ 20 ms and lag p99 ≤ 100 ms", () => {
    expect(knee([at(50, 8, 10), at(100, 15, 40), at(200, 35, 60), at(400, 900, 2000)])).toBe(100);
  });

  it("stops at the first rate that fails: a lucky rate above it does not count", () => {
    expect(knee([at(50, 8, 10), at(100, 25, 40), at(200, 19, 60)])).toBe(50);
  });

  it("fails a rate on its lag, on any error, or when no lag was sampled", () => {
    expect(meets(at(50, 8, 101), { p99Ms: 20, lagP99Ms: 100 })).toBe(false);
    expect(meets(at(50, 8, 10, 1), { p99Ms: 20, lagP99Ms: 100 })).toBe(false);
    expect(meets(at(50, 8, Number.NaN), { p99Ms: 20, lagP99Ms: 100 })).toBe(false);
    expect(knee([at(50, 30, 10)])).toBeUndefined();
  });

  it("says when the limits hold at every rate measured, or at none", () => {
    const run = { target: "t", title: "T", seconds: 60 };
    expect(kneeText({ ...run, results: [at(50, 8, 10), at(100, 9, 10)] })).toContain("≥ 100 req/s");
    expect(kneeText({ ...run, results: [at(50, 30, 10)] })).toContain("below 50 req/s");
    expect(kneeText({ ...run, results: [at(50, 8, 10), at(100, 30, 10)] })).toBe("**50 req/s**");
  });
});

describe("the generated section", () => {
  it("replaces what is between the markers and keeps the rest of the document", () => {
    const section = loadSection([{ target: "t", title: "T", seconds: 10, results: [at(50, 8, 10)] }], "Note.");
    const first = withSection("# Performance\n\nIntro.\n", section);
    expect(first).toContain("## Load at fixed arrival rates");
    expect(first).toContain("| 50 | 50 | 1000 | 4.0 | 8.0 | 0 | 10.0 | 50 | 200 / 190 | — | yes |");
    const again = withSection(`${first}\nAfter.\n`, section.replace("Note.", "Other note."));
    expect(again).toContain("Other note.");
    expect(again).not.toContain("Note.\n");
    expect(again.match(/## Load at fixed arrival rates/g)).toHaveLength(1);
    expect(again.endsWith("After.\n")).toBe(true);
  });
});
