import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  ADMIN_PASSWORD,
  animationsDone,
  type ConsoleUnderTest,
  describeInChromium,
  loginInBrowser,
  newPage,
  pastButtonDebounce,
  patience,
  screenshot,
  settled,
  startConsole,
  submitLogin,
  VERSION,
} from "./harness";

const TOP_MENU = [
  { section: "project", path: "/project", zh: "实验中心", en: "Experiment centre" },
  { section: "sampleCenter", path: "/sampleCenter", zh: "样品中心", en: "Sample centre" },
  { section: "team", path: "/team", zh: "管理中心", en: "Admin centre" },
  { section: "datamining", path: "/datamining", zh: "数据挖掘", en: "Data mining" },
  { section: "ExperimentDesignCenter", path: "/experimentDesignCenter", zh: "实验设计", en: "Experiment design" },
];

describeInChromium("console shell in Chromium: login, header, menus, languages, 404", () => {
  let app: ConsoleUnderTest;
  let page: Page;

  beforeAll(async () => {
    app = await startConsole();
    page = await newPage(app, { clock: true });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("without a session a page sends to /login?redirect=…, and login returns to it", async () => {
    await page.goto(`${app.url}/team/member`);
    await page.waitForURL(/\/login\?redirect=%2Fteam%2Fmember$/);
    expect(await page.locator("html").getAttribute("lang")).toBe("zh-CN");
    await screenshot(page, "login-zh-CN");
    await submitLogin(page, "admin", "wrong-password-1A");
    await expect.poll(() => page.getByTestId("login-error").textContent()).toBe("账号或密码错误");
    await pastButtonDebounce(page); // the login button ignores clicks within 400 ms of the last (spec §9)
    await loginInBrowser(page, "admin", ADMIN_PASSWORD);
    expect(new URL(page.url()).pathname).toBe("/team/member");
    await page.getByTestId("main-header").waitFor();
  });

  it("shows the release notes once per version per user", async () => {
    const dialog = page.getByTestId("release-notes-dialog");
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(VERSION);
    await screenshot(page, "release-notes");
    await page.getByTestId("release-notes-close").click();
    await dialog.waitFor({ state: "hidden" });
    await expect
      .poll(async () => (await app.json(await app.call("GET", "/api/auth/me", { token: app.adminToken }))).settings)
      .toMatchObject({
        releaseNotesSeen: [VERSION],
      });
    await page.reload();
    await page.getByTestId("team-page-teamMember").waitFor();
    await settled(page);
    expect(await dialog.count()).toBe(0);
  });

  it("header: version label major.minor, avatar to the user centre, the page with the screen's name", async () => {
    expect(await page.getByTestId("version-label").textContent()).toBe(`V${VERSION.split(".").slice(0, 2).join(".")}`);
    expect(await page.getByTestId("avatar").getAttribute("href")).toBe("/userCentre");
    expect(await page.getByTestId("page-title").textContent()).toBe("成员管理");
    await page.getByTestId("team-page-teamMember").getByTestId("member-table").waitFor();
    await page.getByTestId("side-menu-team").waitFor();
  });

  for (const language of ["zh", "en"] as const) {
    it(`every top-menu entry opens its section (${language === "zh" ? "zh-CN" : "English"})`, async () => {
      if (language === "en") {
        await page.getByTestId("language").click();
        await page.getByTestId("language-option-en").click();
        await page.getByTestId("submit-modal-submit").click();
        await expect.poll(() => page.getByTestId("submit-modal-submit").getAttribute("data-state")).toBe("success");
        await page.getByTestId("language-dialog").waitFor({ state: "hidden" });
        expect(await page.locator("html").getAttribute("lang")).toBe("en");
        const me = await app.json(await app.call("GET", "/api/auth/me", { token: app.adminToken }));
        expect(me.language).toBe("en");
      }
      for (const entry of TOP_MENU) {
        await page.getByTestId(`top-menu-${entry.section}`).click();
        await page.waitForURL((url) => url.pathname === entry.path);
        await expect.poll(() => page.getByTestId("page-title").textContent()).toBe(entry[language]);
        expect(await page.getByTestId(`top-menu-${entry.section}`).getAttribute("aria-current")).toBe("page");
        await screenshot(page, `top-menu-${entry.section}-${language === "zh" ? "zh-CN" : "en"}`);
      }
    });
  }

  it("the language setting follows the user to a new login", async () => {
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${app.url}/record`);
    await loginInBrowser(page, "admin", ADMIN_PASSWORD);
    await expect.poll(() => page.getByTestId("page-title").textContent()).toBe("Record books");
    await page.getByTestId("side-menu-record").waitFor();
  });

  it("an unknown path shows the 404 page; /uploadRecord/{id} is 404 while the debugger setting is off", async () => {
    await page.goto(`${app.url}/no/such/page`);
    await page.getByTestId("not-found-page").waitFor();
    await screenshot(page, "not-found");
    await page.goto(`${app.url}/uploadRecord/1`);
    await page.getByTestId("not-found-page").waitFor();
  });

  it("the header is hidden on the record editor (a record that does not exist says so), and shown again elsewhere", async () => {
    await page.goto(`${app.url}/editRecord/42`);
    await page.getByTestId("record-error").waitFor();
    expect(await page.getByTestId("record-error").textContent()).toMatch(/不存在|does not exist/);
    expect(await page.getByTestId("main-header").count()).toBe(0);
    await page.goto(`${app.url}/resource/commonList/method`);
    await page.getByTestId("main-header").waitFor();
    await page.getByTestId("side-menu-resource").waitFor();
  });

  it("global search: Enter or the icon opens /globSearch?key=", async () => {
    await page.getByTestId("global-search").fill("buffer pH 7");
    await page.getByTestId("global-search").press("Enter");
    await page.waitForURL((url) => url.pathname === "/globSearch" && url.searchParams.get("key") === "buffer pH 7");
    // On the search page the box shows the words searched for: typed over only once the page is drawn
    // with them (the box held the same typed words before, so its own value proves nothing).
    await expect.poll(() => page.getByTestId("search-field").inputValue()).toBe("buffer pH 7");
    expect(await page.getByTestId("global-search").inputValue()).toBe("buffer pH 7");
    await page.getByTestId("global-search").fill("NaCl");
    await page.getByTestId("global-search-go").click();
    await page.waitForURL((url) => url.searchParams.get("key") === "NaCl");
    // The URL changes before React renders the new key: poll the page, not the URL.
    await expect.poll(() => page.getByTestId("search-field").inputValue()).toBe("NaCl");
    expect(await page.getByTestId("global-search").inputValue()).toBe("NaCl");
  });

  it("the bell lists the seven counts and links them; help has three groups", async () => {
    await page.getByTestId("bell").click();
    const entries = page.getByTestId("bell-menu").locator("[role=menuitem]");
    await expect.poll(() => entries.count()).toBe(7);
    await animationsDone(page); // the menu has finished fading in for the screenshot
    await screenshot(page, "bell");
    await page.getByTestId("bell-approvingExpCount").click();
    await page.waitForURL((url) => url.pathname === "/team/record");
    await page.getByTestId("help").click();
    const help = page.getByTestId("help-panel");
    await help.waitFor();
    expect(await help.locator("ol").count()).toBe(3);
    await screenshot(page, "help");
    await help.getByRole("link").first().click();
    await page.waitForURL((url) => url.pathname === "/team/power");
  });

  it("entries that do not fit collapse into More after a resize", async () => {
    await page.setViewportSize({ width: 900, height: 800 });
    await page.getByTestId("top-menu-more").waitFor({ timeout: patience(3000) });
    // The help panel of the test before may still be fading out over the header on a busy machine.
    await animationsDone(page);
    // Really on screen, not clipped away by the header's other controls.
    const onTop = async () => {
      const box = (await page.getByTestId("top-menu-more").boundingBox())!;
      return page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest("[data-testid=top-menu-more]") !== null,
        [box.x + box.width / 2, box.y + box.height / 2],
      );
    };
    await expect.poll(onTop).toBe(true);
    await screenshot(page, "top-menu-more");
    await page.getByTestId("top-menu-more").click();
    await page.locator("[role=menu] [data-testid=top-menu-ExperimentDesignCenter]").click();
    await page.waitForURL((url) => url.pathname === "/experimentDesignCenter");
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByTestId("top-menu-more").waitFor({ state: "detached", timeout: patience(3000) });
  });

  it("the watermark (user name and time) covers every page and is printed", async () => {
    const watermark = page.getByTestId("watermark");
    await watermark.waitFor({ state: "attached" });
    expect(await watermark.getAttribute("data-watermark-lines")).toMatch(/^管理员 \| \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const style = await watermark.evaluate((el) => {
      const s = getComputedStyle(el);
      return { image: s.backgroundImage, repeat: s.backgroundRepeat, position: s.position, events: s.pointerEvents };
    });
    expect(style.image).toContain("data:image/svg+xml");
    expect(style).toMatchObject({ repeat: "repeat", position: "fixed", events: "none" });
    await page.emulateMedia({ media: "print" });
    expect(await watermark.evaluate((el) => getComputedStyle(el).display)).toBe("block");
    expect(await page.getByTestId("main-header").evaluate((el) => getComputedStyle(el).display)).toBe("none");
    await screenshot(page, "watermark-print");
    await page.emulateMedia({ media: "screen" });
  });

  it("the logout icon ends the session and returns to the login page", async () => {
    await page.getByTestId("logout").click();
    await page.waitForURL((url) => url.pathname === "/login");
    await page.goto(`${app.url}/team`);
    await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("redirect") === "/team");
  });
});
