import type { Locator, Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import {
  type Account,
  type ConsoleUnderTest,
  chooseOption,
  consoleForSuite,
  describeInChromium,
  screenshot,
  settled,
  signedInPage,
} from "./harness";

type Json = Record<string, unknown>;
type Row = { id: string; name: string; useCount: number; collected: boolean; scope: string; binned: boolean };

/**
 * Issue 18, record templates in Chromium (spec §2 /resource, /resource/myTemplate, /previewTemplate,
 * /resource/templateVersion, /team/publish, /newRecord; §4 Templates, approval queues, saving as a template):
 * an author builds a template and asks to publish it to the department, a department header signs the
 * approval, a colleague makes a record from it in one step; the centre's search, scope and ranking; the
 * recycle bin; and an English flow from a record saved as a template to two versions side by side.
 */
describeInChromium("record templates in Chromium: build, publish with a signature, use (issue 18)", () => {
  let app: ConsoleUnderTest;
  type Person = Account & { token: string; id: string };
  const who = {} as Record<"author" | "reviewer" | "colleague" | "english", Person>;
  const page: Record<string, Page> = {};
  let templateId: string;
  /** The author's second template (the centre's and the bin's tests). */
  let second: string;

  consoleForSuite((started) => {
    app = started;
  });

  const person = async (account: string, language: "zh-CN" | "en" = "zh-CN") => {
    const created = await app.createMember(account, "root");
    const token = await app.login(created.account, created.password);
    await app.releaseNotesSeen(token);
    await app.api("PUT", "/me/settings", token, { language });
    const me = await app.api("GET", "/auth/me", token);
    return { ...created, token, id: me.id as string };
  };
  /** Clicks a modal's submit once it is idle (a failed submit settles after 2 s). */
  const submitModal = (scope: Locator) => scope.locator('[data-testid="submit-modal-submit"][data-state="idle"]').click();
  const card = (p: Page, title: string) => p.locator(`[data-module-title="${title}"]`);
  const addModule = async (p: Page, kind: string, title: string) => {
    await p.getByTestId("add-module").click();
    const dialog = p.getByTestId("add-module-dialog");
    await chooseOption(p, dialog.getByRole("combobox").first(), p.getByTestId(`kind-${kind}`));
    await p.getByTestId("add-module-title").fill(title);
    await submitModal(dialog);
    await card(p, title).waitFor();
    await dialog.waitFor({ state: "hidden" });
  };
  const rowsOf = async (as: keyof typeof who, query = "") =>
    (await (await app.call("GET", `/api/templates?pageSize=200${query}`, { token: who[as].token })).json()).rows as Row[];

  beforeAll(async () => {
    who.author = await person("tpl.author");
    who.reviewer = await person("tpl.reviewer");
    who.colleague = await person("tpl.colleague");
    who.english = await person("tpl.english", "en");
    // The author may ask to publish (TemplateShare, the header role's); the reviewer heads the department.
    await app.api("PUT", `/members/${who.author.id}/roles`, app.adminToken, { roleIds: ["member", "department-header"] });
    await app.api("PATCH", `/members/${who.reviewer.id}`, app.adminToken, { isDepartmentHeader: true });
    await app.api("POST", "/notebooks", who.colleague.token, { name: "PCR 记录本" });
    page.author = await signedInPage(app, who.author, "/");
  });

  it("作者从首页菜单新建模板，添加模块（必填、默认内容、锁定），保存版本并申请发布到部门", async () => {
    const p = page.author!;
    await p.getByTestId("side-createTemplate").click();
    const dialog = p.getByTestId("create-template-dialog");
    await dialog.waitFor();
    await dialog.getByTestId("create-template-name").fill("PCR 扩增模板");
    await dialog.getByTestId("create-template-description").fill("常规 PCR 扩增的步骤与结果");
    await submitModal(dialog);
    await p.getByTestId("template-editor").waitFor();
    templateId = decodeURIComponent(new URL(p.url()).pathname.split("/").at(-1)!);

    await addModule(p, "input", "样品名称");
    await card(p, "样品名称").getByTestId("template-module-required").check();
    // Authorised in the template: the reviewer may write it in every record made from it (spec §6).
    await card(p, "样品名称").getByTestId("template-module-authorised").check();
    await card(p, "样品名称").getByTestId("module-grant").click();
    const grant = p.getByTestId("grant-dialog");
    await grant.getByRole("combobox").first().click();
    await p.getByRole("option", { name: /tpl\.reviewer/ }).click();
    await submitModal(grant);
    await grant.waitFor({ state: "hidden" });
    await addModule(p, "textarea", "实验步骤");
    await card(p, "实验步骤").locator('[data-testid^="field-"]').fill("1. 预变性 95 ℃ 3 分钟\n2. 30 个循环");
    await card(p, "实验步骤").getByTestId("template-module-locked").check();
    await p.getByTestId("template-unsaved").waitFor();
    await p.getByTestId("template-save-draft").click();
    await p.getByTestId("template-saved").waitFor();

    await p.getByTestId("template-save-version").click();
    const version = p.getByTestId("template-version-dialog");
    await version.getByTestId("template-change-summary").fill("初版");
    await submitModal(version);
    await version.waitFor({ state: "hidden" });
    await settled(p);
    await screenshot(p, "template-editor-zh-CN");
    const saved = await app.api("GET", `/templates/${templateId}`, who.author.token);
    expect(saved).toMatchObject({ name: "PCR 扩增模板", latestVersion: 1, scope: "personal" });
    const modules = (saved.draft as { modules: Json[] }).modules;
    expect(modules.map((m) => [m.title, m.type, m.required, m.locked])).toEqual([
      ["样品名称", "input", true, false],
      ["实验步骤", "textarea", false, true],
    ]);
    expect(modules[0]!.grants).toEqual({ [who.reviewer.id]: 1 });
    expect(modules[1]!.grants).toBeUndefined();

    await p.goto(`${app.url}/resource/myTemplate`);
    const row = p.locator('[data-testid="my-template-row"][data-name="PCR 扩增模板"]');
    expect(await row.getByTestId("my-template-state").textContent()).toBe("个人（未发布）");
    await row.getByTestId("template-publish").click();
    const publish = p.getByTestId("publish-dialog");
    await publish.getByTestId("publish-scope").locator("..").getByRole("combobox").click();
    await p.getByTestId("publish-scope-department").click();
    await submitModal(publish);
    await publish.waitFor({ state: "hidden" });
    await expect.poll(() => row.getByTestId("my-template-state").textContent()).toBe("等待审批：部门，版本 1");
  });

  it("部门负责人在模板发布审批中以电子签名批准；已审批页显示决定", async () => {
    page.reviewer = await signedInPage(app, who.reviewer, "/team/publish");
    const p = page.reviewer;
    const row = p.locator('[data-testid="publish-request"][data-name="PCR 扩增模板"]');
    await row.waitFor();
    expect(await row.textContent()).toContain("tpl.author 测试");
    await row.getByTestId("publish-approve").click();
    const dialog = p.getByTestId("signature-dialog");
    await dialog.getByTestId("signature-password").fill(who.reviewer.password);
    await submitModal(dialog);
    await dialog.waitFor({ state: "hidden" });
    await p.getByTestId("publish-queue-empty").waitFor();
    await p.goto(`${app.url}/team/approvedPublish`);
    const decided = p.locator('[data-testid="publish-request"][data-name="PCR 扩增模板"]').getByTestId("publish-decision");
    expect(await decided.getAttribute("data-approved")).toBe("true");
    await screenshot(p, "template-publish-approved-zh-CN");
    expect(await app.api("GET", `/templates/${templateId}`, who.author.token)).toMatchObject({
      scope: "department",
      publishedVersion: 1,
    });
  });

  it("同事在模板中心找到模板，选择记录本，一步新建记录；编辑器显示来自模板及版本，锁定模块只读", async () => {
    page.colleague = await signedInPage(app, who.colleague, "/resource");
    const p = page.colleague;
    await p.getByTestId("template-search").fill("PCR");
    const row = p.locator('[data-testid="template-row"][data-name="PCR 扩增模板"]');
    // The preview shows the published version, read-only, the locked module marked.
    await row.getByTestId("template-preview").click();
    await p.getByTestId("template-preview-page").waitFor();
    expect(await p.getByTestId("template-preview-version").textContent()).toBe("版本 1，作者 tpl.author 测试");
    expect(await card(p, "实验步骤").textContent()).toContain("在记录中锁定");
    expect(await card(p, "实验步骤").getAttribute("data-editable")).toBe("false");
    await p.goBack();
    await p.getByTestId("template-search").fill("PCR");
    await row.getByTestId("template-use").click();
    await p.locator('[data-testid="template-book"][data-name="PCR 记录本"]').click();
    await p.getByTestId("new-record-template").waitFor();
    expect(await p.getByTestId("new-record-template").textContent()).toContain("PCR 扩增模板");
    expect(await p.getByTestId("new-record-template").textContent()).toContain("版本 1");
    await p.getByTestId("new-record-title").fill("PCR 第 1 次");
    await p.getByTestId("new-record-create").click();
    await p.getByTestId("record-editor").waitFor();
    expect(await p.getByTestId("from-template").textContent()).toBe("来自模板“PCR 扩增模板”，版本 1");
    expect(await card(p, "实验步骤").getAttribute("data-editable")).toBe("false");
    expect(await card(p, "实验步骤").locator('[data-testid^="field-"]').inputValue()).toContain("预变性 95 ℃");
    await settled(p);
    await screenshot(p, "record-from-template-zh-CN");
    const recordId = (await p.getByTestId("record-editor").getAttribute("data-record-id"))!;
    const made = await app.api("GET", `/experiments/${recordId}`, who.colleague.token);
    expect(made).toMatchObject({ title: "PCR 第 1 次", templateId, templateVersion: 1 });
    const sample = (made.modules as Json[]).find((m) => m.title === "样品名称")!;
    expect(sample.grants).toEqual({ [who.reviewer.id]: 1 });
    await p.goto(`${app.url}/previewRecord/${recordId}`);
    expect(await p.getByTestId("from-template").textContent()).toBe("来自模板“PCR 扩增模板”，版本 1");
  });

  it("模板中心：按名称搜索、按范围筛选（部门、我的收藏）、按使用次数或更新时间排序", async () => {
    // A second template of the author's, published to the department too, never used.
    second = (await app.api("POST", "/templates", who.author.token, { name: "Western 印迹模板", description: "" })).id as string;
    await app.api("POST", `/templates/${second}/versions`, who.author.token, { changeSummary: "初版" });
    const request = await app.api("POST", `/templates/${second}/publish`, who.author.token, { scope: "department", version: 1 });
    await app.api("POST", `/templates/${second}/publish-requests/${request.requestId}/approve`, who.reviewer.token, {
      password: who.reviewer.password,
      meaning: "approval",
      comment: "",
    });
    await expect
      .poll(async () => (await rowsOf("colleague")).map((r) => r.name).sort())
      .toEqual(["PCR 扩增模板", "Western 印迹模板"]);

    const p = page.colleague!;
    await p.goto(`${app.url}/resource`);
    const names = () => p.getByTestId("template-row").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-name")));
    // Ranking: the one a record was made from comes first; by update: the newer one.
    await expect.poll(names).toEqual(["PCR 扩增模板", "Western 印迹模板"]);
    expect(await p.locator('[data-name="PCR 扩增模板"] [data-testid="template-uses"]').textContent()).toBe("1");
    await p.getByTestId("template-sort").locator("..").getByRole("combobox").click();
    await p.getByTestId("template-sort-updated").click();
    await expect.poll(names).toEqual(["Western 印迹模板", "PCR 扩增模板"]);
    // Search by name.
    await p.getByTestId("template-search").fill("Western");
    await expect.poll(names).toEqual(["Western 印迹模板"]);
    await p.getByTestId("template-search").fill("");
    // The department scope lists both; the personal scope (my own) none of them.
    await p.getByTestId("template-scope-department").click();
    await expect.poll(async () => (await names()).length).toBe(2);
    await p.getByTestId("template-scope-personal").click();
    await p.getByTestId("template-empty").waitFor();
    // Favourites: collect one, the filter lists only it.
    await p.getByTestId("template-scope-all").click();
    await p.locator('[data-testid="template-row"][data-name="Western 印迹模板"]').getByTestId("template-collect").click();
    await p.locator('[data-testid="template-row"][data-name="Western 印迹模板"][data-collected="true"]').waitFor();
    await p.getByTestId("template-scope-collected").click();
    await expect.poll(names).toEqual(["Western 印迹模板"]);
    await settled(p);
    await screenshot(p, "template-centre-zh-CN");
    expect((await rowsOf("colleague", "&scope=collected")).map((r) => r.name)).toEqual(["Western 印迹模板"]);
  });

  it("作者取消发布并将模板移入回收站：同事看不到；在回收站中恢复后为个人模板", async () => {
    const p = page.author!;
    await p.goto(`${app.url}/resource/myTemplate`);
    const row = p.locator('[data-testid="my-template-row"][data-name="Western 印迹模板"]');
    await row.getByTestId("template-unpublish").click();
    const unpublishing = p.getByTestId("unpublish-dialog");
    await unpublishing.getByTestId("unpublish-reason").fill("方法已更新");
    await submitModal(unpublishing);
    await expect.poll(() => row.getByTestId("my-template-state").textContent()).toBe("个人（未发布）");
    await expect.poll(async () => (await rowsOf("colleague")).map((r) => r.name)).toEqual(["PCR 扩增模板"]);
    await row.getByTestId("template-bin-button").click();
    await submitModal(p.getByTestId("bin-dialog"));
    await row.waitFor({ state: "detached" });
    await expect.poll(async () => (await rowsOf("colleague")).map((r) => r.name)).toEqual(["PCR 扩增模板"]);
    await p.getByTestId("my-templates-tab-bin").click();
    const binned = p.locator('[data-testid="my-template-row"][data-name="Western 印迹模板"]');
    await binned.getByTestId("template-restore").click();
    await binned.waitFor({ state: "detached" });
    await p.getByTestId("my-templates-tab-mine").click();
    await expect.poll(() => row.getByTestId("my-template-state").textContent()).toBe("个人（未发布）");
    expect(await app.api("GET", `/templates/${second}`, who.author.token)).toMatchObject({ binned: false, scope: "personal" });
    expect((await rowsOf("colleague")).map((r) => r.name)).toEqual(["PCR 扩增模板"]);
  });

  it("in English: a record saved as a template, changed and saved as version 2, and the two versions side by side", async () => {
    const record = await app.newRecord(who.english.token, {
      book: "Assays",
      title: "ELISA plate 7",
      modules: [{ type: "textarea", title: "Procedure" }],
    });
    const p = await signedInPage(app, who.english, `/editRecord/${record.id}`);
    await p.getByTestId("record-editor").waitFor();
    await p.getByTestId("record-save-as-template").click();
    const dialog = p.getByTestId("save-as-template-dialog");
    await dialog.getByTestId("save-as-template-name").fill("ELISA template");
    await dialog.getByTestId("save-as-template-description").fill("Sandwich ELISA");
    await submitModal(dialog);
    await p.getByTestId("template-editor").waitFor();
    expect(await p.getByTestId("template-editor-title").textContent()).toBe("Template: ELISA template");

    await card(p, "Procedure").locator('[data-testid^="field-"]').fill("Coat the plate overnight");
    await addModule(p, "input", "Plate reader");
    // Reordered and pruned in the editor: a module added by mistake removed, the reader moved first.
    await addModule(p, "input", "Scratch");
    await card(p, "Scratch").getByTestId("module-menu").click();
    await p.getByTestId("module-delete").click();
    await p.getByTestId("module-delete-confirm").click();
    await card(p, "Scratch").waitFor({ state: "detached" });
    await card(p, "Plate reader").getByTestId("module-menu").click();
    await p.getByTestId("module-up").click();
    await expect
      .poll(() => p.locator("[data-module-title]").evaluateAll((cards) => cards.map((c) => c.getAttribute("data-module-title"))))
      .toEqual(["Plate reader", "Procedure"]);
    await p.getByTestId("template-save-version").click();
    const version = p.getByTestId("template-version-dialog");
    await version.getByTestId("template-change-summary").fill("Procedure written, reader added");
    await submitModal(version);
    await version.waitFor({ state: "hidden" });
    await p.getByTestId("template-saved").waitFor();
    const templateOf = new URL(p.url()).pathname.split("/").at(-1)!;
    const v2 = await app.api("GET", `/templates/${templateOf}/versions/2`, who.english.token);
    expect((v2.modules as Json[]).map((m) => m.title)).toEqual(["Plate reader", "Procedure"]);

    await p.getByTestId("template-versions").click();
    await p.getByTestId("template-versions-page").waitFor();
    await p.getByTestId("side-by-side").waitFor();
    expect(await p.getByTestId("template-version-row").count()).toBe(2);
    // The template's own fields (name, description) line up first, as a record's do.
    expect(await p.getByTestId("sbs-detail").count()).toBe(4);
    expect(await p.getByTestId("compare-heading").textContent()).toContain("Version 1");
    expect(await p.getByTestId("compare-heading").textContent()).toContain("Version 2");
    const added = p.locator('[data-testid="sbs-module-status"]').filter({ hasText: "Added" });
    expect(await added.count()).toBe(1);
    expect(await p.getByTestId("side-by-side").textContent()).toContain("Coat the plate overnight");
    await settled(p);
    await screenshot(p, "template-versions-en");
  });
});
