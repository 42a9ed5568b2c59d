import { describe, expect, it, vi } from "vitest";
import { leadingDebounce } from "./leading-debounce";

describe("button debounce: 400 ms leading (spec §9)", () => {
  it("runs the first click at once and drops clicks within 400 ms", () => {
    let now = 0;
    const fn = vi.fn();
    const click = leadingDebounce(fn, 400, () => now);
    expect(click()).toBe(true);
    now = 399;
    expect(click()).toBe(false);
    expect(fn).toHaveBeenCalledOnce();
    now = 400;
    expect(click()).toBe(true);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
