// Issue 17: a 10,000-row × 20-column sheet with 10,000 formulas. Three figures, each beside a
// baseline taken in the same run: the record opened in headless Chromium (the grid painted from
// the stored values, then the member's formula engine ready) beside a 20-row sheet of the same
// shape; one typed value until the formula reading it shows its new value, on both sheets; and one
// member's edit until another member's screen shows it, beside the edit's own HTTP answer.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { signedHeaders } from "@labledger/domain";
import { chromium, type Page } from "playwright-core";
import { startBenchService } from "./bench-service";
import { CHROMIUM, CHROMIUM_ARGS, loggedInPage, longestTask } from "./browser-session";
import { machine, percentiles } from "./measure";

const ROOT = join(import.meta.dirname, "..");
const COLUMNS = 20;
const LETTERS = Array.from({ length: COLUMNS }, (_, i) => String.fromCharCode(65 + i));
/** The formula column (B, so that it is in view): the mean of the row's values in C–T, doubled. */
const FORMULA_COLUMN = "B";
const FORMULA = (row: number) => `=AVERAGE(C${row}:T${row})*2`;
const EMPTY = { value: null, formula: null, format: null };
const ROWS_PER_CALL = 500;

type Call = (method: string, path: string, json?: unknown) => Promise<Record<string, unknown>>;
type Latency = { readonly p50: number; readonly p99: number };

export interface SpreadsheetFigures {
  readonly machine: ReturnType<typeof machine>;
  readonly rows: number;
  readonly formulas: number;
  /** Writing the sheet through the API, ROWS_PER_CALL rows a call: ms in all. */
  readonly fillMs: number;
  readonly open: {
    readonly opens: number;
    /** From navigation until the grid shows a formula's stored value; then until the member's engine is ready. */
    readonly large: { readonly painted: Latency; readonly engineReady: Latency; readonly longestTask: Latency };
    readonly small: { readonly painted: Latency; readonly engineReady: Latency; readonly longestTask: Latency };
  };
  readonly recalculation: {
    readonly edits: number;
    /** A typed value (Enter) until the formula reading it shows its new value on screen. */
    readonly large: Latency;
    readonly small: Latency;
    /** The server's part: the edit's PUT answered with the recalculated cells. */
    readonly serverLarge: Latency;
    readonly serverSmall: Latency;
  };
  readonly live: {
    readonly edits: number;
    /** One member's PUT until the other member's open sheet shows the value (loopback). */
    readonly otherScreen: Latency;
    /** Baseline: the same PUT until its answer. */
    readonly answer: Latency;
  };
  readonly loadAverage: { readonly start: number; readonly end: number };
}

const latency = (samples: number[]): Latency => {
  const { p50, p99 } = percentiles(samples);
  return { p50, p99 };
};

const value = (row: number, column: number) => row * 100 + column;

/** A record with one spreadsheet of `rows` rows: 19 value columns and one formula column (B). */
async function createSheetRecord(call: Call, notebookId: string, rows: number) {
  const record = await call("POST", "/experiments", { notebookId, title: `Sheet of ${rows} rows` });
  const module = await call("POST", `/experiments/${record.id}/modules`, { type: "spreadSheet", title: "Measurements" });
  const on = `/experiments/${record.id}/modules/${module.moduleId}`;
  for (let first = 1; first <= rows; first += ROWS_PER_CALL) {
    const edits = [];
    for (let row = first; row < Math.min(rows + 1, first + ROWS_PER_CALL); row++)
      for (const [column, letter] of LETTERS.entries())
        edits.push({
          sheetId: "sheet1",
          cell: `${letter}${row}`,
          seen: EMPTY,
          input: letter === FORMULA_COLUMN ? FORMULA(row) : String(value(row, column)),
        });
    await call("PUT", `${on}/cells`, { edits });
  }
  return { id: String(record.id), moduleId: String(module.moduleId), on };
}

/** A second member with write on the project, and a signed caller as them. */
async function colleague(url: string, call: Call, projectId: string) {
  const password = "Bench-colleague-2026";
  const member = await call("POST", "/members", {
    account: "bench.colleague",
    realName: "Bench Colleague",
    password,
    departmentId: "root",
  });
  await call("PUT", `/projects/${projectId}/members/${member.memberId}`, { access: "write" });
  const login = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ account: "bench.colleague", password }),
  });
  const { token, user } = (await login.json()).response as { token: string; user: { id: string } };
  const as = async (method: string, path: string, json?: unknown) => {
    const res = await fetch(`${url}/api${path}`, {
      method,
      headers: { "content-type": "application/json", ...signedHeaders(token, user.id) },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
    if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()).response;
  };
  // A first password given by an administrator is replaced before anything else (spec §6).
  await as("POST", "/auth/password", { oldPassword: password, newPassword: `${password}-own` });
  return as;
}

const cellSelector = (row: number, letter: string) =>
  `.sheet-grid .ag-row[row-id="${row}"]:not(.ag-row-pinned) .ag-cell[col-id="${letter}"]`;

