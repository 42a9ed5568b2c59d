import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  type Account,
  animationsDone,
  type ConsoleUnderTest,
  describeInChromium,
  patience,
  screenshot,
  settled,
  signedInPage,
  startConsole,
} from "./harness";

/** What a person reads on the page (not the markup, not the address). */
async function pageText(page: Page): Promise<string> {
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a person reads
  return page.locator("body").innerText();
}

/** The texts of the cells of one column of the report's table, top to bottom. */
const columnCells = (page: Page, columnId: string) =>
  page.getByTestId("report-row").locator(`td[data-column="${columnId}"]`).allTextContents();

/** Picks an option of an Autocomplete multi-select by typing part of its name. */
async function choose(page: Page, testId: string, typed: string, option: string): Promise<void> {
  await page.getByTestId(testId).locator("input").fill(typed);
  await page.getByRole("option", { name: option }).click();
  await page.keyboard.press("Escape");
}

describeInChromium("data mining in Chromium: a chart of yields across a project's records (issue 21)", () => {
  let app: ConsoleUnderTest;
  let chen: Account;
  let chenToken: string;
  /** Every id the seeded data and the saved definitions carry: none may reach the page's text. */
  const ids: string[] = [];
  let templateId = "";
  let reportId = "";

  beforeAll(async () => {
    app = await startConsole();
    chen = await app.createMember("dm.chen", "root");
    chenToken = await app.login(chen.account, chen.password);
    await app.releaseNotesSeen(chenToken);
    ids.push((await app.api("GET", "/auth/me", chenToken)).id as string);

    const saveModule = async (recordId: string, module: Record<string, unknown>, data: unknown) => {
      const added = await app.api("POST", `/experiments/${recordId}/modules`, chenToken, module);
      ids.push(added.moduleId as string);
      await app.api("PUT", `/experiments/${recordId}/modules/${added.moduleId}`, chenToken, { data, lastCacheTime: 0 });
    };
    const batches = async (projectName: string, yields: number[]) => {
      const project = await app.api("POST", "/projects", chenToken, { name: projectName });
      const book = await app.api("POST", "/notebooks", chenToken, { name: `${projectName} 批次`, projectId: project.id });
      ids.push(project.id as string, book.id as string);
      for (const [n, value] of yields.entries()) {
        const record = await app.api("POST", "/experiments", chenToken, { notebookId: book.id, title: `酯化批次 ${n + 1}` });
        ids.push(record.id as string);
        await saveModule(record.id as string, { type: "inputNumber", title: "Yield" }, { fields: { value } });
        await saveModule(
          record.id as string,
          { type: "grid", subType: "labMaterial", title: "Materials", columns: [{ field: "name", required: true }] },
          {
            rows: [
              { rowId: "r1", name: "乙酸", mass: 1.5 + n },
              { rowId: "r2", name: "乙醇", mass: 2 },
            ],
          },
        );
      }
    };
    await batches("酯化工艺放大", [72, 81.5, 90]);
    // Another project's record: a template narrowed to the first project must not read it.
    await batches("其他项目", [10]);
  }, patience(180_000));
  afterAll(async () => {
    await app?.stop();
  });

  it("zh-CN: a template on the project with the Yield column chosen from the records' fields, then a report with a bar chart of Yield by record", async () => {
    const page = await signedInPage(app, chen, "/datamining/reportTemplate");
    await page.getByTestId("datamining-templates-page").waitFor();
    await expect.poll(() => page.getByTestId("page-title").textContent()).toBe("报告模板");
    await page.getByTestId("side-menu-datamining").waitFor();
    await page.getByTestId("template-list-empty").waitFor();

    // The template: its name, the project, and the columns the records hold.
    await page.getByTestId("new-template").click();
    await page.waitForURL((url) => url.pathname === "/datamining/add");
    await expect.poll(() => page.getByTestId("page-title").textContent()).toBe("新建报告模板");
    await page.getByTestId("template-name").fill("酯化收率");
    await page.getByTestId("template-description").fill("每批次的收率与物料质量");
    await choose(page, "template-criteria-projects", "酯化", "酯化工艺放大");
    await page.getByTestId("add-column").click();
    const dialog = page.getByTestId("add-column-dialog");
    const yieldChoice = dialog.locator('[data-testid="field-choice"][data-module="Yield"]');
    await yieldChoice.waitFor();
    // Offered from the project's three records only (the other project's record is not counted), said in words.
    expect(await yieldChoice.textContent()).toContain("3 条记录中有");
    expect(await yieldChoice.textContent()).toContain("数值");
    expect(await dialog.locator('[data-testid="field-choice"][data-module="Materials"][data-field="mass"]').count()).toBe(1);
    await settled(page);
    await animationsDone(page);
    await screenshot(page, "datamining-field-choices-zh");
    await yieldChoice.click();
    expect(await page.getByTestId("add-column-label").inputValue()).toBe("Yield");
    expect(await page.getByTestId("add-column-aggregate").locator("select").inputValue()).toBe("first");
    await page.getByTestId("add-column-label").fill("收率 %");
    await page.getByTestId("add-column-confirm").click();
    await dialog.waitFor({ state: "hidden" });
    // The grid's masses, summed per record.
    await page.getByTestId("add-column").click();
    await dialog.locator('[data-testid="field-choice"][data-module="Materials"][data-field="mass"]').click();
    expect(await page.getByTestId("add-column-aggregate").locator("select").inputValue()).toBe("sum");
    await page.getByTestId("add-column-label").fill("物料总质量 (g)");
    await page.getByTestId("add-column-confirm").click();
    await dialog.waitFor({ state: "hidden" });
    expect(await page.getByTestId("column-label").evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value))).toEqual([
      "收率 %",
      "物料总质量 (g)",
    ]);
    // The aggregate is chosen in words.
    expect(await page.getByTestId("column-aggregate").first().locator("option:checked").textContent()).toBe("第一个值");
    await settled(page);
    await screenshot(page, "datamining-template-zh");
    await page.getByTestId("template-save").click();
    await page.waitForURL((url) => url.pathname === "/datamining/reportTemplate");
    const templateRow = page.locator('[data-testid="template-list-row"][data-name="酯化收率"]');
    await templateRow.waitFor();
    expect(await templateRow.textContent()).toContain("2 列");
    expect(await templateRow.textContent()).toContain("dm.chen 测试");

    // The report: on that template, with a bar chart of the yields by record.
    await page.getByTestId("side-reports").click();
    await page.waitForURL((url) => url.pathname === "/datamining");
    await expect.poll(() => page.getByTestId("page-title").textContent()).toBe("数据挖掘");
    await page.getByTestId("new-report").click();
    await expect.poll(() => page.getByTestId("new-report-template").locator("select").inputValue()).not.toBe("");
    await page.getByTestId("new-report-confirm").click();
    await page.waitForURL((url) => url.pathname === "/reportEdit" && url.searchParams.has("templateId"));
    templateId = new URL(page.url()).searchParams.get("templateId")!;
    ids.push(templateId);
    // The main header is hidden here: the page's own bar leads back (the URL changes before the page is drawn).
    await page.getByTestId("report-back").waitFor();
    await expect.poll(() => page.getByTestId("main-header").count()).toBe(0);
    expect(await page.getByTestId("report-back").textContent()).toBe("数据挖掘");
    expect(await page.getByTestId("report-editor-template").textContent()).toBe("基于报告模板“酯化收率”（2 列）");
    await page.getByTestId("report-name").fill("第四季度酯化收率");
    await page.getByTestId("report-summary").fill("三个批次的收率逐步提高。\n第三批换用新催化剂。");
    await page.getByTestId("add-chart").click();
    const chart = page.getByTestId("chart-fields");
    expect(await chart.getByTestId("chart-type").locator("option:checked").textContent()).toBe("柱状图");
    expect(await chart.getByTestId("chart-x").locator("option:checked").textContent()).toBe("记录");
    expect(await chart.getByRole("checkbox", { name: "收率 %" }).isChecked()).toBe(true);
    await chart.getByTestId("chart-title").fill("各批次收率");
    await page.getByTestId("report-save").click();
    await page.waitForURL((url) => url.searchParams.has("id"));
    reportId = new URL(page.url()).searchParams.get("id")!;
    ids.push(reportId);

    // The report as it reads now: the chart drawn, a row per record of the project, yields right-aligned.
    const canvas = page.getByTestId("report-chart-canvas");
    await expect.poll(() => canvas.getAttribute("data-state"), { timeout: patience(15_000) }).toBe("drawn");
    const drawn = await canvas.locator("canvas").first().boundingBox();
    expect(drawn?.width).toBeGreaterThan(300);
    expect(drawn?.height).toBeGreaterThan(200);
    expect(await page.getByTestId("report-chart-title").textContent()).toBe("各批次收率");
    expect(await canvas.getAttribute("aria-label")).toBe("柱状图“各批次收率”：收率 %");
    await expect.poll(() => page.getByTestId("report-row").count()).toBe(3);
    expect(await columnCells(page, "yield")).toEqual(["72", "81.5", "90"]);
    expect(await columnCells(page, "col")).toEqual(["3.5", "4.5", "5.5"]);
    expect(
      await page
        .getByTestId("report-row")
        .first()
        .locator('td[data-column="yield"]')
        .evaluate((el) => getComputedStyle(el).textAlign),
    ).toBe("right");
    expect(await page.getByTestId("report-row").first().locator("td").nth(2).textContent()).toBe("草稿");
    expect(await page.getByTestId("report-row").locator("td:nth-child(2)").allTextContents()).toEqual([
      "酯化批次 1",
      "酯化批次 2",
      "酯化批次 3",
    ]);
    expect(await page.getByTestId("report-view-summary").textContent()).toBe("三个批次的收率逐步提高。\n第三批换用新催化剂。");
    expect(await page.getByTestId("report-view-facts").textContent()).toMatch(
      /^报告模板：酯化收率 · 共 3 条记录 · 数据截至 \d{4}年\d{1,2}月\d{1,2}日/,
    );
    expect(await page.getByTestId("report-export-pdf").textContent()).toBe("导出 PDF");
    expect(await page.getByTestId("report-export-xlsx").textContent()).toBe("导出 XLSX");
    const text = await pageText(page);
    for (const id of ids) expect(text, id).not.toContain(id);
    expect(text).not.toMatch(/[{}<>]|\byield\b|\bcol\b|\bchart\b|statusWords|\bdraft\b/);
    await settled(page);
    await animationsDone(page);
    await screenshot(page, "datamining-report-zh");
    await page.close();
  });

  it("the export is fetched with the keyed signature (a plain link would carry none), as the format asked for, and saved under the report's name", async () => {
    const page = await signedInPage(app, chen, `/reportEdit?id=${reportId}`);
    await page.getByTestId("report-export-xlsx").waitFor();
    // Listened for before the click: the file may be saved before the answer's promise is read.
    const downloaded = page.waitForEvent("download");
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().includes(`/api/datamining/reports/${reportId}/export?format=xlsx`)),
      page.getByTestId("report-export-xlsx").click(),
    ]);
    const headers = await request.allHeaders();
    expect(headers["x-ll-signature"]).toMatch(/^[0-9a-f]{64}$/);
    expect((await request.response())?.status()).toBe(200);
    // The report's own (Chinese) name, from the UTF-8 filename* the server gives beside its ASCII one.
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^第四季度酯化收率-\d{8}\.xlsx$/);
    await page.close();
  });

  it("a report moved to the rubbish bin (asked first) leaves the list, and comes back when restored", async () => {
    const page = await signedInPage(app, chen, "/datamining");
    const row = page.locator('[data-testid="report-list-row"][data-name="第四季度酯化收率"]');
    await row.waitFor();
    expect(await row.textContent()).toContain("酯化收率");
    await row.getByTestId("report-bin").click();
    const confirm = page.getByTestId("bin-dialog");
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain("报告“第四季度酯化收率”将移至回收站");
    await settled(page);
    await animationsDone(page);
    await screenshot(page, "datamining-bin-confirm-zh");
    await page.getByTestId("bin-dialog-confirm").click();
    await confirm.waitFor({ state: "hidden" });
    await page.getByTestId("report-list-empty").waitFor();

    await page.getByTestId("side-rubbishBin").click();
    await page.waitForURL((url) => url.pathname === "/datamining/rubbish");
    const binned = page.locator('[data-testid="binned-reports-row"][data-name="第四季度酯化收率"]');
    await binned.waitFor();
    await page.getByTestId("binned-templates-empty").waitFor();
    await settled(page);
    await animationsDone(page);
    await screenshot(page, "datamining-rubbish-zh");
    await binned.getByTestId("restore-reports").click();
    await page.getByTestId("binned-reports-empty").waitFor();
    await page.getByTestId("side-reports").click();
    await row.waitFor();
    for (const id of ids) expect(await pageText(page), id).not.toContain(id);
    await page.close();
  });

  it("in English: the report reads in words (chart type, status, records, when), with no id on the page", async () => {
    await app.api("PUT", "/me/settings", chenToken, { language: "en" });
    const page = await signedInPage(app, chen, `/reportEdit?id=${reportId}`);
    const canvas = page.getByTestId("report-chart-canvas");
    await expect.poll(() => canvas.getAttribute("data-state"), { timeout: patience(15_000) }).toBe("drawn");
    expect(await page.getByTestId("report-back").textContent()).toBe("Data mining");
    await expect.poll(() => page.getByTestId("page-title").textContent()).toBe("第四季度酯化收率");
    expect(await page.getByTestId("report-editor-template").textContent()).toBe("On the report template “酯化收率” (2 columns)");
    expect(await page.getByTestId("chart-fields").getByTestId("chart-type").locator("option:checked").textContent()).toBe(
      "Bar chart",
    );
    expect(await page.getByTestId("chart-fields").getByTestId("chart-x").locator("option:checked").textContent()).toBe("Record");
    expect(await canvas.getAttribute("aria-label")).toBe("Bar chart “各批次收率”: 收率 %");
    expect(await columnCells(page, "yield")).toEqual(["72", "81.5", "90"]);
    expect(await page.getByTestId("report-row").first().locator("td").nth(2).textContent()).toBe("Draft");
    expect(await page.getByTestId("report-table").locator("th").allTextContents()).toEqual([
      "Record number",
      "Title",
      "Status",
      "收率 %",
      "物料总质量 (g)",
    ]);
    expect(await page.getByTestId("report-view-facts").textContent()).toMatch(
      /^Template: 酯化收率 · 3 records · As of [A-Z][a-z]{2} \d{1,2}, \d{4}/,
    );
    expect(await page.getByTestId("report-export-pdf").textContent()).toBe("Export PDF");
    expect(await page.getByTestId("report-export-xlsx").textContent()).toBe("Export XLSX");
    const text = await pageText(page);
    for (const id of ids) expect(text, id).not.toContain(id);
    expect(text).not.toMatch(/[{}<>]|\byield\b|\bcol\b|statusWords|\bdraft\b|\bbar\b/);
    await settled(page);
    await animationsDone(page);
    await screenshot(page, "datamining-report-en");

    // The template editor and the lists read in English too.
    await page.goto(`${app.url}/datamining/reportTemplate`);
    await page.getByTestId("template-edit").click();
    await page.waitForURL((url) => url.pathname.startsWith("/datamining/edit/"));
    await expect.poll(() => page.getByTestId("column-row").count()).toBe(2);
    await expect.poll(() => page.getByTestId("page-title").textContent()).toBe("Edit report template");
    expect(await page.getByTestId("column-field").allTextContents()).toEqual(["Yield", expect.stringMatching(/^Materials · /)]);
    expect(await page.getByTestId("column-aggregate").nth(1).locator("option:checked").textContent()).toBe("Sum");
    for (const id of ids) expect(await pageText(page), id).not.toContain(id);
    await settled(page);
    await animationsDone(page);
    await screenshot(page, "datamining-template-en");
    await page.close();
  });

  it("a refusal of the server is shown once, in its words; the chart follows the window's width", async () => {
    const page = await signedInPage(app, chen, `/reportEdit?id=${reportId}`);
    const canvas = page.getByTestId("report-chart-canvas");
    await expect.poll(() => canvas.getAttribute("data-state"), { timeout: patience(15_000) }).toBe("drawn");
    const wide = (await canvas.locator("canvas").first().boundingBox())?.width ?? 0;
    await page.setViewportSize({ width: 900, height: 900 });
    await expect.poll(async () => (await canvas.locator("canvas").first().boundingBox())?.width ?? 0).toBeLessThan(wide - 200);

    // The template goes to the rubbish bin meanwhile: saving the report is refused, and says why.
    await app.api("POST", `/datamining/templates/${templateId}/bin`, chenToken);
    await page.getByTestId("report-save").click();
    const refusal = page.getByTestId("report-refusal");
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe("Not saved: The report's template is in the rubbish bin: restore it first");
    await settled(page);
    expect(await page.locator('[role="alert"]').count()).toBe(1);
    expect(await page.getByTestId("toast").count()).toBe(0);
    await screenshot(page, "datamining-refused-en");
    await app.api("POST", `/datamining/templates/${templateId}/restore`, chenToken);
    await page.close();
  });
});
