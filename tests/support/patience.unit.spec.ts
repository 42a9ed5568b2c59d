import { describe, expect, it } from "vitest";
import { slowFactor, until } from "./patience";

describe("the slow factor that scales the suite's waits", () => {
  const idle = { loadAverage: 0.2, cores: 2 };

  it("is 1 on an idle machine", () => {
    expect(slowFactor(undefined, idle)).toBe(1);
  });

  it("follows the load per core on a busy machine, in halves", () => {
    expect(slowFactor(undefined, { loadAverage: 7, cores: 2 })).toBe(3.5);
    expect(slowFactor(undefined, { loadAverage: 5.1, cores: 2 })).toBe(2.5);
  });

  it("stops growing at 6, however stuck the machine", () => {
    expect(slowFactor(undefined, { loadAverage: 80, cores: 2 })).toBe(6);
  });

  it("takes LABLEDGER_SLOW when it is a number of at least 1, whatever the load", () => {
    expect(slowFactor("4", idle)).toBe(4);
    expect(slowFactor("1", { loadAverage: 7, cores: 2 })).toBe(1);
  });

  it("ignores a LABLEDGER_SLOW that is not such a number", () => {
    for (const setting of ["", "fast", "0.5", "-2"]) expect(slowFactor(setting, { loadAverage: 4, cores: 2 })).toBe(2);
  });
});

describe("until: a condition awaited, not a time", () => {
  it("returns once the condition holds", async () => {
    let asked = 0;
    await until("the third question", () => ++asked === 3, { interval: 1 });
    expect(asked).toBe(3);
  });

  it("fails naming what it waited for when the condition never holds", async () => {
    await expect(until("a condition that never holds", () => false, { timeout: 30, interval: 5 })).rejects.toThrow(
      /gave up waiting for a condition that never holds/,
    );
  });
});
