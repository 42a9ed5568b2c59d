// npm run bench:load — LabLedger (embedded, distributed) and an Emmett peer at fixed arrival rates,
// open loop; rewrites the load section of docs/PERFORMANCE.md from bench/results/load.json.
//   --rates 25,50,100   offered rates (requests/s), ascending
//   --seconds 60        per rate (--quick: 10 s)
//   --targets embedded,distributed,emmett   (they take turns at each rate)
//   --members 20        members, each with a record book and a working set of records
//   --report            measure nothing: rewrite the section from the last results
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { machine } from "../measure";
import { type RateDetail, runRate } from "./driver";
import { loadSection, type TargetRun, withSection } from "./report";
import { seededRandom } from "./schedule";
import { emmettApi, emmettSessions, startEmmett } from "./targets/emmett";
import { labLedgerApi, labLedgerNotebook, labLedgerSessions, startLabLedger } from "./targets/labledger";
import { startServers } from "./targets/servers";
import { type Api, prepareMembers, type ReadModelProbe, Workload } from "./workload";

const { values } = parseArgs({
  options: {
    rates: { type: "string" },
    seconds: { type: "string" },
    quick: { type: "boolean", default: false },
    report: { type: "boolean", default: false },
    targets: { type: "string", default: "embedded,distributed,emmett" },
    members: { type: "string", default: "20" },
    "working-set": { type: "string", default: "5" },
    port: { type: "string", default: process.env.LOAD_HTTP_PORT ?? "18600" },
  },
});
const quick = values.quick;
const seconds = Number(values.seconds ?? (quick ? 10 : 60));
const rates = (values.rates ?? "25,50,100").split(",").map(Number);
const targets = values.targets.split(",");
const memberCount = Number(values.members);
const workingSet = Number(values["working-set"]);
const port = Number(values.port);
const kafkaPort = Number(process.env.KAFKA_PORT ?? 19692);
const mongoPort = Number(process.env.MONGO_PORT ?? 37617);

const TITLES: Record<string, string> = {
  embedded: "LabLedger embedded (one process: SQLite log, in-process projections)",
  distributed:
    "LabLedger distributed (command, projections, notifier processes; read models on FerretDB, log published to Kafka)",
  emmett: "Peer: Emmett 0.38.5 event store on SQLite (@event-driven-io/emmett-sqlite), node:http, inline projection",
};

/** A target started and its members prepared, ready to take its turn at each rate. */
interface Ready {
  readonly target: string;
  readonly run: (rate: number, seconds: number, seed: number) => Promise<RateDetail>;
  readonly stop: () => Promise<void>;
  /** What the target's processes printed lately (to say why requests failed). */
  readonly output?: () => string;
}

async function ready<S>(
  target: string,
  api: Api<S>,
  readModel: ReadModelProbe,
  sessions: S[],
  notebookOf: (s: S, i: number) => Promise<string>,
  pids: number[],
  stop: () => Promise<void>,
  output?: () => string,
): Promise<Ready> {
  console.log(`${target}: preparing ${sessions.length} members ...`);
  const members = await prepareMembers(api, sessions, notebookOf, workingSet);
  const workload = new Workload(api, members, seededRandom(42), readModel);
  const run = (rate: number, seconds: number, seed: number) => runRate(workload, { rate, seconds, seed, pids });
  console.log(`${target}: warm-up, 5 s at ${rates[0]} req/s`);
  await run(rates[0]!, 5, 1);
  return { target, run, stop, ...(output && { output }) };
}

/** Starts a target and prepares it; answers why when it cannot. */
async function start(target: string): Promise<Ready | string> {
  if (target === "emmett") {
    const server = await startEmmett(port + 1).catch((error: Error) => error);
    if (server instanceof Error) return server.message;
    return ready(
      target,
      emmettApi(server.base),
      server.readModel,
      emmettSessions(memberCount),
      async (_s, i) => `book-${i}`,
      server.pids,
      server.stop,
    );
  }
  let servers: ReturnType<typeof startServers> | undefined;
  if (target === "distributed") {
    try {
      console.log(`distributed: starting Kafka on ${kafkaPort} and FerretDB on ${mongoPort} ...`);
      servers = startServers(kafkaPort, mongoPort);
    } catch (error) {
      return `the servers did not start: ${String(error).slice(0, 300)}`;
    }
  }
  const service = await startLabLedger(port + (servers ? 2 : 0), servers).catch((error: Error) => error);
  if (service instanceof Error) {
    servers?.stop();
    return service.message.slice(0, 500);
  }
  const stop = async () => {
    await service.stop();
    servers?.stop();
  };
  try {
    const sessions = await labLedgerSessions(service.base, memberCount);
    return await ready(
      target,
      labLedgerApi(service.base),
      service.readModel,
      sessions,
      labLedgerNotebook(service.base),
      service.pids,
      stop,
      service.output,
    );
  } catch (error) {
    console.error(service.output());
    await stop();
    throw error;
  }
}

