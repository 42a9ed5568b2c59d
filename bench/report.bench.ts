import { loadavg } from "node:os";
import type { RunningService } from "@labledger/command";
import { recordsFor } from "@labledger/command/datamining/report-reading";
import {
  type ClonedModule,
  experiment,
  experimentStream,
  NO_CRITERIA,
  notebook,
  notebookStream,
  project,
  projectStream,
  signedHeaders,
} from "@labledger/domain";
import { acting } from "@labledger/domain/access/acting.fixtures";
import { type NewEvent, newEvent, type RecordedEvent, upcast, uuidv7 } from "@labledger/events";
import { RECORD_VALUES } from "@labledger/projections";
import { startBenchService } from "./bench-service";
import { rawHttpRoundTrip } from "./http.bench";
import { percentiles } from "./measure";

export interface Spread {
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
}

export interface ReportFigures {
  readonly records: number;
  readonly events: number;
  /** Appending the records' events straight to the store (decided by the real experiment decider). */
  readonly seedSeconds: number;
  /** Until the `record_values` read model (and every projection) had caught up with the seeded log. */
  readonly catchUpSeconds: number;
  /** GET /api/datamining/reports/{id}/data over every record: table and four charts. */
  readonly data: Spread & { runs: number; rows: number; bytes: number };
  /** Baseline, same run: the read store's find of the same record_values documents (no table, no charts, no HTTP). */
  readonly rawFind: Spread;
  /** GET .../export?format=pdf|xlsx, to the last byte. */
  readonly exports: {
    readonly runs: number;
    readonly pdf: Spread & { bytes: number; pages: number };
    readonly xlsx: Spread & { bytes: number };
  };
  /** GET /api/home of a member with `records` records of their own, among all the others. */
  readonly home: Spread & { calls: number; records: number };
  /** The raw HTTP round trip (node:http + one durable insert), as bench/http.bench.ts measures it. */
  readonly rawHttp: { p50: number; p99: number; requests: number };
  /** The machine's 1-minute load average before and after (2 shared cores: other work shows here). */
  readonly load: { before: number; after: number };
}

/** p50, p95 and p99 of `runs` sequential calls of `work` (after two untimed ones), and the last call's answer. */
async function spread<T>(runs: number, work: () => Promise<T>): Promise<Spread & { last: T }> {
  for (let i = 0; i < 2; i++) await work();
  const samples: number[] = [];
  let last: T | undefined;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    last = await work();
    samples.push(performance.now() - started);
  }
  const { p50, p95, p99 } = percentiles(samples);
  return { p50, p95, p99, last: last as T };
}

const fold = <S>(decider: { evolve: (s: S, e: never) => S; initialState: () => S }, events: readonly RecordedEvent[]) =>
  events.map((e) => upcast(e) as never).reduce(decider.evolve, decider.initialState());

const CONDITIONS = ["Reflux in THF, 4 h", "Room temperature, toluene, 12 h", "0 °C, DCM, 2 h", "回流，乙醇，6 小时"];

/** A record's modules (3 to 5): its yield, a materials grid of three rows with their masses, the conditions; every other one a temperature, every third notes. */
function modulesOf(i: number): ClonedModule[] {
  const module = (type: string, title: string, content: ClonedModule["content"], grid = false): ClonedModule => ({
    module: {
      moduleId: uuidv7(),
      type,
      subType: grid ? "labMaterial" : null,
      title,
      required: false,
      columns: grid ? [{ field: "name", required: true, className: "" }] : [],
    },
    content,
  });
  const modules = [
    module("inputNumber", "Yield", { fields: { value: 55 + ((i * 37) % 450) / 10 }, rows: [] }),
    module(
      "grid",
      "Materials",
      {
        fields: {},
        rows: ["Amine", "Acid chloride", "Triethylamine"].map((name, r) => ({
          rowId: `r${r}`,
          name,
          mass: Math.round((1 + ((i + r * 7) % 40) / 8) * 100) / 100,
        })),
      },
      true,
    ),
    module("input", "Conditions", { fields: { value: CONDITIONS[i % CONDITIONS.length]! }, rows: [] }),
  ];
  if (i % 2 === 0) modules.push(module("inputNumber", "Temperature", { fields: { value: 20 + (i % 60) }, rows: [] }));
  if (i % 3 === 0)
    modules.push(module("textarea", "Notes", { fields: { value: `Batch ${i}: filtered, washed, dried.` }, rows: [] }));
  return modules;
}

