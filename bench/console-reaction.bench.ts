// Issue 16: a record whose reaction has 30 components, opened in headless Chromium: the reaction
// table's rows drawn, Ketcher ready, the drawing on its canvas; beside a record of the same size
// without a reaction (a 30-row material grid) in the same browser and run. Then one typed amount
// followed through every row (the domain's `recalculate`), beside a typed name (the same table
// drawn again, nothing following).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { recalculate } from "@labledger/domain";
import { chromium, type Page } from "playwright-core";
import { startBenchService } from "./bench-service";
import { CHROMIUM, CHROMIUM_ARGS, loggedInPage, longestTask } from "./browser-session";
import { machine, percentiles } from "./measure";
import { COMPONENTS, createEmptyReactionRecord, createGridRecord, createReactionRecord } from "./reaction-record";

const ROOT = join(import.meta.dirname, "..");
/** An SVG in the editor with this many elements is the drawing (Ketcher's empty canvas and its icons have a few dozen). */
const DRAWN_ELEMENTS = 300;

type Latency = { readonly p50: number; readonly p99: number };
type Row = Record<string, unknown> & { rowId: string; source?: unknown };

export interface ConsoleReactionFigures {
  readonly machine: ReturnType<typeof machine>;
  readonly components: number;
  readonly opens: number;
  readonly coldOpens: number;
  /** The same page opening the record again (Ketcher's files cached): milestones from navigation, ms. */
  readonly warm: OpenFigures;
  /** A fresh browser context each time (nothing cached: Ketcher's code, its Indigo worker and WASM fetched and compiled). */
  readonly cold: OpenFigures;
  readonly typing: {
    readonly edits: number;
    /** A typed mass of the reference reactant until every dosed row and product shows what follows from it. */
    readonly amount: Latency & { readonly painted: Latency };
    /** A typed name in the same row until the next frame: the same table drawn again, nothing following. */
    readonly name: Latency & { readonly painted: Latency };
    /** The domain's `recalculate` of the 30 rows alone, in Node: p50 ms. */
    readonly recalculateMs: number;
  };
  readonly loadAverage: { readonly start: number; readonly end: number };
}

interface OpenFigures {
  /** `longestTask`: the page's longest main-thread task from its start until the drawing is on the canvas. */
  readonly reaction: {
    readonly rows: Latency;
    readonly ketcher: Latency;
    readonly drawn: Latency;
    readonly longestTask: Latency;
  };
  /** Baseline: the 30-row grid record until its grid's rows are on the page (and its longest task until then). */
  readonly grid: { readonly rows: Latency; readonly longestTask: Latency };
  /** Ketcher's own start: a record whose reaction module has nothing drawn, until Ketcher is ready. */
  readonly empty: { readonly ketcher: Latency };
}

const latency = (samples: number[]): Latency => {
  const { p50, p99 } = percentiles(samples);
  return { p50, p99 };
};