function log(target: string, rate: number, result: RateDetail, output?: () => string) {
  console.log(
    `${target} ${rate} req/s: answered ${result.achieved.toFixed(0)}/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, errors ${result.errors}, lag p99 ${result.lagP99.toFixed(1)} ms (${result.lagSamples}), RSS max ${result.rssMaxMiB.toFixed(0)} MiB, generator late p99 ${result.sendDelayP99.toFixed(1)} ms, load ${loadavg()[0]!.toFixed(1)}`,
  );
  console.log(
    `  ${Object.entries(result.perOperation)
      .map(([operation, o]) => `${operation} ${o.requests}: p50 ${o.p50.toFixed(1)}, p99 ${o.p99.toFixed(1)}`)
      .join("; ")}`,
  );
  if (result.errors > 0) {
    console.log(`  errors: ${JSON.stringify(result.errorKinds)} ${result.firstErrors.join(" | ")}`);
    const said = (output?.() ?? "").split("\n").filter((line) => /error|fail|timed? ?out/i.test(line));
    if (said.length > 0)
      console.log(`  the services said (last ${Math.min(said.length, 20)} such lines):\n${said.slice(-20).join("\n")}`);
  }
}

/**
 * The targets take turns at each rate (all of them at the lowest rate, then at the next), so the
 * work of others on the machine falls on each about equally.
 */
async function measureAll(names: string[]): Promise<TargetRun[]> {
  const date = `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`;
  const cores = machine().cores;
  const started: Ready[] = [];
  const runs = new Map<string, TargetRun & { results: RateDetail[]; loads: number[]; saturated?: boolean }>();
  for (const target of names) {
    const base = { target, title: TITLES[target] ?? target, seconds, results: [], loads: [] };
    const ready = await start(target);
    if (typeof ready === "string") runs.set(target, { ...base, failed: ready });
    else {
      started.push(ready);
      runs.set(target, base);
    }
  }
  try {
    for (const [i, rate] of rates.entries()) {
      for (const { target, run, output } of started) {
        const entry = runs.get(target)!;
        if (entry.saturated) continue;
        const result = await run(rate, seconds, 100 + i);
        entry.results.push(result);
        entry.loads.push(loadavg()[0]!);
        log(target, rate, result, output);
        // Far past the knee a further rate only queues: stop there.
        if (result.p99 > 5000 || result.errors > result.requests / 2) entry.saturated = true;
      }
    }
  } finally {
    for (const { stop } of started) await stop();
  }
  return [...runs.values()].map(({ loads, saturated: _saturated, ...run }) => ({
    ...run,
    measured: { date, cores, loadAverage: loads.length ? loads.reduce((a, b) => a + b, 0) / loads.length : loadavg()[0]! },
  }));
}

const resultsFile = join(import.meta.dirname, "..", "results", "load.json");
const previous: { runs?: TargetRun[] } = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, "utf8")) : {};
const runs = new Map((previous.runs ?? []).map((run) => [run.target, run]));
// --report: only rewrite the doc's section from the last results.
for (const run of values.report ? [] : await measureAll(targets)) {
  // A target that cannot run now keeps the figures of its last run (and says why in the log).
  if (run.failed && runs.get(run.target)?.results.length) console.error(`${run.target}: not measured: ${run.failed}`);
  else runs.set(run.target, run);
}

const m = machine();
const note = `${m.cpu} (${m.cores} cores, ${m.memoryGiB} GiB), Node ${m.node}; ${memberCount} members, ${workingSet} working records each; the load generator runs on the same cores. Each target's line gives the one-minute load average at the end of its rates (it counts the benchmark's own processes too): well above ${m.cores}, the machine was busy with other work (other agents' tests and benchmarks) and latencies include waiting for a core.`;
const ordered = ["embedded", "distributed", "emmett"].flatMap((t) => (runs.has(t) ? [runs.get(t)!] : []));
mkdirSync(join(import.meta.dirname, "..", "results"), { recursive: true });
writeFileSync(resultsFile, `${JSON.stringify({ machine: m, note, runs: ordered }, null, 2)}\n`);
const doc = join(import.meta.dirname, "..", "..", "docs", "PERFORMANCE.md");
const section = loadSection(ordered, note);
writeFileSync(doc, withSection(readFileSync(doc, "utf8"), section));
console.log(section);
process.exit(0);
