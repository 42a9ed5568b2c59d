import { defineConfig } from "vitest/config";
import { slowFactor } from "./tests/support/patience";

// One slow factor per run, decided here and inherited by the workers (tests/support/patience.ts).
const SLOW = slowFactor(process.env.LABLEDGER_SLOW);
process.env.LABLEDGER_SLOW = String(SLOW);

export default defineConfig({
  test: {
    include: ["**/*.{unit,int,e2e}.spec.ts"],
    exclude: ["**/node_modules/**", "**/dist/**", ".infra/**"],
    testTimeout: 30_000 * SLOW,
    hookTimeout: 60_000 * SLOW,
    // expect.poll waits for a condition; its default of one second is too tight for a busy machine.
    expect: { poll: { timeout: 5_000 * SLOW, interval: 50 } },
    // Suites share real servers (Kafka, MongoDB wire) and the disk: run files one at a time.
    fileParallelism: false,
  },
});