/**
 * `count` records in a book, each created with its modules and their content as one decision of
 * the real experiment decider (CreateExperiment with modules, as a clone is made), appended
 * straight to the event store 32 at a time (the store commits appends that arrive together in one
 * transaction). Setup only: the numbers are made up here instead of being taken from the
 * numbering stream. Every measured call goes through HTTP.
 */
async function seedRecords(
  service: RunningService,
  owner: { id: string; name: string; admin: boolean },
  bookId: string,
  count: number,
  first: number,
): Promise<number> {
  const store = service.runtime.ports.events;
  const book = fold(notebook, await store.readStream(notebookStream(bookId))).notebook;
  const projectId = book?.projectId ?? null;
  const projectState = projectId ? fold(project, await store.readStream(projectStream(projectId))) : undefined;
  const actor = acting(owner.id, { admin: owner.admin });
  const metadata = { actor: { userId: owner.id, name: owner.name } };
  let events = 0;
  const one = async (i: number) => {
    const experimentId = uuidv7();
    const decided = experiment.decide(
      {
        type: "CreateExperiment",
        record: {
          experimentId,
          number: `RB-${String(i).padStart(6, "0")}`,
          notebookId: bookId,
          projectId,
          taskId: null,
          title: `Amide coupling, batch ${i}`,
          ownerId: owner.id,
          departmentId: "root",
          templateId: null,
          clonedFromId: null,
        },
        modules: modulesOf(i),
        now: new Date(),
        book,
        project: projectState,
        actor,
      },
      experiment.initialState(),
    );
    const appended: NewEvent[] = decided.map((e) => newEvent(e, metadata));
    await store.append(experimentStream(experimentId), appended, { expectedRevision: "no_stream" });
    events += appended.length;
  };
  for (let i = 0; i < count; i += 32)
    await Promise.all(Array.from({ length: Math.min(32, count - i) }, (_, j) => one(first + i + j)));
  return events;
}

/** Waits until `record_values` and every projection have applied the log up to its head. */
async function caughtUp(service: RunningService): Promise<void> {
  const { events, readStore } = service.runtime.ports;
  const head = await events.headPosition();
  for (const runner of service.runtime.runners) await runner.waitFor(head);
  while (((await readStore.checkpoint(RECORD_VALUES.name)) ?? 0) < head) await new Promise((r) => setTimeout(r, 50));
}

/**
 * Issue 21: a data-mining report over `records` records (3–5 modules each) — its table and four
 * charts answered, its PDF and XLSX exported — beside the read store's own find of the same
 * documents; and the home page of a member with `memberRecords` records among them, beside the raw
 * HTTP round trip.
 */
