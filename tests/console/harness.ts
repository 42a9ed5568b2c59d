import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { describe, it } from "vitest";
import { ADMIN_PASSWORD, signedHeaders, startTestService } from "../api/harness";

export { ADMIN_PASSWORD };

const ROOT = join(import.meta.dirname, "../..");
export const CHROMIUM = process.env.LABLEDGER_CHROMIUM ?? "/usr/bin/chromium";
export const VERSION = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string }).version;
const SCREENSHOTS = join(ROOT, "test-results/console");

/**
 * Browser suites run only where Chromium is installed. Without it they are skipped with a
 * message, except in CI (LABLEDGER_REQUIRE_SERVERS=1), where the missing browser fails the run.
 */
export function describeInChromium(name: string, suite: () => void): void {
  if (existsSync(CHROMIUM)) {
    describe(name, suite);
  } else if (process.env.LABLEDGER_REQUIRE_SERVERS === "1") {
    describe(name, () => {
      it("needs Chromium", () => {
        throw new Error(
          `Chromium is missing at ${CHROMIUM}: install it (apt-get install -y chromium); CI requires the browser tests`,
        );
      });
    });
  } else {
    describe.skip(`${name} NOT RUN: Chromium is missing at ${CHROMIUM} (apt-get install -y chromium)`, () => {
      it("runs the console in headless Chromium", () => {});
    });
  }
}

/** Builds apps/console when its sources are newer than the build, like `npm start` does. */
export function ensureConsoleBuilt(): void {
  execFileSync(process.execPath, [join(ROOT, "scripts/ensure-console-built.mjs")], { cwd: ROOT, stdio: "inherit" });
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/** A fresh embedded LabLedger serving the built console, and a headless Chromium. */
export async function startConsole() {
  ensureConsoleBuilt();
  const api = await startTestService();
  const browser = await launchChromium();
  const adminToken = await api.login("admin", ADMIN_PASSWORD);
  const json = async (res: Response) => {
    const body = (await res.json()) as { code: number; response?: unknown; message?: string };
    if (body.code !== 100) throw new Error(`${res.url} answered ${res.status}: ${body.message}`);
    return body.response as Record<string, unknown>;
  };
  return {
    ...api,
    url: api.service.url,
    browser,
    adminToken,
    json,
    /** Creates a member; department "1" is the trial organisation. */
    async createMember(account: string, departmentId: string) {
      const password = "Member-Pass-2026";
      const created = await json(
        await api.call("POST", "/api/members", {
          token: adminToken,
          json: { account, realName: `${account} 测试`, password, departmentId },
        }),
      );
      if (typeof created.position === "number") await api.caughtUp(created.position);
      // The member replaces the administrator's first password (11.300) before the browser logs in.
      await api.login(account, password);
      return { account, password };
    },
    /** Marks this version's release notes as seen, so the panel does not cover the page. */
    async releaseNotesSeen(token: string) {
      const res = await api.call("POST", "/api/me/release-notes-seen", { token, json: { version: VERSION } });
      await json(res);
    },
    async stop() {
      await browser.close();
      await api.service.stop();
    },
  };
}

export type ConsoleUnderTest = Awaited<ReturnType<typeof startConsole>>;

/** Fills and submits the console's own login page. */
export async function submitLogin(page: Page, account: string, password: string): Promise<void> {
  await page.getByTestId("login-page").waitFor();
  await page.locator("input[name=account]").fill(account);
  await page.locator("input[name=password]").fill(password);
  await page.getByTestId("login-submit").click();
}

/** Logs in through the login page and waits until the console has left it. */
export async function loginInBrowser(page: Page, account: string, password: string): Promise<void> {
  await submitLogin(page, account, password);
  await page.waitForURL((url) => url.pathname !== "/login");
}

/** A page whose waits fail (with a message) well before the test's own timeout. */
export async function newPage(app: { browser: Browser }, width = 1440, height = 900): Promise<Page> {
  const page = await app.browser.newPage({ viewport: { width, height } });
  page.setDefaultTimeout(8_000);
  return page;
}

/**
 * The session the browser holds, to call the API as that user from the test: the token from
 * its HttpOnly cookie (which only the browser's owner, not the page, can read), the user id
 * from the page's storage.
 */
export async function browserSession(page: Page): Promise<{ token: string; userId: string }> {
  const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("labledger.session"))) ?? "null");
  return { token: cookie?.value ?? "", userId: stored?.userId ?? "" };
}

export const SESSION_COOKIE = "labledger_session";

export function signedAs(session: { token: string; userId: string }): Record<string, string> {
  return signedHeaders(session.token, session.userId);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}
