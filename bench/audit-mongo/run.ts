// npm run bench:audit-mongo — issue 22: the audit read model following the log on the MongoDB-wire
// server (FerretDB of infra/mongo-wire on MONGO_PORT, started empty), against raw insertMany of the
// same documents in the same run; rewrites its section of docs/PERFORMANCE.md.
//   --events 6000   saves in the log before the audit runner starts (catch-up)
//   --rate 10000    events/min appended, one per append, while the runner follows the log (live)
//   --seconds 30    of live appends (--quick: 1,500 events, 10 s)
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { SqliteEventStore } from "@labledger/adapters/event-store/sqlite";
import { MongoReadStore } from "@labledger/adapters/read-store/mongodb";
import { experimentStream } from "@labledger/domain";
import { type RecordedEvent, upcast } from "@labledger/events";
import type { EventStore } from "@labledger/ports";
import { auditProjection, ProjectionRunner } from "@labledger/projections";
import { MongoClient } from "mongodb";
import { startBenchService } from "../bench-service";
import { decideSaves, growRecord } from "../history.bench";
import { machine, percentiles } from "../measure";
import { startMongoWire } from "./mongo-wire";

const { values } = parseArgs({
  options: {
    events: { type: "string" },
    rate: { type: "string", default: "10000" },
    seconds: { type: "string" },
    quick: { type: "boolean", default: false },
  },
});
const catchUpEvents = Number(values.events ?? (values.quick ? 1500 : 6000));
const offeredPerMinute = Number(values.rate);
const liveSeconds = Number(values.seconds ?? (values.quick ? 10 : 30));
const liveEvents = Math.round((offeredPerMinute / 60) * liveSeconds);
const port = Number(process.env.MONGO_PORT ?? 37617);
const perMinute = (events: number, ms: number) => (events / ms) * 60_000;

console.log(`FerretDB on ${port} ...`);
const server = startMongoWire(port);
try {
  console.log(`a record of ${catchUpEvents} saves in a SQLite log ...`);
  const { logPath, recordId, userId } = await prepareLog(catchUpEvents);
  const reader = new SqliteEventStore(logPath, { readByOtherProcesses: true });
  const writer = new SqliteEventStore(logPath, { readByOtherProcesses: true });
  const head = await reader.headPosition();
  const logged = await reader.readAll({ after: 0, limit: 1_000_000 });

  console.log("baseline: raw insertMany of the same documents ...");
  const raw = await rawInsert(server.url, logged);
  console.log(`  ${Math.round(raw.perMinute)} events/min (${raw.documents} documents)`);

  console.log("catch-up: the audit runner from an empty read model to the head of the log ...");
  const store = await MongoReadStore.connect(server.url, "bench_audit");
  const runner = new ProjectionRunner(reader, store, auditProjection);
  const started = performance.now();
  await runner.start();
  if (!(await runner.waitFor(head, 600_000))) throw new Error("the audit runner did not reach the head of the log");
  const catchUp = { events: logged.length, perMinute: perMinute(logged.length, performance.now() - started) };
  console.log(`  ${Math.round(catchUp.perMinute)} events/min`);

  console.log(`live: ${offeredPerMinute} events/min offered for ${liveSeconds} s ...`);
  const live = await follow(writer, runner, recordId, userId);
  console.log(
    `  ${Math.round(live.perMinute)} events/min applied, lag p50 ${live.lag.p50.toFixed(1)} ms, p99 ${live.lag.p99.toFixed(1)} ms`,
  );

  await runner.stop();
  await store.close();
  await Promise.all([reader.close(), writer.close()]);
  report({ raw, catchUp, live });
} finally {
  server.stop();
}
process.exit(0);

/** An embedded LabLedger makes the record (10 modules) and its saves, then stops: only its log is kept. */
async function prepareLog(saves: number) {
  const { service, call, userId } = await startBenchService("audit-mongo");
  const book = await call("POST", "/notebooks", { name: "Audit bench" });
  const record = await call("POST", "/experiments", { notebookId: book.id, title: "Audited record" });
  for (let m = 0; m < 10; m++) await call("POST", `/experiments/${record.id}/modules`, { type: "input", title: `Reading ${m}` });
  await growRecord(service, record.id, userId, saves);
  const logPath = (service.runtime.ports.events as SqliteEventStore).path;
  await service.stop();
  return { logPath, recordId: record.id as string, userId };
}

