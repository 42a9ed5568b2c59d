// The record export benchmark's baselines, made without LabLedger: a plain pdfkit document of a
// record's text, the same files zipped with fflate, the archive unzipped and hashed; and how much
// the process's resident memory grows while a piece of work runs.
import { createHash } from "node:crypto";
import { once } from "node:events";
import { createWriteStream, readFileSync, writeFileSync } from "node:fs";
import { GCProfiler, getHeapStatistics, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { cjkFont } from "@labledger/command/exports/cjk-font";
import type { RecordDocument } from "@labledger/command/exports/record-pdf/document-shape";
import { unzipSync, zipSync } from "fflate";
import PDFDocument from "pdfkit";

const MiB = 2 ** 20;

// ---------------------------------------------------------------------------------------------
// Peak memory

setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

const statusKiB = (field: "VmRSS" | "VmHWM") => {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync("/proc/self/status", "utf8"));
  return match ? Number(match[1]) : 0;
};

export interface Peak {
  /** Resident memory when the work began (after a full garbage collection), MiB. */
  readonly beforeMiB: number;
  /** The most resident memory the process held while it ran, MiB. */
  readonly peakMiB: number;
  /** Resident memory: peak − before. */
  readonly growthMiB: number;
  /** The JavaScript heap and buffers at their fullest (before a collection, or at the end) above where they began, MiB. */
  readonly heapGrowthMiB: number;
  /** What was still held after a collection, at its most, above where it began, MiB. */
  readonly liveGrowthMiB: number;
}

interface HeapNumbers {
  readonly usedHeapSize: number;
  readonly externalMemory: number;
}
const held = (h: HeapNumbers) => h.usedHeapSize + h.externalMemory;

/**
 * Runs `work` and answers how long it took (ms, the collection before it not counted) and how far memory rose above where it stood when the work began (after a
 * full garbage collection). Resident memory: the kernel's high-water mark (VmHWM), reset to the
 * current size first (writing 5 to /proc/self/clear_refs), so a peak between two samples is never
 * missed — the layout of a PDF runs in one synchronous stretch no timer could sample; but memory the
 * heap freed before and takes again does not show there. So also the heap and buffers as V8's GC
 * profiler saw them before and after each collection during the work.
 */
export async function withPeak<T>(work: () => Promise<T>): Promise<{ result: T; ms: number; peak: Peak }> {
  // Buffers a collection frees are swept behind it: a second collection after a pause finds them gone.
  collectGarbage();
  await new Promise((resolve) => setTimeout(resolve, 50));
  collectGarbage();
  const before = statusKiB("VmRSS");
  const start = process.memoryUsage();
  const startHeld = start.heapUsed + start.external;
  writeFileSync("/proc/self/clear_refs", "5");
  const profiler = new GCProfiler();
  profiler.start();
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  const end = process.memoryUsage();
  const high = statusKiB("VmHWM");
  const collections = profiler.stop()?.statistics ?? [];
  const endHeld = end.heapUsed + end.external;
  const fullest = Math.max(endHeld, ...collections.map((c) => held(c.beforeGC.heapStatistics)));
  const live = Math.max(endHeld, ...collections.map((c) => held(c.afterGC.heapStatistics)));
  return {
    result,
    ms,
    peak: {
      beforeMiB: before / 1024,
      peakMiB: high / 1024,
      growthMiB: Math.max(0, high - before) / 1024,
      heapGrowthMiB: Math.max(0, fullest - startHeld) / MiB,
      liveGrowthMiB: Math.max(0, live - startHeld) / MiB,
    },
  };
}

const heapHeld = () => {
  const stats = getHeapStatistics();
  return stats.used_heap_size + stats.external_memory;
};

/**
 * What `load`'s answer keeps in memory, MiB: the heap and buffers in use after full collections,
 * with the answer held, less before it was made (the garbage made on the way not counted).
 */
export async function retained<T>(load: () => Promise<T>): Promise<{ result: T; heldMiB: number }> {
  const settle = async () => {
    collectGarbage();
    await new Promise((resolve) => setTimeout(resolve, 50));
    collectGarbage();
  };
  await settle();
  const before = heapHeld();
  const result = await load();
  await settle();
  return { result, heldMiB: Math.max(0, heapHeld() - before) / MiB };
}

