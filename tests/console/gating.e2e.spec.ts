import { afterAll, beforeAll, expect, it } from "vitest";
import { ADMIN_PASSWORD, type ConsoleUnderTest, describeInChromium, screenshot, signedInPage, startConsole } from "./harness";

describeInChromium("console gating in Chromium (spec §2, §6)", () => {
  let app: ConsoleUnderTest;
  let trial: { account: string; password: string };
  let member: { account: string; password: string };

  beforeAll(async () => {
    app = await startConsole();
    trial = await app.createMember("trial.user", "1");
    member = await app.createMember("plain.member", "root");
    for (const who of [trial, member]) await app.releaseNotesSeen(await app.login(who.account, who.password));
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("a trial account (not in a group) opening a team path goes to /noTeam", async () => {
    const page = await signedInPage(app, trial, "/team/member");
    await page.waitForURL((url) => url.pathname === "/noTeam");
    await page.getByTestId("no-team-page").waitFor();
    await screenshot(page, "gating-trial-noTeam");
    await page.goto(`${app.url}/team/record`);
    await page.waitForURL((url) => url.pathname === "/noTeam");
    await page.close();
  });

  it("a trial, non-admin account gets the no-access page in the sample centre, data mining and report edit", async () => {
    const page = await signedInPage(app, trial, "/sampleCenter");
    await page.getByTestId("no-access-page").waitFor();
    expect(await page.getByTestId("no-access-page").textContent()).toContain("试用账号");
    await screenshot(page, "gating-trial-no-access");
    for (const path of ["/datamining", "/datamining/add", "/sampleCenter/sampleTestTask", "/reportEdit"]) {
      await page.goto(`${app.url}${path}`);
      await page.getByTestId("no-access-page").waitFor();
    }
    await page.goto(`${app.url}/project`);
    await page.getByTestId("project-page").waitFor();
    await page.close();
  });

  it("a member of the (non-trial) organisation opens the team area, sample centre and data mining", async () => {
    const page = await signedInPage(app, member, "/team/member");
    await page.getByTestId("team-page-teamMember").waitFor();
    expect(new URL(page.url()).pathname).toBe("/team/member");
    expect(await page.getByTestId("avatar").getAttribute("href")).toBe("/userCentre");
    await page.goto(`${app.url}/sampleCenter`);
    await page.getByTestId("coming-page").waitFor();
    await page.goto(`${app.url}/datamining`);
    await page.getByTestId("datamining-reports-page").waitFor();
    await page.close();
  });

  it("the home page is project-oriented when the project-main setting is on", async () => {
    const page = await signedInPage(app, { account: "admin", password: ADMIN_PASSWORD }, "/");
    await page.getByTestId("release-notes-close").click();
    await expect.poll(() => page.getByTestId("page-title").textContent()).toBe("首页");
    const other = await app.json(await app.call("GET", "/api/settings/other", { token: app.adminToken }));
    const saved = await app.call("PUT", "/api/settings/other", { token: app.adminToken, json: { ...other, projectMain: true } });
    expect(saved.status).toBe(200);
    await page.reload();
    await expect.poll(() => page.getByTestId("page-title").textContent()).toBe("项目首页");
    await page.close();
  });
});