export async function consoleReactionOpen(opens: number, coldOpens: number, edits: number): Promise<ConsoleReactionFigures> {
  execFileSync(process.execPath, [join(ROOT, "scripts/ensure-console-built.mjs")], { cwd: ROOT, stdio: "inherit" });
  const { service, call, token, signingKey, userId } = await startBenchService("reaction");
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  try {
    const reaction = await createReactionRecord(call);
    const grid = await createGridRecord(call);
    const empty = await createEmptyReactionRecord(call);
    const { version } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string };
    await call("POST", "/me/release-notes-seen", { version });
    const session = { token, signingKey, userId, url: service.url };
    const loadStart = loadavg()[0]!;

    const page = await loggedInPage(browser, session);
    const open = openers(service.url);
    await open.reaction(page, reaction.id);
    await open.grid(page, grid.id);
    await open.empty(page, empty.id);
    const warm = samples();
    for (let i = 0; i < opens; i++)
      add(warm, await open.reaction(page, reaction.id), await open.grid(page, grid.id), await open.empty(page, empty.id));
    const cold = samples();
    /** Each open in a browser context of its own, closed after it. */
    const fresh = async <T>(work: (tab: Page) => Promise<T>) => {
      const tab = await loggedInPage(browser, session);
      try {
        return await work(tab);
      } finally {
        await tab.context().close();
      }
    };
    for (let i = 0; i < coldOpens; i++)
      add(
        cold,
        await fresh((tab) => open.reaction(tab, reaction.id)),
        await fresh((tab) => open.grid(tab, grid.id)),
        await fresh((tab) => open.empty(tab, empty.id)),
      );
    const typing = await typingFigures(page, service.url, reaction, edits);
    return {
      machine: machine(),
      components: COMPONENTS,
      opens,
      coldOpens,
      warm: openFigures(warm),
      cold: openFigures(cold),
      typing,
      loadAverage: { start: loadStart, end: loadavg()[0]! },
    };
  } finally {
    await browser.close();
    await service.stop();
  }
}

const samples = () => ({
  rows: [] as number[],
  ketcher: [] as number[],
  drawn: [] as number[],
  longestTask: [] as number[],
  grid: [] as number[],
  gridLongestTask: [] as number[],
  empty: [] as number[],
});

/** One open of each record, in turns. */
function add(
  to: ReturnType<typeof samples>,
  reaction: { rows: number; ketcher: number; drawn: number; longestTask: number },
  grid: { rows: number; longestTask: number },
  empty: number,
) {
  to.rows.push(reaction.rows);
  to.ketcher.push(reaction.ketcher);
  to.drawn.push(reaction.drawn);
  to.longestTask.push(reaction.longestTask);
  to.grid.push(grid.rows);
  to.gridLongestTask.push(grid.longestTask);
  to.empty.push(empty);
}

function openFigures(s: ReturnType<typeof samples>): OpenFigures {
  return {
    reaction: {
      rows: latency(s.rows),
      ketcher: latency(s.ketcher),
      drawn: latency(s.drawn),
      longestTask: latency(s.longestTask),
    },
    grid: { rows: latency(s.grid), longestTask: latency(s.gridLongestTask) },
    empty: { ketcher: latency(s.empty) },
  };
}

/** A tab logged in as the console would be after its login page (the console record bench's way). */
/** Opening each record from about:blank; milestones in ms from the navigation's start. */
function openers(url: string) {
  return {
    async reaction(page: Page, id: string) {
      await page.goto("about:blank");
      const started = performance.now();
      await page.goto(`${url}/editRecord/${id}`);
      await page.locator(`[data-testid="reaction-row-${COMPONENTS - 1}"]`).waitFor({ state: "attached" });
      const rows = performance.now() - started;
      await page.locator('[data-testid="structure-editor"][data-ready="true"]').waitFor({ state: "attached" });
      const ketcher = performance.now() - started;
      await page.waitForFunction(
        (least) =>
          [...document.querySelectorAll('[data-testid="structure-editor"] svg')].some(
            (svg) => svg.getElementsByTagName("*").length >= least,
          ),
        DRAWN_ELEMENTS,
        { polling: "raf" },
      );
      const drawn = performance.now() - started;
      return { rows, ketcher, drawn, longestTask: await longestTask(page) };
    },
    async empty(page: Page, id: string) {
      await page.goto("about:blank");
      const started = performance.now();
      await page.goto(`${url}/editRecord/${id}`);
      await page.locator('[data-testid="structure-editor"][data-ready="true"]').waitFor({ state: "attached" });
      return performance.now() - started;
    },
    /** The grid draws the rows of its window (16 of the 30: it is windowed), the last of them is waited for. */
    async grid(page: Page, id: string) {
      await page.goto("about:blank");
      const started = performance.now();
      await page.goto(`${url}/editRecord/${id}`);
      await page.locator('[data-testid="grid-row-15"]').waitFor({ state: "attached" });
      const rows = performance.now() - started;
      return { rows, longestTask: await longestTask(page) };
    },
  };
}

