import type { RunningService } from "@labledger/command";
import { experiment, experimentStream } from "@labledger/domain";
import { acting } from "@labledger/domain/access/acting.fixtures";
import { type NewEvent, newEvent, type RecordedEvent, upcast } from "@labledger/events";
import { startBenchService } from "./bench-service";
import { timed } from "./measure";

export interface HistoryFigures {
  readonly events: number;
  readonly requests: number;
  /** GET /api/experiments/{id}/at?position= of an event half-way through the record. */
  readonly timeTravel: { p50: number; p99: number };
  /** GET .../verification: the record's whole hash chain checked. */
  readonly verification: { p50: number; p99: number };
  /** GET .../trace?pageIndex=&pageSize=20 deep in a trace of as many entries as events. */
  readonly tracePage: { p50: number; p99: number; entries: number };
  /** Baseline, same run: readStream of the same record straight from the store (no HTTP, no fold). */
  readonly rawRead: { p50: number; p99: number };
  /** GET .../trace/export of the whole trace, to the last byte: the PDF laid out page by page, and the CSV of the same rows as its baseline. */
  readonly traceExport: {
    pdf: { p50: number; p99: number };
    csv: { p50: number; p99: number };
    bytes: number;
    pages: number;
    exports: number;
  };
}

/**
 * Issue 6: a record of `size` events (10 modules, each saved over and over, every save one
 * field change), replayed to an event half-way, its chain verified, its trace paged.
 * The events are decided by the real experiment decider and appended in batches: only the
 * setup skips HTTP, every measured call goes through it.
 */
export async function recordHistory(size: number, requests: number, exports: number): Promise<HistoryFigures> {
  const { service, call, userId, headers } = await startBenchService("history");
  const get = (path: string) => call("GET", path);
  const post = (path: string, json: unknown) => call("POST", path, json);
  const book = await post("/notebooks", { name: "History bench" });
  const record = await post("/experiments", { notebookId: book.id, title: "A long-lived record" });
  for (let m = 0; m < 10; m++) await post(`/experiments/${record.id}/modules`, { type: "input", title: `Reading ${m}` });

  const store = service.runtime.ports.events;
  const stream = experimentStream(record.id);
  await growRecord(service, record.id, userId, size);
  const all = await store.readStream(stream);
  const middle = all[Math.floor(all.length / 2)]!.metadata.globalPosition;
  const trace = await get(`/experiments/${record.id}/trace?pageIndex=1&pageSize=20`);
  const deepPage = Math.floor(trace.total / 20 / 2);

  const figures: HistoryFigures = {
    events: all.length,
    requests,
    timeTravel: await timed(requests, () => get(`/experiments/${record.id}/at?position=${middle}`)),
    verification: await timed(requests, () => get(`/experiments/${record.id}/verification`)),
    tracePage: {
      ...(await timed(requests, () => get(`/experiments/${record.id}/trace?pageIndex=${deepPage}&pageSize=20`))),
      entries: trace.total,
    },
    rawRead: await timed(requests, () => store.readStream(stream)),
    traceExport: await traceExport(record.id, headers, service.url, exports),
  };
  await service.stop();
  return figures;
}

/**
 * Saves the record's modules over and over until its stream holds `size` events: decided by the
 * real experiment decider and appended in batches of 500, skipping HTTP (setup only).
 */
export async function growRecord(service: RunningService, recordId: string, userId: string, size: number): Promise<void> {
  const store = service.runtime.ports.events;
  const stream = experimentStream(recordId);
  const stored = await store.readStream(stream);
  let revision = stored.at(-1)!.metadata.streamPosition;
  const events = decideSaves(stored, userId, size - stored.length);
  for (let i = 0; i < events.length; i += 500)
    revision = (await store.append(stream, events.slice(i, i + 500), { expectedRevision: revision })).nextExpectedRevision;
}

/** `count` saves of the record's modules after its stored events, one field change each, as the decider makes them. */
export function decideSaves(stored: readonly RecordedEvent[], userId: string, count: number): NewEvent[] {
  let state = stored.map((e) => upcast(e) as never).reduce(experiment.evolve, experiment.initialState());
  const metadata = { actor: { userId: userId, name: "admin" } };
  const actor = acting(userId, { admin: true });
  const decided: NewEvent[] = [];
  for (let i = stored.length; decided.length < count; i++) {
    const module = state.modules[i % state.modules.length]!;
    const events = experiment.decide(
      {
        type: "SaveModule",
        moduleId: module.moduleId,
        content: { fields: { value: `${(20 + (i % 700) / 10).toFixed(1)} ℃` }, rows: [] },
        isAuto: i % 3 === 0,
        lastCacheTime: module.cacheTime,
        now: new Date(Date.now() + i),
        actor,
      },
      state,
    );
    state = events.reduce(experiment.evolve, state);
    decided.push(...events.map((e) => newEvent(e, metadata)));
  }
  return decided.slice(0, count);
}

/** The record's whole trace downloaded as PDF and as CSV, each read to its last byte. */
async function traceExport(recordId: string, headers: () => Record<string, string>, url: string, exports: number) {
  let bytes = 0;
  let pages = 0;
  const download = async (format: "pdf" | "csv") => {
    const address = `${url}/api/experiments/${recordId}/trace/export?format=${format}`;
    // A kept-alive connection the server closed after its idle time-out (5 s; the raw reads before
    // take that long on a loaded machine) can be reset as fetch reuses it: asked again once, said so.
    const res = await fetch(address, { headers: headers() }).catch((error: Error & { cause?: { code?: string } }) => {
      if (error.cause?.code !== "ECONNRESET") throw error;
      console.warn(`trace export ${format}: connection reset, asked again`);
      return fetch(address, { headers: headers() });
    });
    if (res.status !== 200) throw new Error(`trace export ${format} answered ${res.status}: ${await res.text()}`);
    const body = Buffer.from(await res.arrayBuffer());
    if (format === "pdf") {
      bytes = body.length;
      pages = (body.toString("latin1").match(/\/Type \/Page\b/g) ?? []).length;
    }
  };
  const pdf = await timed(exports, () => download("pdf"));
  const csv = await timed(exports, () => download("csv"));
  return { pdf, csv, bytes, pages, exports };
}
