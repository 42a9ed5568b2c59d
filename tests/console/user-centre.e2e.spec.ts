import { afterAll, beforeAll, expect, it } from "vitest";
import { type ConsoleUnderTest, describeInChromium, newPage, screenshot, startConsole, submitLogin } from "./harness";

describeInChromium("first login and the user centre in Chromium (21 CFR 11.300, 11.50)", () => {
  let app: ConsoleUnderTest;
  const FIRST = "Chosen-by-Admin-1";
  const OWN = "Only-I-Know-2026";

  beforeAll(async () => {
    app = await startConsole();
    const created = await app.json(
      await app.call("POST", "/api/members", {
        token: app.adminToken,
        json: { account: "new.chemist", realName: "新 化学家", password: FIRST, departmentId: "root" },
      }),
    );
    await app.caughtUp(created.position as number);
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("a member whose first password an administrator chose must replace it before anything else", async () => {
    const page = await newPage(app);
    await page.goto(`${app.url}/record`);
    await submitLogin(page, "new.chemist", FIRST);
    await page.getByTestId("change-password-page").waitFor();
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/record");
    // Another address still leads here until the password is replaced.
    await page.goto(`${app.url}/team/myTask`);
    await page.getByTestId("change-password-page").waitFor();
    await page.getByTestId("password-old").fill(FIRST);
    await page.getByTestId("password-new").fill(OWN);
    await page.getByTestId("password-repeat").fill("Something-else-1");
    await expect.poll(() => page.getByTestId("password-repeat-hint").textContent()).toBe("两次输入的新密码不一致");
    expect(await page.getByTestId("password-submit").isDisabled()).toBe(true);
    await page.getByTestId("password-repeat").fill(OWN);
    await screenshot(page, "first-login-change-password");
    await page.getByTestId("password-submit").click();
    await page.waitForURL((url) => url.pathname === "/team/myTask");
    await page.getByTestId("page-title").waitFor();
    await page.close();
    const relogin = await app.call("POST", "/api/auth/login", { json: { account: "new.chemist", password: OWN } });
    expect((await relogin.json()).response.passwordExpired).toBe(false);
  });

  it("the avatar opens the user centre: profile, language, password and what each signature meaning says", async () => {
    const page = await newPage(app);
    await page.goto(`${app.url}/record`);
    await submitLogin(page, "new.chemist", OWN);
    await page.getByTestId("page-title").waitFor();
    await app.releaseNotesSeen(await app.login("new.chemist", OWN));
    await page.reload();
    // The home page shows what the member works on; a new member has nothing yet, and is told so.
    await page.goto(`${app.url}/`);
    await expect.poll(() => page.getByTestId("home-writing").textContent()).toContain("没有等待您完成的记录");
    await expect.poll(() => page.getByTestId("home-tasks").textContent()).toContain("没有分配给您的任务");
    await expect.poll(() => page.getByTestId("home-reviews").textContent()).toContain("没有等待您审批的记录");
    await expect.poll(() => page.getByTestId("home-recalls").textContent()).toContain("没有等待您决定的撤回申请");
    await expect.poll(() => page.getByTestId("home-messages").textContent()).toContain("没有未读消息");
    expect(await page.getByTestId("coming-page").count()).toBe(0);
    await page.getByTestId("avatar").click();
    await page.getByTestId("user-centre-page").waitFor();
    expect(await page.getByTestId("user-centre-profile").textContent()).toContain("新 化学家");
    const meanings = (await page.getByTestId("user-centre-meanings").textContent()) ?? "";
    for (const word of ["作者", "审核", "批准", "驳回", "负责"]) expect(meanings).toContain(word);
    await page.getByTestId("user-centre-language").click();
    await page.getByTestId("language-option-en").click();
    await page.getByTestId("submit-modal-submit").click();
    await page.getByTestId("language-dialog").waitFor({ state: "hidden" });
    await expect.poll(() => page.getByTestId("page-title").textContent()).toBe("User centre");
    expect(await page.getByTestId("user-centre-meanings").textContent()).toContain("I reject this version of the record");
    await screenshot(page, "user-centre-en");
    await page.close();
  });
});
