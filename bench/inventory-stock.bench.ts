// Issue 20: the current stock of many material lots after many usages — the log built straight into
// the event store, the embedded read models following it live, the stock read and a usage recorded
// over the API, and the `materials` read model rebuilt from the whole log — each beside a baseline
// taken in the same run.
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { openSqliteReadModels } from "@labledger/adapters/read-store/sqlite-read-models";
import type { RunningService } from "@labledger/command";
import { usagePolicyOf } from "@labledger/command/materials/commands/inventory-policy";
import { materialIdOf } from "@labledger/command/materials/material-ids";
import { type MaterialState, material, materialStream, type UsagePolicy } from "@labledger/domain";
import type { NewEvent, RecordedEvent } from "@labledger/events";
import { newEvent } from "@labledger/events";
import { PROJECTIONS, rebuildProjection, rebuildProjections } from "@labledger/projections";
import Database from "better-sqlite3";
import { startBenchService } from "./bench-service";
import { type Peak, withPeak } from "./export-baselines";
import { rawHttpRoundTrip } from "./http.bench";
import { machine, percentiles, timed } from "./measure";

export interface InventoryStockOptions {
  readonly lots: number;
  /** Usages per lot (each lot's stream then holds one more event: its registration). */
  readonly usagesPerLot: number;
  /** Sequential calls per API figure. */
  readonly calls: number;
  /** Lots whose rebuilt stock is checked against the fold. */
  readonly sample: number;
}

type Latency = { p50: number; p99: number };

export interface InventoryStockFigures {
  readonly machine: ReturnType<typeof machine>;
  readonly measuredAt: string;
  readonly loadAverage: { start: number; end: number };
  readonly lots: number;
  readonly usagesPerLot: number;
  readonly events: number;
  readonly calls: number;
  readonly build: {
    /** Wall time of the appends alone (the decider's work between them not counted), s. */
    readonly appendSeconds: number;
    readonly perSecond: number;
    /** Wall time from the first append to the last one, the decider's work included, s. */
    readonly wallSeconds: number;
    readonly inFlight: number;
    /** Baseline (b): the same events' rows into a bare better-sqlite3 table, one transaction per 5,000. */
    readonly bareSqlite: { seconds: number; perSecond: number };
  };
  readonly live: {
    /** Seconds from the last append until each read model had applied it; by runner. */
    readonly caughtUpAfterLastAppend: Readonly<Record<string, number>>;
    /** The `materials` read model: events of the build / (first append → caught up). */
    readonly materialsPerSecond: number;
    /** Every read model: events of the build / (first append → the last runner caught up). */
    readonly allPerSecond: number;
    readonly list: Latency;
    readonly aboutToExpire: Latency & { total: number };
    readonly keyword: Latency;
    readonly usage: Latency;
    /** From the usage's POST to the list (GET with its position) showing the new stock. */
    readonly usageShown: Latency;
    readonly rawHttp: Latency;
  };
  readonly rebuild: {
    readonly events: number;
    readonly seconds: number;
    readonly perSecond: number;
    readonly memory: Peak;
    /** Baseline (a): store.readAll of the same events, the stock of every lot folded into a Map. */
    readonly fold: { seconds: number; perSecond: number; memory: Peak };
    readonly checked: number;
    /**
     * Where the live catch-up's time goes: every read model that reads material events rebuilt
     * together into a fresh read store, the time each spent projecting and writing (s; the log read once, not counted).
     */
    readonly byReadModel: Readonly<Record<string, number>>;
  };
}

const materialsProjection = PROJECTIONS.find((p) => p.name === "materials")!;
const MOVEMENT_TYPES = [...materialsProjection.handles];
/** The rebuild's own page size (services/projections/src/rebuild.ts). */
const PAGE = 5000;
const IN_FLIGHT = 8;

const addDays = (day: string, days: number) => new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10);
const lotNumber = (lot: number) => `LOT${lot.toString().padStart(6, "0")}`;
const barcodeOf = (lot: number) => `BENCH-STOCK-${lot}`;
/** An amount between 0.25 and 2.5 mL: 100 usages take at most 250 of the lot's 1,000 mL, never more than is left. */
const amountOf = (lot: number, usage: number) => (1 + ((lot + usage) % 10)) / 4;