// ---------------------------------------------------------------------------------------------
// A record's text as a plain pdfkit document

/** What a record's PDF holds to read: headings, label–value lines, paragraphs and table cells. */
export interface RecordText {
  readonly headings: number;
  readonly lines: number;
  readonly paragraphs: number;
  readonly tables: number;
  readonly cells: number;
}

type Part =
  | { kind: "heading"; text: string }
  | { kind: "line"; label: string; value: string }
  | { kind: "paragraph"; text: string }
  | { kind: "table"; columns: readonly string[]; rows: ReadonlyArray<readonly string[]> };

/** The record's text in the order its PDF reads it: facts, modules, signatures, approvals, trail, integrity. */
function partsOf(document: RecordDocument): Part[] {
  const parts: Part[] = [{ kind: "heading", text: `${document.number} ${document.title}` }];
  parts.push(...document.facts.map((f): Part => ({ kind: "line", ...f })));
  for (const module of document.modules) {
    parts.push({ kind: "heading", text: `${module.title} (${module.kind})` });
    for (const block of module.blocks) {
      if (block.type === "lines") parts.push(...block.lines.map((l): Part => ({ kind: "line", ...l })));
      else if (block.type === "paragraphs")
        parts.push(...[block.label, ...block.paragraphs].map((text): Part => ({ kind: "paragraph", text })));
      else if (block.type === "table") parts.push({ kind: "table", ...block.table });
      else if (block.type === "note") parts.push({ kind: "paragraph", text: block.text });
      else parts.push({ kind: "paragraph", text: block.caption });
    }
    for (const s of module.signatures) parts.push({ kind: "paragraph", text: `${s.printedName} ${s.time} ${s.meaning}` });
  }
  for (const submission of document.submissions) {
    parts.push({ kind: "paragraph", text: submission.heading });
    const rows = submission.decisions.map((d) => [d.step, d.reviewer, d.decision, d.meaning, d.comment, d.time]);
    if (rows.length) parts.push({ kind: "table", columns: ["", "", "", "", "", ""], rows });
    parts.push(...submission.notes.map((text): Part => ({ kind: "paragraph", text })));
  }
  parts.push({ kind: "table", columns: document.trail.columns.map((c) => c.header), rows: document.trail.rows });
  parts.push({ kind: "line", label: "Chain", value: document.integrity.chain });
  parts.push({ kind: "line", label: "Checkpoint", value: document.integrity.checkpoint });
  return parts;
}

/** How much text records' PDF holds (the baseline writes the same). */
export function recordText(documents: readonly RecordDocument[]): RecordText {
  const parts = documents.flatMap(partsOf);
  const count = (kind: Part["kind"]) => parts.filter((p) => p.kind === kind).length;
  const tables = parts.filter((p): p is Extract<Part, { kind: "table" }> => p.kind === "table");
  return {
    headings: count("heading"),
    lines: count("line"),
    paragraphs: count("paragraph"),
    tables: tables.length,
    cells: tables.reduce((n, t) => n + t.columns.length * (t.rows.length + 1), 0),
  };
}

const MARGIN = 42;
const CELL_HEIGHT = 40;

/**
 * The baseline of records' PDF: the same text written once with pdfkit and the same fonts (Noto
 * Sans SC, regular and bold) into a file, with nothing of LabLedger's: no layout pass to count the
 * pages, no footers, no PDF/A, no row numbers, no check of each character against the font.
 * Headings in bold, a line as its label and its value side by side, paragraphs wrapped to the page,
 * a table's cells in equal columns (tables of more than six columns on landscape pages), each cell
 * wrapped in its column and cut with an ellipsis past four lines; each record from a new page.
 * Answers the file's size and pages.
 */
