// Issue 18: a record made from a 100-module template in one step (POST /api/experiments with a
// templateId: the version read, the record and its modules with their default content appended at
// once), beside the same record built module by module in the same run (create, then 100 × add a
// module and 100 × save its content) — both through the HTTP API of an embedded LabLedger.

import { loadavg } from "node:os";
import { startBenchService } from "./bench-service";
import { machine, percentiles } from "./measure";

const MODULES = 100;

/** The i-th module of the template: rich text, text fields and grids, each with default content. */
function moduleOf(i: number) {
  const moduleId = `m${i}`;
  switch (i % 5) {
    case 0:
      return {
        moduleId,
        type: "editor",
        title: `Procedure ${i}`,
        content: { fields: { html: `<p>Step ${i}: stir at 25 ℃</p>` } },
      };
    case 1:
      return { moduleId, type: "textarea", title: `Observations ${i}`, content: { fields: { value: "Colour, odour, phase:" } } };
    case 2:
      return { moduleId, type: "input", title: `Yield ${i}`, required: true, content: { fields: { value: "%" } } };
    case 3:
      return {
        moduleId,
        type: "grid",
        subType: "labMaterial",
        title: `Materials ${i}`,
        required: true,
        columns: [
          { field: "name", required: true },
          { field: "amount", required: true },
          { field: "unit", required: false },
        ],
        content: {
          rows: [
            { rowId: "r1", name: "Ethanol", amount: 10, unit: "mL" },
            { rowId: "r2", name: "Acetic acid", amount: 5, unit: "mL" },
            { rowId: "r3", name: "Sulfuric acid", amount: 0.1, unit: "mL" },
          ],
        },
      };
    default:
      return {
        moduleId,
        type: "grid",
        subType: "labInfoTable",
        title: `Conditions ${i}`,
        columns: [
          { field: "item", required: true },
          { field: "content", required: false },
        ],
        content: { rows: [{ rowId: "r1", item: "Atmosphere", content: "N2" }] },
        locked: i % 10 === 4,
      };
  }
}

export interface TemplateFigures {
  readonly machine: ReturnType<typeof machine>;
  readonly measuredAt: string;
  readonly loadAverage: { readonly start: number; readonly end: number };
  readonly modules: number;
  readonly fromTemplate: { readonly runs: number; readonly p50: number; readonly p99: number };
  readonly moduleByModule: { readonly runs: number; readonly requests: number; readonly p50: number; readonly p99: number };
}

/** `runs` records from the template (after three untimed) and `manualRuns` built by hand, timed each from its first request to its last answer. */
export async function templateFigures(runs: number, manualRuns: number): Promise<TemplateFigures> {
  const bench = await startBenchService("templates");
  try {
    const modules = Array.from({ length: MODULES }, (_, i) => moduleOf(i));
    const { id: notebookId } = await bench.call("POST", "/notebooks", { name: "Bench book" });
    const { id: templateId } = await bench.call("POST", "/templates", { name: "Bench: 100 modules", modules });
    await bench.call("POST", `/templates/${templateId}/versions`, { changeSummary: "First" });
    const fromTemplate = async (i: number) => {
      const started = performance.now();
      await bench.call("POST", "/experiments", { notebookId, title: `From template ${i}`, templateId });
      return performance.now() - started;
    };
    const byHand = async (i: number) => {
      const started = performance.now();
      const { id } = await bench.call("POST", "/experiments", { notebookId, title: `By hand ${i}` });
      for (const { moduleId: _templateOwn, content, locked: _locked, ...module } of modules as Array<
        ReturnType<typeof moduleOf> & { locked?: boolean }
      >) {
        const { moduleId } = await bench.call("POST", `/experiments/${id}/modules`, module);
        const data = { fields: (content as { fields?: object }).fields ?? {}, rows: (content as { rows?: object[] }).rows ?? [] };
        await bench.call("PUT", `/experiments/${id}/modules/${moduleId}`, { data, lastCacheTime: 0 });
      }
      return performance.now() - started;
    };
    for (let i = 0; i < 3; i++) await fromTemplate(-i);
    await byHand(-1);
    const start = loadavg()[0] ?? 0;
    const templateSamples: number[] = [];
    for (let i = 0; i < runs; i++) templateSamples.push(await fromTemplate(i));
    const handSamples: number[] = [];
    for (let i = 0; i < manualRuns; i++) handSamples.push(await byHand(i));
    const end = loadavg()[0] ?? 0;
    const t = percentiles(templateSamples);
    const h = percentiles(handSamples);
    return {
      machine: machine(),
      measuredAt: new Date().toISOString().slice(0, 16).replace("T", " "),
      loadAverage: { start, end },
      modules: MODULES,
      fromTemplate: { runs, p50: t.p50, p99: t.p99 },
      moduleByModule: { runs: manualRuns, requests: 1 + 2 * MODULES, p50: h.p50, p99: h.p99 },
    };
  } finally {
    await bench.service.stop();
  }
}

export const TEMPLATES_START = "<!-- generated by bench/templates.bench.ts: do not edit between these markers -->";
export const TEMPLATES_END = "<!-- end of template figures -->";

const fmt = (x: number) => (x < 100 ? x.toFixed(1) : Math.round(x).toLocaleString("en-US"));

/** The templates section of docs/PERFORMANCE.md (between its generated markers). */
export function templateSection(f: TemplateFigures, quick: boolean): string {
  const m = f.machine;
  return `${TEMPLATES_START}
Measured ${f.measuredAt} UTC on ${m.cpu} (${m.cores} cores, ${m.memoryGiB} GiB), Node ${m.node}${quick ? " — quick run (fewer runs)" : ""}; one-minute load average ${f.loadAverage.start.toFixed(1)} when the timed runs began, ${f.loadAverage.end.toFixed(1)} at the end.

| Benchmark | Runs | p50 | p99 | Ratio (p50) |
|---|---:|---:|---:|---:|
| **A record from a ${f.modules}-module template**: one POST /api/experiments with a \`templateId\` (the template's stream read, the version serving the member chosen, the record numbered, the record and its modules with their default content appended at once) | ${f.fromTemplate.runs} | ${fmt(f.fromTemplate.p50)} ms | ${fmt(f.fromTemplate.p99)} ms | 1× |
| The same record built module by module in the same run: POST /api/experiments, then for each of the ${f.modules} modules POST …/modules and PUT …/modules/{id} with its content (${f.moduleByModule.requests} requests, one after another) | ${f.moduleByModule.runs} | ${fmt(f.moduleByModule.p50)} ms | ${fmt(f.moduleByModule.p99)} ms | ${(f.moduleByModule.p50 / f.fromTemplate.p50).toFixed(0)}× slower |

The embedded service in this process, called over HTTP with signed requests (\`bench/bench-service.ts\`) on SQLite. The template's ${f.modules} modules cycle through rich text, multi-line and single-line text, a materials grid of three rows and an information grid (every tenth locked); the record from it is one append of about ${f.modules * 2 + 1} events. With ${f.moduleByModule.runs} runs the module-by-module p99 is close to its largest run.
${TEMPLATES_END}`;
}