interface UsedIn {
  readonly experimentId: string;
  readonly moduleId: string;
}

/** A lot's registration and its usages, each decided by the material decider on the lot as the events before left it. */
function decideLot(
  lot: number,
  usages: number,
  usedIn: UsedIn,
  policy: UsagePolicy,
  today: string,
): { events: ReturnType<typeof material.decide>; state: MaterialState } {
  // One lot in ten is about to expire (spec §9): the list's expiry filter finds them, their usages carry the warning.
  const expiresOn = lot % 10 === 0 ? addDays(today, Math.floor(policy.warningDays / 2)) : addDays(today, 400);
  let state = material.initialState();
  const events: ReturnType<typeof material.decide> = [];
  const apply = (decided: ReturnType<typeof material.decide>) => {
    for (const event of decided) {
      state = material.evolve(state, event);
      events.push(event);
    }
  };
  apply(
    material.decide(
      {
        type: "RegisterMaterial",
        material: {
          materialId: materialIdOf(barcodeOf(lot)),
          barcode: barcodeOf(lot),
          name: `Ethanol, absolute ${lot}`,
          categoryId: null,
          details: { cas: "64-17-5", lotNumber: lotNumber(lot), supplier: "Sinopharm", warehouse: `Flammables ${lot % 20}` },
          extra: {},
          molFile: null,
          expiresOn,
          quantity: 1000,
          unit: "mL",
        },
      },
      state,
    ),
  );
  for (let u = 0; u < usages; u++)
    apply(
      material.decide(
        {
          type: "UseMaterial",
          usageId: `bench-${lot}-${u}`,
          amount: amountOf(lot, u),
          unit: "mL",
          usedIn: { ...usedIn, rowId: `row-${lot}-${u}` },
          policy,
          today,
        },
        state,
      ),
    );
  return { events, state };
}

/** Waits until the runner has applied `position` (no time-out short of half an hour); answers when, ms on performance.now(). */
async function caughtUpAt(service: RunningService, name: string, position: number): Promise<number> {
  const runner = service.runtime.runners.find((r) => r.name === name);
  if (!runner) throw new Error(`no read model ${name}`);
  if (!(await runner.waitFor(position, 30 * 60_000))) throw new Error(`${name} did not reach ${position}`);
  return performance.now();
}

/** Every material event of the log, page by page (the rebuild's own read: the same types). */
async function* materialEvents(service: RunningService, limit = PAGE): AsyncGenerator<RecordedEvent[]> {
  const store = service.runtime.ports.events;
  let after = 0;
  for (;;) {
    const page = await store.readAll({ after, limit, types: MOVEMENT_TYPES });
    if (page.length === 0) return;
    yield page;
    after = page[page.length - 1]!.metadata.globalPosition;
  }
}

/** Baseline (a): the stock of every lot, folded from the log's `remaining` into a plain Map (no read store). */
async function foldStock(service: RunningService): Promise<{ stock: Map<string, number>; events: number }> {
  const stock = new Map<string, number>();
  let events = 0;
  for await (const page of materialEvents(service)) {
    for (const event of page) {
      const data = event.data as { materialId: string; quantity?: number; remaining?: number };
      if (event.type === "MaterialRegistered") stock.set(data.materialId, data.quantity!);
      else if (data.remaining !== undefined) stock.set(data.materialId, data.remaining);
    }
    events += page.length;
  }
  return { stock, events };
}