/**
 * Types into the reaction table in the page itself (no round trip to the driver in the timing):
 * the input event, then every animation frame until the rows show what is expected, then the next frame.
 */
async function typingFigures(page: Page, url: string, reaction: { id: string; rows: Row[] }, edits: number) {
  await page.goto(`${url}/editRecord/${reaction.id}`);
  await page.locator('[data-testid="structure-editor"][data-ready="true"]').waitFor({ state: "attached" });
  await page.waitForTimeout(1000);
  const reference = reaction.rows[0]!;
  if (reference.source !== "yldataSource") throw new Error("the first row is not the reference reactant");
  const amount = { shown: [] as number[], painted: [] as number[] };
  const name = { shown: [] as number[], painted: [] as number[] };
  for (let i = -2; i < edits; i++) {
    const mass = i % 2 === 0 ? 1.5 : 2.25;
    const a = await typeAndWait(page, "reaction-0-mass", String(mass), expectedAfterMass(reaction.rows, mass));
    const n = await typeAndWait(page, "reaction-0-name", `LL-R1 batch ${i + 3}`, []);
    if (i < 0) continue;
    amount.shown.push(a.shown);
    amount.painted.push(a.painted);
    name.shown.push(n.shown);
    name.painted.push(n.painted);
  }
  return {
    edits,
    amount: { ...latency(amount.shown), painted: latency(amount.painted) },
    name: { ...latency(name.shown), painted: latency(name.painted) },
    recalculateMs: recalculateTime(reaction.rows),
  };
}

/** What each row shows once the reference's mass is `mass` g: dosed rows' masses (inputs), products' theoretical masses. */
function expectedAfterMass(rows: readonly Row[], mass: number): [string, string, boolean][] {
  const next = recalculate(
    rows.map((row, i) => (i === 0 ? { ...row, mass } : row)),
    { rowId: rows[0]!.rowId, field: "mass" },
  );
  return next.flatMap((row, i): [string, string, boolean][] => {
    if (i === 0) return [];
    if (row.source === "cwdataSource")
      return [[`reaction-${i}-theoreticalMass`, String(Number((row.theoreticalMass as number).toFixed(4))), false]];
    if (row.source === "rjdataSource") return [];
    return [[`reaction-${i}-mass`, String(row.mass), true]];
  });
}

async function typeAndWait(page: Page, testId: string, value: string, expected: [string, string, boolean][]) {
  // No named functions inside: the bundler's name helper (__name) does not exist in the page.
  return page.evaluate(
    async ({ testId, value, expected }) => {
      const input = document.querySelector<HTMLInputElement>(`[data-testid="${testId}"]`);
      if (!input) throw new Error(`no ${testId}`);
      const started = performance.now();
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, value);
      input.dispatchEvent(new Event("input", { bubbles: true }));
      while (
        !expected.every(([id, text, isInput]) => {
          const element = document.querySelector(`[data-testid="${id}"]`);
          return element !== null && (isInput ? (element as HTMLInputElement).value : element.textContent) === text;
        })
      ) {
        if (performance.now() - started > 30_000) throw new Error(`${testId}: the rows never showed ${value}`);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      const shown = performance.now() - started;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return { shown, painted: performance.now() - started };
    },
    { testId, value, expected },
  );
}

function recalculateTime(rows: readonly Row[]): number {
  const samples: number[] = [];
  for (let i = 0; i < 1100; i++) {
    const started = performance.now();
    recalculate(
      rows.map((row, j) => (j === 0 ? { ...row, mass: 1 + (i % 7) / 10 } : row)),
      { rowId: rows[0]!.rowId, field: "mass" },
    );
    if (i >= 100) samples.push(performance.now() - started);
  }
  return percentiles(samples).p50;
}