/** The audit documents of the same events, inserted in pages of 500 events as the runner reads them. */
async function rawInsert(url: string, events: readonly RecordedEvent[]) {
  const client = await MongoClient.connect(url);
  const docs = client.db("bench_raw").collection<{ _id: string }>("audit");
  const pages: { _id: string }[][] = [];
  for (let i = 0; i < events.length; i += 500) {
    pages.push(
      events
        .slice(i, i + 500)
        .flatMap((event) =>
          auditProjection
            .project(upcast(event))
            .flatMap((write) =>
              write.op === "insert" ? [{ ...write.doc, _id: write.doc.id, _pos: event.metadata.globalPosition }] : [],
            ),
        ),
    );
  }
  const started = performance.now();
  for (const page of pages) if (page.length > 0) await docs.insertMany(page, { ordered: false });
  const ms = performance.now() - started;
  await client.close();
  return { events: events.length, documents: pages.flat().length, perMinute: perMinute(events.length, ms) };
}

/**
 * Open loop: the saves are appended one per append at their due times (late ones at once), by a
 * second connection to the log as the command process would; each one's lag runs from its
 * append to the audit runner having committed it.
 */
async function follow(writer: EventStore, runner: ProjectionRunner, recordId: string, userId: string) {
  const stream = experimentStream(recordId);
  const stored = await writer.readStream(stream);
  const saves = decideSaves(stored, userId, liveEvents);
  let revision = stored.at(-1)!.metadata.streamPosition;
  const lags: Promise<number>[] = [];
  const interval = 60_000 / offeredPerMinute;
  const started = performance.now();
  for (const [i, save] of saves.entries()) {
    const due = started + i * interval;
    if (due > performance.now()) await new Promise((next) => setTimeout(next, due - performance.now()));
    const appended = await writer.append(stream, [save], { expectedRevision: revision });
    revision = appended.nextExpectedRevision;
    const at = performance.now();
    lags.push(
      runner.waitFor(appended.position, 60_000).then((reached) => (reached ? performance.now() - at : Number.POSITIVE_INFINITY)),
    );
  }
  const samples = await Promise.all(lags);
  const ms = performance.now() - started;
  const missed = samples.filter((lag) => !Number.isFinite(lag)).length;
  if (missed > 0) throw new Error(`${missed} of ${samples.length} live events were not applied within 60 s`);
  return { events: saves.length, offeredPerMinute, perMinute: perMinute(saves.length, ms), lag: percentiles(samples) };
}

interface Figures {
  raw: Awaited<ReturnType<typeof rawInsert>>;
  catchUp: { events: number; perMinute: number };
  live: Awaited<ReturnType<typeof follow>>;
}

function report(figures: Figures) {
  const m = machine();
  const dir = join(import.meta.dirname, "..", "results");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "audit-mongo.json"), `${JSON.stringify({ machine: m, ...figures }, null, 2)}\n`);
  const fmt = (x: number) => Math.round(x).toLocaleString("en-US");
  const { raw, catchUp, live } = figures;
  const section = `<!-- generated by npm run bench:audit-mongo: do not edit between these markers -->
Measured ${m.date} on ${m.cpu} (${m.cores} cores, ${m.memoryGiB} GiB), Node ${m.node}, FerretDB 1.24 (SQLite) of infra/mongo-wire; the audit read model (\`auditProjection\`) run by a \`ProjectionRunner\` on \`MongoReadStore\`, the log a SQLite file written by another connection. The events are module saves of one record (one audit entry each).

| Audit read model on the MongoDB-wire server | Events | Result | Baseline in the same run | Ratio | Target |
|---|---:|---:|---:|---:|---|
| Catch-up: from empty to the head of the log (pages of 500 events) | ${fmt(catchUp.events)} | ${fmt(catchUp.perMinute)} events/min | raw insertMany of the same ${fmt(raw.documents)} documents, same pages: ${fmt(raw.perMinute)} events/min | ${(catchUp.perMinute / raw.perMinute).toFixed(2)}× | ≥ 10,000 events/min |
| Live: ${fmt(live.offeredPerMinute)} events/min offered, one event per append, ${liveSeconds} s | ${fmt(live.events)} | **${fmt(live.perMinute)} events/min** applied; lag p50 ${live.lag.p50.toFixed(1)} ms, p99 ${live.lag.p99.toFixed(1)} ms | — | — | keeps up with 10,000 events/min |
<!-- end of audit-mongo figures -->`;
  const doc = join(import.meta.dirname, "..", "..", "docs", "PERFORMANCE.md");
  const text = readFileSync(doc, "utf8");
  const marked = /<!-- generated by npm run bench:audit-mongo[\s\S]*?<!-- end of audit-mongo figures -->/;
  writeFileSync(
    doc,
    marked.test(text)
      ? text.replace(marked, section)
      : `${text.trimEnd()}\n\n## Audit read model on the MongoDB-wire server\n\n${section}\n`,
  );
  console.log(section);
}
