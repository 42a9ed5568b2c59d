import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import {
  ADMIN,
  ADMIN_PASSWORD,
  browserSession,
  type ConsoleUnderTest,
  consoleForSuite,
  describeInChromium,
  framesRendered,
  loginInBrowser,
  type PageOptions,
  pastButtonDebounce,
  screenshot,
  signedAs,
  signedInPage,
} from "./harness";

describeInChromium("console lock, watermark and transport rules in Chromium (spec §4, §8)", () => {
  let app: ConsoleUnderTest;
  consoleForSuite((started) => {
    app = started;
  });

  /** What the server answers the browser's session (e.g. 423 while its screen is locked). */
  const statusForBrowser = async (page: Page, path = "/api/permissions/me") =>
    (await fetch(`${app.url}${path}`, { headers: signedAs(await browserSession(page)) })).status;

  const adminPage = async (path = "/record", options: PageOptions = {}) => {
    const page = await signedInPage(app, ADMIN, path, options);
    await page.getByTestId("page-title").waitFor();
    return page;
  };

  it("the header's lock locks the session until the password unlocks it", async () => {
    const page = await adminPage("/record", { clock: true });
    await page.getByTestId("lock").click();
    await page.getByTestId("lock-screen").waitFor();
    // The page behind the lock is hidden, not dimmed: nothing of the record is legible or focusable.
    expect(await page.getByTestId("shell").evaluate((el) => getComputedStyle(el).visibility)).toBe("hidden");
    expect(await page.getByTestId("shell").evaluate((el) => (el as HTMLElement).inert)).toBe(true);
    await expect.poll(() => statusForBrowser(page)).toBe(423);
    await page.reload();
    await page.getByTestId("lock-screen").waitFor();
    await page.getByTestId("unlock-password").fill("Not-The-Password-1");
    await page.getByTestId("unlock-submit").click();
    await expect.poll(() => page.getByTestId("unlock-error").textContent()).toMatch(/.+/);
    await screenshot(page, "lock-screen-wrong-password");
    expect(await statusForBrowser(page)).toBe(423);
    await pastButtonDebounce(page); // the unlock button ignores clicks within 400 ms of the last (spec §9)
    await page.getByTestId("unlock-password").fill(ADMIN_PASSWORD);
    await page.getByTestId("unlock-submit").click();
    await page.getByTestId("lock-screen").waitFor({ state: "detached" });
    expect(await statusForBrowser(page)).toBe(200);
    await page.close();
  });

  it("a call answered 423 auth.screenLocked shows the lock screen", async () => {
    const page = await adminPage();
    const locked = await fetch(`${app.url}/api/auth/lock`, { method: "POST", headers: signedAs(await browserSession(page)) });
    expect(locked.status).toBe(200);
    await page.getByTestId("language").click();
    await page.getByTestId("submit-modal-submit").click();
    await page.getByTestId("lock-screen").waitFor();
    await page.getByTestId("unlock-password").fill(ADMIN_PASSWORD);
    await page.getByTestId("unlock-submit").click();
    await page.getByTestId("lock-screen").waitFor({ state: "detached" });
    await page.close();
  });

  it("the screen locks by itself after 15 minutes without input", async () => {
    const page = await signedInPage(app, ADMIN, "/record", { clock: true });
    await page.getByTestId("record-page").waitFor();
    await page.clock.fastForward("14:00");
    expect(await page.getByTestId("lock-screen").count()).toBe(0);
    await page.clock.fastForward("01:01");
    await page.getByTestId("lock-screen").waitFor();
    await screenshot(page, "lock-screen-idle");
    await expect.poll(() => statusForBrowser(page)).toBe(423);
    await page.getByTestId("unlock-password").fill(ADMIN_PASSWORD);
    await page.getByTestId("unlock-submit").click();
    await page.getByTestId("lock-screen").waitFor({ state: "detached" });
    await page.close();
  });

  it("HTTP 401 (the session ended) sends the user to /login with a redirect back", async () => {
    const page = await adminPage("/team/power");
    const ended = await fetch(`${app.url}/api/auth/logout`, { method: "POST", headers: signedAs(await browserSession(page)) });
    expect(ended.status).toBe(200);
    await page.reload();
    await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("redirect") === "/team/power");
    await page.getByTestId("toast").waitFor();
    await loginInBrowser(page, "admin", ADMIN_PASSWORD);
    expect(new URL(page.url()).pathname).toBe("/team/power");
    await page.close();
  });

  it("a code other than 100 shows the server's message; an unusable body shows '5002:Get Response Error!'", async () => {
    const page = await adminPage();
    await page.route("**/api/settings/other", (route) =>
      route.fulfill({
        status: 409,
        contentType: "application/json",
        body: JSON.stringify({ code: 409, key: "test.conflict", message: "服务器的提示：请稍后再试" }),
      }),
    );
    await page.reload();
    await expect.poll(() => page.getByTestId("toast").textContent()).toContain("服务器的提示：请稍后再试");
    await page.unroute("**/api/settings/other");
    await page.route("**/api/permissions/me", (route) =>
      route.fulfill({ status: 502, contentType: "text/html", body: "<html>x</html>" }),
    );
    await page.reload();
    await expect.poll(() => page.getByTestId("toast").textContent()).toContain("5002:Get Response Error!");
    await screenshot(page, "toast-5002");
    await page.close();
  });

  it("a page chunk that fails to load reloads the address once, then shows the error instead of looping", async () => {
    const page = await adminPage();
    let requests = 0;
    await page.route("**/assets/ComingPage-*.js", (route) => (++requests === 1 ? route.abort() : route.continue()));
    await page.goto(`${app.url}/team/adcField`);
    await page.getByTestId("coming-page").waitFor();
    expect(requests).toBe(2);
    expect(new URL(page.url()).pathname).toBe("/team/adcField");

    await page.unrouteAll();
    requests = 0;
    await page.route("**/assets/ComingPage-*.js", (route) => {
      requests++;
      return route.abort();
    });
    let documents = 0;
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents++;
    });
    await page.goto(`${app.url}/team/monoclonalAntibody`);
    // The address is loaded twice (the one reload); the second load's error page, once its effect
    // has run, has decided not to reload again.
    await expect.poll(() => documents).toBeGreaterThanOrEqual(2);
    await page.getByTestId("route-error").waitFor();
    await framesRendered(page);
    expect(requests).toBe(2);
    await screenshot(page, "chunk-load-error");
    await page.close();
  });
});
