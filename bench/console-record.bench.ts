import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { startBenchService } from "./bench-service";
import { percentiles } from "./measure";
import { createLargeRecord } from "./record.bench";

const ROOT = join(import.meta.dirname, "..");
const CHROMIUM = process.env.LABLEDGER_CHROMIUM ?? "/usr/bin/chromium";

export interface ConsoleRecordFigures {
  readonly opens: number;
  /** /editRecord/{id}: navigation until every module of the record is on the page. */
  readonly editor: { p50: number; p99: number };
  /** Baseline, same browser and run: a shell page with no data of its own (/noTeam). */
  readonly shell: { p50: number; p99: number };
  /** A first load of the home page (cold cache) until its first data is on the page, as sent now and uncompressed (before issue 13). */
  readonly firstLoad: {
    readonly compressed: { p50: number; p99: number; scriptBytes: number };
    readonly uncompressed: { p50: number; p99: number; scriptBytes: number };
  };
}

/**
 * Issue 5: console time-to-interactive of the record of `createLargeRecord` (100 modules, a
 * 2,000-row grid) in headless Chromium, against the shell alone in the same browser.
 */
export async function consoleRecordOpen(opens: number): Promise<ConsoleRecordFigures> {
  execFileSync(process.execPath, [join(ROOT, "scripts/ensure-console-built.mjs")], { cwd: ROOT, stdio: "inherit" });
  const { service, call, token, signingKey, userId } = await startBenchService("console");
  const record = await createLargeRecord(call);
  const { version } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string };
  await call("POST", "/me/release-notes-seen", { version });
  const { modules } = await call("GET", `/experiments/${record.id}`);
  const lastModule = (modules as Array<{ moduleId: string }>).at(-1)!.moduleId;

  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  // Logged in as the console itself would be after its login page: the HttpOnly session cookie, and
  // the user and signing key in localStorage (transport/session-store.ts).
  await context.addCookies([{ name: "labledger_session", value: token, url: `${service.url}/api`, httpOnly: true }]);
  await context.addInitScript((session) => localStorage.setItem("labledger.session", JSON.stringify(session)), {
    userId,
    signingKey,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const timedOpen = async (path: string, ready: string) => {
    await page.goto("about:blank");
    const started = performance.now();
    await page.goto(`${service.url}${path}`);
    await page.locator(ready).waitFor({ state: "attached" });
    return performance.now() - started;
  };
  const editorReady = `[data-testid="module-${lastModule}"]`;
  const shellReady = '[data-testid="no-team-page"]';
  await timedOpen(`/editRecord/${record.id}`, editorReady);
  await timedOpen("/noTeam", shellReady);
  const editor: number[] = [];
  const shell: number[] = [];
  for (let i = 0; i < opens; i++) {
    editor.push(await timedOpen(`/editRecord/${record.id}`, editorReady));
    shell.push(await timedOpen("/noTeam", shellReady));
  }
  const p = (samples: number[]) => {
    const { p50, p99 } = percentiles(samples);
    return { p50, p99 };
  };
  const firstLoad = {
    compressed: await firstLoads(opens, {}),
    uncompressed: await firstLoads(opens, { "accept-encoding": "identity" }),
  };
  await browser.close();
  await service.stop();
  return { opens, editor: p(editor), shell: p(shell), firstLoad };

  /** Each load in a fresh browser context (nothing cached), logged in; the JavaScript bytes as sent. */
  async function firstLoads(count: number, headers: Record<string, string>) {
    const times: number[] = [];
    let scriptBytes = 0;
    for (let i = 0; i < count; i++) {
      const fresh = await browser.newContext({ viewport: { width: 1440, height: 900 }, extraHTTPHeaders: headers });
      await fresh.addCookies([{ name: "labledger_session", value: token, url: `${service.url}/api`, httpOnly: true }]);
      await fresh.addInitScript((session) => localStorage.setItem("labledger.session", JSON.stringify(session)), {
        userId,
        signingKey,
      });
      const tab = await fresh.newPage();
      const scripts: Array<Promise<number>> = [];
      tab.on("requestfinished", (request) => {
        if (request.resourceType() === "script") scripts.push(request.sizes().then((sizes) => sizes.responseBodySize));
      });
      const started = performance.now();
      await tab.goto(`${service.url}/`);
      await tab.locator('[data-testid="home-records-item"]').first().waitFor({ state: "attached", timeout: 60_000 });
      times.push(performance.now() - started);
      scriptBytes = (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0);
      await fresh.close();
    }
    return { ...p(times), scriptBytes };
  }
}
