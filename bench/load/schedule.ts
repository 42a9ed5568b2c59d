// Open-loop arrivals: when each request is due, fixed before the run starts, so a server that
// falls behind cannot slow the arrivals down (no coordinated omission).

import { seededRandom } from "../../tests/support/seeded-random";

export { seededRandom };

/**
 * Due times in ms from the start, for `rate` requests a second over `seconds`: Poisson arrivals
 * (exponential gaps) from a seeded generator, or evenly spaced when `poisson` is false.
 */
export function arrivals(rate: number, seconds: number, { poisson = true, seed = 15 } = {}): number[] {
  if (rate <= 0 || seconds <= 0) return [];
  const end = seconds * 1000;
  const gap = 1000 / rate;
  const random = seededRandom(seed);
  const times: number[] = [];
  for (let at = poisson ? -Math.log(1 - random()) * gap : 0; at < end; ) {
    times.push(at);
    at += poisson ? -Math.log(1 - random()) * gap : gap;
  }
  return times;
}
