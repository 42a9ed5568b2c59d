import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["**/*.{unit,int,e2e}.spec.ts"],
    exclude: ["**/node_modules/**", "**/dist/**", ".infra/**"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Suites share real servers (Kafka, MongoDB wire) and the disk: run files one at a time.
    fileParallelism: false,
  },
});
