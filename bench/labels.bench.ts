// Issue 20: a PDF of 1,000 material labels through the API of an embedded LabLedger, beside baselines
// measured in the same run without LabLedger: plain pdfkit writing 1,000 label-sized pages of the same
// text with the same fonts (no barcodes), and bwip-js alone drawing the same 1,000 Code 128s and QR codes.

import { loadavg } from "node:os";
import { Writable } from "node:stream";
import { cjkFont } from "@labledger/command/exports/cjk-font";
import { MM, writeLabelPdf } from "@labledger/command/labels/label-pdf";
import { layOutLabels, materialLabelValues } from "@labledger/domain";
// The default export's `raw` encodes; the named `raw` is the "raw" symbology's encoder.
import bwipjs from "bwip-js/node";
import PDFDocument from "pdfkit";
import { startBenchService } from "./bench-service";
import { withPeak } from "./export-baselines";
import { machine, percentiles } from "./measure";

const LABELS = 1000;

const lot = (i: number) => ({
  id: `mat-${i}`,
  barcode: `MAT-${String(2026_00000 + i)}`,
  name: `乙酸乙酯 Ethyl acetate ${i}`,
  unit: "mL",
  quantity: 500,
  expiresOn: "2027-03-31",
  details: { lotNumber: `L-${i}`, cas: "141-78-6", supplier: "Sigma" },
});

/** 50 × 30 mm: the name, the lot, a Code 128 and a QR code of the barcode, a line. */
const TEMPLATE = {
  name: "Bench bottle label",
  type: "material" as const,
  width: 50,
  height: 30,
  enabled: true,
  page: { kind: "label" as const },
  components: [
    {
      kind: "text" as const,
      key: "name",
      x: 2,
      y: 1,
      width: 46,
      height: 5,
      padding: 0,
      text: "",
      field: "name",
      fontSizePt: 8,
      bold: true,
      align: "left" as const,
      wrap: false,
    },
    {
      kind: "text" as const,
      key: "lot",
      x: 2,
      y: 24,
      width: 30,
      height: 5,
      padding: 0,
      text: "Lot",
      field: "lotNumber",
      fontSizePt: 7,
      bold: false,
      align: "left" as const,
      wrap: false,
    },
    {
      kind: "barcode" as const,
      key: "code",
      x: 1,
      y: 7,
      width: 31,
      height: 14,
      padding: 0,
      field: "barcode",
      symbology: "code128" as const,
    },
    {
      kind: "qrcode" as const,
      key: "qr",
      x: 33,
      y: 7,
      width: 16,
      height: 16,
      padding: 0,
      field: "barcode",
      errorCorrection: "M" as const,
    },
    {
      kind: "line" as const,
      key: "rule",
      x: 2,
      y: 22,
      width: 30,
      height: 1,
      padding: 0,
      orientation: "horizontal" as const,
      thickness: 0.2,
    },
  ],
};

/** A sink that counts the bytes and drops them. */
const counting = () => {
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  return { sink, bytes: () => bytes };
};

/** The baseline: pdfkit writing the same text on 1,000 pages of 50 × 30 mm, same fonts, no barcodes. */
async function plainTextPdf(lots: ReturnType<typeof lot>[]): Promise<number> {
  const { sink, bytes } = counting();
  const size: [number, number] = [50 * MM, 30 * MM];
  const doc = new PDFDocument({ size, margin: 0, autoFirstPage: false });
  const finished = new Promise((resolve) => sink.on("finish", resolve));
  doc.pipe(sink);
  doc.registerFont("body", cjkFont("regular"));
  doc.registerFont("bold", cjkFont("bold"));
  for (const l of lots) {
    doc.addPage({ size, margin: 0 });
    doc
      .font("bold")
      .fontSize(8)
      .text(l.name, 2 * MM, 1 * MM, { width: 46 * MM, height: 5 * MM, lineBreak: false });
    doc
      .font("body")
      .fontSize(7)
      .text(`Lot ${l.details.lotNumber}`, 2 * MM, 24 * MM, { width: 30 * MM, height: 5 * MM, lineBreak: false });
  }
  doc.end();
  await finished;
  return bytes();
}

/** The other baseline: bwip-js alone encoding the same 1,000 Code 128s and 1,000 QR codes (raw modules, nothing drawn). */
async function barcodesAlone(lots: ReturnType<typeof lot>[]): Promise<number> {
  let symbols = 0;
  for (const l of lots) {
    symbols += bwipjs.raw({ bcid: "code128", text: l.barcode }).length;
    symbols += bwipjs.raw({ bcid: "qrcode", text: l.barcode, eclevel: "M" } as Parameters<typeof bwipjs.raw>[0]).length;
  }
  return symbols;
}

interface Measured {
  readonly p50: number;
  readonly p99: number;
  readonly heapMiB: number;
  readonly residentMiB: number;
}

async function measure(runs: number, work: () => Promise<unknown>): Promise<Measured & { last: unknown }> {
  await work();
  const ms: number[] = [];
  const heap: number[] = [];
  const resident: number[] = [];
  let last: unknown;
  for (let i = 0; i < runs; i++) {
    const run = await withPeak(work);
    ms.push(run.ms);
    heap.push(run.peak.heapGrowthMiB);
    resident.push(run.peak.growthMiB);
    last = run.result;
  }
  const { p50, p99 } = percentiles(ms);
  return { p50, p99, heapMiB: percentiles(heap).p50, residentMiB: percentiles(resident).p50, last };
}

