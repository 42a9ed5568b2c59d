import type { Request } from "playwright-core";
import { expect, it } from "vitest";
import {
  ADMIN_PASSWORD,
  browserSession,
  type ConsoleUnderTest,
  consoleForSuite,
  describeInChromium,
  loginInBrowser,
  newPage,
  SESSION_COOKIE,
  signedAs,
} from "./harness";

describeInChromium("the console keeps the session token out of the page's reach", () => {
  let app: ConsoleUnderTest;
  consoleForSuite((started) => {
    app = started;
  });

  /** Everything a script of the page can read: both storages and document.cookie. */
  const readableByScripts = (page: import("playwright-core").Page) =>
    page.evaluate(() => {
      const dump = (storage: Storage) =>
        Object.fromEntries(Array.from({ length: storage.length }, (_, i) => storage.key(i)!).map((k) => [k, storage.getItem(k)]));
      return JSON.stringify({ local: dump(localStorage), session: dump(sessionStorage), cookie: document.cookie });
    });

  it("after login no storage and no script-readable cookie holds the token; calls carry the cookie and a keyed signature; a reload still works", async () => {
    const page = await newPage(app);
    const apiRequests: Request[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/")) apiRequests.push(request);
    });
    await page.goto(`${app.url}/record`);
    await loginInBrowser(page, "admin", ADMIN_PASSWORD);
    await page.getByTestId("page-title").waitFor();

    const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api", secure: false });
    const token = cookie!.value;
    expect(token.length).toBeGreaterThan(40);
    const readable = await readableByScripts(page);
    expect(readable).not.toContain(token);
    expect(readable).not.toContain(token.split(".")[0]!);
    expect(readable).not.toContain(token.split(".")[1]!);
    expect(readable).not.toContain(SESSION_COOKIE);

    const signedCalls = apiRequests.filter((r) => !/\/api\/(auth\/login|time)$/.test(new URL(r.url()).pathname));
    expect(signedCalls.length).toBeGreaterThan(0);
    for (const request of signedCalls) {
      const headers = await request.allHeaders();
      expect(headers.token).toBeUndefined();
      expect(headers.authorization).toBeUndefined();
      expect(headers["x-ll-signature"]).toMatch(/^[0-9a-f]{64}$/);
      expect(headers.cookie).toContain(`${SESSION_COOKIE}=`);
    }

    await page.reload();
    await page.getByTestId("page-title").waitFor();
    await page.getByTestId("main-header").waitFor();
    expect(new URL(page.url()).pathname).toBe("/record");
    expect(await readableByScripts(page)).not.toContain(token);
    // The session the browser holds is still live on the server.
    const me = await fetch(`${app.url}/api/auth/me`, { headers: signedAs(await browserSession(page)) });
    expect(me.status).toBe(200);
    await page.close();
  });

  it("forgets a token an older console left in localStorage, and asks to log in", async () => {
    const page = await newPage(app);
    await page.goto(`${app.url}/login`);
    const userId = app.userOf(app.adminToken);
    await page.evaluate(([token, id]) => localStorage.setItem("labledger.session", JSON.stringify({ token, userId: id })), [
      app.adminToken,
      userId,
    ] as const);
    await page.goto(`${app.url}/record`);
    await page.getByTestId("login-page").waitFor();
    expect(await page.evaluate(() => localStorage.getItem("labledger.session"))).toBeNull();
    await page.close();
  });
});