const ms = (x: number) => x.toFixed(0);
const pair = (l: Latency) => `p50 ${ms(l.p50)} ms, p99 ${ms(l.p99)} ms`;

export const REACTION_CONSOLE_START = "<!-- generated by bench/console-reaction.bench.ts: do not edit between these markers -->";
export const REACTION_CONSOLE_END = "<!-- end of reaction console figures -->";

/** The console reaction section of docs/PERFORMANCE.md (between its generated markers). */
export function consoleReactionSection(f: ConsoleReactionFigures, quick: boolean): string {
  const m = f.machine;
  const t = f.typing;
  const row = (label: string, o: OpenFigures, n: number) =>
    `| ${label} | ${n} | rows ${pair(o.reaction.rows)}; Ketcher ready ${pair(o.reaction.ketcher)}; the drawing on its canvas ${pair(o.reaction.drawn)}; the longest main-thread task until then ${pair(o.reaction.longestTask)} | the 30-row grid record's rows: ${pair(o.grid.rows)} (longest task ${pair(o.grid.longestTask)}); an empty reaction module, Ketcher ready: ${pair(o.empty.ketcher)} | rows p50 ${(o.reaction.rows.p50 / o.grid.rows.p50).toFixed(2)}× the grid's; Ketcher ready ${(o.reaction.ketcher.p50 / o.empty.ketcher.p50).toFixed(2)}× the empty module's |`;
  return `${REACTION_CONSOLE_START}
Measured ${m.date} on ${m.cpu} (${m.cores} cores, ${m.memoryGiB} GiB), Node ${m.node}, headless Chromium${quick ? " — quick run" : ""}; one-minute load average ${f.loadAverage.start.toFixed(1)} before the first open, ${f.loadAverage.end.toFixed(1)} after the last edit (above ${m.cores}, other work was waiting for the cores).

| Open /editRecord/{id}, from the navigation's start | Opens | The reaction record (${f.components} components with amounts) | Baselines in the same browser and run | Ratios |
|---|---:|---:|---:|---:|
${row("The same tab again (the console's and Ketcher's files cached)", f.warm, f.opens)}
${row("A fresh browser context each time (nothing cached)", f.cold, f.coldOpens)}

| Edit in the open reaction table, timed in the page | Edits | Until the rows show it | Until the next frame | Baseline: a typed name in the same row | recalculate of the ${f.components} rows alone (Node) |
|---|---:|---:|---:|---:|---:|
| The reference reactant's mass typed: every reagent, catalyst and reactant's mass and every product's theoretical mass follow | ${t.edits} | ${pair(t.amount)} | ${pair(t.amount.painted)} | shown ${pair(t.name)}, next frame ${pair(t.name.painted)} | ${t.recalculateMs.toFixed(3)} ms |

The reaction record: 10 reactants and 10 products (drug-like molecules of \`bench/structure-molecules.ts\`), 5 reagents, 3 solvents and 2 catalysts (DIPEA, EDC, HOBt, DMAP, triethylamine; DMF, dichloromethane, THF; palladium(II) acetate, triphenylphosphine), read as one reaction by the server (Indigo lays it out) and saved with equivalents, densities, volumes and actual masses (\`bench/reaction-record.ts\`). Rows = the last of its ${f.components} rows on the page; Ketcher ready = the editor's \`data-ready\` (Indigo's WASM answers); the drawing = an SVG of at least ${DRAWN_ELEMENTS} elements in the editor; the longest task = the longest main-thread task the Long Tasks API reported from the page's start until then (while one runs, a key typed waits). The grid record's rows: its windowed grid draws 16 of its 30 rows, the 16th waited for. The empty module: a record whose reaction module has nothing drawn, until Ketcher is ready (Ketcher's own start). The three records take turns. The edit: the input event set in the page, then each animation frame until every dosed row's mass and every product's theoretical mass shows what \`recalculate\` gives.
${REACTION_CONSOLE_END}`;
}
