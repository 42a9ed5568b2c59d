// Issue 19: record exports and .eln import, through the API of an embedded LabLedger, each beside a
// baseline measured in the same run without LabLedger: a record's PDF (beside a plain pdfkit document
// of the same text), an .eln of 1,000 records with 1,000 files (beside the same files zipped by
// fflate) and its import into another book (beside unzipping and hashing the same archive).
import { mkdtempSync, openAsBlob, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import type { RunningService } from "@labledger/command";
import type { RecordDocument } from "@labledger/command/exports/record-pdf/document-shape";
import { loadRecordDocument } from "@labledger/command/exports/record-pdf/record-document";
import { writeRecordPdf } from "@labledger/command/exports/record-pdf/write-record-pdf";
import { elnRecordOf } from "@labledger/command/record-exports/eln-record-of";
import { type ElnRecord, experimentStream } from "@labledger/domain";
import { startBenchService } from "./bench-service";
import {
  mib,
  type Peak,
  plainRecordPdf,
  type RecordText,
  recordText,
  retained,
  textEntriesAsJson,
  unzipAndHash,
  withPeak,
  zipFiles,
} from "./export-baselines";
import {
  type Api,
  apiOf,
  attachedFile,
  createAttachedRecords,
  createPdfRecord,
  GRID_ROWS,
  type ModuleMix,
  PDF_MODULES,
} from "./export-records";
import { machine, percentiles } from "./measure";

export interface RecordExportOptions {
  /** Timed PDF exports, and as many baseline documents (after one untimed of each). */
  readonly pdfRuns: number;
  /** Records (one attached file each) in the .eln export and import. */
  readonly records: number;
  /** Timed PDF exports of every record of the .eln's book, and as many baseline documents. */
  readonly bulkPdfRuns: number;
  /** Timed .eln exports, and as many baseline zips (after one untimed export). */
  readonly elnRuns: number;
  /** Timed import previews, and as many baseline unzips. */
  readonly previewRuns: number;
  /** Timed imports, each into a book of its own. */
  readonly importRuns: number;
  /** Records made side by side during the set-up. */
  readonly parallel: number;
}

/** p50 and p99 of a measure's samples (p99 of a few runs is their slowest). */
export interface Spread {
  readonly p50: number;
  readonly p99: number;
}

/** How far memory rose above the work's start (see `withPeak`): the median and the largest of the runs, MiB. */
export interface PeakSpread {
  /** The JavaScript heap and buffers at their fullest. */
  readonly heap: { readonly p50: number; readonly max: number };
  /** What a collection left held, at its most. */
  readonly live: { readonly p50: number; readonly max: number };
  /** Resident memory (the kernel's high-water mark). */
  readonly resident: { readonly p50: number; readonly max: number };
  /** Resident memory when the runs began (p50), MiB. */
  readonly residentBefore: number;
}

export interface RecordExportFigures {
  readonly machine: ReturnType<typeof machine>;
  readonly measuredAt: string;
  readonly loadAverage: { readonly start: number; readonly end: number };
  /** Making the records over the API (not part of any figure). */
  readonly setup: {
    readonly pdfRecord: { readonly seconds: number; readonly requests: number };
    readonly records: { readonly seconds: number; readonly requests: number; readonly parallel: number };
  };
  readonly pdf: {
    readonly runs: number;
    /** The record's document (loadRecordDocument) held after full collections, MiB. */
    readonly documentMiB: number;
    /** The record as the .eln writer reads it (elnRecordOf), held after full collections, MiB. */
    readonly elnRecordMiB: number;
    readonly modules: number;
    readonly mix: ModuleMix;
    readonly gridRows: number;
    readonly events: number;
    readonly text: RecordText;
    readonly bytes: number;
    readonly pages: number;
    /** POST /api/exports until GET /api/exports/{id} says ready, ms. */
    readonly ready: Spread;
    /** …and the file downloaded to its last byte, ms. */
    readonly downloaded: Spread;
    readonly memory: PeakSpread;
    /** In the process, apart: loadRecordDocument, and writeRecordPdf into a stream that drops the bytes (p50 of 3: ms, heap MiB). */
    readonly steps: {
      readonly load: { readonly ms: number; readonly heapMiB: number };
      readonly write: { readonly ms: number; readonly heapMiB: number };
    };
    readonly baseline: Spread & { readonly bytes: number; readonly pages: number; readonly memory: PeakSpread };
  };
  /** The PDF of the .eln's records: one export of every record of the book. */
  readonly bulkPdf: {
    readonly runs: number;
    readonly records: number;
    /** The records' documents (loadRecordDocument) held after full collections: what the PDF writer holds before it writes, MiB. */
    readonly documentsMiB: number;
    /** The same records as the .eln writer reads them (elnRecordOf), held after full collections, MiB. */
    readonly elnRecordsMiB: number;
    readonly text: RecordText;
    readonly bytes: number;
    readonly pages: number;
    readonly ready: Spread;
    readonly downloaded: Spread;
    readonly memory: PeakSpread;
    readonly baseline: Spread & { readonly bytes: number; readonly pages: number; readonly memory: PeakSpread };
  };
  readonly eln: {
    readonly runs: number;
    readonly records: number;
    readonly files: number;
    readonly fileBytes: number;
    readonly bytes: number;
    readonly ready: Spread;
    readonly downloaded: Spread;
    readonly memory: PeakSpread;
    readonly baseline: Spread & {
      readonly bytes: number;
      readonly jsonBytes: number;
      readonly textEntries: number;
      readonly memory: PeakSpread;
    };
  };
  readonly import: {
    readonly previewRuns: number;
    readonly importRuns: number;
    readonly records: number;
    readonly preview: Spread & { readonly memory: PeakSpread };
    readonly import: Spread & { readonly memory: PeakSpread };
    /** After an import answered, until every read model had applied it (not part of the import's time), s. */
    readonly caughtUpSeconds: number;
    readonly baseline: Spread & { readonly entries: number; readonly bytes: number; readonly memory: PeakSpread };
  };
}

const spread = (samples: readonly number[]): Spread => {
  const { p50, p99 } = percentiles([...samples]);
  return { p50, p99 };
};
const peaks = (samples: readonly Peak[]): PeakSpread => {
  const of = (pick: (peak: Peak) => number) => ({
    p50: percentiles(samples.map(pick)).p50,
    max: Math.max(...samples.map(pick)),
  });
  return {
    heap: of((p) => p.heapGrowthMiB),
    live: of((p) => p.liveGrowthMiB),
    resident: of((p) => p.growthMiB),
    residentBefore: percentiles(samples.map((p) => p.beforeMiB)).p50,
  };
};
const grew = (peak: Peak) => `heap +${peak.heapGrowthMiB.toFixed(0)} MiB, resident +${peak.growthMiB.toFixed(0)} MiB`;
const seconds = (since: number) => (performance.now() - since) / 1000;

/** Waits until every read model has applied the log up to its head. */
async function caughtUp(service: RunningService): Promise<void> {
  const head = await service.runtime.ports.events.headPosition();
  for (const runner of service.runtime.runners) await runner.waitFor(head);
}

/** Asks for an export and polls it every 20 ms until it is ready; answers its id and the time it took (ms). */
async function exportReady(api: Api, body: unknown): Promise<{ id: string; ms: number }> {
  const started = performance.now();
  const { id } = await api.call<{ id: string }>("POST", "/exports", body);
  for (;;) {
    const state = await api.call<{ status: string; failure?: string }>("GET", `/exports/${id}`);
    if (state.status === "ready") return { id, ms: performance.now() - started };
    if (state.status !== "queued") throw new Error(`export ${id} is ${state.status}: ${state.failure ?? ""}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const discarding = () =>
  new Writable({
    write(_chunk, _encoding, callback) {
      callback();
    },
  });

export async function recordExportFigures(
  options: RecordExportOptions,
  log: (line: string) => void = console.log,
): Promise<RecordExportFigures> {
  const dir = mkdtempSync(join(tmpdir(), "labledger-bench-exports-"));
  const { service, token, signingKey } = await startBenchService("exports");
  const api = apiOf({ url: service.url, token, signingKey });
  try {
    const settings = await api.call<Record<string, unknown>>("GET", "/settings/export");
    await api.call("PUT", "/settings/export", { ...settings, bulkMax: Math.max(1000, options.records) });
    // The default rule numbers 999 records a day; the set-up and the imports make some 5,000.
    await api.call("POST", "/numbering-rules", {
      target: "experiment",
      relatedKey: "date",
      dateFormat: "YYMMDD",
      serialDigits: 6,
      mode: "restart",
    });
    await caughtUp(service);

    // Set-up: the records, made over the API (timed apart, not part of the figures).
    log(`  set-up: a record of ${PDF_MODULES} modules and a ${GRID_ROWS.toLocaleString("en-US")}-row grid ...`);
    let started = performance.now();
    const pdfBook = await api.call<{ id: string }>("POST", "/notebooks", { name: "Scale-up" });
    const pdfRecord = await createPdfRecord(api, pdfBook.id);
    const pdfSetup = { seconds: seconds(started), requests: pdfRecord.requests };
    log(`    ${pdfSetup.requests} requests in ${pdfSetup.seconds.toFixed(1)} s`);
    log(`  set-up: ${options.records.toLocaleString("en-US")} records with a file each, ${options.parallel} at a time ...`);
    started = performance.now();
    const filesBook = await api.call<{ id: string }>("POST", "/notebooks", { name: "Stability study" });
    const requests = await createAttachedRecords(api, filesBook.id, options.records, options.parallel);
    await caughtUp(service);
    const recordsSetup = { seconds: seconds(started), requests, parallel: options.parallel };
    log(
      `    ${requests.toLocaleString("en-US")} requests in ${recordsSetup.seconds.toFixed(1)} s (${(requests / recordsSetup.seconds).toFixed(0)} requests/s)`,
    );

    const loadStart = loadavg()[0]!;
    const pdf = { ...(await pdfFigures(service, api, pdfRecord.id, options.pdfRuns, dir, log)), mix: pdfRecord.mix };
    const eln = await elnFigures(service, api, filesBook.id, options, dir, log);
    const imported = await importFigures(service, api, eln.archivePath, options, log);
    const bulkPdf = await bulkPdfFigures(service, api, filesBook.id, options, dir, log);
    const loadEnd = loadavg()[0]!;
    return {
      machine: machine(),
      measuredAt: new Date().toISOString().slice(0, 16).replace("T", " "),
      loadAverage: { start: loadStart, end: loadEnd },
      setup: { pdfRecord: pdfSetup, records: recordsSetup },
      pdf,
      bulkPdf,
      eln: eln.figures,
      import: imported,
    };
  } finally {
    await service.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** 1. The PDF of the large record, asked through the API, beside a plain pdfkit document of the same text. */
async function pdfFigures(
  service: RunningService,
  api: Api,
  recordId: string,
  runs: number,
  dir: string,
  log: (line: string) => void,
): Promise<Omit<RecordExportFigures["pdf"], "mix">> {
  const { result: document, heldMiB } = await retained(() => loadRecordDocument(service.runtime, recordId, "en"));
  const { heldMiB: elnRecordMiB } = await retained(() => elnRecordOf(service.runtime, recordId, "en"));
  const text = recordText([document]);
  const events = (await service.runtime.ports.events.readStream(experimentStream(recordId))).length;
  const exportPdf = async (keep: boolean) => {
    const { id, ms: ready } = await exportReady(api, { format: "pdf", ids: [recordId], language: "en" });
    const file = await api.download(`/exports/${id}/file`, keep);
    return { ready, file };
  };
  const baselinePath = join(dir, "plain.pdf");

  log(`  the record's PDF x ${runs}, and the plain pdfkit document of its text x ${runs}, in turns ...`);
  const first = await exportPdf(true);
  const pages = (
    Buffer.from(first.file.body!)
      .toString("latin1")
      .match(/\/Type \/Page\b/g) ?? []
  ).length;
  const plain = await plainRecordPdf([document], baselinePath);
  const product = { ready: [] as number[], downloaded: [] as number[], peaks: [] as Peak[] };
  const baseline = { ms: [] as number[], peaks: [] as Peak[] };
  for (let run = 0; run < runs; run++) {
    const { result, ms: downloaded, peak } = await withPeak(() => exportPdf(false));
    product.downloaded.push(downloaded);
    product.ready.push(result.ready);
    product.peaks.push(peak);
    const written = await withPeak(() => plainRecordPdf([document], baselinePath));
    baseline.ms.push(written.ms);
    baseline.peaks.push(written.peak);
    log(
      `    ${run + 1}: ready ${result.ready.toFixed(0)} ms, downloaded ${product.downloaded.at(-1)!.toFixed(0)} ms, ${grew(peak)}; plain ${baseline.ms.at(-1)!.toFixed(0)} ms, ${grew(written.peak)}; load ${loadavg()[0]!.toFixed(1)}`,
    );
  }

  // Where the time goes, in the process: reading the record into words, then writing its PDF.
  const load: Array<{ ms: number; peak: Peak }> = [];
  const write: Array<{ ms: number; peak: Peak }> = [];
  const meta = {
    title: "Export",
    organisation: "Bench",
    exportedBy: "admin",
    exportedAt: "2026-11-27 12:00:00",
    language: "en",
  } as const;
  for (let i = 0; i < 3; i++) {
    const read = await withPeak(() => loadRecordDocument(service.runtime, recordId, "en"));
    load.push(read);
    write.push(await withPeak(() => writeRecordPdf(discarding(), [read.result], meta)));
  }
  const step = (runs: ReadonlyArray<{ ms: number; peak: Peak }>) => ({
    ms: percentiles(runs.map((r) => r.ms)).p50,
    heapMiB: percentiles(runs.map((r) => r.peak.heapGrowthMiB)).p50,
  });
  return {
    runs,
    documentMiB: heldMiB,
    elnRecordMiB,
    modules: document.modules.length,
    gridRows: GRID_ROWS,
    events,
    text,
    bytes: first.file.bytes,
    pages,
    ready: spread(product.ready),
    downloaded: spread(product.downloaded),
    memory: peaks(product.peaks),
    steps: { load: step(load), write: step(write) },
    baseline: { ...spread(baseline.ms), bytes: plain.bytes, pages: plain.pages, memory: peaks(baseline.peaks) },
  };
}

/**
 * 1b. The PDF of every record of the .eln's book in one export (the writer reads every record's
 * document before it writes), beside a plain pdfkit document of their text (the documents read
 * beforehand, outside its time).
 */
async function bulkPdfFigures(
  service: RunningService,
  api: Api,
  bookId: string,
  options: RecordExportOptions,
  dir: string,
  log: (line: string) => void,
): Promise<RecordExportFigures["bulkPdf"]> {
  const { rows } = await service.runtime.ports.readStore.find<{ id: string }>("experiments", {
    filter: { notebookId: bookId },
    sort: [["number", 1]],
    limit: options.records,
  });
  const { result: documents, heldMiB } = await retained(async () => {
    const read: RecordDocument[] = [];
    for (const { id } of rows) read.push(await loadRecordDocument(service.runtime, id, "en"));
    return read;
  });
  // What the .eln writer holds of the same records before it writes the archive.
  const { heldMiB: elnRecordsMiB } = await retained(async () => {
    const read: ElnRecord[] = [];
    for (const { id } of rows) read.push(await elnRecordOf(service.runtime, id, "en"));
    return read;
  });
  const body = { format: "pdf", scope: "notebook", ids: [bookId], language: "en" };
  const baselinePath = join(dir, "plain-bulk.pdf");
  log(
    `  the PDF of the ${fmt(documents.length)} records x ${options.bulkPdfRuns}, and the plain pdfkit document of their text, in turns ...`,
  );
  const product = { ready: [] as number[], downloaded: [] as number[], peaks: [] as Peak[] };
  const baseline = { ms: [] as number[], peaks: [] as Peak[], bytes: 0, pages: 0 };
  let file = { bytes: 0, pages: 0 };
  for (let run = 0; run < options.bulkPdfRuns; run++) {
    await caughtUp(service);
    const keep = run === 0;
    const {
      result,
      ms: downloaded,
      peak,
    } = await withPeak(async () => {
      const { id, ms } = await exportReady(api, body);
      return { ready: ms, file: await api.download(`/exports/${id}/file`, keep) };
    });
    if (keep)
      file = {
        bytes: result.file.bytes,
        pages: (
          Buffer.from(result.file.body!)
            .toString("latin1")
            .match(/\/Type \/Page\b/g) ?? []
        ).length,
      };
    product.ready.push(result.ready);
    product.downloaded.push(downloaded);
    product.peaks.push(peak);
    const written = await withPeak(() => plainRecordPdf(documents, baselinePath));
    baseline.ms.push(written.ms);
    baseline.peaks.push(written.peak);
    Object.assign(baseline, written.result);
    log(
      `    ${run + 1}: ready ${s(result.ready)} s, downloaded ${s(downloaded)} s, ${grew(peak)}; plain ${s(written.ms)} s, ${grew(written.peak)}; load ${loadavg()[0]!.toFixed(1)}`,
    );
  }
  return {
    runs: options.bulkPdfRuns,
    records: documents.length,
    documentsMiB: heldMiB,
    elnRecordsMiB,
    text: recordText(documents),
    ...file,
    ready: spread(product.ready),
    downloaded: spread(product.downloaded),
    memory: peaks(product.peaks),
    baseline: {
      ...spread(baseline.ms),
      bytes: baseline.bytes,
      pages: baseline.pages,
      memory: peaks(baseline.peaks),
    },
  };
}

/** 2. The .eln of every record with a file, beside the same files and a JSON of the same size zipped by fflate. */
async function elnFigures(
  service: RunningService,
  api: Api,
  bookId: string,
  options: RecordExportOptions,
  dir: string,
  log: (line: string) => void,
): Promise<{ figures: RecordExportFigures["eln"]; archivePath: string }> {
  const files = Array.from({ length: options.records }, (_, i) => attachedFile(i));
  const body = { format: "eln", scope: "notebook", ids: [bookId], language: "en" };
  const archivePath = join(dir, "export.eln");

  log(
    `  the .eln of ${options.records.toLocaleString("en-US")} records x ${options.elnRuns}, and fflate's zip of the same files, in turns ...`,
  );
  const first = await exportReady(api, body);
  const archive = (await api.download(`/exports/${first.id}/file`, true)).body!;
  writeFileSync(archivePath, archive);
  const { json, entries: textEntries } = textEntriesAsJson(archive, new Set(files.map((f) => f.name)));
  zipFiles(files, json, join(dir, "baseline.zip"));
  const product = { ready: [] as number[], downloaded: [] as number[], peaks: [] as Peak[] };
  const baseline = { ms: [] as number[], peaks: [] as Peak[], bytes: 0 };
  for (let run = 0; run < options.elnRuns; run++) {
    await caughtUp(service);
    const {
      result,
      ms: downloaded,
      peak,
    } = await withPeak(async () => {
      const { id, ms } = await exportReady(api, body);
      await api.download(`/exports/${id}/file`);
      return ms;
    });
    product.downloaded.push(downloaded);
    product.ready.push(result);
    product.peaks.push(peak);
    const zipped = await withPeak(async () => zipFiles(files, json, join(dir, "baseline.zip")));
    baseline.ms.push(zipped.ms);
    baseline.peaks.push(zipped.peak);
    baseline.bytes = zipped.result;
    log(
      `    ${run + 1}: ready ${(result / 1000).toFixed(2)} s, downloaded ${(product.downloaded.at(-1)! / 1000).toFixed(2)} s, ${grew(peak)}; fflate ${baseline.ms.at(-1)!.toFixed(0)} ms, ${grew(zipped.peak)}; load ${loadavg()[0]!.toFixed(1)}`,
    );
  }
  return {
    archivePath,
    figures: {
      runs: options.elnRuns,
      records: options.records,
      files: files.length,
      fileBytes: files.reduce((n, f) => n + f.bytes.length, 0),
      bytes: archive.length,
      ready: spread(product.ready),
      downloaded: spread(product.downloaded),
      memory: peaks(product.peaks),
      baseline: {
        ...spread(baseline.ms),
        bytes: baseline.bytes,
        jsonBytes: Buffer.byteLength(json),
        textEntries,
        memory: peaks(baseline.peaks),
      },
    },
  };
}

/** 3. That .eln previewed and imported into other books, beside unzipping the same archive and hashing every entry. */
async function importFigures(
  service: RunningService,
  api: Api,
  archivePath: string,
  options: RecordExportOptions,
  log: (line: string) => void,
): Promise<RecordExportFigures["import"]> {
  const archive = new Uint8Array(readFileSync(archivePath));
  // The file is sent from disk (a Blob backed by the file): the client holds no copy of it.
  const file = async () => ({ name: "Stability study.eln", content: await openAsBlob(archivePath) });
  const book = await api.call<{ id: string }>("POST", "/notebooks", { name: "Imported stability study" });

  log(`  import preview x ${options.previewRuns}, and fflate's unzip and SHA-256 of every entry, in turns ...`);
  const preview = { ms: [] as number[], peaks: [] as Peak[] };
  const baseline = { ms: [] as number[], peaks: [] as Peak[], entries: 0, bytes: 0 };
  const previewOnce = async () => {
    const seen = await api.upload<{ importable: boolean; records: unknown[] }>(
      `/notebooks/${book.id}/eln-import/preview`,
      {},
      await file(),
    );
    if (!seen.importable || seen.records.length !== options.records)
      throw new Error(`the preview shows ${seen.records.length} records, importable: ${seen.importable}`);
  };
  await previewOnce();
  unzipAndHash(archive);
  for (let run = 0; run < options.previewRuns; run++) {
    const { ms: previewed, peak } = await withPeak(previewOnce);
    preview.ms.push(previewed);
    preview.peaks.push(peak);
    const unzipped = await withPeak(async () => unzipAndHash(archive));
    baseline.ms.push(unzipped.ms);
    baseline.peaks.push(unzipped.peak);
    Object.assign(baseline, unzipped.result);
    log(
      `    ${run + 1}: preview ${preview.ms.at(-1)!.toFixed(0)} ms, ${grew(peak)}; unzip and hash ${baseline.ms.at(-1)!.toFixed(0)} ms, ${grew(unzipped.peak)}`,
    );
  }

  log(`  import of ${options.records.toLocaleString("en-US")} records x ${options.importRuns}, each into a book of its own ...`);
  const imports = { ms: [] as number[], peaks: [] as Peak[], caughtUp: [] as number[] };
  for (let run = 0; run < options.importRuns; run++) {
    const target = await api.call<{ id: string }>("POST", "/notebooks", { name: `Imported stability study ${run + 1}` });
    await caughtUp(service);
    const {
      result,
      ms: took,
      peak,
    } = await withPeak(async () => api.upload<{ records: unknown[] }>(`/notebooks/${target.id}/eln-import`, {}, await file()));
    imports.ms.push(took);
    imports.peaks.push(peak);
    if (result.records.length !== options.records) throw new Error(`the import created ${result.records.length} records`);
    const catching = performance.now();
    await caughtUp(service);
    imports.caughtUp.push(seconds(catching));
    log(
      `    ${run + 1}: ${(imports.ms.at(-1)! / 1000).toFixed(2)} s, ${grew(peak)}; read models caught up ${imports.caughtUp.at(-1)!.toFixed(1)} s later; load ${loadavg()[0]!.toFixed(1)}`,
    );
  }
  return {
    previewRuns: options.previewRuns,
    importRuns: options.importRuns,
    records: options.records,
    preview: { ...spread(preview.ms), memory: peaks(preview.peaks) },
    import: { ...spread(imports.ms), memory: peaks(imports.peaks) },
    caughtUpSeconds: percentiles(imports.caughtUp).p50,
    baseline: { ...spread(baseline.ms), entries: baseline.entries, bytes: baseline.bytes, memory: peaks(baseline.peaks) },
  };
}

export const RECORD_EXPORT_START = "<!-- generated by bench/record-export.bench.ts: do not edit between these markers -->";
export const RECORD_EXPORT_END = "<!-- end of record export figures -->";

const fmt = (x: number) => Math.round(x).toLocaleString("en-US");
const ms = (x: number) => fmt(x);
const s = (x: number) => (x / 1000).toFixed(2);
const times = (x: Spread, unit: "ms" | "s") =>
  unit === "ms" ? `p50 ${ms(x.p50)} ms, p99 ${ms(x.p99)} ms` : `p50 ${s(x.p50)} s, p99 ${s(x.p99)} s`;
const memory = (m: PeakSpread) =>
  `heap +${fmt(m.heap.p50)} MiB (largest +${fmt(m.heap.max)}); resident +${fmt(m.resident.p50)} MiB (largest +${fmt(m.resident.max)})`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(1)}×`;
const mib1 = (x: number) => x.toFixed(1);

/** The record export section of docs/PERFORMANCE.md (between its generated markers). */
export function recordExportSection(f: RecordExportFigures, quick: boolean): string {
  const m = f.machine;
  const { pdf, eln } = f;
  const bp = f.bulkPdf;
  const imp = f.import;
  const heapRatio = (a: PeakSpread, b: PeakSpread) => ratio(Math.max(a.heap.p50, 1), Math.max(b.heap.p50, 1));
  return `${RECORD_EXPORT_START}
Measured ${f.measuredAt} UTC on ${m.cpu} (${m.cores} cores, ${m.memoryGiB} GiB), Node ${m.node}${quick ? ` — quick run (${fmt(eln.records)} records, fewer runs)` : ""}; one-minute load average ${f.loadAverage.start.toFixed(1)} when the timed runs began, ${f.loadAverage.end.toFixed(1)} at the end${Math.max(f.loadAverage.start, f.loadAverage.end) > m.cores ? ` (above ${m.cores}, other work was waiting for the cores)` : ""}. Set-up over the API, not part of the figures: the PDF's record in ${f.setup.pdfRecord.seconds.toFixed(1)} s (${fmt(f.setup.pdfRecord.requests)} requests, one after the other: the saves of one record cannot overlap), the ${fmt(eln.records)} records with their files in ${f.setup.records.seconds.toFixed(1)} s (${fmt(f.setup.records.requests)} requests, ${f.setup.records.parallel} records at a time: ${fmt(f.setup.records.requests / f.setup.records.seconds)} requests/s).

| Benchmark | Runs | LabLedger: time | LabLedger: memory | Baseline in the same run: time | Baseline: memory | Ratio (p50) |
|---|---:|---:|---:|---:|---:|---:|
| **PDF of one record**: ${pdf.modules} modules (${pdf.mix.fields} fields, ${pdf.mix.richTexts} rich texts, ${pdf.mix.smallGrids} small grids, ${pdf.mix.attachmentModules} attachment modules holding ${pdf.mix.files} files) and a ${fmt(pdf.gridRows)}-row material grid, ${fmt(pdf.events)} events: ${fmt(pdf.pages)} A4 pages, ${fmt(pdf.bytes / 1024)} KiB. POST /api/exports until GET /api/exports/{id} says ready, then the file downloaded | ${pdf.runs} | ready ${times(pdf.ready, "ms")}; downloaded ${times(pdf.downloaded, "ms")} | ${memory(pdf.memory)} | plain pdfkit writing the same text (${fmt(pdf.text.headings + pdf.text.lines + pdf.text.paragraphs)} headings, lines and paragraphs; ${fmt(pdf.text.cells)} cells in ${fmt(pdf.text.tables)} tables) with the same fonts into a file: ${times(pdf.baseline, "ms")} (${fmt(pdf.baseline.pages)} pages, ${fmt(pdf.baseline.bytes / 1024)} KiB) | ${memory(pdf.baseline.memory)} | ${ratio(pdf.downloaded.p50, pdf.baseline.p50)} time, ${heapRatio(pdf.memory, pdf.baseline.memory)} heap |
| **PDF of the ${fmt(bp.records)} records below** in one export (a record book's; not asked for by issue 19's figures: the writer reads every record's document before writing any): ${fmt(bp.pages)} A4 pages, ${mib(bp.bytes).toFixed(1)} MiB | ${bp.runs} | ready ${times(bp.ready, "s")}; downloaded ${times(bp.downloaded, "s")} | ${memory(bp.memory)} | plain pdfkit writing the same text (${fmt(bp.text.headings + bp.text.lines + bp.text.paragraphs)} headings, lines and paragraphs; ${fmt(bp.text.cells)} cells in ${fmt(bp.text.tables)} tables), the documents read before: ${times(bp.baseline, "s")} (${fmt(bp.baseline.pages)} pages, ${mib(bp.baseline.bytes).toFixed(1)} MiB) | ${memory(bp.baseline.memory)} | ${ratio(bp.downloaded.p50, bp.baseline.p50)} time, ${heapRatio(bp.memory, bp.baseline.memory)} heap |
| **.eln of ${fmt(eln.records)} records** (a record book's), ${fmt(eln.files)} attached CSV files of 4–16 KB (${mib(eln.fileBytes).toFixed(1)} MiB): a file of ${mib(eln.bytes).toFixed(1)} MiB. Until ready, then downloaded | ${eln.runs} | ready ${times(eln.ready, "s")}; downloaded ${times(eln.downloaded, "s")} | ${memory(eln.memory)} | fflate \`zipSync\` (level 6) of the same ${fmt(eln.files)} files and one JSON of ${mib(eln.baseline.jsonBytes).toFixed(1)} MiB (the export's ${fmt(eln.baseline.textEntries)} text entries) into a file: ${times(eln.baseline, "ms")} (${mib(eln.baseline.bytes).toFixed(1)} MiB) | ${memory(eln.baseline.memory)} | ${ratio(eln.downloaded.p50, eln.baseline.p50)} time, ${ratio(eln.bytes, eln.baseline.bytes)} size, ${heapRatio(eln.memory, eln.baseline.memory)} heap |
| **.eln import preview** of that file: POST /api/notebooks/{id}/eln-import/preview (multipart), every record's modules and files checked | ${imp.previewRuns} | ${times(imp.preview, "ms")} | ${memory(imp.preview.memory)} | fflate \`unzipSync\` of the same archive and the SHA-256 of each of its ${fmt(imp.baseline.entries)} entries (${mib(imp.baseline.bytes).toFixed(1)} MiB): ${times(imp.baseline, "ms")} | ${memory(imp.baseline.memory)} | ${ratio(imp.preview.p50, imp.baseline.p50)} time, ${heapRatio(imp.preview.memory, imp.baseline.memory)} heap |
| **.eln import**: POST /api/notebooks/{id}/eln-import, ${fmt(imp.records)} records created in another book (${(imp.import.p50 / imp.records).toFixed(1)} ms a record; the read models caught up ${imp.caughtUpSeconds.toFixed(1)} s after the answer, not counted) | ${imp.importRuns} | ${times(imp.import, "s")} | ${memory(imp.import.memory)} | the unzip and hashes above: ${times(imp.baseline, "ms")} | as above | ${ratio(imp.import.p50, imp.baseline.p50)} time, ${heapRatio(imp.import.memory, imp.baseline.memory)} heap |

LabLedger = the embedded service in this process, called over HTTP as a member's browser calls it (signed requests): an export written in the background by the export worker (\`services/command/src/record-exports/\`), its status polled every 20 ms, its file read to the last byte; the import sent as a file from disk. Each run is followed by its baseline's, after one untimed run of each. Memory = how far the process's memory rose above where it stood when the run began, after a full garbage collection (the service, its projections and the benchmark's client together; p50 of the runs): *heap* = the JavaScript heap and buffers at their fullest (V8's GC profiler, before each collection: garbage not yet collected counts, so it moves with when V8 collects; compare within a row); *resident* = the kernel's high-water mark of the resident set (VmHWM, reset before each run), which rises only by what the heap could not take from memory it had already freed (${fmt(pdf.memory.residentBefore)} MiB resident when the PDF runs began). Where the PDF's time and memory go, in the process (p50 of 3): \`loadRecordDocument\` (the record folded, its modules and ${fmt(pdf.text.cells)} table cells in words, its audit trail) ${ms(pdf.steps.load.ms)} ms, heap +${fmt(pdf.steps.load.heapMiB)} MiB; \`writeRecordPdf\` of that document (laid out once to count each record's pages, then written; the bytes dropped) ${ms(pdf.steps.write.ms)} ms, heap +${fmt(pdf.steps.write.heapMiB)} MiB. What the writers hold before they write (heap and buffers in use after full collections, with the answer held): the large record's document ${mib1(pdf.documentMiB)} MiB, and as the .eln writer reads it ${mib1(pdf.elnRecordMiB)} MiB; the ${fmt(bp.records)} small records' documents ${mib1(bp.documentsMiB)} MiB (the PDF writer reads every record's document before it writes the first page); the same records as the .eln writer reads them (\`elnRecordOf\`, held until the archive is written) ${mib1(bp.elnRecordsMiB)} MiB. Baselines (\`bench/export-baselines.ts\`): the PDF's is pdfkit writing the same text once with none of LabLedger's layout (no page-count pass, footers, PDF/A, row numbers or glyph checks); the .eln's is the same files zipped in one call, no record read; the import's is the archive unzipped in one call and hashed, no record checked or created.
${RECORD_EXPORT_END}`;
}