/** Opens the record from about:blank: ms until row 2's formula shows, until the engine is ready, and the longest task. */
async function openSheet(page: Page, url: string, id: string) {
  await page.goto("about:blank");
  const started = performance.now();
  await page.goto(`${url}/editRecord/${id}`);
  await page.waitForFunction(
    (selector) => (document.querySelector(selector)?.textContent ?? "") !== "",
    cellSelector(2, FORMULA_COLUMN),
    {
      polling: "raf",
    },
  );
  const painted = performance.now() - started;
  await page.locator('[data-engine="ready"]').waitFor({ state: "attached" });
  const engineReady = performance.now() - started;
  return { painted, engineReady, longestTask: await longestTask(page) };
}

/**
 * Installs, in the page, a watch on the cell: once its text is other than `before`, it resolves with
 * the epoch ms of the change and the ms since the last Enter keydown. Installed (awaited) before the
 * edit, so the edit cannot come first; the returned function waits for it.
 */
async function watchCell(page: Page, selector: string, before: string) {
  // No named functions inside: the page gets the source as it is, without tsx's name helpers.
  await page.evaluate(
    ({ selector, before }) => {
      const state = { enter: Number.NaN };
      const target = window as unknown as { benchWatch?: Promise<{ at: number; sinceEnter: number }> };
      target.benchWatch = new Promise((resolve) => {
        window.addEventListener(
          "keydown",
          (e) => {
            if (e.key === "Enter" && Number.isNaN(state.enter)) state.enter = performance.now();
          },
          { capture: true },
        );
        const observer = new MutationObserver(() => {
          if ((document.querySelector(selector)?.textContent ?? "") === before) return;
          observer.disconnect();
          resolve({ at: Date.now(), sinceEnter: performance.now() - state.enter });
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
    },
    { selector, before },
  );
  return () =>
    within(
      page.evaluate(() => (window as unknown as { benchWatch: Promise<{ at: number; sinceEnter: number }> }).benchWatch),
      `${selector} to change`,
    );
}

/** Types a new value into C{row} and measures until B{row}, the formula reading it, changes. */
async function typeAndWatch(page: Page, row: number, input: string) {
  const target = cellSelector(row, FORMULA_COLUMN);
  const before = (await page.locator(target).textContent()) ?? "";
  await page.locator(cellSelector(row, "C")).click();
  const shown = await watchCell(page, target, before);
  await page.keyboard.type(input);
  await page.keyboard.press("Enter");
  return (await shown()).sinceEnter;
}

const step = (what: string) => console.log(`  spreadsheets: ${what}`);

/** A page-side wait that never resolves would hang the run: give up after two minutes. */
const within = <T>(work: Promise<T>, what: string) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: nothing after 120 s`)), 120_000).unref()),
  ]);

export async function spreadsheetFigures(options: { rows: number; opens: number; edits: number; liveEdits: number }) {
  execFileSync(process.execPath, [join(ROOT, "scripts/ensure-console-built.mjs")], { cwd: ROOT, stdio: "inherit" });
  const { service, call, token, signingKey, userId } = await startBenchService("spreadsheet");
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const project = await call("POST", "/projects", { name: "Bench spreadsheets" });
    const book = await call("POST", "/notebooks", { name: "Bench spreadsheets", projectId: project.id });
    step(`writing a sheet of ${options.rows} rows`);
    const fillStarted = performance.now();
    const large = await createSheetRecord(call, String(book.id), options.rows);
    const fillMs = performance.now() - fillStarted;
    const small = await createSheetRecord(call, String(book.id), 20);
    const other = await colleague(service.url, call, String(project.id));
    const { version } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string };
    await call("POST", "/me/release-notes-seen", { version });
    const loadStart = loadavg()[0]!;
    const page = await loggedInPage(browser, { token, signingKey, userId, url: service.url });

    step("opening in Chromium");
    const opened = { large: [] as Awaited<ReturnType<typeof openSheet>>[], small: [] as Awaited<ReturnType<typeof openSheet>>[] };
    await openSheet(page, service.url, large.id);
    await openSheet(page, service.url, small.id);
    for (let i = 0; i < options.opens; i++) {
      opened.large.push(await openSheet(page, service.url, large.id));
      opened.small.push(await openSheet(page, service.url, small.id));
    }
    const openFigures = (runs: Awaited<ReturnType<typeof openSheet>>[]) => ({
      painted: latency(runs.map((r) => r.painted)),
      engineReady: latency(runs.map((r) => r.engineReady)),
      longestTask: latency(runs.map((r) => r.longestTask)),
    });

    step("typing");
    // Recalculation on screen: rows 3..12 in turns, a new value each time.
    const typed = { large: [] as number[], small: [] as number[] };
    for (const [name, record] of [
      ["small", small],
      ["large", large],
    ] as const) {
      await openSheet(page, service.url, record.id);
      for (let i = 0; i < options.edits; i++) typed[name].push(await typeAndWatch(page, 3 + (i % 10), String(7000 + i)));
    }

    step("the server's part");
    // The server's part: the same kind of edit through the API.
    const serverEdit = async (record: { on: string }, samples: number[], i: number, seen: number) => {
      const row = 15 + (i % 5);
      const started = performance.now();
      await call("PUT", `${record.on}/cells`, {
        edits: [{ sheetId: "sheet1", cell: `C${row}`, seen: { ...EMPTY, value: seen }, input: String(seen + 1) }],
      });
      samples.push(performance.now() - started);
    };
    const server = { large: [] as number[], small: [] as number[] };
    const last = new Map<string, number>();
    for (let i = 0; i < options.edits; i++)
      for (const [name, record] of [
        ["small", small],
        ["large", large],
      ] as const) {
        const key = `${name}:${15 + (i % 5)}`;
        const seen = last.get(key) ?? value(15 + (i % 5), 2);
        await serverEdit(record, server[name], i, seen);
        last.set(key, seen + 1);
      }

    step("editing live");
    // Live: the colleague changes A{row} while this member has the large sheet open.
    await openSheet(page, service.url, large.id);
    const otherScreen: number[] = [];
    const answer: number[] = [];
    const liveSeen = new Map<number, string>();
    for (let i = 0; i < options.liveEdits; i++) {
      const row = 4 + (i % 8);
      const selector = cellSelector(row, "A");
      const before = liveSeen.get(row) ?? String(value(row, 0));
      const next = String(90_000 + i);
      const shown = await watchCell(page, selector, (await page.locator(selector).textContent()) ?? "");
      const started = Date.now();
      const sent = performance.now();
      await other("PUT", `${large.on}/cells`, {
        edits: [{ sheetId: "sheet1", cell: `A${row}`, seen: { ...EMPTY, value: Number(before) }, input: next }],
      });
      answer.push(performance.now() - sent);
      otherScreen.push((await shown()).at - started);
      liveSeen.set(row, next);
    }

    return {
      machine: machine(),
      rows: options.rows,
      formulas: options.rows,
      fillMs,
      open: { opens: options.opens, large: openFigures(opened.large), small: openFigures(opened.small) },
      recalculation: {
        edits: options.edits,
        large: latency(typed.large),
        small: latency(typed.small),
        serverLarge: latency(server.large),
        serverSmall: latency(server.small),
      },
      live: { edits: options.liveEdits, otherScreen: latency(otherScreen), answer: latency(answer) },
      loadAverage: { start: loadStart, end: loadavg()[0]! },
    } satisfies SpreadsheetFigures;
  } finally {
    await browser.close();
    await service.stop();
  }
}

export const SPREADSHEET_START = "<!-- generated by bench/spreadsheet.bench.ts: do not edit between these markers -->";
export const SPREADSHEET_END = "<!-- end of spreadsheet figures -->";

const ms = (n: number) => `${Math.round(n).toLocaleString("en")} ms`;
const pair = (l: Latency) => `${ms(l.p50)} | ${ms(l.p99)}`;

export function spreadsheetSection(f: SpreadsheetFigures, quick: boolean): string {
  return `${SPREADSHEET_START}
Measured ${f.machine.date} on ${f.machine.cores} cores (${f.machine.cpu}), Node ${f.machine.node}, headless Chromium${
    quick ? " (quick run)" : ""
  }; load average ${f.loadAverage.start.toFixed(1)} → ${f.loadAverage.end.toFixed(1)}. A sheet of ${f.rows.toLocaleString(
    "en",
  )} rows × ${COLUMNS} columns: 19 columns of numbers and ${f.formulas.toLocaleString(
    "en",
  )} formulas (\`=AVERAGE(Cn:Tn)*2\` in column B), written through the API in ${ms(f.fillMs)}.

| | p50 | p99 |
|---|---|---|
| open the record: the grid shows the stored values (${f.open.opens} opens) | ${pair(f.open.large.painted)} |
| — baseline: the same page with a 20-row sheet | ${pair(f.open.small.painted)} |
| open the record: the member's formula engine ready (edits recompute) | ${pair(f.open.large.engineReady)} |
| — baseline: 20-row sheet | ${pair(f.open.small.engineReady)} |
| longest main-thread task while opening (typing waits for it) | ${pair(f.open.large.longestTask)} |
| — baseline: 20-row sheet | ${pair(f.open.small.longestTask)} |
| a typed value until the formula reading it shows its new value (${f.recalculation.edits} edits) | ${pair(f.recalculation.large)} |
| — baseline: 20-row sheet | ${pair(f.recalculation.small)} |
| the server's part: the edit's PUT answered with the recalculated cells | ${pair(f.recalculation.serverLarge)} |
| — baseline: 20-row sheet | ${pair(f.recalculation.serverSmall)} |
| one member's edit until the other member's open sheet shows it (${f.live.edits} edits, loopback) | ${pair(f.live.otherScreen)} |
| — baseline: the same edit until its own answer | ${pair(f.live.answer)} |
${SPREADSHEET_END}`;
}
