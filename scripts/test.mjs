// Runs every test suite once, then prints one plain summary line that CI reads
// ("N passed, N failed, N skipped") and names every suite that did not run and why.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";

mkdirSync("test-results", { recursive: true });
const result = spawnSync(
  "npx",
  [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    "--outputFile.json=test-results/vitest.json",
    ...process.argv.slice(2),
  ],
  { stdio: "inherit" },
);
let report;
try {
  report = JSON.parse(readFileSync("test-results/vitest.json", "utf8"));
} catch {
  console.error("tests: no report was written");
  process.exit(result.status || 1);
}
const skipped = report.testResults.flatMap((file) =>
  file.assertionResults
    .filter((t) => t.status === "skipped" || t.status === "pending")
    .map((t) => [...t.ancestorTitles, t.title].join(" > ")),
);
const notRun = [...new Set(skipped.map((name) => name.split(" > ")[0]))];
if (notRun.length > 0) {
  console.log("\nNot run (skipped, not passed):");
  for (const suite of notRun) console.log(`  - ${suite}`);
}
console.log(
  `\ntests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests + report.numTodoTests} skipped`,
);
process.exit(result.status ?? 1);