export interface LabelFigures {
  readonly machine: ReturnType<typeof machine>;
  readonly measuredAt: string;
  readonly loadAverage: { readonly start: number; readonly end: number };
  readonly labels: number;
  readonly runs: number;
  readonly api: Measured & { readonly bytes: number };
  readonly writer: Measured & { readonly bytes: number };
  readonly plainPdf: Measured & { readonly bytes: number };
  readonly barcodes: Measured;
}

/** The figures: the API's PDF, the writer alone in the process, and the two baselines, `runs` timed runs each after one untimed. */
export async function labelFigures(runs: number): Promise<LabelFigures> {
  const bench = await startBenchService("labels");
  try {
    const lots = Array.from({ length: LABELS }, (_, i) => lot(i + 1));
    await bench.service.runtime.ports.readStore.commit({
      checkpointKey: "bench-labels-items",
      writes: lots.map((doc) => ({ op: "upsert" as const, collection: "materials", doc, position: 1 })),
      checkpoint: 1,
    });
    const { id: templateId } = (await bench.call("POST", "/labels/templates", TEMPLATE)) as { id: string };
    const body = JSON.stringify({ templateId, items: lots.map((l) => ({ id: l.id })) });
    const start = loadavg()[0] ?? 0;
    const api = await measure(runs, async () => {
      const res = await fetch(`${bench.service.url}/api/labels/print`, {
        method: "POST",
        headers: { "content-type": "application/json", ...bench.headers() },
        body,
      });
      if (res.status !== 200) throw new Error(`print answered ${res.status}: ${await res.text()}`);
      return (await res.arrayBuffer()).byteLength;
    });
    const writer = await measure(runs, async () => {
      const { sink, bytes } = counting();
      await writeLabelPdf(sink, layOutLabels(TEMPLATE, lots.map(materialLabelValues)), { title: "bench", author: "bench" });
      return bytes();
    });
    const plainPdf = await measure(runs, () => plainTextPdf(lots));
    const barcodes = await measure(runs, () => barcodesAlone(lots));
    const strip = ({ last, ...m }: Measured & { last: unknown }) => ({ ...m, bytes: Number(last) });
    return {
      machine: machine(),
      measuredAt: new Date().toISOString().slice(0, 16).replace("T", " "),
      loadAverage: { start, end: loadavg()[0] ?? 0 },
      labels: LABELS,
      runs,
      api: strip(api),
      writer: strip(writer),
      plainPdf: strip(plainPdf),
      barcodes: strip(barcodes),
    };
  } finally {
    await bench.service.stop();
  }
}

export const LABELS_START = "<!-- generated by bench/labels.bench.ts: do not edit between these markers -->";
export const LABELS_END = "<!-- end of label figures -->";

const fmt = (x: number) => Math.round(x).toLocaleString("en-US");
const times = (x: Measured) => `p50 ${fmt(x.p50)} ms, p99 ${fmt(x.p99)} ms`;
const memory = (x: Measured) => `heap +${fmt(x.heapMiB)} MiB, resident +${fmt(x.residentMiB)} MiB`;

/** The labels section of docs/PERFORMANCE.md (between its generated markers). */
export function labelSection(f: LabelFigures, quick: boolean): string {
  const m = f.machine;
  return `${LABELS_START}
Measured ${f.measuredAt} UTC on ${m.cpu} (${m.cores} cores, ${m.memoryGiB} GiB), Node ${m.node}${quick ? " — quick run (fewer runs)" : ""}; one-minute load average ${f.loadAverage.start.toFixed(1)} when the timed runs began, ${f.loadAverage.end.toFixed(1)} at the end. ${f.runs} timed runs of each, after one untimed.

| Benchmark | LabLedger: time | LabLedger: memory | Baseline in the same run: time | Baseline: memory | Ratio (p50) |
|---|---:|---:|---:|---:|---:|
| **PDF of ${fmt(f.labels)} material labels**, 50 × 30 mm a page (name, lot, a Code 128 and a QR code of the barcode, a line): POST /api/labels/print, the ${fmt(f.labels)} lots read from the read store, the file read to the last byte (${fmt(f.api.bytes / 1024)} KiB) | ${times(f.api)} | ${memory(f.api)} | plain pdfkit writing the same text on ${fmt(f.labels)} pages of 50 × 30 mm with the same fonts, no barcodes (${fmt(f.plainPdf.bytes / 1024)} KiB): ${times(f.plainPdf)} | ${memory(f.plainPdf)} | ${(f.api.p50 / f.plainPdf.p50).toFixed(1)}× |
| The label writer alone, in the process: \`layOutLabels\` + \`writeLabelPdf\` of the same labels (${fmt(f.writer.bytes / 1024)} KiB), no HTTP, no lookup | ${times(f.writer)} | ${memory(f.writer)} | bwip-js alone encoding the same ${fmt(f.labels)} Code 128s and ${fmt(f.labels)} QR codes (its \`raw\`: the modules, nothing drawn): ${times(f.barcodes)} | ${memory(f.barcodes)} | ${(f.writer.p50 / f.barcodes.p50).toFixed(1)}× |

LabLedger = the embedded service in this process called over HTTP with signed requests (\`services/command/src/labels/\`): barcodes and QR codes encoded by bwip-js and drawn as vector rectangles, text in the embedded Noto Sans SC (subset to the glyphs used). Memory = how far the process's memory rose above where it stood when the run began, after a full garbage collection (p50 of the runs; \`withPeak\` in \`bench/export-baselines.ts\`). Baselines: the text alone shows what the barcodes and the item lookups add; bwip-js alone shows what encoding the symbols costs before any PDF is written (an earlier version drew them with bwip-js's own SVG renderer: 5.8 ms a Code 128 and 18 ms a QR code against 0.2 and 4.7 ms to encode them, measured on this machine under load; the writer now draws the modules itself).
${LABELS_END}`;
}
