// npm test: every test suite, against real servers where they can be had.
// 1. Starts a real Kafka broker and a real MongoDB-wire server (infra/kafka, infra/mongo-wire)
//    unless KAFKA_BROKERS / MONGODB_URL already point at servers, or LABLEDGER_TEST_SERVERS=none.
// 2. Runs vitest once; suites whose server is missing are reported as NOT RUN (skipped).
// 3. Prints one plain summary line ("tests: N passed, N failed, N skipped") and stops what it started.
// With LABLEDGER_REQUIRE_SERVERS=1 (CI), a server that will not start fails the run.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";

const env = { ...process.env };
const started = [];
const servers = [
  { name: "Kafka broker", variable: "KAFKA_BROKERS", dir: "infra/kafka", value: () => `127.0.0.1:${env.KAFKA_PORT || 9092}` },
  {
    name: "MongoDB-wire server",
    variable: "MONGODB_URL",
    dir: "infra/mongo-wire",
    value: () => `mongodb://127.0.0.1:${env.MONGO_PORT || 27017}/`,
  },
];

function sh(script) {
  const result = spawnSync("bash", [script], { env, encoding: "utf8" });
  return { ok: result.status === 0, output: `${result.stdout ?? ""}${result.stderr ?? ""}`.trim() };
}

if (env.LABLEDGER_TEST_SERVERS !== "none") {
  for (const server of servers) {
    if (env[server.variable]) continue;
    console.log(`Starting a real ${server.name} (${server.dir}) ...`);
    const install = sh(`${server.dir}/install.sh`);
    const start = install.ok ? sh(`${server.dir}/start.sh`) : install;
    if (start.ok) {
      env[server.variable] = server.value();
      started.push(server);
      console.log(`  ${server.name} at ${env[server.variable]}`);
    } else {
      console.error(
        `  ${server.name} did not start; its suites will not run:\n${start.output.split("\n").slice(-30).join("\n")}`,
      );
      if (env.LABLEDGER_REQUIRE_SERVERS === "1") {
        for (const s of started) sh(`${s.dir}/stop.sh`);
        process.exit(1);
      }
    }
  }
}

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
  { stdio: "inherit", env },
);
for (const server of started) sh(`${server.dir}/stop.sh`);

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
    .map((t) => t.ancestorTitles[0] ?? t.title),
);
const notRun = [...new Set(skipped)];
if (notRun.length > 0) {
  console.log("\nNot run (counted as skipped, never as passed):");
  for (const suite of notRun) console.log(`  - ${suite}`);
}
console.log(
  `\ntests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests + report.numTodoTests} skipped`,
);
process.exit(result.status ?? 1);
