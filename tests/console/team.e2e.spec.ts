import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  ADMIN,
  ADMIN_PASSWORD,
  animationsDone,
  type ConsoleUnderTest,
  describeInChromium,
  pastButtonDebounce,
  patience,
  screenshot,
  signedInPage,
  startConsole,
} from "./harness";

const NEW_PASSWORD = "Lab-Pass-2026";

interface Row {
  [key: string]: unknown;
}

describeInChromium("team administration pages in Chromium (spec §2 team centre, §5, §6)", () => {
  let app: ConsoleUnderTest;
  let admin: Page;
  let plain: { account: string; password: string };

  /** The rows of a list call, as the administrator. */
  const rows = async (path: string, token = app.adminToken): Promise<Row[]> => {
    const res = await app.call("GET", path, { token });
    const body = (await res.json()) as { code: number; rows?: Row[]; message?: string };
    if (body.code !== 100) throw new Error(`${path}: ${body.message}`);
    return body.rows ?? [];
  };
  const input = (page: Page, testId: string) => page.getByTestId(testId).locator("input").first();
  const select = (page: Page, testId: string) => page.getByTestId(testId).locator("select");
  const submitModal = async (page: Page, dialogTestId: string) => {
    const dialog = page.getByTestId(dialogTestId);
    await dialog.getByTestId("submit-modal-submit").click();
    await dialog.waitFor({ state: "hidden" });
  };
  beforeAll(async () => {
    app = await startConsole();
    await app.releaseNotesSeen(app.adminToken);
    plain = await app.createMember("plain.viewer", "root");
    await app.releaseNotesSeen(await app.login(plain.account, plain.password));
    admin = await signedInPage(app, ADMIN, "/team/member", { clock: true });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("an administrator creates a department and a member on /team/member, and the member can log in", async () => {
    await admin.getByTestId("member-table").waitFor();
    expect(await admin.getByTestId("page-title").textContent()).toBe("成员管理");

    await admin.getByTestId("department-create").click();
    await input(admin, "department-name").fill("合成部");
    await select(admin, "department-parent").selectOption("root");
    await submitModal(admin, "department-dialog");
    const department = (await rows("/api/departments?pageSize=200")).find((d) => d.name === "合成部");
    expect(department).toMatchObject({ parentId: "root" });
    const departmentId = String(department!.id);
    await admin.getByTestId(`department-${departmentId}`).waitFor();

    await admin.getByTestId("member-create").click();
    await input(admin, "member-account").fill("wang.fang");
    await input(admin, "member-realName").fill("王芳");
    await input(admin, "member-password").fill("short");
    expect(await admin.getByTestId("member-password-hints").locator('[data-ok="false"]').count()).toBeGreaterThan(0);
    await input(admin, "member-password").fill(NEW_PASSWORD);
    expect(await admin.getByTestId("member-password-hints").locator('[data-ok="true"]').count()).toBe(3);
    await select(admin, "member-department").selectOption(departmentId);
    await screenshot(admin, "team-member-create-zh-CN");
    await submitModal(admin, "member-dialog");

    const created = (await rows("/api/members?keyword=wang.fang")).find((m) => m.account === "wang.fang");
    expect(created).toMatchObject({ realName: "王芳", departmentId, active: true });
    await admin.getByTestId("member-row-wang.fang").waitFor();

    // Search by name, then the department filter: only the new member remains.
    await input(admin, "member-search").fill("王芳");
    await expect.poll(() => admin.getByTestId("member-table").getAttribute("data-total")).toBe("1");
    await input(admin, "member-search").fill("");
    await admin.getByTestId(`department-${departmentId}`).click();
    await expect.poll(() => admin.getByTestId("member-table").getAttribute("data-total")).toBe("1");
    expect(await admin.getByTestId("member-row-plain.viewer").count()).toBe(0);
    await admin.getByTestId("department-all").click();
    await admin.getByTestId("member-row-plain.viewer").waitFor();
    await screenshot(admin, "team-member-zh-CN");

    const page = await signedInPage(app, { account: "wang.fang", password: NEW_PASSWORD }, "/record");
    // The administrator chose this password: the member replaces it first (21 CFR 11.300), then goes on.
    await page.getByTestId("change-password-page").waitFor();
    await page.getByTestId("password-old").fill(NEW_PASSWORD);
    await page.getByTestId("password-new").fill(`${NEW_PASSWORD}-mine`);
    await page.getByTestId("password-repeat").fill(`${NEW_PASSWORD}-mine`);
    await page.getByTestId("password-submit").click();
    await page.waitForURL((url) => url.pathname === "/record");
    await page.getByTestId("main-header").waitFor();
    await page.close();
    // The later tests log in with the password they know: the member sets it again, as their own.
    const own = await app.login("wang.fang", `${NEW_PASSWORD}-mine`);
    const back = await app.call("POST", "/api/auth/password", {
      token: own,
      json: { oldPassword: `${NEW_PASSWORD}-mine`, newPassword: NEW_PASSWORD },
    });
    expect(back.status).toBe(200);
  });

  it("edits a member into department head, deactivates (login refused, history kept) and reactivates them", async () => {
    const row = admin.getByTestId("member-row-wang.fang");
    await row.getByTestId("member-edit").click();
    await input(admin, "member-edit-realName").fill("王芳芳");
    await admin.getByTestId("member-edit-header").click();
    await input(admin, "member-edit-areaCode").fill("+86");
    await input(admin, "member-edit-mobile").fill("138 0000 0000");
    await submitModal(admin, "member-edit-dialog");
    await expect
      .poll(async () => (await rows("/api/members?keyword=wang.fang"))[0])
      .toMatchObject({ realName: "王芳芳", isDepartmentHeader: true, areaCode: "+86", mobile: "138 0000 0000" });
    await expect.poll(() => row.textContent()).toContain("王芳芳");
    await expect.poll(() => admin.getByTestId("department-tree").textContent()).toContain("王芳芳");

    await row.getByTestId("member-toggle-active").click();
    await submitModal(admin, "member-status-dialog");
    await expect.poll(() => row.getAttribute("data-active")).toBe("false");
    expect(await row.getByTestId("member-status").textContent()).toBe("已停用");
    const refused = await app.call("POST", "/api/auth/login", { json: { account: "wang.fang", password: NEW_PASSWORD } });
    expect(refused.status).toBe(403);
    const history = (await app.service.runtime.ports.events.readStream("member-wang.fang")).map((e) => e.type);
    expect(history).toEqual(expect.arrayContaining(["MemberRegistered", "MemberDeactivated"]));

    await row.getByTestId("member-toggle-active").click();
    await submitModal(admin, "member-status-dialog");
    await expect.poll(() => row.getAttribute("data-active")).toBe("true");
    expect(typeof (await app.login("wang.fang", NEW_PASSWORD))).toBe("string");
  });

  it("creates a custom role with MemberManage on /team/power and assigns it; the member then holds it (GET /api/permissions/me)", async () => {
    const token = await app.login("wang.fang", NEW_PASSWORD);
    const active = async () =>
      (await rows("/api/permissions/me", token)).filter((p) => p.isActive).map((p) => String(p.permissionCode));
    expect(await active()).not.toContain("MemberManage");

    await admin.goto(`${app.url}/team/power`);
    await admin.getByTestId("role-row-member").waitFor();
    // Built-in roles keep their default texts translated.
    expect(await admin.getByTestId("role-row-member").textContent()).toContain("组织的每位成员");
    await admin.getByTestId("role-create").click();
    await admin.getByTestId("role-dialog").waitFor();
    // Client-side check first: a name is required.
    await admin.getByTestId("role-dialog").getByTestId("submit-modal-submit").click();
    await expect.poll(() => admin.getByTestId("role-name").textContent()).toContain("必填");
    await input(admin, "role-name").fill("成员管理员");
    await admin.getByTestId("role-code-MemberManage").click();
    await select(admin, "role-level-project").selectOption("department");
    await screenshot(admin, "team-power-role-dialog-zh-CN");
    // A refused client-side check is a failed submit: the modal is back to idle after 2 s (spec §4).
    await expect
      .poll(() => admin.getByTestId("role-dialog").getByTestId("submit-modal-submit").getAttribute("data-state"), {
        timeout: patience(4000),
      })
      .toBe("idle");
    await submitModal(admin, "role-dialog");

    const role = (await rows("/api/roles")).find((r) => r.name === "成员管理员");
    expect(role).toMatchObject({ builtIn: false, viewingLevels: { project: "department" } });
    expect(role!.permissions).toContainEqual({ permissionCode: "MemberManage", isActive: true });
    expect(role!.permissions).toContainEqual({ permissionCode: "ProjectManage", isActive: false });
    const roleRow = admin.getByTestId(`role-row-${role!.id}`);
    await roleRow.waitFor();
    expect(await roleRow.textContent()).toContain("成员管理");

    await roleRow.getByTestId("role-holders").click();
    const member = (await rows("/api/members?keyword=wang.fang"))[0]!;
    await select(admin, "role-holder-candidate").selectOption(String(member.id));
    await admin.getByTestId("role-holder-add").click();
    await admin.getByTestId("role-holder-wang.fang").waitFor();
    await screenshot(admin, "team-power-zh-CN");
    await expect.poll(async () => (await rows("/api/members?keyword=wang.fang"))[0]!.roleIds).toEqual([role!.id]);
    await expect.poll(active).toContain("MemberManage");

    // The member list names the role too.
    await admin.goto(`${app.url}/team/member`);
    await expect.poll(() => admin.getByTestId("member-row-wang.fang").textContent()).toContain("成员管理员");
  });

  it("a dictionary option added and disabled on /team/dictManage shows as disabled (and leaves the choices)", async () => {
    await admin.goto(`${app.url}/team/dictManage`);
    await admin.getByTestId("dict-add").waitFor();
    await input(admin, "dict-add-category").fill("solvent");
    await input(admin, "dict-add-name").fill("乙醇");
    await admin.getByTestId("dict-add-submit").click();
    const item = admin.locator('[data-name="乙醇"]');
    await item.waitFor();
    await expect.poll(() => input(admin, "dict-add-name").inputValue()).toBe("");
    await input(admin, "dict-add-name").fill("丙酮");
    await pastButtonDebounce(admin); // the button ignores clicks within 400 ms (spec §9)
    await admin.getByTestId("dict-add-submit").click();
    await admin.locator('[data-name="丙酮"]').waitFor();
    await item.getByTestId("dict-item-toggle").click();
    await expect.poll(() => item.getAttribute("data-enabled")).toBe("false");
    expect(await item.getByTestId("dict-item-status").textContent()).toBe("已停用");
    expect(await item.getByTestId("dict-item-toggle").textContent()).toBe("启用");
    const all = await rows("/api/dictionaries?category=solvent&includeDisabled=true");
    expect(all.map((i) => [i.name, i.enabled])).toEqual([
      ["乙醇", false],
      ["丙酮", true],
    ]);
    expect((await rows("/api/dictionaries?category=solvent")).map((i) => i.name)).toEqual(["丙酮"]);
    await animationsDone(admin); // buttons and chips have finished their transitions for the screenshot
    await screenshot(admin, "team-dict-zh-CN");
  });

  it("a numbering rule saved on /team/serialSetting shows the example the server makes; an invalid prefix is refused", async () => {
    await admin.goto(`${app.url}/team/serialSetting`);
    const card = admin.getByTestId("serial-experiment");
    await card.waitFor();
    await input(admin, "serial-experiment-prefix").fill("AB1");
    await expect.poll(() => admin.getByTestId("serial-experiment-prefix").textContent()).toContain("编号前缀最多 4 个英文字母");
    expect(await admin.getByTestId("serial-experiment-save").isDisabled()).toBe(true);
    await input(admin, "serial-experiment-prefix").fill("EXP");
    await select(admin, "serial-experiment-relatedKey").selectOption("date");
    await select(admin, "serial-experiment-dateFormat").selectOption("YYMM");
    await input(admin, "serial-experiment-serialDigits").fill("4");
    await select(admin, "serial-experiment-mode").selectOption("consecutive");
    await admin.getByTestId("serial-experiment-save").click();
    await expect
      .poll(async () => (await rows("/api/numbering-rules")).find((r) => r.target === "experiment"))
      .toMatchObject({
        prefix: "EXP",
        relatedKey: "date",
        dateFormat: "YYMM",
        serialDigits: 4,
        mode: "consecutive",
        isDefault: false,
      });
    const rule = (await rows("/api/numbering-rules")).find((r) => r.target === "experiment")!;
    expect(String(rule.example)).toMatch(/^EXP\d{4}0001$/);
    await expect.poll(() => admin.getByTestId("serial-experiment-example").textContent()).toBe(rule.example);
    await animationsDone(admin); // buttons and chips have finished their transitions for the screenshot
    await screenshot(admin, "team-serial-zh-CN");
  });

  it("the watermark's custom text, once saved on /team/watermark, shows in the preview and in the page's overlay", async () => {
    await admin.goto(`${app.url}/team/watermark`);
    await admin.getByTestId("watermark-form").waitFor();
    await input(admin, "watermark-customText").fill("仅限内部使用 LL");
    await expect.poll(() => admin.getByTestId("watermark-preview").getAttribute("data-lines")).toContain("仅限内部使用 LL");
    expect(await admin.getByTestId("watermark").getAttribute("data-watermark-lines")).not.toContain("仅限内部使用 LL");
    await admin.getByTestId("watermark-form-save").click();
    await expect.poll(() => admin.getByTestId("watermark").getAttribute("data-watermark-lines")).toContain("仅限内部使用 LL");
    const saved = (await app.json(await app.call("GET", "/api/settings/watermark", { token: app.adminToken }))) as Row;
    expect(saved.customText).toBe("仅限内部使用 LL");
    await animationsDone(admin); // buttons and chips have finished their transitions for the screenshot
    await screenshot(admin, "team-watermark-zh-CN");
    // Out of range: the form refuses before the server does.
    await input(admin, "watermark-fontSize").fill("50");
    expect(await admin.getByTestId("watermark-form-save").isDisabled()).toBe(true);
  });

  it("saves the function lab, message and other settings sections", async () => {
    await admin.goto(`${app.url}/team/functionLab`);
    await admin.getByTestId("function-lab-helmMode").click();
    await admin.getByTestId("function-lab-form-save").click();
    await expect
      .poll(
        async () =>
          ((await app.json(await app.call("GET", "/api/settings/functionLab", { token: app.adminToken }))) as Row).helmMode,
      )
      .toBe(true);
    await admin.goto(`${app.url}/team/messageSetting`);
    await select(admin, "messages-pendingReview-cycle").selectOption("weekly");
    await select(admin, "messages-pendingReview-weekday").selectOption("3");
    await admin.getByTestId("message-form-save").click();
    await expect
      .poll(
        async () =>
          ((await app.json(await app.call("GET", "/api/settings/messages", { token: app.adminToken }))) as Row).pendingReview,
      )
      .toMatchObject({ cycle: "weekly", weekday: 3 });
    await screenshot(admin, "team-messages-zh-CN");
    await admin.goto(`${app.url}/team/otherSetting`);
    await input(admin, "other-tempSaveTime").fill("45");
    await admin.getByTestId("other-form-save").click();
    await expect
      .poll(
        async () =>
          ((await app.json(await app.call("GET", "/api/settings/other", { token: app.adminToken }))) as Row).tempSaveTime,
      )
      .toBe(45);
    await admin.getByTestId("files-form").locator("textarea").first().fill("pdf, .DOCX txt");
    await admin.getByTestId("files-form-save").click();
    await expect
      .poll(async () => ((await app.json(await app.call("GET", "/api/settings/files", { token: app.adminToken }))) as Row).accept)
      .toEqual(["pdf", "docx", "txt"]);
    await screenshot(admin, "team-other-zh-CN");
    // Spec §4: trace modification opens once and cannot be closed again (the switch locks; the server refuses too).
    await admin.getByTestId("other-traceModification").click();
    await pastButtonDebounce(admin);
    await admin.getByTestId("other-form-save").click();
    await expect
      .poll(
        async () =>
          ((await app.json(await app.call("GET", "/api/settings/other", { token: app.adminToken }))) as Row).traceModification,
      )
      .toBe(true);
    await expect.poll(() => admin.getByTestId("other-traceModification").locator("input").isDisabled()).toBe(true);
  });

  it("a change made while the last save's refetch is still on its way is kept, and saved", async () => {
    const other = async () => (await app.json(await app.call("GET", "/api/settings/other", { token: app.adminToken }))) as Row;
    const debuggerBefore = (await other()).debugger;
    await admin.goto(`${app.url}/team/otherSetting`);
    await input(admin, "other-tempSaveTime").waitFor();
    // Given the refetch that follows a save held on its way back (a slow network, a busy server)
    const held: Array<() => Promise<void>> = [];
    await admin.route("**/api/settings/other*", async (route) => {
      if (route.request().method() === "GET") held.push(() => route.continue());
      else await route.continue();
    });
    await input(admin, "other-tempSaveTime").fill("50");
    await admin.getByTestId("other-form-save").click();
    await expect.poll(() => held.length).toBe(1);
    // When the member changes a switch before it lands
    await admin.getByTestId("other-debugger").click();
    for (const release of held) await release();
    await admin.unroute("**/api/settings/other*");
    await admin.getByTestId("toast").filter({ hasText: "已保存" }).first().waitFor();
    // Then the change is still on screen, and it is what the next save stores
    expect(await admin.getByTestId("other-debugger").locator("input").isChecked()).toBe(!debuggerBefore);
    await pastButtonDebounce(admin);
    await admin.getByTestId("other-form-save").click();
    await expect.poll(async () => (await other()).debugger).toBe(!debuggerBefore);
    expect((await other()).tempSaveTime).toBe(50);
  });

  it("a plain member sees the administration pages without edit controls, and the server refuses their changes", async () => {
    const page = await signedInPage(app, plain, "/team/member");
    const pages = [
      ["/team/member", "teamMember", ["member-create", "department-create", "member-edit"]],
      ["/team/power", "teamPower", ["role-create", "role-edit", "role-delete"]],
      ["/team/dictManage", "teamDictManage", ["dict-add", "dict-item-toggle"]],
      ["/team/serialSetting", "teamSerialSetting", ["serial-experiment-save"]],
      ["/team/watermark", "teamWatermark", ["watermark-form-save"]],
      ["/team/messageSetting", "teamMessageSetting", ["message-form-save"]],
      ["/team/otherSetting", "teamOtherSetting", ["other-form-save", "files-form-save"]],
      ["/team/functionLab", "teamFunctionLab", ["function-lab-form-save"]],
      ["/team/reactionProduct", "teamReactionProduct", ["reaction-product-form-save"]],
    ] as const;
    for (const [path, route, controls] of pages) {
      if (new URL(page.url()).pathname !== path) await page.goto(`${app.url}${path}`);
      await page.getByTestId(`team-page-${route}`).getByTestId("team-read-only").first().waitFor();
      for (const control of controls) expect(await page.getByTestId(control).count(), `${path} ${control}`).toBe(0);
    }
    await page.goto(`${app.url}/team/member`);
    await page.getByTestId("member-row-wang.fang").waitFor();
    await screenshot(page, "team-member-read-only-zh-CN");
    const token = await app.login(plain.account, plain.password);
    const refused = await app.call("PUT", "/api/settings/watermark", {
      token,
      json: (await app.json(await app.call("GET", "/api/settings/watermark", { token }))) as Row,
    });
    expect(refused.status).toBe(403);
    expect((await app.call("POST", "/api/roles", { token, json: {} })).status).toBe(403);
    await page.close();
  });

  it("shows a refusal from the server as its localised message, not a blank page", async () => {
    // A member of the team who is deactivated while the page is open: their next read is refused.
    const page = await signedInPage(app, plain, "/team/dictManage");
    await page.getByTestId("team-read-only").waitFor();
    await page.route("**/api/dictionaries*", (route) =>
      route.fulfill({
        status: 403,
        contentType: "application/json",
        body: JSON.stringify({ code: 403, key: "auth.forbidden", message: "您没有权限执行此操作" }),
      }),
    );
    await page.reload();
    await expect.poll(() => page.getByTestId("team-refused").textContent()).toBe("您没有权限执行此操作");
    await screenshot(page, "team-refused-zh-CN");
    await page.close();
  });

  it("works in English: /team/power and /team/member", async () => {
    const token = await app.login("admin", ADMIN_PASSWORD);
    await app.json(await app.call("PUT", "/api/me/settings", { token, json: { language: "en" } }));
    const page = await signedInPage(app, ADMIN, "/team/power");
    await expect.poll(() => page.getByTestId("page-title").textContent()).toBe("Permission setup");
    const role = (await rows("/api/roles")).find((r) => r.name === "成员管理员")!;
    await expect.poll(() => page.getByTestId(`role-row-${role.id}`).textContent()).toContain("Member management");
    expect(await page.getByTestId("role-row-member").textContent()).toContain("Built-in");
    expect(await page.getByTestId("role-row-member").textContent()).toContain("Every member of the organisation");
    await page.getByTestId(`role-row-${role.id}`).getByTestId("role-holders").click();
    await page.getByTestId("role-holder-wang.fang").waitFor();
    await screenshot(page, "team-power-en");
    await page.goto(`${app.url}/team/member`);
    await expect.poll(() => page.getByTestId("page-title").textContent()).toBe("Member management");
    await expect.poll(() => page.getByTestId("member-row-wang.fang").getByTestId("member-status").textContent()).toBe("Active");
    await screenshot(page, "team-member-en");
    await page.goto(`${app.url}/team/watermark`);
    await page.getByTestId("watermark-preview").waitFor();
    await screenshot(page, "team-watermark-en");
    await page.close();
  });
  it("assigns roles from the member list, resets a password (to be changed at the next login), and deletes a custom role", async () => {
    const role = await app.json(
      await app.call("POST", "/api/roles", {
        token: app.adminToken,
        json: {
          name: "临时角色",
          description: "",
          permissions: [{ permissionCode: "FulltextSearch", isActive: true }],
          viewingLevels: { project: "own", task: "own", experiment: "ownInDepartment" },
        },
      }),
    );
    await app.caughtUp(role.position as number);
    await admin.goto(`${app.url}/team/member`);
    await admin.getByTestId("member-row-plain.viewer").getByTestId("member-assign-roles").click();
    await admin.getByTestId(`member-role-${role.roleId}`).click();
    await submitModal(admin, "member-roles-dialog");
    await expect.poll(async () => (await rows("/api/members?keyword=plain.viewer"))[0]!.roleIds).toEqual([role.roleId]);

    await admin.getByTestId("member-row-wang.fang").getByTestId("member-reset-password").click();
    await input(admin, "member-new-password").fill("Reset-Pass-2027");
    await submitModal(admin, "member-password-dialog");
    const token = await app.login("wang.fang", "Reset-Pass-2027", { keepExpiredPassword: true });
    expect((await app.json(await app.call("GET", "/api/auth/me", { token }))).mustChangePassword).toBe(true);

    await admin.goto(`${app.url}/team/power`);
    const roleRow = admin.getByTestId(`role-row-${role.roleId}`);
    await roleRow.getByTestId("role-delete").click();
    await admin.getByTestId("role-delete-confirm").click();
    await roleRow.waitFor({ state: "detached" });
    expect((await rows("/api/roles")).map((r) => r.id)).not.toContain(role.roleId);
    expect(await admin.getByTestId("role-row-member").getByTestId("role-delete").count()).toBe(0);
  });
});