/** Baseline (b): the same events' rows into a bare table, one transaction per 5,000, as durable as the store (WAL, synchronous FULL). */
async function bareSqliteWrite(service: RunningService): Promise<{ seconds: number; perSecond: number; events: number }> {
  const dir = mkdtempSync(join(tmpdir(), "labledger-bench-stock-raw-"));
  const db = new Database(join(dir, "raw.sqlite"));
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.exec(
    "CREATE TABLE events (global_position INTEGER PRIMARY KEY, stream_id TEXT, stream_position INTEGER, type TEXT, data TEXT, metadata TEXT)",
  );
  const insert = db.prepare("INSERT INTO events VALUES (?, ?, ?, ?, ?, ?)");
  const write = db.transaction((page: RecordedEvent[]) => {
    for (const e of page)
      insert.run(
        e.metadata.globalPosition,
        e.metadata.streamId,
        e.metadata.streamPosition,
        e.type,
        JSON.stringify(e.data),
        JSON.stringify(e.metadata),
      );
  });
  let ms = 0;
  let events = 0;
  for await (const page of materialEvents(service, 5000)) {
    const started = performance.now();
    write(page);
    ms += performance.now() - started;
    events += page.length;
  }
  db.close();
  rmSync(dir, { recursive: true, force: true });
  return { seconds: ms / 1000, perSecond: events / (ms / 1000), events };
}