export async function plainRecordPdf(
  documents: readonly RecordDocument[],
  path: string,
): Promise<{ bytes: number; pages: number }> {
  const doc = new PDFDocument({ size: "A4", margin: MARGIN, autoFirstPage: false, compress: true });
  const out = createWriteStream(path);
  const finished = once(out, "finish");
  let bytes = 0;
  doc.on("data", (chunk: Buffer) => {
    bytes += chunk.length;
  });
  doc.pipe(out);
  doc.registerFont("body", cjkFont("regular"));
  doc.registerFont("bold", cjkFont("bold"));
  let pages = 0;
  doc.on("pageAdded", () => {
    pages++;
  });
  const page = (layout: "portrait" | "landscape") => doc.addPage({ size: "A4", layout, margin: MARGIN });
  const width = () => doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN;
  const room = (height: number, layout = doc.page.width > doc.page.height ? "landscape" : "portrait") => {
    if (doc.y + height > bottom()) page(layout as "portrait" | "landscape");
  };
  for (const part of documents.flatMap((document) => [{ kind: "record" } as const, ...partsOf(document)])) {
    switch (part.kind) {
      case "record":
        page("portrait");
        break;
      case "heading":
        room(40);
        doc.font("bold").fontSize(11).text(part.text, MARGIN, doc.y, { width: width() });
        break;
      case "line": {
        room(24);
        const top = doc.y;
        doc.font("bold").fontSize(9).text(part.label, MARGIN, top, { width: 150 });
        const below = doc.y;
        doc.font("body").text(part.value || " ", MARGIN + 160, top, { width: width() - 160 });
        doc.y = Math.max(doc.y, below);
        break;
      }
      case "paragraph":
        room(24);
        doc.font("body").fontSize(9).text(part.text, MARGIN, doc.y, { width: width() });
        break;
      case "table": {
        const layout = part.columns.length > 6 ? "landscape" : "portrait";
        if ((doc.page.width > doc.page.height ? "landscape" : "portrait") !== layout) page(layout);
        const column = width() / part.columns.length;
        for (const [r, cells] of [part.columns, ...part.rows].entries()) {
          room(CELL_HEIGHT, layout);
          const top = doc.y;
          let lowest = top;
          doc.font(r === 0 ? "bold" : "body").fontSize(7.5);
          cells.forEach((cell, i) => {
            doc.text(cell, MARGIN + i * column, top, { width: column - 4, height: CELL_HEIGHT, ellipsis: true });
            lowest = Math.max(lowest, doc.y);
          });
          doc.x = MARGIN;
          doc.y = lowest + 2;
        }
        break;
      }
    }
  }
  doc.end();
  await finished;
  return { bytes, pages };
}

// ---------------------------------------------------------------------------------------------
// .eln: the same files zipped, the archive unzipped and hashed

/**
 * The baseline of an .eln export: the same attached files and one JSON of the size of the export's
 * own text entries, zipped by fflate (deflate level 6, as the export's writer) in one call and
 * written to a file. Answers the file's size.
 */
export function zipFiles(files: ReadonlyArray<{ name: string; bytes: Uint8Array }>, json: string, path: string): number {
  const entries: Record<string, Uint8Array> = { "export/ro-crate-metadata.json": new TextEncoder().encode(json) };
  for (const file of files) entries[`export/${file.name}`] = file.bytes;
  const zipped = zipSync(entries, { level: 6 });
  writeFileSync(path, zipped);
  return zipped.length;
}

/** The baseline of an import: the archive unzipped by fflate in one call and every entry's SHA-256. */
export function unzipAndHash(bytes: Uint8Array): { entries: number; bytes: number } {
  const entries = unzipSync(bytes);
  let total = 0;
  let count = 0;
  for (const content of Object.values(entries)) {
    createHash("sha256").update(content).digest("hex");
    total += content.length;
    count++;
  }
  return { entries: count, bytes: total };
}

/**
 * The export's own text entries (ro-crate-metadata.json, each record's labledger-record.json: every
 * entry but the attached files) as one JSON document, for the zip baseline: their texts as the
 * items of one array when each is JSON (the same size, give or take a comma each), else as strings.
 */
export function textEntriesAsJson(archive: Uint8Array, attached: ReadonlySet<string>): { json: string; entries: number } {
  const decoder = new TextDecoder();
  const texts = Object.entries(unzipSync(archive))
    .filter(([path, content]) => content.length > 0 && !attached.has(path.slice(path.lastIndexOf("/") + 1)))
    .map(([, content]) => decoder.decode(content));
  const allJson = texts.every((text) => {
    try {
      JSON.parse(text);
      return true;
    } catch {
      return false;
    }
  });
  return { json: allJson ? `[${texts.join(",")}]` : JSON.stringify(texts), entries: texts.length };
}

export const mib = (bytes: number) => bytes / MiB;
