import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium, type Locator, type Page, type Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUTTON_DEBOUNCE_MS } from "../../apps/console/src/app/constants";
import { ADMIN_PASSWORD, signedHeaders, startTestService } from "../api/harness";
import { patience, SLOW } from "../support/patience";

export { ADMIN_PASSWORD, patience, SLOW };

type Json = Record<string, unknown>;

/** Who logs in: an account and its password. */
export interface Account {
  readonly account: string;
  readonly password: string;
}
export const ADMIN: Account = { account: "admin", password: ADMIN_PASSWORD };

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
  /** Creates a member; department "1" is the trial organisation. */
  const createMember = async (account: string, departmentId: string): Promise<Account> => {
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
  };
  /** Marks this version's release notes as seen, so the panel does not cover the page. */
  const releaseNotesSeen = async (token: string) => {
    await json(await api.call("POST", "/api/me/release-notes-seen", { token, json: { version: VERSION } }));
  };
  const call = async (method: string, path: string, token: string, body?: unknown) =>
    json(await api.call(method, `/api${path}`, { token, ...(body === undefined ? {} : { json: body }) }));
  return {
    ...api,
    url: api.service.url,
    browser,
    adminToken,
    json,
    createMember,
    releaseNotesSeen,
    /** One API call as `token` (path below /api), answered with code 100: its `response`. */
    api: call,
    /** A record book, and a record in it with these modules (in this order), made through the API as `token`. */
    async newRecord(token: string, { book, title, modules = [] }: { book: string; title: string; modules?: Json[] }) {
      const notebook = await call("POST", "/notebooks", token, { name: book });
      const record = await call("POST", "/experiments", token, { notebookId: notebook.id, title });
      const added = [];
      for (const module of modules) added.push(await call("POST", `/experiments/${record.id}/modules`, token, module));
      return {
        bookId: notebook.id as string,
        id: record.id as string,
        number: record.number as string,
        position: record.position as number,
        modules: added as Array<{ moduleId: string; position: number }>,
      };
    },
    async stop() {
      await browser.close();
      await api.service.stop();
    },
  };
}

export type ConsoleUnderTest = Awaited<ReturnType<typeof startConsole>>;

/**
 * One console for the suite around it: started before its tests, with the administrator's release
 * notes seen, handed to `started`, and stopped after the last test.
 */
export function consoleForSuite(started: (app: ConsoleUnderTest) => void): void {
  let app: ConsoleUnderTest | undefined;
  beforeAll(async () => {
    app = await startConsole();
    await app.releaseNotesSeen(app.adminToken);
    started(app);
  }, patience(120_000));
  afterAll(async () => {
    await app?.stop();
  });
}

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

export interface PageOptions {
  readonly width?: number;
  readonly height?: number;
  /**
   * Installs Playwright's clock before the console loads: time flows as usual, and the test can
   * move the page's timers on (button debounce, auto-save, idle lock) instead of waiting for them.
   */
  readonly clock?: boolean;
}

/** The requests each page has sent and not yet seen answered (see `settled`). */
const inFlight = new WeakMap<Page, Set<Request>>();
const withClock = new WeakSet<Page>();

/**
 * A page whose waits fail (with a message) well before the test's own timeout; both scale with
 * the machine's slow factor (tests/support/patience.ts).
 */
export async function newPage(app: { browser: Browser }, options: PageOptions = {}): Promise<Page> {
  const page = await app.browser.newPage({ viewport: { width: options.width ?? 1440, height: options.height ?? 900 } });
  page.setDefaultTimeout(patience(10_000));
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on("request", (request) => pending.add(request));
  page.on("requestfinished", (request) => pending.delete(request));
  page.on("requestfailed", (request) => pending.delete(request));
  if (options.clock) {
    await page.clock.install();
    withClock.add(page);
  }
  return page;
}

/** A new page at `path`, logged in there as `who` through the console's login page. */
export async function signedInPage(
  app: { browser: Browser; url: string },
  who: Account,
  path: string,
  options: PageOptions = {},
): Promise<Page> {
  const page = await newPage(app, options);
  await page.goto(`${app.url}${path}`);
  await loginInBrowser(page, who.account, who.password);
  return page;
}

/**
 * Types a record's number into a record picker and picks it, once the picker lists the server's
 * answer to that number (not whatever it listed before the typing, which may change under the click).
 */
export async function pickRecord(page: Page, pickerTestId: string, number: string): Promise<void> {
  const answered = page.waitForResponse((response) => new URL(response.url()).searchParams.get("keyword") === number);
  await page.getByTestId(pickerTestId).locator("input").fill(number);
  await answered;
  await framesRendered(page);
  await page.getByRole("option", { name: new RegExp(number) }).click();
}

/** Lets the page render what it has: two animation frames (React commits and runs its effects in between). */
export async function framesRendered(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/**
 * Waits until every request the page sent has been answered and the answers rendered, with no
 * new request started meanwhile: what the page does next can no longer come from those answers.
 * The proof that something did NOT happen (no toast, no dialog) waits for this, not for time.
 */
export async function settled(page: Page): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) throw new Error("settled() needs a page made by newPage()");
  for (;;) {
    await expect.poll(() => pending.size, { message: "requests still unanswered" }).toBe(0);
    await framesRendered(page);
    if (pending.size === 0) return;
  }
}

/**
 * Moves the page's clock past the buttons' 400 ms leading debounce (spec §9), so the next click
 * counts. Needs a page made with `{ clock: true }`.
 */
export async function pastButtonDebounce(page: Page): Promise<void> {
  if (!withClock.has(page)) throw new Error("pastButtonDebounce() needs a page made with { clock: true }");
  await page.clock.fastForward(BUTTON_DEBOUNCE_MS);
}

/** Waits until no finite animation or transition runs (fades, ripples), e.g. before a screenshot. */
export async function animationsDone(page: Page): Promise<void> {
  await framesRendered(page);
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .every((animation) => animation.playState !== "running"),
    undefined,
    { polling: "raf" },
  );
}

/**
 * Picks an option of a MUI select: the option is clicked once the menu has finished opening (a click
 * during its opening transition can be lost on a busy machine, leaving the menu open), then the menu is gone.
 */
export async function chooseOption(page: Page, select: Locator, option: Locator): Promise<void> {
  await select.click();
  await option.waitFor();
  await animationsDone(page);
  await option.click();
  await page.getByRole("listbox").waitFor({ state: "detached" });
}

/**
 * Runs `scroll` (e.g. a mouse wheel, which does not wait for the scrolling) and waits until the
 * page has scrolled and come to rest: its scroll offsets changed, then stayed the same from one
 * frame to the next.
 */
export async function scrolledToRest(page: Page, scroll: () => Promise<unknown>): Promise<void> {
  // Each function runs in the page on its own, so each measures the offsets itself.
  const before = await page.evaluate(() => {
    (window as unknown as { __lastScrollOffsets?: number }).__lastScrollOffsets = undefined;
    let total = window.scrollY;
    for (const element of document.querySelectorAll("*")) total += element.scrollTop;
    return total;
  });
  await scroll();
  await page.waitForFunction(
    (start) => {
      let total = window.scrollY;
      for (const element of document.querySelectorAll("*")) total += element.scrollTop;
      const state = window as unknown as { __lastScrollOffsets?: number };
      const resting = total !== start && state.__lastScrollOffsets === total;
      state.__lastScrollOffsets = total;
      return resting;
    },
    before,
    { polling: "raf" },
  );
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