export async function inventoryStockFigures(
  options: InventoryStockOptions,
  log: (line: string) => void = console.log,
): Promise<InventoryStockFigures> {
  const { service, call, userId } = await startBenchService("inventory");
  try {
    const store = service.runtime.ports.events;
    const book = await call("POST", "/notebooks", { name: "Stock book" });
    const record = await call("POST", "/experiments", { notebookId: book.id, title: "Recrystallisation" });
    const module = await call("POST", `/experiments/${record.id}/modules`, {
      type: "grid",
      subType: "labMaterial",
      title: "Materials",
    });
    const usedIn = { experimentId: record.id as string, moduleId: module.moduleId as string };
    const { policy, today } = await usagePolicyOf(service.runtime);
    for (const runner of service.runtime.runners) await runner.waitFor(await store.headPosition(), 60_000);
    const loadStart = loadavg()[0]!;

    // 1. The log, built straight into the store: one append of each lot's events, IN_FLIGHT lots at a time.
    const events = options.lots * (options.usagesPerLot + 1);
    log(`  ${options.lots.toLocaleString("en-US")} lots and ${events.toLocaleString("en-US")} events appended ...`);
    const expected = new Map<string, number>();
    const metadata = { actor: { userId, name: "admin" } };
    const chunk = 100;
    let appendMs = 0;
    const firstAppend = performance.now();
    for (let from = 0; from < options.lots; from += chunk) {
      const lots: { stream: string; events: NewEvent[] }[] = [];
      for (let lot = from; lot < Math.min(from + chunk, options.lots); lot++) {
        const decided = decideLot(lot, options.usagesPerLot, usedIn, policy, today);
        const id = decided.state.registered!.materialId;
        expected.set(id, decided.state.lot!.quantity);
        lots.push({ stream: materialStream(id), events: decided.events.map((e) => newEvent(e, metadata)) });
      }
      const started = performance.now();
      for (let i = 0; i < lots.length; i += IN_FLIGHT)
        await Promise.all(
          lots.slice(i, i + IN_FLIGHT).map((l) => store.append(l.stream, l.events, { expectedRevision: "no_stream" })),
        );
      appendMs += performance.now() - started;
      if ((from / chunk) % 10 === 9)
        log(`    ${(from + chunk).toLocaleString("en-US")} lots, ${(appendMs / 1000).toFixed(1)} s of appends`);
    }
    const lastAppend = performance.now();
    const head = await store.headPosition();

    // 2. Live: each read model from the last append until it has applied it.
    const caughtUp: Record<string, number> = {};
    await Promise.all(
      service.runtime.runners.map(async (runner) => {
        caughtUp[runner.name] = ((await caughtUpAt(service, runner.name, head)) - lastAppend) / 1000;
      }),
    );
    const materialsAt = lastAppend + caughtUp.materials! * 1000;
    const allAt = lastAppend + Math.max(...Object.values(caughtUp)) * 1000;
    log(
      `    appends ${(appendMs / 1000).toFixed(1)} s; materials caught up ${caughtUp.materials!.toFixed(1)} s after the last, every read model ${Math.max(...Object.values(caughtUp)).toFixed(1)} s (${Object.entries(
        caughtUp,
      )
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([n, s]) => `${n} ${s.toFixed(1)} s`)
        .join(", ")})`,
    );

    log(`  the stock over the API, ${options.calls} calls each ...`);
    const list = await timed(options.calls, () => call("GET", "/materials?pageSize=20"));
    const expiring = await call("GET", "/materials?pageSize=20&expiry=aboutToExpire");
    if (expiring.total !== Math.ceil(options.lots / 10)) throw new Error(`${expiring.total} lots about to expire`);
    const aboutToExpire = await timed(options.calls, () => call("GET", "/materials?pageSize=20&expiry=aboutToExpire"));
    let k = 0;
    const keyword = await timed(options.calls, async () => {
      const lot = (k++ * 7919) % options.lots;
      const found = await call("GET", `/materials?pageSize=20&keyword=${lotNumber(lot)}`);
      if (found.total !== 1) throw new Error(`keyword ${lotNumber(lot)} found ${found.total} lots`);
    });

    // A usage over the API on lots of usagesPerLot + 1 events each, then the list showing what is left.
    const posts: number[] = [];
    const shown: number[] = [];
    const useOnce = async (n: number, timedRun: boolean) => {
      const lot = (n * 104_729) % options.lots;
      const id = materialIdOf(barcodeOf(lot));
      const started = performance.now();
      const outcome = await call("POST", `/materials/${id}/usages`, {
        usageId: `live-${n}`,
        amount: 1,
        unit: "mL",
        ...usedIn,
        rowId: `live-row-${n}`,
      });
      const posted = performance.now();
      const found = await call("GET", `/materials?pageSize=20&keyword=${lotNumber(lot)}&position=${outcome.position}`);
      const done = performance.now();
      const left = expected.get(id)! - 1;
      if (found.rows[0]?.quantity !== left || outcome.remaining !== left)
        throw new Error(`lot ${lot}: ${outcome.remaining} left, the list shows ${found.rows[0]?.quantity}, expected ${left}`);
      expected.set(id, left);
      if (timedRun) {
        posts.push(posted - started);
        shown.push(done - started);
      }
    };
    for (let n = 0; n < 3; n++) await useOnce(options.calls + n, false);
    for (let n = 0; n < options.calls; n++) await useOnce(n, true);
    const pick = (samples: number[]) => {
      const { p50, p99 } = percentiles(samples);
      return { p50, p99 };
    };
    const rawHttp = await rawHttpRoundTrip(options.calls);

    // 3. Rebuild of `materials` from the whole log, beside (a) the fold into a Map; then (b) the bare writes.
    log("  the materials read model rebuilt from the whole log, and the fold into a Map ...");
    const rebuilt = await withPeak(() => rebuildProjection(store, service.runtime.ports.readStore, materialsProjection));
    const folded = await withPeak(() => foldStock(service));
    const sampleIds = [...expected.keys()].filter((_, i) => i % Math.max(1, Math.floor(options.lots / options.sample)) === 0);
    for (const id of sampleIds.slice(0, options.sample)) {
      const lot = await service.runtime.ports.readStore.get<{ id: string; quantity: number }>("materials", id);
      if (lot?.quantity !== folded.result.stock.get(id) || lot?.quantity !== expected.get(id))
        throw new Error(
          `lot ${id}: rebuilt ${lot?.quantity}, folded ${folded.result.stock.get(id)}, decided ${expected.get(id)}`,
        );
    }
    log("  where the time goes: every read model of material events rebuilt into a fresh read store ...");
    const readers = PROJECTIONS.filter((p) => [...p.handles].some((t) => MOVEMENT_TYPES.includes(t)));
    const freshDir = mkdtempSync(join(tmpdir(), "labledger-bench-stock-rm-"));
    const fresh = await openSqliteReadModels(freshDir);
    const split = await rebuildProjections(store, fresh, readers);
    await fresh.close();
    rmSync(freshDir, { recursive: true, force: true });
    const byReadModel = Object.fromEntries(readers.map((p, i) => [p.name, split[i]!.seconds]));
    log(
      `    ${Object.entries(byReadModel)
        .map(([name, s]) => `${name} ${s.toFixed(1)} s`)
        .join(", ")}`,
    );
    log("  the same events into a bare SQLite table ...");
    const bare = await bareSqliteWrite(service);
    const loadEnd = loadavg()[0]!;

    const seconds = rebuilt.ms / 1000;
    return {
      machine: machine(),
      measuredAt: new Date().toISOString().slice(0, 16).replace("T", " "),
      loadAverage: { start: loadStart, end: loadEnd },
      lots: options.lots,
      usagesPerLot: options.usagesPerLot,
      events,
      calls: options.calls,
      build: {
        appendSeconds: appendMs / 1000,
        perSecond: events / (appendMs / 1000),
        wallSeconds: (lastAppend - firstAppend) / 1000,
        inFlight: IN_FLIGHT,
        bareSqlite: { seconds: bare.seconds, perSecond: bare.perSecond },
      },
      live: {
        caughtUpAfterLastAppend: caughtUp,
        materialsPerSecond: events / ((materialsAt - firstAppend) / 1000),
        allPerSecond: events / ((allAt - firstAppend) / 1000),
        list,
        aboutToExpire: { ...aboutToExpire, total: expiring.total },
        keyword,
        usage: pick(posts),
        usageShown: pick(shown),
        rawHttp: { p50: rawHttp.p50, p99: rawHttp.p99 },
      },
      rebuild: {
        events: rebuilt.result.events,
        seconds,
        perSecond: rebuilt.result.events / seconds,
        memory: rebuilt.peak,
        fold: {
          seconds: folded.ms / 1000,
          perSecond: folded.result.events / (folded.ms / 1000),
          memory: folded.peak,
        },
        checked: Math.min(options.sample, sampleIds.length),
        byReadModel,
      },
    };
  } finally {
    await service.stop();
  }
}