export async function reportBench(
  options: {
    records: number;
    memberRecords: number;
    dataRuns: number;
    exportRuns: number;
    homeCalls: number;
    rawHttp?: { p50: number; p99: number; requests: number };
  },
  log: (line: string) => void = console.log,
): Promise<ReportFigures> {
  const before = loadavg()[0]!;
  const { service, call, userId, headers } = await startBenchService("report");
  const url = service.url;

  // A member with a book of their own (their records are theirs alone), logged in with their own password.
  const password = "Bench-Member-2026";
  const chen = await call("POST", "/members", { account: "chen", realName: "陈 晨", password, departmentId: "root" });
  const login = async (pw: string) =>
    (await (
      await fetch(`${url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ account: "chen", password: pw }),
      })
    ).json()) as { response: { token: string; passwordExpired: boolean } };
  let session = (await login(password)).response;
  const asChen = async (method: string, path: string, json?: unknown) => {
    const res = await fetch(`${url}/api${path}`, {
      method,
      headers: { "content-type": "application/json", ...signedHeaders(session.token, chen.memberId) },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
    if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return res;
  };
  if (session.passwordExpired) {
    await asChen("POST", "/auth/password", { oldPassword: password, newPassword: `${password}-own` });
    await asChen("POST", "/auth/password", { oldPassword: `${password}-own`, newPassword: password });
    session = (await login(password)).response;
  }
  const projectId = (await call("POST", "/projects", { name: "Amide route scale-up" })).id;
  const adminBook = (await call("POST", "/notebooks", { name: "Batches", projectId })).id;
  const chenBook = (await (await asChen("POST", "/notebooks", { name: "陈的批次" })).json()).response.id;

  log(`  seeding ${options.records.toLocaleString("en-US")} records ...`);
  const seeded = performance.now();
  const others = options.records - options.memberRecords;
  let events = await seedRecords(service, { id: userId, name: "admin", admin: true }, adminBook, others, 0);
  events += await seedRecords(
    service,
    { id: chen.memberId, name: "陈 晨", admin: false },
    chenBook,
    options.memberRecords,
    others,
  );
  const seedSeconds = (performance.now() - seeded) / 1000;
  const catching = performance.now();
  await caughtUp(service);
  const catchUpSeconds = (performance.now() - catching) / 1000;
  log(
    `  ${events.toLocaleString("en-US")} events in ${seedSeconds.toFixed(1)} s; read models caught up in ${catchUpSeconds.toFixed(1)} s`,
  );

  const columns = [
    { columnId: "yield", module: "Yield", field: "value", label: "Yield %", aggregate: "first" },
    { columnId: "mass", module: "Materials", field: "mass", label: "Mass (g)", aggregate: "sum" },
    { columnId: "temp", module: "Temperature", field: "value", label: "Temperature (°C)", aggregate: "first" },
    { columnId: "cond", module: "Conditions", field: "value", label: "Conditions", aggregate: "first" },
  ];
  const template = await call("POST", "/datamining/templates", { name: "Every batch", criteria: NO_CRITERIA, columns });
  const report = await call("POST", "/datamining/reports", {
    templateId: template.id,
    name: "收率汇总 (every batch)",
    summary: "Yields of every batch of the amide route, with the mass charged and the conditions.",
    criteria: NO_CRITERIA,
    charts: [
      { chartId: "c1", type: "bar", title: "Yield by batch", x: "record", y: ["yield"] },
      { chartId: "c2", type: "line", title: "Yield and temperature", x: "record", y: ["yield", "temp"] },
      { chartId: "c3", type: "pie", title: "Mass by conditions", x: "cond", y: ["mass"] },
      { chartId: "c4", type: "scatter", title: "Yield against mass", x: "mass", y: ["yield"] },
    ],
  });

  const get = async (path: string) => {
    // A kept-alive connection the server closed after its idle time-out (5 s) can be reset as fetch
    // reuses it (see history.bench.ts): asked again once, said so.
    const res = await fetch(`${url}/api${path}`, { headers: headers() }).catch((error: Error & { cause?: { code?: string } }) => {
      if (error.cause?.code !== "ECONNRESET") throw error;
      log(`  GET ${path}: connection reset, asked again`);
      return fetch(`${url}/api${path}`, { headers: headers() });
    });
    const body = new Uint8Array(await res.arrayBuffer());
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${new TextDecoder().decode(body)}`);
    return body;
  };
  // The baseline first: its calls make no HTTP request, and a connection left idle meanwhile may be reset.
  const admin = acting(userId, { admin: true }).viewer;
  const { last: _found, ...rawFind } = await spread(options.dataRuns, () =>
    recordsFor(service.runtime.ports.readStore, admin, NO_CRITERIA),
  );
  log(`  report data x ${options.dataRuns} ...`);
  const { last: dataBody, ...data } = await spread(options.dataRuns, () => get(`/datamining/reports/${report.id}/data`));
  const rows = (JSON.parse(new TextDecoder().decode(dataBody)) as { response: { data: { rows: unknown[] } } }).response.data.rows
    .length;
  if (rows !== options.records) throw new Error(`the report read ${rows} records, not ${options.records}`);

  log(`  exports x ${options.exportRuns} ...`);
  const { last: pdf, ...pdfTimes } = await spread(options.exportRuns, () =>
    get(`/datamining/reports/${report.id}/export?format=pdf`),
  );
  const { last: xlsx, ...xlsxTimes } = await spread(options.exportRuns, () =>
    get(`/datamining/reports/${report.id}/export?format=xlsx`),
  );
  const pages = (
    Buffer.from(pdf)
      .toString("latin1")
      .match(/\/Type \/Page\b/g) ?? []
  ).length;

  log(`  home x ${options.homeCalls} ...`);
  const { last: _home, ...home } = await spread(options.homeCalls, async () => (await asChen("GET", "/home")).arrayBuffer());
  await service.stop();
  const rawHttp = options.rawHttp ?? (await rawHttpRoundTrip(Math.max(100, options.homeCalls)));
  return {
    records: options.records,
    events,
    seedSeconds,
    catchUpSeconds,
    data: { ...data, runs: options.dataRuns, rows, bytes: dataBody.byteLength },
    rawFind,
    exports: {
      runs: options.exportRuns,
      pdf: { ...pdfTimes, bytes: pdf.byteLength, pages },
      xlsx: { ...xlsxTimes, bytes: xlsx.byteLength },
    },
    home: { ...home, calls: options.homeCalls, records: options.memberRecords },
    rawHttp: { p50: rawHttp.p50, p99: rawHttp.p99, requests: rawHttp.requests },
    load: { before, after: loadavg()[0]! },
  };
}

/** The figures as the section of docs/PERFORMANCE.md between its markers. */
export function reportSection(
  f: ReportFigures,
  machine: { date: string; cpu: string; cores: number; node: string },
  quick: boolean,
) {
  const fmt = (x: number) => Math.round(x).toLocaleString("en-US");
  const ms = (x: number) => x.toFixed(2);
  const s = (x: Spread) => `p50 ${ms(x.p50)} ms, p95 ${ms(x.p95)} ms, p99 ${ms(x.p99)} ms`;
  return `<!-- generated by bench/report.bench.ts: do not edit between these markers -->
Measured ${machine.date} on ${machine.cpu} (${machine.cores} cores), Node ${machine.node}${quick ? " — quick run (1/10 sizes)" : ""}; 1-minute load average ${f.load.before.toFixed(2)} before, ${f.load.after.toFixed(2)} after (the machine is shared).
${fmt(f.records)} records (3–5 modules each: Yield, a 3-row Materials grid with masses, Conditions, every other one Temperature, every third Notes; ${fmt(f.events)} events) appended straight to the store in ${f.seedSeconds.toFixed(1)} s; \`record_values\` and the projections caught up in ${f.catchUpSeconds.toFixed(1)} s.

| Benchmark | Calls | Result | Baseline in the same run | Ratio |
|---|---:|---:|---:|---:|
| A report over every record: GET /api/datamining/reports/{id}/data, ${fmt(f.data.rows)} rows × 4 columns and 4 charts (bar and line over every record, pie, scatter), ${fmt(f.data.bytes / 1024)} KiB | ${fmt(f.data.runs)} | ${s(f.data)} | the read store's find of the same ${fmt(f.data.rows)} record_values documents (no table, no charts, no HTTP): ${s(f.rawFind)} | p50 ${(f.data.p50 / f.rawFind.p50).toFixed(2)}× |
| Its PDF: GET .../export?format=pdf (${fmt(f.exports.pdf.pages)} A4 pages, ${fmt(f.exports.pdf.bytes / 1024)} KiB), to the last byte | ${fmt(f.exports.runs)} | ${s(f.exports.pdf)} | the data answer above: p50 ${ms(f.data.p50)} ms | p50 ${(f.exports.pdf.p50 / f.data.p50).toFixed(2)}× |
| Its XLSX: GET .../export?format=xlsx (${fmt(f.exports.xlsx.bytes / 1024)} KiB), to the last byte | ${fmt(f.exports.runs)} | ${s(f.exports.xlsx)} | the data answer above: p50 ${ms(f.data.p50)} ms | p50 ${(f.exports.xlsx.p50 / f.data.p50).toFixed(2)}× |
| Home page: GET /api/home of a member with ${fmt(f.home.records)} records of their own among the ${fmt(f.records)} | ${fmt(f.home.calls)} | ${s(f.home)} | node:http + 1 durable insert (bench/http.bench.ts): p50 ${ms(f.rawHttp.p50)} ms, p99 ${ms(f.rawHttp.p99)} ms | p50 ${(f.home.p50 / f.rawHttp.p50).toFixed(2)}×, p99 ${(f.home.p99 / f.rawHttp.p99).toFixed(2)}× |
<!-- end of report figures -->`;
}
