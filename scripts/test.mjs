// npm test: every test suite, against real servers where they can be had.
// 1. Starts the contract suites' servers as LABLEDGER_TEST_SERVERS says (scripts/test-servers.mjs):
//    containers (KurrentDB, MongoDB, Kafka through testcontainers), scripts (a real Kafka broker and
//    MongoDB-wire server from infra/kafka and infra/mongo-wire), none, or auto (the default:
//    containers when `docker info` answers, else scripts). A server whose variable (KURRENTDB_URL,
//    MONGODB_URL, KAFKA_BROKERS) is already set is used as it is.
// 2. Runs vitest once; suites whose server is missing are reported as NOT RUN (skipped).
// 3. Prints one plain summary line ("tests: N passed, N failed, N skipped") and stops what it started.
// With LABLEDGER_REQUIRE_SERVERS=1 (CI), a server that will not start fails the run.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { chooseMode, dockerAnswers, serversToStart } from "./test-servers.mjs";

const env = { ...process.env };
/** What was started, each with its stop. */
const started = [];
const scripts = {
  KAFKA_BROKERS: { name: "Kafka broker", dir: "infra/kafka", value: () => `127.0.0.1:${env.KAFKA_PORT || 9092}` },
  MONGODB_URL: {
    name: "MongoDB-wire server",
    dir: "infra/mongo-wire",
    value: () => `mongodb://127.0.0.1:${env.MONGO_PORT || 27017}/`,
  },
};

function sh(script, extra = {}) {
  const result = spawnSync("bash", [script], { env: { ...env, ...extra }, encoding: "utf8" });
  return { ok: result.status === 0, output: `${result.stdout ?? ""}${result.stderr ?? ""}`.trim() };
}

/** Starts one server the way `mode` says: its variable's value and a stop, or the reason it did not start. */
async function start(mode, variable) {
  if (mode === "containers") {
    const { CONTAINERS } = await import("./test-containers.mjs");
    const container = CONTAINERS[variable];
    console.log(`Starting a ${container.name} (testcontainers) ...`);
    try {
      return { name: container.name, ...(await container.start()) };
    } catch (error) {
      return { name: container.name, problem: String(error?.stack ?? error) };
    }
  }
  const server = scripts[variable];
  console.log(`Starting a real ${server.name} (${server.dir}) ...`);
  const install = sh(`${server.dir}/install.sh`);
  // The suite's servers start empty: what an earlier run left behind cannot change this one.
  const run = install.ok ? sh(`${server.dir}/start.sh`, { LABLEDGER_INFRA_RESET: "1" }) : install;
  if (!run.ok) return { name: server.name, problem: run.output };
  return { name: server.name, value: server.value(), stop: async () => sh(`${server.dir}/stop.sh`) };
}

async function stopAll() {
  for (const server of started.splice(0)) await server.stop();
}

const mode = chooseMode(env.LABLEDGER_TEST_SERVERS, dockerAnswers);
if (mode !== "none") console.log(`Test servers: ${mode} (LABLEDGER_TEST_SERVERS=${env.LABLEDGER_TEST_SERVERS ?? "auto"})`);
for (const variable of serversToStart(mode, env)) {
  const server = await start(mode, variable);
  if (server.problem === undefined) {
    env[variable] = server.value;
    started.push(server);
    console.log(`  ${server.name} at ${server.value}`);
  } else {
    console.error(
      `  ${server.name} did not start; its suites will not run:\n${server.problem.split("\n").slice(-30).join("\n")}`,
    );
    if (env.LABLEDGER_REQUIRE_SERVERS === "1") {
      await stopAll();
      process.exit(1);
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
await stopAll();

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
    // The suite, and the block inside it that was skipped when that is not the suite itself.
    .map((t) =>
      t.ancestorTitles.length > 1 ? `${t.ancestorTitles[0]} › ${t.ancestorTitles.at(-1)}` : (t.ancestorTitles[0] ?? t.title),
    ),
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
