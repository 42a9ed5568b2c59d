// Issue 16: a molecule's figures (formula, weights, canonical SMILES, InChI and its key) through the
// chemistry adapter (WasmChemistry: Indigo in its worker thread, RDKit for the key), for 1,000
// molfiles of the corpus, beside Indigo's bare `calculate` on the same molfile in the same round.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";
import { WasmChemistry } from "@labledger/adapters/chemistry/wasm-chemistry";
import { UnreadableStructure } from "@labledger/ports";
import createIndigo, { type IndigoKetcher } from "indigo-ketcher";
import { machine, percentiles } from "./measure";

/** The shared corpus beside the repository (its chem/SOURCES.md names the files). */
const CORPUS = process.env.LABLEDGER_CORPUS ?? resolve(import.meta.dirname, "..", "..", "shared", "corpus");
const CHEM = join(CORPUS, "chem");

interface Latency {
  readonly p50: number;
  readonly p99: number;
  readonly mean: number;
}

export interface ChemistryFigures {
  readonly machine: ReturnType<typeof machine>;
  readonly molecules: number;
  /** Different molfiles cycled through, and those the adapter refuses (left out of both). */
  readonly distinct: number;
  readonly refused: readonly string[];
  readonly startMs: number;
  readonly figures: Latency;
  readonly calculate: Latency;
  /** The three calls the adapter makes (calculate, canonical SMILES, InChI), bare. */
  readonly threeCalls: Latency;
  readonly load: { readonly before: number; readonly after: number };
}

/** Every molfile of the corpus: its .mol files and each record of its SDF files. */
function corpusMolfiles(): { name: string; molfile: string }[] {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : [path];
    });
  return files(CHEM)
    .sort()
    .flatMap((path) => {
      const name = path.slice(CHEM.length + 1);
      if (path.endsWith(".mol")) return [{ name, molfile: readFileSync(path, "utf8") }];
      if (!path.endsWith(".sdf")) return [];
      return readFileSync(path, "utf8")
        .split(/^\$\$\$\$[^\n]*(?:\n|$)/m)
        .filter((record) => record.trim() !== "")
        .map((molfile, i) => ({ name: `${name}#${i}`, molfile }));
    });
}

/** Indigo's options as the adapter sets them (libs/adapters/src/chemistry/wasm-chemistry.ts). */
const OPTIONS = { "ignore-stereochemistry-errors": "true", "gross-formula-add-isotopes": "true" };

function bare(indigo: IndigoKetcher, work: (options: InstanceType<IndigoKetcher["MapStringString"]>) => void): void {
  const options = new indigo.MapStringString();
  try {
    for (const [key, value] of Object.entries(OPTIONS)) options.set(key, value);
    work(options);
  } finally {
    options.delete();
  }
}

function calculate(indigo: IndigoKetcher, molfile: string): void {
  bare(indigo, (options) => {
    const selection = new indigo.VectorInt();
    try {
      indigo.calculate(molfile, options, selection);
    } finally {
      selection.delete();
    }
  });
}

function threeCalls(indigo: IndigoKetcher, molfile: string): void {
  calculate(indigo, molfile);
  bare(indigo, (options) => {
    options.set("smiles", "canonical");
    indigo.aromatize(molfile, "smiles", options);
  });
  bare(indigo, (options) => indigo.convert(molfile, "inchi", options));
}

const latency = (samples: number[]): Latency => {
  const { p50, p99, mean } = percentiles(samples);
  return { p50, p99, mean };
};