export const INVENTORY_START = "<!-- generated by bench/inventory-stock.bench.ts: do not edit between these markers -->";
export const INVENTORY_END = "<!-- end of inventory stock figures -->";

const fmt = (x: number) => Math.round(x).toLocaleString("en-US");
const ms = (x: number) => x.toFixed(1);
const lat = (x: Latency) => `p50 ${ms(x.p50)} ms, p99 ${ms(x.p99)} ms`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(1)}×`;
const memory = (p: Peak) => `heap +${fmt(p.heapGrowthMiB)} MiB, resident +${fmt(p.growthMiB)} MiB`;

/** The inventory stock section of docs/PERFORMANCE.md (between its generated markers). */
export function inventoryStockSection(f: InventoryStockFigures, quick: boolean): string {
  const m = f.machine;
  const { build, live, rebuild } = f;
  const slowest = Object.entries(live.caughtUpAfterLastAppend).sort((a, b) => b[1] - a[1]);
  const busy = Math.max(f.loadAverage.start, f.loadAverage.end) > m.cores;
  return `${INVENTORY_START}
Measured ${f.measuredAt} UTC on ${m.cpu} (${m.cores} cores, ${m.memoryGiB} GiB), Node ${m.node}${quick ? " — quick run (1/10 of the lots)" : ""}; one-minute load average ${f.loadAverage.start.toFixed(1)} when the log began, ${f.loadAverage.end.toFixed(1)} at the end${busy ? ` (above ${m.cores}: other work was waiting for the cores)` : ""}. ${fmt(f.lots)} lots of 1,000 mL, ${fmt(f.usagesPerLot)} usages each: ${fmt(f.events)} events.

