import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "vitest/config";
import { slowFactor } from "./tests/support/patience";

// One slow factor per run, decided here and inherited by the workers (tests/support/patience.ts).
const SLOW = slowFactor(process.env.LABLEDGER_SLOW);
process.env.LABLEDGER_SLOW = String(SLOW);

// A service started without LABLEDGER_CHECKPOINT_KEY makes its signing key under $XDG_CONFIG_HOME:
// the suite's keys go to a directory of this run, never to the developer's or CI's ~/.config.
if (!process.env.XDG_CONFIG_HOME?.includes("labledger-test-config-")) {
  process.env.XDG_CONFIG_HOME = mkdtempSync(join(tmpdir(), "labledger-test-config-"));
}

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
