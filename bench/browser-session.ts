import type { Browser, Page } from "playwright-core";

export const CHROMIUM = process.env.LABLEDGER_CHROMIUM ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"];

/** A page of a fresh browser context signed in with the given session, recording its longest main-thread task. */
export async function loggedInPage(
  browser: Browser,
  s: { token: string; signingKey: string; userId: string; url: string },
  viewport = { width: 1440, height: 900 },
) {
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name: "labledger_session", value: s.token, url: `${s.url}/api`, httpOnly: true }]);
  await context.addInitScript((session) => localStorage.setItem("labledger.session", JSON.stringify(session)), {
    userId: s.userId,
    signingKey: s.signingKey,
  });
  // Every main-thread task over 50 ms since the page began (the Long Tasks API): while one runs, typing waits.
  await context.addInitScript(() => {
    const longest = { ms: 0 };
    Object.assign(window, { benchLongestTask: longest });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longest.ms = Math.max(longest.ms, entry.duration);
    }).observe({ type: "longtask", buffered: true });
  });
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  return page;
}

/** The longest main-thread task of the page so far, ms. */
export const longestTask = (page: Page) =>
  page.evaluate(() => (window as unknown as { benchLongestTask: { ms: number } }).benchLongestTask.ms);