| Benchmark | Events / calls | LabLedger | Baseline in the same run | Ratio |
|---|---:|---:|---:|---:|
| **Building the log**: each lot's registration and usages (decided by the material decider) appended as one batch to its stream \`material-<id>\`, ${build.inFlight} streams at a time, durable | ${fmt(f.events)} | ${fmt(build.perSecond)} ev/s (${build.appendSeconds.toFixed(1)} s of appends; ${build.wallSeconds.toFixed(1)} s with the decider's work) | (b) the same rows into a bare better-sqlite3 table (WAL, synchronous FULL), one transaction per 5,000: ${fmt(build.bareSqlite.perSecond)} ev/s | ${ratio(build.bareSqlite.perSecond, build.perSecond)} slower |
| **Live catch-up**: the \`materials\` read model (the stock) following the log in the same process while it was appended | ${fmt(f.events)} | caught up ${live.caughtUpAfterLastAppend.materials!.toFixed(1)} s after the last append${live.caughtUpAfterLastAppend.materials! < 1 ? " (it kept pace: its rate is the appends')" : ""}; ${fmt(live.materialsPerSecond)} ev/s from the first append | (a) store.readAll and the fold into a Map: ${fmt(rebuild.fold.perSecond)} ev/s | ${ratio(rebuild.fold.perSecond, live.materialsPerSecond)} slower |
| Every embedded read model (${slowest.length}), the slowest ${slowest[0]![0]}: caught up ${slowest[0]![1].toFixed(1)} s after the last append | ${fmt(f.events)} | ${fmt(live.allPerSecond)} ev/s from the first append | (a): ${fmt(rebuild.fold.perSecond)} ev/s | ${ratio(rebuild.fold.perSecond, live.allPerSecond)} slower |
| **The stock list**: GET /api/materials?pageSize=20 (newest change first, the total counted) | ${fmt(f.calls)} | ${lat(live.list)} | (c) node:http + 1 durable insert: ${lat(live.rawHttp)} | ${ratio(live.list.p50, live.rawHttp.p50)} |
| … &expiry=aboutToExpire (${fmt(live.aboutToExpire.total)} lots) | ${fmt(f.calls)} | ${lat(live.aboutToExpire)} | (c) | ${ratio(live.aboutToExpire.p50, live.rawHttp.p50)} |
| … &keyword=<a lot number> (one lot) | ${fmt(f.calls)} | ${lat(live.keyword)} | (c) | ${ratio(live.keyword.p50, live.rawHttp.p50)} |
| **A usage**: POST /api/materials/{id}/usages on a lot of ${fmt(f.usagesPerLot + 1)} events (the lot folded, the record's rights checked, decided, appended) | ${fmt(f.calls)} | ${lat(live.usage)} | (c) | ${ratio(live.usage.p50, live.rawHttp.p50)} |
| … and the list showing the new stock: from the POST until GET /api/materials?keyword=…&position= answers it | ${fmt(f.calls)} | ${lat(live.usageShown)} | (c) | ${ratio(live.usageShown.p50, live.rawHttp.p50)} |
| **Rebuild** of \`materials\` (the stock and every movement) from the whole log into fresh collections, then swapped in | ${fmt(rebuild.events)} | ${rebuild.seconds.toFixed(1)} s, ${fmt(rebuild.perSecond)} ev/s; ${memory(rebuild.memory)} | (a) store.readAll (pages of 5,000 of the same types, as the rebuild reads) and every lot's stock folded into a Map: ${rebuild.fold.seconds.toFixed(1)} s, ${fmt(rebuild.fold.perSecond)} ev/s; ${memory(rebuild.fold.memory)} | ${ratio(rebuild.seconds, rebuild.fold.seconds)} time |

LabLedger = the embedded service in the benchmark's process (its projections, notifier and workers running), called over HTTP with signed requests as the console calls it. The log is written straight into its event store (\`service.runtime.ports.events.append\`), each event exactly as the decider decides it (\`remaining\` folded), so only the set-up skips HTTP; the read models follow it as they would any writer. After the rebuild, ${fmt(rebuild.checked)} lots' \`quantity\` were checked against the fold and the decider (the benchmark throws otherwise). Where the live read models' time goes: ${Object.entries(
    rebuild.byReadModel,
  )
    .map(([name, s]) => `\`${name}\` ${s.toFixed(1)} s`)
    .join(
      ", ",
    )} to project and write the same ${fmt(rebuild.events)} events (the read models that read material events, rebuilt together into a fresh read store; the log's read not counted). The appends' rate is that of the embedded service: its read models follow the log in the same process, so the appends share the cores with them. Memory = how far the process rose above where it stood, after a full collection, when the work began (${fmt(rebuild.memory.beforeMiB)} MiB resident before the rebuild): *heap* = the JavaScript heap and buffers at their fullest; *resident* = the kernel's high-water mark (VmHWM). Baselines: (a) \`bench/inventory-stock.bench.ts\` \`foldStock\`, (b) \`bareSqliteWrite\`, (c) \`bench/http.bench.ts\` \`rawHttpRoundTrip\`.
${INVENTORY_END}`;
}
