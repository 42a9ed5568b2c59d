import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startService } from "@labledger/command";
import { signedHeaders } from "@labledger/domain";
import { chromium } from "playwright-core";
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
}

/**
 * Issue 5: console time-to-interactive of the record of `createLargeRecord` (100 modules, a
 * 2,000-row grid) in headless Chromium, against the shell alone in the same browser.
 */
export async function consoleRecordOpen(opens: number): Promise<ConsoleRecordFigures> {
  execFileSync(process.execPath, [join(ROOT, "scripts/ensure-console-built.mjs")], { cwd: ROOT, stdio: "inherit" });
  const service = await startService(
    {
      LABLEDGER_DATA: mkdtempSync(join(tmpdir(), "labledger-bench-console-")),
      PORT: "0",
      HOST: "127.0.0.1",
      LABLEDGER_ADMIN_PASSWORD: "Bench-2026",
    },
    () => {},
  );
  const login = (
    await (
      await fetch(`${service.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ account: "admin", password: "Bench-2026" }),
      })
    ).json()
  ).response as { token: string; user: { id: string } };
  const call = async (method: string, path: string, json?: unknown) => {
    const res = await fetch(`${service.url}/api${path}`, {
      method,
      headers: { "content-type": "application/json", ...signedHeaders(login.token, login.user.id) },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
    if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()).response;
  };
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
  await context.addInitScript((session) => localStorage.setItem("labledger.session", JSON.stringify(session)), {
    token: login.token,
    userId: login.user.id,
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
  await browser.close();
  await service.stop();
  const p = (samples: number[]) => {
    const { p50, p99 } = percentiles(samples);
    return { p50, p99 };
  };
  return { opens, editor: p(editor), shell: p(shell) };
}