/** Undefined when the corpus is not there. */
export async function chemistryFigures(molecules: number): Promise<ChemistryFigures | undefined> {
  if (!existsSync(CHEM)) {
    console.log(`  the corpus is not at ${CHEM} (LABLEDGER_CORPUS): chemistry not measured`);
    return undefined;
  }
  const started = performance.now();
  const chemistry = await WasmChemistry.start();
  const startMs = performance.now() - started;
  const indigo = await createIndigo();
  try {
    const refused: string[] = [];
    const inputs: string[] = [];
    // The first pass warms both and leaves out what the adapter refuses: a bare call that fails leaves Indigo's memory behind.
    for (const { name, molfile } of corpusMolfiles()) {
      try {
        await chemistry.figures(molfile);
        inputs.push(molfile);
        calculate(indigo, molfile);
        threeCalls(indigo, molfile);
      } catch (error) {
        if (!(error instanceof UnreadableStructure)) throw error;
        refused.push(name);
      }
    }
    const before = loadavg()[0]!;
    const samples = { figures: [] as number[], calculate: [] as number[], threeCalls: [] as number[] };
    for (let i = 0; i < molecules; i++) {
      const molfile = inputs[i % inputs.length]!;
      let at = performance.now();
      calculate(indigo, molfile);
      samples.calculate.push(performance.now() - at);
      at = performance.now();
      threeCalls(indigo, molfile);
      samples.threeCalls.push(performance.now() - at);
      at = performance.now();
      await chemistry.figures(molfile);
      samples.figures.push(performance.now() - at);
    }
    return {
      machine: machine(),
      molecules,
      distinct: inputs.length,
      refused,
      startMs,
      figures: latency(samples.figures),
      calculate: latency(samples.calculate),
      threeCalls: latency(samples.threeCalls),
      load: { before, after: loadavg()[0]! },
    };
  } finally {
    await chemistry.close();
  }
}

export const CHEMISTRY_START = "<!-- generated by bench/chemistry.bench.ts: do not edit between these markers -->";
export const CHEMISTRY_END = "<!-- end of chemistry figures -->";

/** The chemistry section of docs/PERFORMANCE.md (between its generated markers). */
export function chemistrySection(f: ChemistryFigures, quick: boolean): string {
  const m = f.machine;
  const ms = (x: number) => x.toFixed(2);
  const row = (l: Latency) =>
    `p50 ${ms(l.p50)} ms, p99 ${ms(l.p99)} ms, mean ${ms(l.mean)} ms (${Math.round(1000 / l.mean)} molecules/s)`;
  const fmt = (x: number) => x.toLocaleString("en-US");
  return `${CHEMISTRY_START}
Measured ${m.date} on ${m.cpu} (${m.cores} cores, ${m.memoryGiB} GiB), Node ${m.node}${quick ? " — quick run" : ""}; one-minute load average ${f.load.before.toFixed(2)} before the timed molecules, ${f.load.after.toFixed(2)} after (above ${m.cores}, other work was waiting for the cores). Starting the adapter (compiling Indigo's WASM, its worker, RDKit): ${fmt(Math.round(f.startMs))} ms.

| Benchmark | Molecules | Result | Baseline in the same run | Ratio |
|---|---:|---:|---:|---:|
| \`figures(molfile)\`: gross formula, molecular weight, monoisotopic mass, canonical SMILES, InChI and InChIKey, through the port (the ${f.distinct} molfiles of the corpus in turn${f.refused.length ? `; refused and left out: ${f.refused.join(", ")}` : ""}) | ${fmt(f.molecules)} | ${row(f.figures)} | Indigo's \`calculate\` alone on the same molfile (formula and weights), in this thread: ${row(f.calculate)} | p50 ${(f.figures.p50 / f.calculate.p50).toFixed(2)}× |
| The same three Indigo calls \`figures\` makes (calculate, canonical SMILES, InChI), bare, in this thread | ${fmt(f.molecules)} | ${row(f.threeCalls)} | \`calculate\` alone: as above | p50 ${(f.threeCalls.p50 / f.calculate.p50).toFixed(2)}× |

Each molecule is timed three ways in turn (bare \`calculate\`, the three bare calls, then the port), so a busy moment falls on all three.
${CHEMISTRY_END}`;
}
